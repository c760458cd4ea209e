import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// Records what an animation delegate hears.
final class AnimationRecorder: CAAnimationDelegate {
    var started = 0
    var stops: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { started += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// A layer animating `keyPath` with `configure`, beginning at local time 100 and lasting 1 s.
func animated(_ keyPath: String, _ configure: (CABasicAnimation) -> Void, layer: CALayer = CALayer()) -> CALayer {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.beginTime = 100
    animation.duration = 1
    configure(animation)
    layer.add(animation, forKey: keyPath)
    return layer
}

func opacity(_ layer: CALayer, at t: Double) -> Double { Double(layer.presentationValues(at: t).opacity) }

@Suite struct BasicAnimationTests {
    @Test func fromToByCombinations() {
        let base = CALayer()
        base.opacity = 0.2
        let fromTo = animated("opacity", { $0.fromValue = 0; $0.toValue = 1 })
        #expect(abs(opacity(fromTo, at: 100.25) - 0.25) < 1e-6)
        let toOnly = animated("opacity", { $0.toValue = 1 }, layer: base)
        // From the current value 0.2 to 1: half way is 0.6.
        #expect(abs(opacity(toOnly, at: 100.5) - 0.6) < 1e-6)
        let byOnly = animated("opacity", { $0.byValue = 0.4 }, layer: CALayer(layer: base))
        #expect(abs(opacity(byOnly, at: 100.5) - 0.4) < 1e-6)
        let fromBy = animated("opacity", { $0.fromValue = 0.5; $0.byValue = -0.5 })
        #expect(abs(opacity(fromBy, at: 100.5) - 0.25) < 1e-6)
        let byTo = animated("opacity", { $0.byValue = 0.5; $0.toValue = 0.5 })
        #expect(abs(opacity(byTo, at: 100.5) - 0.25) < 1e-6)
    }

    @Test func timingFunctionsFillModesAndRepeats() {
        let eased = animated("opacity", { $0.fromValue = 0; $0.toValue = 1; $0.timingFunction = CAMediaTimingFunction(name: .easeIn) })
        // easeIn (0.42, 0, 1, 1) at x = 0.5 solves to y = 0.3153568.
        #expect(abs(opacity(eased, at: 100.5) - 0.3153568) < 1e-4)

        let removed = animated("opacity", { $0.fromValue = 0; $0.toValue = 0.5 })
        #expect(opacity(removed, at: 99) == 1 && opacity(removed, at: 102) == 1, "outside its time: the model value")
        let both = animated("opacity", { $0.fromValue = 0; $0.toValue = 0.5; $0.fillMode = .both })
        #expect(opacity(both, at: 99) == 0 && opacity(both, at: 102) == 0.5)

        // 2.5 repetitions end half way through the third.
        let repeated = animated("opacity", { $0.fromValue = 0; $0.toValue = 1; $0.repeatCount = 2.5; $0.fillMode = .forwards })
        #expect(abs(opacity(repeated, at: 101.25) - 0.25) < 1e-6)
        #expect(abs(opacity(repeated, at: 110) - 0.5) < 1e-6)

        let reversing = animated("opacity", { $0.fromValue = 0; $0.toValue = 1; $0.autoreverses = true })
        #expect(abs(opacity(reversing, at: 101.25) - 0.75) < 1e-6)
    }

    @Test func layerTimeScalesAndPausesItsSubtree() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        _ = animated("opacity", { $0.fromValue = 0; $0.toValue = 1 }, layer: child)
        parent.speed = 2
        // Parent time runs twice as fast: at media time 50.25 the child's time is 100.5.
        #expect(abs(opacity(child, at: 50.25) - 0.5) < 1e-6)
        parent.speed = 0
        parent.timeOffset = 100.75
        #expect(abs(opacity(child, at: 5) - 0.75) < 1e-6 && abs(opacity(child, at: 5000) - 0.75) < 1e-6)
        #expect(abs(child.convertTime(5, from: nil) - 100.75) < 1e-9)
    }

    @Test func aLayersBeginTimeOffsetAndSpeedShiftItsSubtreesAnimations() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        _ = animated("opacity", { $0.fromValue = 0; $0.toValue = 1 }, layer: child)
        // The parent's time starts at media time 10: the animation's child time 100.25 is media time 110.25.
        parent.beginTime = 10
        #expect(abs(opacity(child, at: 110.25) - 0.25) < 1e-6)
        #expect(opacity(child, at: 100.25) == 1, "not begun: the model value")
        // An offset of 0.5 puts the parent's time half a second ahead.
        parent.timeOffset = 0.5
        #expect(abs(opacity(child, at: 110.25) - 0.75) < 1e-6)
        // The child's own speed composes with its parent's timing: child time 100.5 is parent time 50.25, which
        // is media time 50.25 − 0.5 + 10 = 59.75.
        child.speed = 2
        #expect(abs(opacity(child, at: 59.75) - 0.5) < 1e-6)
        #expect(abs(child.convertTime(59.75, from: nil) - 100.5) < 1e-9)
        // The render server maps media time through the same hierarchy: at 59.625 the child's time is 100.25.
        let committed = RenderLayer.snapshot(of: parent, at: 59.75)
        #expect(abs(committed.sublayers[0].opacity - 0.5) < 1e-6)
        #expect(abs(committed.evaluated(at: 59.625).sublayers[0].opacity - 0.25) < 1e-6)
    }

