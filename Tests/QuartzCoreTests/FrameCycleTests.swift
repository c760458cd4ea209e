import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// A layer counting its layout and display calls; `relayouts` makes its layout mark it again that many times.
private final class CountingLayer: CALayer {
    var layouts = 0
    var displays = 0
    var relayouts = 0

    override func layoutSublayers() {
        layouts += 1
        if relayouts > 0 {
            relayouts -= 1
            setNeedsLayout()
        }
    }

    override func display() {
        displays += 1
        super.display()
    }
}

/// Runs `body` on a thread of its own, with a run loop nobody else turns, and waits for it.
private func onOwnThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    done.wait()
}

/// A frame cycle showing a 20×20 tree, with its target.
private func shownTree() -> (FrameCycle, RenderTarget, CALayer) {
    let cycle = FrameCycle()
    let target = RenderTarget(width: 20, height: 20, scale: 1) { _, _ in }
    cycle.server.add(target)
    let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
    _ = cycle.show(root, in: target)
    return (cycle, target, root)
}

@Suite struct FrameCycleTests {
    @Test func aPassLaysOutAndDisplaysTheMarkedLayersOnly() {
        let (cycle, _, root) = shownTree()
        let children = (0..<50).map { _ in CountingLayer() }
        for child in children { root.addSublayer(child) }
        cycle.runOnce()
        let base = children.map { ($0.layouts, $0.displays) }
        children[7].setNeedsLayout()
        children[30].setNeedsDisplay()
        cycle.runOnce()
        for (index, child) in children.enumerated() {
            #expect(child.layouts - base[index].0 == (index == 7 ? 1 : 0))
            #expect(child.displays - base[index].1 == (index == 30 ? 1 : 0))
        }
        cycle.runOnce()
        #expect(children[7].layouts == base[7].0 + 1 && children[30].displays == base[30].1 + 1, "marks are spent")
    }

    @Test func aPassVisitsOneMarkedSublayerAloneAndEveryMarkedOneWhenThereAreMore() {
        let (cycle, _, root) = shownTree()
        let children = (0..<5).map { _ in CountingLayer() }
        for child in children { root.addSublayer(child) }
        cycle.runOnce()
        let base = children.map(\.layouts)
        children[3].setNeedsLayout()
        #expect(root.markedSublayer === children[3])
        cycle.runOnce()
        children[1].setNeedsLayout()
        children[4].setNeedsLayout()
        #expect(root.markedSublayer == nil)
        cycle.runOnce()
        #expect(zip(children, base).map { $0.layouts - $1 } == [0, 1, 0, 1, 1])

        // A marked sublayer that leaves, and is released, before the pass is not reached through its mark.
        var leaving: CountingLayer? = CountingLayer()
        root.addSublayer(leaving!)
        cycle.runOnce()
        leaving?.setNeedsLayout()
        #expect(root.markedSublayer === leaving)
        leaving?.removeFromSuperlayer()
        #expect(root.markedSublayer == nil)
        leaving = nil
        children[0].setNeedsLayout()
        cycle.runOnce()
        #expect(children[0].layouts - base[0] == 1)
    }

    @Test func marksMadeInADetachedSubtreeArriveWithIt() {
        let (cycle, _, root) = shownTree()
        let top = CALayer(), middle = CALayer(), leaf = CountingLayer()
        top.addSublayer(middle)
        middle.addSublayer(leaf)
        cycle.runOnce()
        leaf.setNeedsLayout()
        leaf.setNeedsDisplay()
        let (layouts, displays) = (leaf.layouts, leaf.displays)
        root.addSublayer(top)
        cycle.runOnce()
        #expect(leaf.layouts == layouts + 1)
        #expect(leaf.displays == displays + 1)
    }

    @Test func aMaskMarkedForDisplayIsDisplayed() {
        let (cycle, _, root) = shownTree()
        let masked = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        let mask = CountingLayer()
        masked.mask = mask
        root.addSublayer(masked)
        cycle.runOnce()
        let displays = mask.displays
        mask.setNeedsDisplay()
        cycle.runOnce()
        #expect(mask.displays == displays + 1)
    }

    @Test func layoutThatKeepsMarkingItselfStopsAfterAFewRounds() {
        let (cycle, _, root) = shownTree()
        let restless = CountingLayer()
        restless.relayouts = .max
        root.addSublayer(restless)
        restless.setNeedsLayout()
        // The layout stage gives it its rounds, and the commit, which lays out what is still marked, as many.
        let perPass = 2 * CALayer.maximumLayoutRounds
        cycle.runOnce()
        #expect(restless.layouts == perPass)
        #expect(restless.needsLayout(), "the rest waits for the next pass")
        cycle.runOnce()
        #expect(restless.layouts == 2 * perPass)
    }

