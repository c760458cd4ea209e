import Testing
@testable import QuartzCore

@Suite struct FrameCompositorTests {
    /// A 100×100 root with two 10×10 squares, at scale 1.
    private func scene() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = layer(CGRect(x: 10, y: 10, width: 10, height: 10), redColor)
        let b = layer(CGRect(x: 60, y: 60, width: 10, height: 10), blueColor)
        root.addSublayer(a)
        root.addSublayer(b)
        return (root, a, b)
    }

    private func word(_ frame: FrameCompositor, _ x: Int, _ y: Int) -> UInt32 { frame.surface.row(y)[x] }

    @Test func onlyWhatChangedIsRedrawn() {
        let (root, a, b) = scene()
        let frame = FrameCompositor(width: 100, height: 100, scale: 1)
        let first = frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(!first.isEmpty)
        #expect(word(frame, 15, 15) == 0xFFFF_0000 && word(frame, 65, 65) == 0xFF00_00FF && word(frame, 40, 40) == 0)
        #expect(frame.render(RenderLayer(root, at: 0), time: 0).isEmpty, "nothing changed, nothing drawn")

        // A sentinel outside the square that changes must survive: that region is not redrawn.
        frame.surface.row(90)[90] = 0xFF00_FF00
        b.backgroundColor = redColor
        let damage = frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(word(frame, 65, 65) == 0xFFFF_0000)
        #expect(word(frame, 90, 90) == 0xFF00_FF00)
        // The damage is the square, grown by a pixel for antialiasing.
        #expect(damage == [CGRect(x: 59, y: 59, width: 12, height: 12)])

        a.position = CGPoint(x: 45, y: 45)
        let moved = frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(word(frame, 15, 15) == 0 && word(frame, 45, 45) == 0xFFFF_0000)
        #expect(moved.contains(CGRect(x: 9, y: 9, width: 12, height: 12)))

        b.removeFromSuperlayer()
        frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(word(frame, 65, 65) == 0 && word(frame, 90, 90) == 0xFF00_FF00)
    }

    @Test func ancestorsChangesReachTheirSubtree() {
        let (root, a, _) = scene()
        let group = layer(CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSublayer(group)
        a.removeFromSuperlayer()
        group.addSublayer(a)
        let frame = FrameCompositor(width: 100, height: 100, scale: 2)
        frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(word(frame, 30, 30) == 0xFFFF_0000, "at scale 2, point (15, 15) is pixel (30, 30)")
        group.opacity = 0.5
        frame.render(RenderLayer(root, at: 0), time: 0)
        #expect(word(frame, 30, 30) >> 24 == 0x80)
    }

    @Test func runningAnimationsDamageEveryFrame() {
        let (root, a, _) = scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 10
        fade.duration = 1
        a.add(fade, forKey: "fade")
        let frame = FrameCompositor(width: 100, height: 100, scale: 1)
        frame.render(RenderLayer(root, at: 10), time: 10)
        #expect(word(frame, 15, 15) >> 24 == 0xFF)
        let half = frame.render(RenderLayer(root, at: 10.5), time: 10.5)
        #expect(!half.isEmpty && word(frame, 15, 15) >> 24 == 0x80)
    }
}

@Suite struct RenderEvaluationTests {
    @Test func animatedNodesReevaluateWithoutTheModel() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let still = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        let moving = layer(CGRect(x: 0, y: 0, width: 10, height: 10), blueColor)
        root.addSublayer(still)
        root.addSublayer(moving)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 5
        slide.toValue = 85
        slide.beginTime = 10
        slide.duration = 1
        moving.add(slide, forKey: "slide")
        let committed = RenderLayer.snapshot(of: root, at: 10)
        moving.removeAllAnimations()
        moving.position = CGPoint(x: 500, y: 500)
        // The model has changed since; the committed node still animates from what it captured.
        let later = committed.evaluated(at: 10.25)
        #expect(later.sublayers[1].toParent.apply(CGPoint(x: 5, y: 5)) == CGPoint(x: 25, y: 5))
        #expect(later.sublayers[0] === committed.sublayers[0], "still subtrees are reused")
        #expect(committed.evaluated(at: 20).sublayers[1].toParent.apply(CGPoint(x: 5, y: 5))
                == CGPoint(x: 5, y: 5), "after the animation, the committed model value")
    }
}

