import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// Core Animation's rules for animations that leave things unset, and for completion blocks.
@Suite struct AnimationSemanticsTests {
    @Test func anActionWithoutValuesRunsFromThePreviousValueToTheNewOne() {
        CATransaction.flush()
        let layer = CALayer()
        let action = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": action]
        CATransaction.flush()
        layer.opacity = 0.2
        let running = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(running?.fromValue as? Double == 1 && running?.toValue == nil)
        #expect(action.fromValue == nil, "the layer's actions are not changed")
        // Linear (no timing function), over the transaction's 0.25 s: halfway is 0.6.
        let begin = running?.beginTime ?? 0
        #expect(running?.duration == 0.25)
        #expect(abs(opacity(layer, at: begin + 0.125) - 0.6) < 1e-6)
        #expect(abs(opacity(layer, at: begin + 1) - 0.2) < 1e-6)
        CATransaction.flush()
    }

    @Test func anAnimationWithoutADurationTakesTheTransactions() {
        let layer = CALayer()
        func slide() -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 0
            animation.toValue = 10
            return animation
        }
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.add(slide(), forKey: "long")
        CATransaction.commit()
        layer.add(slide(), forKey: "default")
        #expect(layer.animation(forKey: "long")?.duration == 2)
        #expect(layer.animation(forKey: "default")?.duration == 0.25)
        CATransaction.flush()
    }

    @Test func aCompletionBlockWaitsOnlyForAnimationsAddedAfterIt() {
        let layer = CALayer()
        func fade(_ duration: Double) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = duration
            return animation
        }
        var completed = 0
        CATransaction.begin()
        layer.add(fade(10), forKey: "before")
        CATransaction.setCompletionBlock { completed += 1 }
        layer.add(fade(1), forKey: "after")
        CATransaction.commit()
        let begin = layer.animation(forKey: "after")?.beginTime ?? 0
        layer.advanceAnimations(to: begin + 0.5)
        #expect(completed == 0)
        layer.advanceAnimations(to: begin + 1.5)
        #expect(completed == 1, "the ten-second animation added before the block is not waited for")
        CATransaction.flush()
    }

    @Test func theCompletionBlockIsATransactionValue() {
        var ran = false
        CATransaction.begin()
        CATransaction.setValue({ ran = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) != nil)
        #expect(CATransaction.completionBlock() != nil)
        CATransaction.commit()
        #expect(ran, "with no animations the block runs at the commit")
    }

    @Test func animatedValuesThatAreNotFiniteChangeNothing() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 7)
        let broken = CABasicAnimation(keyPath: "position.x")
        broken.fromValue = 0
        broken.toValue = Double.nan
        broken.beginTime = 100
        broken.duration = 1
        layer.add(broken, forKey: "broken")
        let shown = layer.presentationValues(at: 100.5).position
        #expect(shown == CGPoint(x: 5, y: 7))
        let scaled = CABasicAnimation(keyPath: "transform")
        scaled.toValue = CATransform3DMakeScale(.infinity, 1, 1)
        scaled.beginTime = 100
        scaled.duration = 1
        layer.add(scaled, forKey: "scaled")
        #expect(CATransform3DIsIdentity(layer.presentationValues(at: 100.5).transform))
    }
}

/// Holds `keyPath` of `layer` at `value` with an animation that runs long after the test is over.
private func hold(_ layer: CALayer, _ keyPath: String, at value: Double) {
    let hold = CABasicAnimation(keyPath: keyPath)
    hold.fromValue = value
    hold.toValue = value
    hold.duration = 1000
    layer.add(hold, forKey: "hold")
}

/// What `render(in:)` and the render thread draw of running animations.
@Suite struct RenderedAnimationTests {
    @Test func renderInContextDrawsTheModelNotTheAnimation() {
        let square = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        hold(square, "opacity", at: 0)
        let model = Canvas(10, 10)
        square.render(in: model.context)
        #expect(model[5, 5] == red, "Apple: render(in:) ignores animations")
        let presented = Canvas(10, 10)
        square.renderPresentation(in: presented.context)
        #expect(presented[5, 5] == empty, "UIKit's snapshots show the screen")
    }