    @Test func repeatDurationRepeatsForThatLongThenStops() {
        // 2.5 s of a 1 s animation: two whole runs, then half of a third.
        let recorder = AnimationRecorder()
        let repeating = animated("opacity", {
            $0.fromValue = 0; $0.toValue = 1; $0.repeatDuration = 2.5; $0.fillMode = .forwards; $0.delegate = recorder
        })
        #expect(abs(opacity(repeating, at: 100.25) - 0.25) < 1e-6 && abs(opacity(repeating, at: 102.25) - 0.25) < 1e-6)
        #expect(abs(opacity(repeating, at: 110) - 0.5) < 1e-6, "held where its time ran out")
        repeating.advanceAnimations(to: 102.4)
        #expect(recorder.stops.isEmpty)
        repeating.advanceAnimations(to: 102.6)
        #expect(recorder.stops == [true])
        // Autoreversing, a cycle is 2 s: 2.5 s ends half way through the second cycle's forward half.
        let reversing = animated("opacity", {
            $0.fromValue = 0; $0.toValue = 1; $0.repeatDuration = 2.5; $0.autoreverses = true; $0.fillMode = .forwards
        })
        #expect(abs(opacity(reversing, at: 101.5) - 0.5) < 1e-6 && abs(opacity(reversing, at: 110) - 0.5) < 1e-6)
    }

    @Test func keyPathsAdditiveAndValueFunctions() {
        let moving = animated("position.x", { $0.fromValue = 0; $0.toValue = 100 })
        moving.position = CGPoint(x: 7, y: 9)
        #expect(moving.presentationValues(at: 100.5).position == CGPoint(x: 50, y: 9))

        let additive = animated("position", { $0.fromValue = CGPoint.zero; $0.toValue = CGPoint(x: 10, y: 0); $0.isAdditive = true })
        additive.position = CGPoint(x: 100, y: 100)
        #expect(additive.presentationValues(at: 100.5).position == CGPoint(x: 105, y: 100))

        let turning = animated("transform", { $0.fromValue = 0; $0.toValue = CGFloat.pi; $0.valueFunction = CAValueFunction(name: .rotateZ) })
        let p = CGPoint(x: 1, y: 0).applying(CATransform3DGetAffineTransform(turning.presentationValues(at: 100.5).transform))
        #expect(abs(p.x) < 1e-9 && abs(p.y - 1) < 1e-9, "half of π about z: a quarter turn")

        let rotating = animated("transform.rotation.z", { $0.fromValue = 0; $0.toValue = CGFloat.pi / 2 })
        // Half way to a quarter turn: (1, 0) turns to (cos 45°, sin 45°).
        let q = CGPoint(x: 1, y: 0).applying(CATransform3DGetAffineTransform(rotating.presentationValues(at: 100.5).transform))
        #expect(abs(q.x - 0.5.squareRoot()) < 1e-6 && abs(q.y - 0.5.squareRoot()) < 1e-6)

        let mismatched = animated("opacity", { $0.fromValue = "zero"; $0.toValue = CGPoint.zero })
        #expect(opacity(mismatched, at: 100.5) == 1, "values that do not fit the key path are ignored")
    }