@Suite struct TransitionTests {
    /// A 20×10 frame of a root holding one red 20×10 layer, rendered once so the layer has a last rendering.
    private func rendered() -> (root: CALayer, square: CALayer, frame: FrameCompositor) {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 10))
        let square = layer(CGRect(x: 0, y: 0, width: 20, height: 10), redColor)
        root.addSublayer(square)
        let frame = FrameCompositor(width: 20, height: 10, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        return (root, square, frame)
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.beginTime = 10
        transition.duration = 1
        return transition
    }

    @Test func fadeCrossDissolvesFromTheLastRendering() {
        let (root, square, frame) = rendered()
        // The change may come before or after the transition is added in the same transaction.
        square.backgroundColor = blueColor
        square.add(transition(.fade), forKey: kCATransition)
        frame.render(RenderLayer.snapshot(of: root, at: 10.5), time: 10.5)
        let mid = frame.surface.row(5)[10]
        #expect(mid >> 24 == 0xFF && abs(Int((mid >> 16) & 0xFF) - 128) <= 1 && abs(Int(mid & 0xFF) - 128) <= 1,
                "\(String(mid, radix: 16))")
        frame.render(RenderLayer.snapshot(of: root, at: 12), time: 12)
        #expect(frame.surface.row(5)[10] == 0xFF00_00FF, "after the transition, the new appearance")
    }

    @Test func pushSlidesBothAppearances() {
        let (root, square, frame) = rendered()
        square.add(transition(.push, .fromRight), forKey: kCATransition)
        square.backgroundColor = blueColor
        frame.render(RenderLayer.snapshot(of: root, at: 10.5), time: 10.5)
        // Half way, the old red has moved half its width left and the new blue fills the right half.
        #expect(frame.surface.row(5)[2] == 0xFFFF_0000 && frame.surface.row(5)[17] == 0xFF00_00FF)
    }

    /// Half way through `type` from `subtype` on a 20×10 square, from red with a white mark over x 0..<5 to blue
    /// with the mark over x 15..<20: the colours of the pixels at x = 2, 7, 12 and 17 of row 5, and at y = 2
    /// and 7 of column 10.
    private func halfWay(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> (row: [UInt32], column: [UInt32]) {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 10))
        let square = layer(CGRect(x: 0, y: 0, width: 20, height: 10), redColor)
        let mark = layer(CGRect(x: 0, y: 0, width: 5, height: 10), CGColor(gray: 1, alpha: 1))
        square.addSublayer(mark)
        root.addSublayer(square)
        let frame = FrameCompositor(width: 20, height: 10, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        square.add(transition(type, subtype), forKey: kCATransition)
        square.backgroundColor = blueColor
        mark.position.x = 17.5
        frame.render(RenderLayer.snapshot(of: root, at: 10.5), time: 10.5)
        return ([2, 7, 12, 17].map { frame.surface.row(5)[$0] }, [2, 7].map { frame.surface.row($0)[10] })
    }

    @Test func moveInSlidesTheNewOverTheStillOld() {
        let (r, b, w): (UInt32, UInt32, UInt32) = (0xFFFF_0000, 0xFF00_00FF, 0xFFFF_FFFF)
        // From the right the new appearance, shifted 10 right, covers x 10..<20 with its blue; the old one, not
        // moved, still shows its mark and red on the left.
        #expect(halfWay(.moveIn, .fromRight).row == [w, r, b, b])
        // From the left (the default) it is shifted 10 left: its blue and then its mark cover x 0..<10.
        #expect(halfWay(.moveIn, nil).row == [b, w, r, r])
    }

    @Test func revealSlidesTheOldOffTheStillNew() {
        let (r, b, w): (UInt32, UInt32, UInt32) = (0xFFFF_0000, 0xFF00_00FF, 0xFFFF_FFFF)
        // From the right the old appearance moves 10 left, its mark out of sight, uncovering the new one, not
        // moved, on the right: blue, then its mark.
        #expect(halfWay(.reveal, .fromRight).row == [r, r, b, w])
        // From the left the old moves 10 right, its mark now at x 10..<15, uncovering the new blue on the left.
        #expect(halfWay(.reveal, .fromLeft).row == [b, b, w, r])
    }

    @Test func topAndBottomSubtypesMoveVertically() {
        let (r, b): (UInt32, UInt32) = (0xFFFF_0000, 0xFF00_00FF)
        // The root is y-down, as UIKit's: from the top, the new appearance fills the top half (row 2) half way
        // and the old the bottom half (row 7); from the bottom the other way round. Column 10 is red in the old
        // appearance and blue in the new.
        for type in [CATransitionType.push, .moveIn, .reveal] {
            #expect(halfWay(type, .fromTop).column == [b, r], "\(type.rawValue) from the top")
            #expect(halfWay(type, .fromBottom).column == [r, b], "\(type.rawValue) from the bottom")
        }
    }
}