    @Test func anAnimatedSublayerTransformMovesTheSublayersOnTheRenderThread() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 20))
        let container = layer(CGRect(x: 0, y: 0, width: 100, height: 20))
        container.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor))
        root.addSublayer(container)
        let slide = CABasicAnimation(keyPath: "sublayerTransform")
        slide.fromValue = CATransform3DIdentity
        slide.toValue = CATransform3DMakeTranslation(80, 0, 0)
        slide.beginTime = 100
        slide.duration = 1
        container.add(slide, forKey: "slide")
        // The tree is snapshot once; the render thread evaluates it at a later frame's time.
        let tree = RenderLayer.snapshot(of: root, at: 100)
        let frame = FrameCompositor(width: 100, height: 20, scale: 1)
        frame.render(tree.evaluated(at: 100.5), time: 100.5)
        #expect(frame.surface.row(5)[45] == 0xFFFF_0000 && frame.surface.row(5)[5] == 0)
    }
}

/// Actions for changes to the tree rather than to a property.
@Suite struct OrderActionTests {
    /// Records the events it is run for, and on which layer.
    final class Recorder: CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append("\((anObject as? CALayer)?.name ?? "?"):\(event)")
        }
    }

    @Test func enteringLeavingAndReplacingRunTheirActions() {
        CATransaction.flush()
        let recorder = Recorder()
        let actions: [String: CAAction] = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder, kCATransition: recorder,
                                           "sublayers": recorder]
        let parent = CALayer()
        parent.name = "parent"
        parent.actions = actions
        let child = CALayer()
        child.name = "child"
        child.actions = actions
        parent.addSublayer(child)
        #expect(recorder.runs.isEmpty, "a tree never shown runs no actions")
        child.removeFromSuperlayer()
        CATransaction.flush()

        parent.addSublayer(child)
        #expect(recorder.runs == ["child:onOrderIn", "parent:sublayers"])
        let replacement = CALayer()
        replacement.name = "replacement"
        replacement.actions = actions
        recorder.runs = []
        parent.replaceSublayer(child, with: replacement)
        #expect(recorder.runs == ["child:onOrderOut", "replacement:transition", "parent:sublayers"])

        // Moving a sublayer among its siblings is no entry or exit; setting `sublayers` is one change.
        recorder.runs = []
        parent.addSublayer(child)
        recorder.runs = []
        parent.insertSublayer(child, at: 0)
        #expect(recorder.runs == ["parent:sublayers"])
        recorder.runs = []
        parent.sublayers = [replacement]
        #expect(recorder.runs == ["child:onOrderOut", "parent:sublayers"])

        recorder.runs = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replacement.removeFromSuperlayer()
        CATransaction.commit()
        #expect(recorder.runs.isEmpty)
        CATransaction.flush()
    }

    @Test func pathsHaveNoImplicitAnimation() {
        CATransaction.flush()
        let layer = CALayer()
        CATransaction.flush()
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        layer.shadowRadius = 1
        #expect(layer.animation(forKey: "shadowPath") == nil && layer.animation(forKey: "shadowRadius") != nil)
        CATransaction.flush()
    }
}

@Suite struct ImplicitTransactionTests {
    @Test func aChangeIsCommittedWhenTheRunLoopEndsATurn() {
        // A thread of its own, so that its run loop and transaction state are this test's alone.
        let results = Mutex<(open: Bool, committedByLoop: Bool)>((false, false))
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let layer = CALayer()
            layer.opacity = 0.5
            let open = CATransaction.hasUncommittedChanges && CATransaction.state.frames.count == 1
            // A timer gives the loop a source, so that it runs a turn instead of returning at once.
            let keepAlive = Timer(timeInterval: 10, repeats: false) { _ in }
            RunLoop.current.add(keepAlive, forMode: .default)
            _ = RunLoop.current.run(mode: .default, before: Date())
            keepAlive.invalidate()
            results.withLock { $0 = (open, !CATransaction.hasUncommittedChanges && CATransaction.state.frames.isEmpty) }
            done.signal()
        }
        thread.start()
        done.wait()
        let (open, committed) = results.withLock { $0 }
        #expect(open, "the change opened an implicit transaction")
        #expect(committed, "one turn of the run loop committed it, without flush()")
    }
}