    @Test func keyframesSpringsAndGroups() {
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, 1, 0.5]
        keyframes.keyTimes = [0, 0.5, 1]
        keyframes.beginTime = 100
        keyframes.duration = 1
        let layer = CALayer()
        layer.add(keyframes, forKey: "k")
        #expect(abs(opacity(layer, at: 100.25) - 0.5) < 1e-6 && abs(opacity(layer, at: 100.75) - 0.75) < 1e-6)

        let spring = CASpringAnimation(keyPath: "opacity")
        spring.fromValue = 0
        spring.toValue = 1
        spring.beginTime = 100
        spring.duration = spring.settlingDuration
        let bouncing = CALayer()
        bouncing.add(spring, forKey: "s")
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(abs(opacity(bouncing, at: 100.3) - solver.value(at: 0.3)) < 1e-6)

        let group = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = CGPoint.zero
        slide.toValue = CGPoint(x: 10, y: 10)
        slide.beginTime = 1
        group.animations = [fade, slide]
        group.beginTime = 100
        group.duration = 2
        let grouped = CALayer()
        grouped.add(group, forKey: "g")
        // Children default to 0.25 s; the slide starts 1 s into the group.
        #expect(abs(opacity(grouped, at: 100.125) - 0.5) < 1e-6)
        #expect(grouped.presentationValues(at: 101.125).position == CGPoint(x: 5, y: 5))
    }

    @Test func cumulativeRepeatsPacedTimingAndDiscretePaths() {
        let cumulative = animated("position.x", { $0.fromValue = 0; $0.toValue = 10; $0.repeatCount = 3; $0.isCumulative = true })
        #expect(cumulative.presentationValues(at: 100.5).position.x == 5)
        #expect(cumulative.presentationValues(at: 101.5).position.x == 15)
        #expect(cumulative.presentationValues(at: 102.5).position.x == 25)

        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 10, 30]
        paced.calculationMode = .paced
        paced.timingFunction = CAMediaTimingFunction(name: .easeIn)
        paced.beginTime = 100
        paced.duration = 1
        let pacedLayer = CALayer()
        pacedLayer.add(paced, forKey: "p")
        // Half of the 30 units travelled, whatever the timing function says.
        #expect(abs(pacedLayer.presentationValues(at: 100.5).position.x - 15) < 1e-6)

        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        let stepping = CAKeyframeAnimation(keyPath: "position")
        stepping.path = path
        stepping.calculationMode = .discrete
        stepping.beginTime = 100
        stepping.duration = 1
        let steppingLayer = CALayer()
        steppingLayer.add(stepping, forKey: "s")
        let shown = steppingLayer.presentationValues(at: 100.4).position
        #expect(shown == .zero || shown == CGPoint(x: 10, y: 0), "a discrete path jumps between its keyframes: \(shown)")
    }

    @Test func addingCopiesAndKeysReplace() {
        let layer = CALayer()
        let recorder = AnimationRecorder()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.beginTime = 100
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        animation.toValue = 0.5
        #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.toValue as? Int == 1)
        #expect(layer.animationKeys() == ["fade"])
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        #expect(recorder.stops == [false], "a replaced animation stops unfinished")
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animationKeys() == nil)
    }

    @Test func advancingStartsAndFinishesWithDelegates() {
        let layer = CALayer()
        let recorder = AnimationRecorder()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.beginTime = 100
        animation.duration = 1
        animation.delegate = recorder
        layer.add(animation, forKey: "a")
        let kept = CABasicAnimation(keyPath: "position")
        kept.beginTime = 100
        kept.isRemovedOnCompletion = false
        layer.add(kept, forKey: "kept")
        #expect(layer.advanceAnimations(to: 99))
        #expect(recorder.started == 0)
        layer.advanceAnimations(to: 100.5)
        #expect(recorder.started == 1 && recorder.stops.isEmpty)
        #expect(!layer.advanceAnimations(to: 101.5))
        #expect(recorder.stops == [true])
        #expect(layer.animationKeys() == ["kept"])
    }

    @Test func presentationCopiesShowAnimatedValues() {
        let layer = animated("opacity", { $0.fromValue = 0; $0.toValue = 1; $0.beginTime = 0.000_001; $0.duration = 1e9 })
        layer.position = CGPoint(x: 3, y: 4)
        let presented = layer.presentation()!
        #expect(presented.position == CGPoint(x: 3, y: 4))
        #expect(presented.opacity < 0.5)
        #expect(presented.model() === layer && layer.model() === layer)
    }
}

