import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The last reference to a view, which a task off the main actor drops.
private final class LastReference: @unchecked Sendable {
    var view: UIView?

    /// Takes the reference the caller consumes.
    init(_ view: consuming UIView) {
        self.view = view
    }
}

/// Drops `reference`'s view on a thread of the global pool, as Swift 5 code may, and returns what `probe` saw
/// there just after, with whether that thread was the main actor's. When it returns, the main actor has run what
/// the release handed to it: a block on the main queue, which runs blocks in order.
@MainActor
private func release<Seen: Sendable>(_ reference: LastReference, probe: @escaping @Sendable () -> Seen) async
    -> (seen: Seen, onMainActor: Bool) {
    let seen = await Task.detached {
        reference.view = nil
        return (probe(), MainActorTeardown.isOnMainActor)
    }.value
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    return seen
}

/// A view that notes whether its own `deinit` ran on the main actor.
private final class ReleaseNotingView: UIView {
    nonisolated(unsafe) static var deinitOnMainActor: Bool?
    deinit { Self.deinitOnMainActor = MainActorTeardown.isOnMainActor }
}

@MainActor @Suite struct ViewReleaseTests {
    @Test func aTreeReleasedOffTheMainActorIsTakenApartThere() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.tintColor = .red
        let survivor = UIView()
        root.addSubview(survivor)
        weak var (weakRoot, weakRootLayer, weakBranch, weakLeaf, weakConstraint): (UIView?, CALayer?, UIView?, UIView?,
                                                                                   NSLayoutConstraint?)
        do {
            let branch = UIView()
            root.addSubview(branch)
            for _ in 0..<3 { branch.addSubview(UIView()) }
            let constraint = branch.widthAnchor.constraint(equalTo: survivor.widthAnchor)
            constraint.isActive = true
            (weakRoot, weakRootLayer, weakBranch, weakLeaf, weakConstraint) = (root, root.layer, branch,
                                                                              branch.subviews[0], constraint)
        }
        #expect(survivor.tintColor == .red && survivor.layer.superlayer === root.layer)
        // The implicit transaction keeps the layers it changed until it commits.
        FramePass.runOnce()

        let (superviewCleared, onMainActor) = await release(LastReference(consume root)) {
            survivor.superviewStorage == nil
        }
        #expect(!onMainActor)
        #expect(superviewCleared)
        #expect(weakRoot == nil && weakBranch == nil && weakLeaf == nil && weakConstraint == nil)
        #expect(weakRootLayer == nil)
        #expect(survivor.superview == nil && survivor.layer.superlayer == nil && survivor.layer.delegate === survivor)
        #expect(survivor.tintColor == .systemBlue)
    }

    @Test func aLayerThatOutlivesItsViewReleasedOffTheMainActorForgetsIt() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view.layer
        let host = CALayer()
        host.addSublayer(layer)
        #expect(layer.delegate === view)
        _ = await release(LastReference(consume view)) {}
        layer.setNeedsLayout()
        host.layoutIfNeeded()
        #expect(layer.delegate == nil && layer.superlayer === host)
    }

    @Test func aSubclassesOwnDeinitRunsWhereTheViewIsReleased() async {
        ReleaseNotingView.deinitOnMainActor = nil
        let view = ReleaseNotingView()
        _ = await release(LastReference(consume view)) {}
        #expect(ReleaseNotingView.deinitOnMainActor == false)

        var onMainActor: ReleaseNotingView? = ReleaseNotingView()
        onMainActor = nil
        #expect(onMainActor == nil && ReleaseNotingView.deinitOnMainActor == true)
    }

    @Test func aDeepChainReleasedOffTheMainActorIsReleasedOnIt() async {
        let root = UIView()
        weak var weakDeepest: UIView?
        do {
            var deepest = root
            for _ in 0..<10_000 {
                let view = UIView()
                deepest.addSubview(view)
                deepest = view
            }
            weakDeepest = deepest
        }
        _ = await release(LastReference(consume root)) {}
        #expect(weakDeepest == nil)
    }

    @Test func aWindowReleasedOffTheMainActorLeavesItsScreen() async {
        let screen = VirtualScreens.connect(size: CGSize(width: 20, height: 20), scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.screen = screen
        window.isHidden = false
        let windowLayer = window.layer
        #expect(windowLayer.superlayer != nil && screen.windows.count == 1)
        _ = await release(LastReference(consume window)) {}
        #expect(windowLayer.superlayer == nil && screen.windows.isEmpty)
    }
}