@Suite struct ContentsFadeTests {
    private func solid(_ color: CGColor) -> CGImage {
        let canvas = Canvas(10, 10)
        canvas.context.setFillColor(color)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        return canvas.context.makeImage()!
    }

    private func argb(_ frame: FrameCompositor) -> [Int] {
        let pixel = frame.surface.row(5)[5]
        return [24, 16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) }
    }

    @Test func anExplicitContentsAnimationCrossFadesAndKeyframesSwitchImages() {
        let (redImage, blueImage) = (solid(redColor), solid(blueColor))
        let picture = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        picture.contents = blueImage
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = redImage
        fade.beginTime = 100
        fade.duration = 1
        picture.add(fade, forKey: "fade")
        // A quarter of the way: three quarters red, a quarter blue (the missing end is the model's image).
        let frame = FrameCompositor(width: 10, height: 10, scale: 1)
        frame.render(RenderLayer.snapshot(of: picture, at: 100.25), time: 100.25)
        #expect(zip(argb(frame), [255, 191, 0, 64]).allSatisfy { abs($0 - $1) <= 2 }, "\(argb(frame))")
        #expect(picture.presentationLayer(at: 100.25).contents as? CGImage === redImage, "the presentation shows the nearer image")

        let sprite = CAKeyframeAnimation(keyPath: "contents")
        sprite.values = [redImage, blueImage]
        sprite.calculationMode = .discrete
        sprite.beginTime = 200
        sprite.duration = 2
        picture.add(sprite, forKey: "sprite")
        let first = FrameCompositor(width: 10, height: 10, scale: 1)
        first.render(RenderLayer.snapshot(of: picture, at: 200.5), time: 200.5)
        #expect(argb(first) == [255, 255, 0, 0])
        let second = FrameCompositor(width: 10, height: 10, scale: 1)
        second.render(RenderLayer.snapshot(of: picture, at: 201.5), time: 201.5)
        #expect(argb(second) == [255, 0, 0, 255])
    }

    @Test func aValuelessContentsActionFadesFromTheOldImageToTheNewOne() {
        CATransaction.flush()
        let (redImage, blueImage) = (solid(redColor), solid(blueColor))
        let picture = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        picture.contents = redImage
        picture.actions = ["contents": CABasicAnimation(keyPath: "contents")]
        CATransaction.flush()
        picture.contents = blueImage
        let running = picture.animation(forKey: "contents") as? CABasicAnimation
        #expect(running?.fromValue as? CGImage === redImage && running?.toValue == nil)
        let halfway = (running?.beginTime ?? 0) + 0.125
        let frame = FrameCompositor(width: 10, height: 10, scale: 1)
        frame.render(RenderLayer.snapshot(of: picture, at: halfway), time: halfway)
        // No timing function: linear, so half of each.
        #expect(zip(argb(frame), [255, 128, 0, 128]).allSatisfy { abs($0 - $1) <= 2 }, "\(argb(frame))")
        CATransaction.flush()
    }

    @Test func newContentsCrossFadeFromWhatWasShown() {
        CATransaction.flush()
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let picture = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        picture.contents = solid(redColor)
        root.addSublayer(picture)
        CATransaction.flush()
        FrameCompositor(width: 10, height: 10, scale: 1).render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        picture.contents = solid(blueColor)
        CATransaction.commit()
        let fade = picture.animation(forKey: "contents") as? CATransition
        #expect(fade?.type == .fade && fade?.duration == 0.25)
        // Half way through, half of each: premultiplied (255, 128, 0, 128) give or take rounding.
        let halfway = (fade?.beginTime ?? 0) + 0.125
        let frame = FrameCompositor(width: 10, height: 10, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: halfway), time: halfway)
        let pixel = frame.surface.row(5)[5]
        let channels = [24, 16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) }
        #expect(zip(channels, [255, 128, 0, 128]).allSatisfy { abs($0 - $1) <= 2 }, "\(channels)")
        CATransaction.flush()
    }
}