@Suite struct TransactionTests {
    @Test func nestedTransactionsInheritValues() {
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setValue("outer", forKey: "custom")
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "custom") as? String == "outer")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func implicitAnimationsFollowCommitsAndTransactions() {
        CATransaction.flush()
        let layer = CALayer()
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil, "a layer never committed does not animate")
        CATransaction.flush()
        layer.opacity = 0.2
        let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(implicit?.duration == 0.25 && implicit?.fromValue as? Double == 0.5)
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        layer.position = CGPoint(x: 1, y: 1)
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        CATransaction.commit()
        #expect(layer.animation(forKey: "position")?.duration == 3)
        #expect(layer.animation(forKey: "bounds") == nil)
        CATransaction.flush()
    }

    @Test func layerClassKeysAnimateImplicitly() {
        CATransaction.flush()
        let shape = CAShapeLayer()
        CATransaction.flush()
        shape.strokeEnd = 0.5
        let implicit = shape.animation(forKey: "strokeEnd") as? CABasicAnimation
        #expect(numericValue(implicit?.fromValue) == 1)
        // Linear time half way through 0.25 s with the default curve (0.25, 0.1, 0.25, 1) is past half way.
        let begin = implicit?.beginTime ?? 0
        guard case .number(let shown)? = shape.presentationValues(at: begin + 0.125).value(atKeyPath: "strokeEnd") else {
            Issue.record("strokeEnd is not presented as a number")
            return
        }
        #expect(shown < 0.75 && shown > 0.5)
        CATransaction.flush()
    }

    @Test func actionSearchOrder() {
        final class NullDelegate: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "opacity" ? NSNull() : nil }
        }
        final class Marker: CAAction {
            var runs: [String] = []
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
        }
        CATransaction.flush()
        let delegate = NullDelegate()
        let marker = Marker(), styleMarker = Marker()
        let layer = CALayer()
        layer.delegate = delegate
        layer.actions = ["position": marker]
        layer.style = ["actions": ["zPosition": styleMarker] as [String: CAAction]]
        CATransaction.flush()
        #expect(layer.action(forKey: "opacity") == nil, "NSNull from the delegate ends the search")
        layer.position = CGPoint(x: 5, y: 5)
        layer.zPosition = 3
        layer.cornerRadius = 4
        #expect(marker.runs == ["position"] && styleMarker.runs == ["zPosition"])
        #expect(layer.animation(forKey: "cornerRadius") is CABasicAnimation)
        #expect(layer.animation(forKey: "opacity") == nil)
        CATransaction.flush()
    }

    @Test func completionBlockWaitsForTheTransactionsAnimations() {
        CATransaction.flush()
        let layer = CALayer()
        CATransaction.flush()
        var completed = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        layer.opacity = 0
        CATransaction.commit()
        #expect(completed == 0)
        let begin = layer.animation(forKey: "opacity")!.beginTime
        layer.advanceAnimations(to: begin + 0.1)
        #expect(completed == 0)
        layer.advanceAnimations(to: begin + 1)
        #expect(completed == 1)

        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        CATransaction.commit()
        #expect(completed == 2, "with no animations the block runs at the commit")
        CATransaction.commit()
        #expect(completed == 2, "an unmatched commit is ignored")
    }

    @Test func theTransactionsTimingFunctionPacesImplicitAnimations() {
        CATransaction.flush()
        let layer = CALayer()
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        CATransaction.begin()
        layer.opacity = 0
        CATransaction.commit()
        CATransaction.commit()
        // A nested transaction inherits the function. easeIn at half time is 0.3153568 of the way from 1 to 0.
        let fade = layer.animation(forKey: "opacity")
        #expect(fade?.timingFunction == CAMediaTimingFunction(name: .easeIn))
        let begin = fade?.beginTime ?? 0
        #expect(abs(opacity(layer, at: begin + 0.125) - (1 - 0.3153568)) < 1e-4)
        // Outside that transaction implicit animations use the default curve again.
        layer.opacity = 1
        #expect(layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .default))
        CATransaction.flush()
    }

    @Test func defaultActionsComeAfterStyleActionsAndBeforeImplicitAnimations() {
        final class Marker: CAAction {
            var runs: [String] = []
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
        }
        final class Silencer: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "shadowOpacity" ? NSNull() : nil }
        }
        CATransaction.flush()
        let layer = DefaultActionLayer()
        let silencer = Silencer()
        let marker = Marker(), styleMarker = Marker()
        layer.delegate = silencer
        layer.actions = ["position": marker]
        layer.style = ["actions": ["zPosition": styleMarker] as [String: CAAction]]
        CATransaction.flush()
        layer.opacity = 0.5
        layer.position = CGPoint(x: 5, y: 5)
        layer.zPosition = 2
        layer.shadowOpacity = 1
        layer.cornerRadius = 3
        layer.borderWidth = 2
        // The class's 7 s animation serves where nothing earlier in the search answers.
        #expect(layer.animation(forKey: "opacity")?.duration == 7)
        #expect(marker.runs == ["position"] && styleMarker.runs == ["zPosition"], "actions and style come first")
        #expect(layer.animation(forKey: "position") == nil && layer.animation(forKey: "zPosition") == nil)
        #expect(layer.animation(forKey: "shadowOpacity") == nil, "the delegate comes first of all")
        #expect(layer.animation(forKey: "cornerRadius") == nil, "NSNull from defaultAction(forKey:) ends the search")
        #expect(layer.animation(forKey: "borderWidth")?.duration == 0.25, "no default action: the implicit animation")
        CATransaction.flush()
    }

    @Test func nestedCompletionBlocksRunInnerFirstWhenTheirAnimationsEnd() {
        CATransaction.flush()
        let layer = CALayer()
        CATransaction.flush()
        var finished: [String] = []
        /// Fades over `outer` seconds in an outer transaction and slides over `inner` in a transaction nested in it.
        func animate(outer: Double, inner: Double) -> (fade: Double, slide: Double) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { finished.append("outer") }
            CATransaction.setAnimationDuration(outer)
            layer.opacity = layer.opacity == 1 ? 0 : 1
            CATransaction.begin()
            CATransaction.setCompletionBlock { finished.append("inner") }
            CATransaction.setAnimationDuration(inner)
            layer.position.x += 10
            CATransaction.commit()
            CATransaction.commit()
            return (layer.animation(forKey: "opacity")?.beginTime ?? 0, layer.animation(forKey: "position")?.beginTime ?? 0)
        }
        // The inner block waits for its half-second slide only; the outer one for the fade as well.
        let short = animate(outer: 1, inner: 0.5)
        #expect(finished.isEmpty)
        layer.advanceAnimations(to: short.slide + 0.6)
        #expect(finished == ["inner"])
        layer.advanceAnimations(to: short.fade + 1.1)
        #expect(finished == ["inner", "outer"])

        // The outer block also waits for the animations of the transactions nested in it: when the inner slide
        // ends last, both blocks run then, the inner one first.
        finished = []
        let long = animate(outer: 0.25, inner: 1)
        layer.advanceAnimations(to: long.fade + 0.5)
        #expect(finished.isEmpty)
        layer.advanceAnimations(to: long.slide + 1.1)
        #expect(finished == ["inner", "outer"])
        CATransaction.flush()
    }
}

/// A layer whose class answers `defaultAction(forKey:)`: a 7 s animation for opacity, position, zPosition and
/// shadowOpacity, `NSNull` for cornerRadius.
private final class DefaultActionLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        switch event {
        case "opacity", "position", "zPosition", "shadowOpacity":
            let animation = CABasicAnimation(keyPath: event)
            animation.duration = 7
            return animation
        case "cornerRadius": return NSNull()
        default: return nil
        }
    }
}

@Suite struct TransactionLockTests {
    @Test func theLockIsRecursiveAndExcludesOtherThreads() {
        CATransaction.lock()
        CATransaction.lock()
        let entered = Mutex(false)
        let other = Thread {
            CATransaction.lock()
            entered.withLock { $0 = true }
            CATransaction.unlock()
        }
        other.start()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(!entered.withLock { $0 }, "another thread waits while this one holds the lock")
        CATransaction.unlock()
        CATransaction.unlock()
        var waited = 0
        while !entered.withLock({ $0 }) && waited < 200 {
            Thread.sleep(forTimeInterval: 0.01)
            waited += 1
        }
        #expect(entered.withLock { $0 })
    }
}