    @Test func aTurnOfTheRunLoopCommitsAndRunsPostedWork() {
        let results = Mutex<(ran: Bool, committed: Bool)>((false, false))
        onOwnThread {
            let (cycle, target, root) = shownTree()
            cycle.server.renderFrame(at: 0)
            cycle.post { results.withLock { $0.ran = true } }
            root.backgroundColor = blueColor
            // A change made on the cycle's thread is committed by its pass, not by Core Animation's own observer.
            _ = RunLoop.current.run(mode: .default, before: Date())
            cycle.server.renderFrame(at: 1)
            results.withLock { $0.committed = target.compositor.surface.row(5)[5] == 0xFF00_00FF }
        }
        let (ran, committed) = results.withLock { $0 }
        #expect(ran, "posted work ran on the cycle's run loop")
        #expect(committed, "the pass committed the change to the shown tree")
    }

    @Test func drainStopsWhenWorkKeepsComing() {
        let (cycle, _, _) = shownTree()
        let runs = Mutex(0)
        @Sendable func again() {
            runs.withLock { $0 += 1 }
            cycle.post(again)
        }
        cycle.post(again)
        cycle.drain()
        #expect(runs.withLock { $0 } == FrameCycle.maximumDrainRounds)
    }

    @Test func drainRunsWhatWasPostedAndReturnsWhenQuiet() {
        let (cycle, _, _) = shownTree()
        let order = Mutex<[Int]>([])
        cycle.post { order.withLock { $0.append(1) } }
        cycle.post { order.withLock { $0.append(2) } }
        cycle.drain()
        #expect(order.withLock { $0 } == [1, 2])
        cycle.drain()
        #expect(order.withLock { $0 } == [1, 2])
    }
}

/// A snapshot patches the nodes of a layer with many sublayers where only some changed: what it shows must be
/// what making every node anew would show.
@Suite struct SublayerPatchTests {
    private static let white: UInt32 = 0xFFFF_FFFF, red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF

    /// A 60×20 white root with 60 red columns of 1×10 points, shown by a cycle and composited once.
    private func columns() -> (FrameCycle, RenderTarget, [CALayer]) {
        let cycle = FrameCycle()
        let target = RenderTarget(width: 60, height: 20, scale: 1) { _, _ in }
        cycle.server.add(target)
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 20), CGColor.white)
        let columns = (0..<60).map { layer(CGRect(x: CGFloat($0), y: 0, width: 1, height: 10), redColor) }
        for column in columns { root.addSublayer(column) }
        _ = cycle.show(root, in: target)
        cycle.server.renderFrame(at: 0)
        return (cycle, target, columns)
    }

    /// Commits what changed and composites a frame.
    private func show(_ cycle: FrameCycle, _ change: () -> Void) {
        quietly(change)
        cycle.runOnce()
        cycle.server.renderFrame(at: 1)
    }

    private func pixel(_ target: RenderTarget, _ x: Int, _ y: Int) -> UInt32 { target.compositor.surface.row(y)[x] }

    @Test func aMovedSublayerShowsWhereItWent() {
        let (cycle, target, columns) = columns()
        #expect(pixel(target, 5, 5) == Self.red && pixel(target, 5, 15) == Self.white)
        show(cycle) { columns[5].position.y += 10 }
        #expect(pixel(target, 5, 5) == Self.white && pixel(target, 5, 15) == Self.red)
        #expect(pixel(target, 4, 5) == Self.red && pixel(target, 6, 5) == Self.red, "the others stay")
        show(cycle) { columns[5].backgroundColor = blueColor }
        #expect(pixel(target, 5, 15) == Self.blue)
    }

    @Test func moreChangesThanAreListedStillAllShow() {
        let (cycle, target, columns) = columns()
        show(cycle) { for column in columns.prefix(SublayerChanges.maximumListed + 3) { column.backgroundColor = blueColor } }
        for x in 0..<(SublayerChanges.maximumListed + 3) { #expect(pixel(target, x, 5) == Self.blue) }
        #expect(pixel(target, SublayerChanges.maximumListed + 3, 5) == Self.red)
    }

    @Test func addedRemovedAndReorderedSublayersShow() {
        let (cycle, target, columns) = columns()
        show(cycle) { columns[7].removeFromSuperlayer() }
        #expect(pixel(target, 7, 5) == Self.white)
        let extra = layer(CGRect(x: 7, y: 10, width: 1, height: 10), blueColor)
        show(cycle) { columns[0].superlayer?.addSublayer(extra) }
        #expect(pixel(target, 7, 15) == Self.blue)
        // Two overlapping columns: the one with the larger zPosition is in front, then the later one.
        show(cycle) {
            columns[9].position.x = 8.5
            columns[9].backgroundColor = blueColor
        }
        #expect(pixel(target, 8, 5) == Self.blue)
        show(cycle) { columns[8].zPosition = 1 }
        #expect(pixel(target, 8, 5) == Self.red)
        show(cycle) { columns[8].zPosition = 0 }
        #expect(pixel(target, 8, 5) == Self.blue)
    }

    @Test func aSublayerFadedOutAndBackShows() {
        let (cycle, target, columns) = columns()
        show(cycle) { columns[3].opacity = 0 }
        #expect(pixel(target, 3, 5) == Self.white)
        show(cycle) { columns[3].opacity = 1 }
        #expect(pixel(target, 3, 5) == Self.red)
    }

    @Test func renderingTheModelBetweenSnapshotsLosesNoChange() {
        let (cycle, target, columns) = columns()
        quietly { columns[2].backgroundColor = blueColor }
        let canvas = Canvas(60, 20)
        columns[0].superlayer?.render(in: canvas.context)
        #expect(canvas[2, 5] == QuartzCoreTests.blue)
        cycle.runOnce()
        cycle.server.renderFrame(at: 1)
        #expect(pixel(target, 2, 5) == Self.blue)
    }
}