@Suite struct ReplicatorDepthTests {
    @Test func preservingDepthDrawsTheCopiesBackToFront() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        replicator.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor))
        replicator.instanceCount = 2
        // The second copy sits 5 points right and 10 points further back, and is black (red offset -1).
        replicator.instanceTransform = CATransform3DMakeTranslation(5, 0, -10)
        replicator.instanceRedOffset = -1
        let flat = Canvas(20, 10)
        replicator.render(in: flat.context)
        #expect(flat[7, 5] == black, "flattened, the later copy is drawn over the first")
        replicator.preservesDepth = true
        let deep = Canvas(20, 10)
        replicator.render(in: deep.context)
        #expect(deep[7, 5] == red, "with depth kept, the nearer first copy is in front")
        #expect(deep[12, 5] == black)
    }
}

@Suite struct FlippedContentsTests {
    /// A 10×10 image, red in its top half and blue in its bottom half.
    private func halves() -> CGImage {
        let canvas = Canvas(10, 10)
        canvas.context.setFillColor(redColor)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        canvas.context.setFillColor(blueColor)
        canvas.context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        return canvas.context.makeImage()!
    }

    @Test func imagesStayUprightUnderFlippedSuperlayers() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let flipper = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let picture = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        picture.contents = halves()
        flipper.addSublayer(picture)
        root.addSublayer(flipper)
        let plain = Canvas(10, 10)
        root.render(in: plain.context)
        #expect(plain[5, 2] == red && plain[5, 7] == blue)
        #expect(!picture.contentsAreFlipped())

        flipper.isGeometryFlipped = true
        #expect(picture.contentsAreFlipped() && flipper.contentsAreFlipped(), "Apple counts from the layer itself up")
        let flipped = Canvas(10, 10)
        root.render(in: flipped.context)
        #expect(flipped[5, 2] == red && flipped[5, 7] == blue, "the image is not turned upside down")

        // Two flips cancel out.
        root.isGeometryFlipped = true
        #expect(!picture.contentsAreFlipped())
        let twice = Canvas(10, 10)
        root.render(in: twice.context)
        #expect(twice[5, 2] == red && twice[5, 7] == blue)
    }
}

@Suite struct LayerOwnTimingTests {
    /// A layer whose own time starts at 100 and runs half a second twice, fading in over its first second.
    private func cycling(autoreverses: Bool) -> CALayer {
        let layer = CALayer()
        layer.beginTime = 100
        layer.duration = 0.5
        layer.repeatCount = 2
        layer.autoreverses = autoreverses
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        // Not 0, which means "now".
        fade.beginTime = 1e-9
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        return layer
    }

    @Test func aLayersOwnDurationRepeatsItsTimeForItsAnimations() {
        let repeating = cycling(autoreverses: false)
        #expect(abs(opacity(repeating, at: 100.25) - 0.25) < 1e-6)
        #expect(abs(opacity(repeating, at: 100.6) - 0.1) < 1e-6, "the second half-second starts again")
        // After its active second, without a fill, the layer's animations show nothing: the model's 1.
        #expect(opacity(repeating, at: 101.5) == 1)

        let reversing = cycling(autoreverses: true)
        #expect(abs(opacity(reversing, at: 100.6) - 0.4) < 1e-6, "time runs back from 0.5 after 0.5")
        // The render thread sees the same time.
        let node = RenderLayer.snapshot(of: repeating, at: 100).evaluated(at: 100.6)
        #expect(abs(node.opacity - 0.1) < 1e-6)
    }
}

@Suite struct ModelRenderingTests {
    @Test func renderInContextDrawsClassPropertiesAtTheirModelValues() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 20, y: 5))
        shape.path = line
        shape.strokeColor = redColor
        shape.lineWidth = 4
        hold(shape, "strokeEnd", at: 0)
        let model = Canvas(20, 10)
        shape.render(in: model.context)
        #expect(model[18, 5] == red, "the model's strokeEnd of 1 draws the whole line")
        let presented = Canvas(20, 10)
        shape.renderPresentation(in: presented.context)
        #expect(presented[18, 5] == empty)
    }

    @Test func aLayerFarBeyondAnyDeviceDrawsNothingAndDoesNotCrash() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.sublayerTransform = CATransform3DMakeScale(10, 10, 1)
        let far = layer(CGRect(x: 1e300, y: 0, width: 10, height: 10), redColor)
        far.cornerRadius = 4
        far.borderWidth = 1
        far.borderColor = blueColor
        far.shadowOpacity = 1
        far.shadowPath = CGPath(rect: far.bounds, transform: nil)
        root.addSublayer(far)
        let canvas = Canvas(10, 10)
        root.render(in: canvas.context)
        #expect(canvas[5, 5] == empty)
    }
}