@Suite struct ReplicatorTintTests {
    @Test func copiesAreTintedByTheInstanceColourAndOffsets() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        replicator.instanceColor = redColor
        replicator.instanceAlphaOffset = -0.25
        replicator.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(gray: 1, alpha: 1)))
        let canvas = Canvas(30, 10)
        replicator.render(in: canvas.context)
        // White times red is red; the copies' alphas are 1, 0.75 and 0.5.
        #expect(canvas[5, 5] == red)
        #expect(canvas[15, 5] == [191, 0, 0, 191] || canvas[15, 5] == [192, 0, 0, 192])
        #expect(canvas[25, 5] == [128, 0, 0, 128] || canvas[25, 5] == [127, 0, 0, 127])
    }
}

@Suite struct RasterizationTests {
    @Test func rasterizedSubtreesMatchAndAreReusedUntilTheyChange() {
        func scene(rasterized: Bool) -> (CALayer, CALayer) {
            let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
            let group = layer(CGRect(x: 5, y: 5, width: 30, height: 30), redColor)
            group.cornerRadius = 8
            group.opacity = 0.75
            group.addSublayer(layer(CGRect(x: 10, y: 10, width: 10, height: 10), blueColor))
            group.shouldRasterize = rasterized
            root.addSublayer(group)
            return (root, group)
        }
        let (plain, _) = scene(rasterized: false)
        let (cached, group) = scene(rasterized: true)
        let reference = FrameCompositor(width: 40, height: 40, scale: 1)
        reference.render(RenderLayer.snapshot(of: plain, at: 0), time: 0)
        let caches = CompositorCaches()
        let frame = FrameCompositor(width: 40, height: 40, scale: 1, caches: caches)
        let tally = KeptBitmapTally()
        KeptBitmapTally.$current.withValue(tally) { frame.render(RenderLayer.snapshot(of: cached, at: 0), time: 0) }
        var differing = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let (a, b) = (reference.surface.row(y)[x], frame.surface.row(y)[x])
                for shift in stride(from: 0, to: 32, by: 8) where abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > 2 {
                    differing += 1
                }
            }
        }
        #expect(differing == 0, "the cached bitmap looks like the live drawing")
        let kept = tally.kept
        #expect(kept >= 1)

        // A new frame sharing the caches reuses the bitmap of an unchanged subtree; a change makes a new one.
        let fresh = FrameCompositor(width: 40, height: 40, scale: 1, caches: caches)
        KeptBitmapTally.$current.withValue(tally) { fresh.render(RenderLayer.snapshot(of: cached, at: 0), time: 0) }
        #expect(tally.kept == kept)
        group.backgroundColor = blueColor
        KeptBitmapTally.$current.withValue(tally) { fresh.render(RenderLayer.snapshot(of: cached, at: 0), time: 0) }
        #expect(tally.kept > kept)
        #expect(fresh.surface.row(8)[20] >> 24 == 0xBF && fresh.surface.row(8)[20] & 0xFF == 0xBF)
    }
}

