import Testing
@testable import QuartzCore

/// The compositor's kept looks and shadows, its grid of sublayers, and incremental frames against full ones.
@Suite struct KeptBitmapTests {
    /// The caches this test's frames share: no other test's.
    private let caches = CompositorCaches()

    /// Pixel (x, y) of a frame, premultiplied, as [a, r, g, b].
    private func argb(_ frame: FrameCompositor, _ x: Int, _ y: Int) -> [Int] {
        let word = frame.surface.row(y)[x]
        return [24, 16, 8, 0].map { Int((word >> UInt32($0)) & 0xFF) }
    }

    private func near(_ a: [Int], _ b: [Int], within tolerance: Int = 1) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Renders `root` on a frame of its size (a new one unless given) with `tally` counting the bitmaps kept.
    @discardableResult
    private func render(_ root: CALayer, on frame: FrameCompositor? = nil, tally: KeptBitmapTally = KeptBitmapTally())
        -> FrameCompositor {
        let target = frame ?? FrameCompositor(width: Int(root.bounds.width), height: Int(root.bounds.height), scale: 1,
                                              caches: caches)
        KeptBitmapTally.$current.withValue(tally) { target.render(RenderLayer.snapshot(of: root, at: 0), time: 0) }
        return target
    }

    @Test func roundedBorderedLooksDrawTheirPixels() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = layer(CGRect(x: 10, y: 10, width: 20, height: 20), redColor)
        card.cornerRadius = 6
        card.borderWidth = 2
        card.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(card)
        let frame = render(root)
        #expect(argb(frame, 20, 20) == [255, 255, 0, 0])
        // The border covers the two outermost rows and columns, away from the corners.
        #expect(argb(frame, 20, 10) == [255, 0, 0, 0] && argb(frame, 20, 11) == [255, 0, 0, 0])
        #expect(argb(frame, 29, 20) == [255, 0, 0, 0] && argb(frame, 20, 12) == [255, 255, 0, 0])
        // Pixel (10, 10) lies wholly outside the corner's circle, centred at (16, 16) with radius 6.
        #expect(argb(frame, 10, 10) == [0, 0, 0, 0])
    }

    @Test func translucentLooksFadeAsOneUnlessGroupOpacityIsOff() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(gray: 1, alpha: 1))
        let card = layer(CGRect(x: 10, y: 10, width: 20, height: 20), redColor)
        card.cornerRadius = 2
        card.borderWidth = 4
        card.borderColor = blueColor
        card.opacity = 0.5
        root.addSublayer(card)
        // As a group, the border hides the background: half blue over white.
        let grouped = render(root)
        #expect(near(argb(grouped, 20, 11), [255, 128, 128, 255]))
        #expect(near(argb(grouped, 20, 20), [255, 255, 128, 128]))
        // Faded one paint at a time, the background shows through the border: half blue over (1, ½, ½).
        card.allowsGroupOpacity = false
        let separate = render(root)
        #expect(near(argb(separate, 20, 11), [255, 128, 64, 191]))
        #expect(near(argb(separate, 20, 20), [255, 255, 128, 128]))
    }

    @Test func looksAreKeptWhenDrawnAgainAndFollowChanges() {
        let (teal, navy) = (CGColor(red: 0.11, green: 0.52, blue: 0.73, alpha: 1), CGColor(red: 0.05, green: 0.1, blue: 0.95, alpha: 1))
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 40))
        let card = layer(CGRect(x: 10, y: 10, width: 20, height: 20), teal)
        card.cornerRadius = 6
        root.addSublayer(card)
        let tally = KeptBitmapTally()
        // Seen once, a look is drawn but not kept: something that changes every frame is never kept.
        let first = render(root, tally: tally)
        #expect(tally.kept == 0)
        let frame = render(root, tally: tally)
        #expect(tally.kept == 1)
        // Another frame draws from the kept look, pixel for pixel what the first drew.
        let again = render(root, tally: tally)
        #expect(tally.kept == 1)
        #expect((0..<40).allSatisfy { y in (0..<60).allSatisfy { argb(again, $0, y) == argb(first, $0, y) } })
        #expect(near(argb(frame, 20, 20), [255, 28, 133, 186]))

        // A move by whole pixels reuses it.
        quietly { card.position.x += 3 }
        render(root, on: frame, tally: tally)
        #expect(tally.kept == 1)
        #expect(near(argb(frame, 32, 20), [255, 28, 133, 186]) && argb(frame, 11, 20) == [0, 0, 0, 0])

        // A new colour is a new look, kept when drawn a second time.
        quietly { card.backgroundColor = navy }
        render(root, on: frame, tally: tally)
        #expect(tally.kept == 1)
        #expect(near(argb(frame, 20, 20), [255, 13, 26, 242]))
        render(root, tally: tally)
        #expect(tally.kept == 2)

        // Half a pixel further, the look is drawn at that phase: the left column is half covered.
        quietly { card.position.x += 0.5 }
        render(root, on: frame, tally: tally)
        render(root, tally: tally)
        #expect(tally.kept == 3)
        #expect(near(argb(frame, 13, 20), [128, 6, 13, 121]))
        #expect(near(argb(frame, 14, 20), [255, 13, 26, 242]))
    }

    @Test func shadowPathShadowsAreKeptAndMatchTheShadowOfTheAlpha() {
        func scene(path: Bool) -> CALayer {
            let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60))
            let casting = layer(CGRect(x: 10, y: 10, width: 20, height: 20), redColor)
            casting.shadowOpacity = 1
            casting.shadowRadius = 2.75
            casting.shadowOffset = CGSize(width: 6, height: 6)
            if path { casting.shadowPath = CGPath(rect: casting.bounds, transform: nil) }
            root.addSublayer(casting)
            return root
        }
        let tally = KeptBitmapTally()
        let root = scene(path: true)
        render(root, tally: tally)
        #expect(tally.kept == 0)
        let kept = render(root, tally: tally)
        #expect(tally.kept == 1)
        render(root, tally: tally)
        #expect(tally.kept == 1)
        let fromAlpha = render(scene(path: false))
        var differing = 0
        for y in 0..<60 {
            for x in 0..<60 where !near(argb(kept, x, y), argb(fromAlpha, x, y)) { differing += 1 }
        }
        #expect(differing == 0, "the kept mask is the same blur of the same shape")
        // Right of the layer lies black shadow, partly covered by the blur.
        let beside = argb(kept, 33, 24)
        #expect(beside[0] > 64 && beside[0] < 255 && beside[1...] == [0, 0, 0])
    }

    @Test func aMutableShadowPathIsCopied() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        let casting = CALayer()
        casting.shadowPath = path
        path.addRect(CGRect(x: 40, y: 40, width: 10, height: 10))
        #expect(casting.shadowPath !== path)
        #expect(casting.shadowPath?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func theGridFindsEverySublayerARectangleMeets() {
        var seed: UInt64 = 11
        func random(_ range: ClosedRange<CGFloat>) -> CGFloat {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + CGFloat(Double(seed >> 11) / Double(1 << 53)) * (range.upperBound - range.lowerBound)
        }
        func rect() -> CGRect {
            CGRect(x: random(-50...1000), y: random(-50...700), width: random(1...120), height: random(1...120))
        }
        var extents = (0..<200).map { _ in rect() }
        var grid = ChildGrid(extents)!
        func check() -> Bool {
            (0..<100).allSatisfy { _ in
                let query = rect()
                let found = grid.candidates(meeting: query)
                let meeting = extents.indices.filter { Cull(rect: query).intersects(extents[$0]) }
                return found == found.sorted() && Set(meeting).isSubset(of: found)
            }
        }
        #expect(check())
        // Sublayers moved, some far outside the area the grid was built over, are still found.
        for index in stride(from: 0, to: 200, by: 7) {
            let moved = index % 3 == 0 ? CGRect(x: random(3000...5000), y: random(-5000...(-3000)), width: 40, height: 40) : rect()
            grid.move(index, from: extents[index], to: moved)
            extents[index] = moved
        }
        #expect(check())
        let far = CGRect(x: 2000, y: -6000, width: 4000, height: 4000)
        #expect(Set(extents.indices.filter { Cull(rect: far).intersects(extents[$0]) }).isSubset(of: grid.candidates(meeting: far)))
        #expect(ChildGrid(Array(extents.prefix(10))) == nil, "a few sublayers are tested one by one")
    }

    @Test func incrementalFramesMatchFullOnes() {
        var seed: UInt64 = 5
        func random(_ range: ClosedRange<CGFloat>) -> CGFloat {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + CGFloat(Double(seed >> 11) / Double(1 << 53)) * (range.upperBound - range.lowerBound)
        }
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 150), CGColor(gray: 0.9, alpha: 1))
        var sublayers: [CALayer] = []
        for i in 0..<120 {
            let sublayer = layer(CGRect(x: random(0...180), y: random(0...130), width: random(4...30), height: random(4...30)),
                                 CGColor(red: random(0...1), green: random(0...1), blue: random(0...1), alpha: 1))
            sublayer.cornerRadius = i % 3 == 0 ? 4 : 0
            sublayer.borderWidth = i % 4 == 0 ? 1.5 : 0
            sublayer.opacity = i % 5 == 0 ? 0.6 : 1
            if i % 11 == 0 {
                sublayer.shadowOpacity = 0.5
                sublayer.shadowPath = CGPath(rect: sublayer.bounds, transform: nil)
            }
            root.addSublayer(sublayer)
            sublayers.append(sublayer)
        }
        let frame = render(root)
        for step in 0..<3 {
            quietly {
                for (i, sublayer) in sublayers.enumerated() where i % 6 == step {
                    sublayer.position.x += random(-8...8)
                    sublayer.position.y += random(-8...8)
                }
                sublayers[step].backgroundColor = blueColor
            }
            render(root, on: frame)
            let full = render(root)
            var differing = 0
            for y in 0..<150 {
                for x in 0..<200 where argb(frame, x, y) != argb(full, x, y) { differing += 1 }
            }
            #expect(differing == 0, "step \(step): only the damage was redrawn, and it matches a whole frame")
        }
    }
}
