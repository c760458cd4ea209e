import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit

/// A begin/commit animation delegate recording its callbacks.
private final class SpinDelegate {
    var calls: [String] = []
    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        calls.append("willStart \(animationID ?? "-") \(context.map { $0.load(as: Int.self) } ?? 0)")
    }
    func animationDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
        calls.append("didStop \(animationID ?? "-") \(finished.boolValue) \(context.map { $0.load(as: Int.self) } ?? 0)")
    }
}

/// A view that centres its one subview in `layoutSubviews`.
private final class CentringView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        subviews.first?.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

@MainActor @Suite(.serialized) struct AnimationTransitionTests {
    /// A 20×10 container holding a red 20×10 card, composited once so the card has a last rendering.
    private func renderedCard() -> (container: UIView, card: UIView, frame: FrameCompositor) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let card = UIView(frame: container.bounds)
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSubview(card)
        let frame = FrameCompositor(width: 20, height: 10, scale: 1)
        frame.render(RenderLayer.snapshot(of: container.layer, at: 0), time: 0)
        return (container, card, frame)
    }

    private func pixel(_ frame: FrameCompositor, _ x: Int, _ y: Int, of container: UIView, at t: Double) -> UInt32 {
        frame.render(RenderLayer.snapshot(of: container.layer, at: t), time: t)
        return frame.surface.row(y)[x]
    }

    @Test func aCrossDissolveIsHalfOfEachAtItsMidpoint() {
        let (container, card, frame) = renderedCard()
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }, completion: { finished.append($0) })
        // The change itself is not animated: the transition shows it.
        #expect(card.layer.animationKeys() == [kCATransition])
        let start = card.layer.animation(forKey: kCATransition)!.beginTime
        let mid = pixel(frame, 10, 5, of: container, at: start + 0.5)
        // Half red over half blue: 0.5·255 of each, opaque.
        #expect(mid >> 24 == 0xFF && abs(Int(mid >> 16 & 0xFF) - 128) <= 1 && abs(Int(mid & 0xFF) - 128) <= 1, "\(String(mid, radix: 16))")
        #expect(pixel(frame, 10, 5, of: container, at: start + 2) == 0xFF00_00FF)
        card.layer.advanceAnimations(to: start + 2)
        #expect(finished == [true])
    }

    @Test func aViewNeverShownStillTransitionsFromHowItLookedBefore() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let card = UIView(frame: container.bounds)
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSubview(card)
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: {
            card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        let start = card.layer.animation(forKey: kCATransition)!.beginTime
        let frame = FrameCompositor(width: 20, height: 10, scale: 1)
        #expect(pixel(frame, 10, 5, of: container, at: start) == 0xFFFF_0000)
    }

    @Test func aFlipTurnsTheOldSideAwayAndTheNewOneIn() {
        let (container, card, frame) = renderedCard()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        let start = card.layer.animation(forKey: kCATransition)!.beginTime
        // A quarter of the way the old side has turned 45°: red in the middle, narrower than the card.
        #expect(pixel(frame, 10, 5, of: container, at: start + 0.25) == 0xFFFF_0000)
        #expect(frame.surface.row(5)[0] >> 24 == 0 && frame.surface.row(5)[19] >> 24 == 0)
        // Three quarters of the way the new side turns in.
        #expect(pixel(frame, 10, 5, of: container, at: start + 0.75) == 0xFF00_00FF)
    }

    @Test func viewToViewTransitionsSwapOrHideTheViews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let old = UIView(), new = UIView()
        container.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.5, options: .transitionCurlUp)
        #expect(old.superview == nil && new.superview === container)
        #expect(container.layer.animation(forKey: kCATransition).map { ($0 as? CATransition)?.type.rawValue } == "pageCurl")

        let shown = UIView()
        shown.isHidden = true
        container.addSubview(shown)
        UIView.transition(from: new, to: shown, duration: 0.5, options: [.transitionCurlDown, .showHideTransitionViews])
        #expect(new.superview === container && new.isHidden && !shown.isHidden)

        var results: [Bool] = []
        UIView.transition(from: UIView(), to: UIView(), duration: 1, completion: { results.append($0) })
        #expect(results.isEmpty) // refused, logged, and told on a later turn
    }

    @Test func beginAndCommitCallTheDelegateWithTheNameFinishedAndContext() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let delegate = SpinDelegate()
        let context = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        context.pointee = 42
        defer { context.deallocate() }

        UIView.beginAnimations("spin", context: context)
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationWillStart(Selector("animationWillStart:context:", SpinDelegate.animationWillStart))
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:", SpinDelegate.animationDidStop))
        view.center.x = 105
        // Set after the change, still applies: the block's parameters are read when it commits.
        UIView.setAnimationDelay(0.5)
        UIView.commitAnimations()

        let animation = view.layer.animation(forKey: "position")!
        #expect(animation.duration == 2 && animation.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(delegate.calls.isEmpty)
        view.layer.advanceAnimations(to: animation.beginTime + 0.1)
        #expect(delegate.calls == ["willStart spin 42"])
        view.layer.advanceAnimations(to: animation.beginTime + 2.1)
        #expect(delegate.calls == ["willStart spin 42", "didStop spin true 42"])

        // A commit without a begin is refused; a setter outside any block too.
        UIView.commitAnimations()
        UIView.setAnimationDuration(3)
    }

    @Test func layoutSubviewsAnimatesTheLayoutTheChangeCauses() {
        let parent = CentringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 45, y: 45, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        UIView.animate(withDuration: 0.7, delay: 0, options: .layoutSubviews, animations: {
            parent.bounds.size = CGSize(width: 200, height: 100)
        })
        #expect(child.center == CGPoint(x: 100, y: 50))
        #expect(child.layer.animation(forKey: "position")?.duration == 0.7)
    }

    @Test func springsSettleOnTheNewValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       animations: { view.center.x = 105 })
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(spring != nil && spring!.duration == 1)
        let start = spring!.beginTime
        // Lightly damped: it overshoots on the way, and ends on the new value.
        let path = stride(from: 0.0, through: 1, by: 0.02).map { shown(view, at: start + $0).position.x }
        #expect(path.max()! > 106)
        #expect(abs(shown(view, at: start + 1).position.x - 105) < 1)
    }
}