@Suite struct StructuralDiffTests {
    @Test func reorderingAndInsertingSiblingsRedrawWhatTheyCover() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        let bottom = layer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor)
        let top = layer(CGRect(x: 10, y: 0, width: 20, height: 20), blueColor)
        root.addSublayer(bottom)
        root.addSublayer(top)
        let frame = FrameCompositor(width: 40, height: 20, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(frame.surface.row(10)[15] == 0xFF00_00FF)
        // A sentinel outside both squares shows the reorder redraws only them.
        frame.surface.row(10)[35] = 0xFF00_FF00
        root.addSublayer(bottom)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(frame.surface.row(10)[15] == 0xFFFF_0000, "red is now on top")
        #expect(frame.surface.row(10)[35] == 0xFF00_FF00)

        let middle = layer(CGRect(x: 30, y: 0, width: 5, height: 20), CGColor(gray: 1, alpha: 1))
        root.insertSublayer(middle, at: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(frame.surface.row(10)[32] == 0xFFFF_FFFF)
        middle.removeFromSuperlayer()
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(frame.surface.row(10)[32] == 0 && frame.surface.row(10)[15] == 0xFFFF_0000)
    }
}

@Suite struct OcclusionTests {
    @Test func onlyWhollyOpaqueCoversHideWhatIsBelow() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        let below = layer(CGRect(x: 0, y: 0, width: 40, height: 20), redColor)
        let cover = layer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 0, green: 0, blue: 1, alpha: 0.99))
        root.addSublayer(below)
        root.addSublayer(cover)
        let frame = FrameCompositor(width: 40, height: 20, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        // Redraw everything under the cover: a nearly opaque cover lets the red below show through.
        below.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect((frame.surface.row(10)[10] >> 8) & 0xFF > 0, "the green below shows through")
        #expect(frame.surface.row(10)[30] == 0xFF00_FF00, "the uncovered part is redrawn")
        // A fully opaque cover hides the layer below where it covers the whole damage.
        cover.backgroundColor = blueColor
        below.backgroundColor = redColor
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(frame.surface.row(10)[10] == 0xFF00_00FF && frame.surface.row(10)[30] == 0xFFFF_0000)

        // Damage wholly under the opaque cover: what is below is skipped, the cover still drawn over it.
        let hidden = layer(CGRect(x: 5, y: 5, width: 4, height: 4), redColor)
        root.insertSublayer(hidden, above: below)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        hidden.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect(frame.surface.row(7)[7] == 0xFF00_00FF)
        cover.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.99)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        hidden.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        #expect((frame.surface.row(7)[7] >> 16) & 0xFF > 0, "through a nearly opaque cover the change shows")
    }
}

@Suite struct FlipTransitionTests {
    @Test func flipTurnsTheOldAwayAndTheNewIn() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 20))
        let card = layer(CGRect(x: 0, y: 0, width: 40, height: 20), redColor)
        root.addSublayer(card)
        let frame = FrameCompositor(width: 40, height: 20, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        let flip = CATransition()
        flip.type = .oglFlip
        flip.subtype = .fromLeft
        flip.beginTime = 10
        flip.duration = 1
        card.add(flip, forKey: kCATransition)
        card.backgroundColor = blueColor
        // A quarter of the way the old side has turned 45°: narrower than the card, still red, edges clear.
        frame.render(RenderLayer.snapshot(of: root, at: 10.25), time: 10.25)
        #expect(frame.surface.row(10)[20] == 0xFFFF_0000)
        #expect(frame.surface.row(10)[0] >> 24 == 0 && frame.surface.row(10)[39] >> 24 == 0)
        // Three quarters of the way the new side shows, turning in.
        frame.render(RenderLayer.snapshot(of: root, at: 10.75), time: 10.75)
        #expect(frame.surface.row(10)[20] == 0xFF00_00FF)
        frame.render(RenderLayer.snapshot(of: root, at: 12), time: 12)
        #expect(frame.surface.row(10)[0] == 0xFF00_00FF && frame.surface.row(10)[39] == 0xFF00_00FF)
    }
}