@Suite struct CyclingLayerServerTests {
    @Test func theRenderServerKeepsFramesComingUntilALayersActiveTimeBegins() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let later = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        later.beginTime = 200
        later.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.beginTime = 1e-9
        fade.duration = 1
        later.add(fade, forKey: "fade")
        root.addSublayer(later)
        let tree = RenderLayer.snapshot(of: root, at: 100)
        #expect(tree.hasRunningAnimations(at: 100), "the layer's time is still to come")
        #expect(!tree.hasRunningAnimations(at: 300), "and later it is over")
        // An animation added under a layer that cycles begins at the layer's cycled time, so it shows.
        let cycling = CALayer()
        cycling.duration = 1
        cycling.repeatCount = .infinity
        let added = CABasicAnimation(keyPath: "opacity")
        added.fromValue = 0
        added.toValue = 0
        added.duration = 0.01
        added.fillMode = .forwards
        added.isRemovedOnCompletion = false
        cycling.add(added, forKey: "hold")
        let begin = cycling.animation(forKey: "hold")?.beginTime ?? -1
        #expect(begin >= 0 && begin <= 1)
    }
}

@Suite struct MisfitTests {
    @Test func valuesThatCannotBeSetOnTheirPropertyAreFound() {
        let layer = CALayer()
        func basic(_ keyPath: String, to value: Any) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.toValue = value
            return animation
        }
        #expect(layer.misfittingKeyPath(of: basic("opacity", to: CGPoint(x: 1, y: 2))) == "opacity")
        #expect(layer.misfittingKeyPath(of: basic("position.x", to: Double.nan)) == "position.x")
        #expect(layer.misfittingKeyPath(of: basic("contents", to: 3)) == "contents")
        #expect(layer.misfittingKeyPath(of: basic("opacity", to: 0.5)) == nil)
        #expect(layer.misfittingKeyPath(of: basic("position.x", to: 10)) == nil)
        let group = CAAnimationGroup()
        group.animations = [basic("opacity", to: 1), basic("bounds", to: CGPoint.zero)]
        #expect(layer.misfittingKeyPath(of: group) == "bounds")
        // A class's own keys take any value; a value function turns numbers into transforms.
        #expect(CAShapeLayer().misfittingKeyPath(of: basic("strokeEnd", to: 0.5)) == nil)
        let turn = basic("transform", to: Double.pi)
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        #expect(layer.misfittingKeyPath(of: turn) == nil)
    }
}

@Suite struct BitmapCacheTests {
    /// A cache of 100 bytes whose bitmaps are their own sizes.
    private func cache(keepsOnSecondUse: Bool) -> BitmapCache<Int, Int> {
        BitmapCache(budgetBytes: 100, keepsOnSecondUse: keepsOnSecondUse) { $0 }
    }

    @Test func leastRecentlyUsedBitmapsGoFirstDownToThreeQuartersOfTheBudget() {
        let bitmaps = cache(keepsOnSecondUse: false)
        var made = 0
        func ask(_ key: Int) -> Int? { bitmaps.bitmap(for: key) { made += 1; return 30 } }
        for key in 0..<3 { _ = ask(key) }
        _ = ask(0)
        #expect(made == 3, "kept bitmaps are reused")
        // A fourth makes 120 bytes: the oldest uses (1, then 2) go until at most 75 are left.
        _ = ask(3)
        #expect(made == 4)
        _ = ask(0)
        _ = ask(3)
        #expect(made == 4, "the most recently used stay")
        _ = ask(1)
        _ = ask(2)
        #expect(made == 6, "the least recently used were dropped")
    }

    @Test func aCacheThatKeepsOnSecondUseMakesButDoesNotKeepAtFirst() {
        let bitmaps = cache(keepsOnSecondUse: true)
        var made = 0
        func ask(_ key: Int) -> Int? { bitmaps.bitmap(for: key) { made += 1; return 10 } }
        #expect(ask(1) == 10 && made == 1)
        #expect(ask(1) == 10 && made == 2, "made again, and kept this time")
        #expect(ask(1) == 10 && made == 2)
    }
}