/// Advancing a tree's animations visits the layers that have them and the path to them.
@Suite struct AnimationAdvanceTests {
    /// A fade from media time 100 for 1 s, telling `recorder`.
    private func fade(_ recorder: AnimationRecorder) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 100
        fade.duration = 1
        fade.delegate = recorder
        return fade
    }

    /// A root with 20 branches of 20 leaves.
    private func forest() -> (root: CALayer, leaves: [[CALayer]]) {
        let root = CALayer()
        let leaves = (0..<20).map { _ in
            let branch = CALayer()
            root.addSublayer(branch)
            return (0..<20).map { _ in
                let leaf = CALayer()
                branch.addSublayer(leaf)
                return leaf
            }
        }
        return (root, leaves)
    }

    @Test func aDeepAnimationStartsAndStopsAndItsMarksAreCleared() {
        let (root, leaves) = forest()
        let recorder = AnimationRecorder()
        leaves[13][7].add(fade(recorder), forKey: "fade")
        #expect(root.descendantAnimates && leaves[13][7].superlayer!.descendantAnimates)
        #expect(!leaves[12][7].superlayer!.descendantAnimates, "other branches are not on the path")
        root.advanceAnimations(to: 100.5)
        #expect(recorder.started == 1 && recorder.stops.isEmpty)
        root.advanceAnimations(to: 101.5)
        #expect(recorder.stops == [true])
        #expect(!root.descendantAnimates, "nothing below animates any more")
    }

    @Test func aMasksAnimationStartsAndStops() {
        let (root, leaves) = forest()
        let recorder = AnimationRecorder()
        let mask = CALayer()
        leaves[4][4].mask = mask
        mask.add(fade(recorder), forKey: "fade")
        root.advanceAnimations(to: 101.5)
        #expect(recorder.started == 1 && recorder.stops == [true])
    }

    @Test func aSubtreeThatAnimatesBeforeItJoinsTheTreeIsAdvanced() {
        let (root, leaves) = forest()
        let recorder = AnimationRecorder()
        let branch = CALayer(), leaf = CALayer()
        branch.addSublayer(leaf)
        leaf.add(fade(recorder), forKey: "fade")
        leaves[3][3].addSublayer(branch)
        root.advanceAnimations(to: 101.5)
        #expect(recorder.started == 1 && recorder.stops == [true])
    }

    @Test func anAnimationAddedByADelegateToAVisitedLayerIsAdvancedLater() {
        let (root, leaves) = forest()
        let later = AnimationRecorder()
        /// Adds a fade to `target` when its own animation stops.
        final class Chain: CAAnimationDelegate {
            let target: CALayer, animation: CAAnimation
            init(_ target: CALayer, _ animation: CAAnimation) { (self.target, self.animation) = (target, animation) }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { target.add(animation, forKey: "later") }
        }
        let second = fade(later)
        second.beginTime = 102
        let first = CABasicAnimation(keyPath: "opacity")
        first.beginTime = 100
        first.duration = 1
        let chain = Chain(leaves[0][0], second)
        first.delegate = chain
        leaves[19][19].add(first, forKey: "first")
        root.advanceAnimations(to: 101.5)
        #expect(later.started == 0)
        root.advanceAnimations(to: 102.5)
        #expect(later.started == 1)
        withExtendedLifetime(chain) {}
    }
}
