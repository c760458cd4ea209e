import Foundation
import Testing
@testable import QuartzCore

struct KeyframeTests {
    // MARK: Helpers (members, so they cannot clash with other test files' free functions)

    private func evaluator(_ values: [Double], mode: CAAnimationCalculationMode = .linear, keyTimes: [Double]? = nil,
                           functions: [CAMediaTimingFunction]? = nil, tension: [Double]? = nil,
                           continuity: [Double]? = nil) -> KeyframeEvaluator {
        KeyframeEvaluator(values: values.map { .number($0) }, keyTimes: keyTimes, timingFunctions: functions,
                          calculationMode: mode, tensionValues: tension, continuityValues: continuity,
                          biasValues: nil)
    }

    private func number(_ value: AnimationValue?) -> Double? {
        if case .number(let n) = value { n } else { nil }
    }

    private func point(_ value: AnimationValue?) -> CGPoint? {
        if case .point(let p) = value { p } else { nil }
    }

    private func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    private func near(_ p: CGPoint?, _ x: Double, _ y: Double, _ tolerance: Double = 1e-9) -> Bool {
        guard let p else { return false }
        return near(Double(p.x), x, tolerance) && near(Double(p.y), y, tolerance)
    }

    private func lShape() -> CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 50))
        return path
    }

    // MARK: Linear

    @Test func linearSpacesKeyframesEvenlyWithoutKeyTimes() {
        let e = evaluator([0, 10, 30])
        #expect(number(e.value(at: 0)) == 0)
        #expect(near(number(e.value(at: 0.25)), 5))
        #expect(near(number(e.value(at: 0.75)), 20))
        #expect(number(e.value(at: 1)) == 30)
    }

    @Test func linearFollowsKeyTimes() {
        let e = evaluator([0, 10, 30], keyTimes: [0, 0.8, 1])
        #expect(near(number(e.value(at: 0.4)), 5))
        #expect(near(number(e.value(at: 0.9)), 20))
        // Before the first key time the first value holds, after the last the last.
        let late = evaluator([0, 10], keyTimes: [0.2, 0.6])
        #expect(number(late.value(at: 0.1)) == 0)
        #expect(near(number(late.value(at: 0.4)), 5))
        #expect(number(late.value(at: 0.8)) == 10)
    }

    @Test func unusableKeyTimesAreIgnored() {
        for keyTimes in [[0, 1], [0, 0.7, 0.5], [0, 0.5, 1.5], [0, .nan, 1]] {
            #expect(near(number(evaluator([0, 10, 30], keyTimes: keyTimes).value(at: 0.25)), 5))
        }
    }

    @Test func aSegmentsTimingFunctionPacesIt() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        // easeIn at half its input time has covered 0.3153568 of the way.
        #expect(near(easeIn.evaluate(0.5), 0.3153568, 1e-6))
        let e = evaluator([0, 10, 20], functions: [CAMediaTimingFunction(name: .linear), easeIn])
        #expect(near(number(e.value(at: 0.25)), 5))
        #expect(near(number(e.value(at: 0.75)), 10 + 10 * easeIn.evaluate(0.5)))
        #expect(number(e.value(at: 1)) == 20)
    }

    @Test func valuesThatDoNotInterpolateSwitchHalfwayThroughTheirSegment() {
        let e = KeyframeEvaluator(values: [.number(0), .point(CGPoint(x: 1, y: 1))], keyTimes: nil,
                                  timingFunctions: nil, calculationMode: .linear, tensionValues: nil,
                                  continuityValues: nil, biasValues: nil)
        #expect(number(e.value(at: 0.25)) == 0)
        #expect(point(e.value(at: 0.75)) == CGPoint(x: 1, y: 1))
    }

    @Test func noValuesGiveNothingAndOneValueHolds() {
        #expect(evaluator([]).value(at: 0.5) == nil)
        for mode in [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
            #expect(number(evaluator([7], mode: mode).value(at: 0.5)) == 7)
        }
    }

    // MARK: Discrete

    @Test func discreteGivesEachValueAnEqualShareWithoutKeyTimes() {
        let e = evaluator([1, 2, 3], mode: .discrete)
        #expect(number(e.value(at: 0)) == 1)
        #expect(number(e.value(at: 0.32)) == 1)
        #expect(number(e.value(at: 0.34)) == 2)
        #expect(number(e.value(at: 0.7)) == 3)
        #expect(number(e.value(at: 1)) == 3)
    }

    @Test func discreteHoldsEachValueFromItsKeyTime() {
        // Apple's form: one more key time than values, the last closing the final step.
        let e = evaluator([1, 2, 3], mode: .discrete, keyTimes: [0, 0.5, 0.9, 1])
        #expect(number(e.value(at: 0.49)) == 1)
        #expect(number(e.value(at: 0.5)) == 2)
        #expect(number(e.value(at: 0.95)) == 3)
        #expect(number(e.value(at: 1)) == 3)
        let asMany = evaluator([1, 2, 3], mode: .discrete, keyTimes: [0, 0.1, 0.2])
        #expect(number(asMany.value(at: 0.15)) == 2)
        #expect(number(asMany.value(at: 0.6)) == 3)
    }

    // MARK: Paced

    @Test func pacedTimesSegmentsByDistance() {
        let e = evaluator([0, 10, 30], mode: .paced)
        #expect(near(number(e.value(at: 0.5)), 15))
        #expect(near(number(e.value(at: 0.25)), 7.5))
        // Key times and timing functions are ignored.
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let ignoring = evaluator([0, 10, 30], mode: .paced, keyTimes: [0, 0.9, 1], functions: [easeIn, easeIn])
        #expect(near(number(ignoring.value(at: 0.5)), 15))
    }

    @Test func pacedMeasuresPointsAlongStraightLines() {
        let points = [CGPoint.zero, CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10)].map { AnimationValue.point($0) }
        let e = KeyframeEvaluator(values: points, keyTimes: nil, timingFunctions: nil, calculationMode: .paced,
                                  tensionValues: nil, continuityValues: nil, biasValues: nil)
        #expect(near(point(e.value(at: 5.0 / 11)), 3, 4))
        #expect(near(point(e.value(at: 8.0 / 11)), 3, 7))
    }

    @Test func pacedSpacesEvenlyWhatHasNoDistance() {
        let words = ["a", "b", "c"].map { AnimationValue.opaque($0) }
        let e = KeyframeEvaluator(values: words, keyTimes: nil, timingFunctions: nil, calculationMode: .paced,
                                  tensionValues: nil, continuityValues: nil, biasValues: nil)
        #expect(e.value(at: 0.3)?.anyValue as? String == "b")
        #expect(number(evaluator([5, 5, 5], mode: .paced).value(at: 0.5)) == 5)
    }

    // MARK: Cubic

    @Test func cubicIsCatmullRomThroughTheKeyframes() {
        let e = evaluator([0, 0, 10, 10], mode: .cubic)
        #expect(near(number(e.value(at: 1.0 / 3)), 0))
        #expect(near(number(e.value(at: 2.0 / 3)), 10))
        // The middle segment leaves 0 and reaches 10 with tangent (10 − 0) / 2 = 5 at both ends:
        // halfway that is 5, and a quarter of the way 0.140625·5 + 0.15625·10 − 0.046875·5 = 2.03125.
        #expect(near(number(e.value(at: 0.5)), 5))
        #expect(near(number(e.value(at: 1.0 / 3 + 0.25 / 3)), 2.03125))
    }

    @Test func cubicIsSmoothAcrossKeyframes() {
        func slopes(_ e: KeyframeEvaluator, at time: Double) -> (Double, Double) {
            let h = 1e-6
            let (before, at, after) = (number(e.value(at: time - h))!, number(e.value(at: time))!,
                                       number(e.value(at: time + h))!)
            return ((at - before) / h, (after - at) / h)
        }
        let even = slopes(evaluator([0, 0, 10, 10], mode: .cubic), at: 1.0 / 3)
        #expect(near(even.0, 15, 1e-3) && near(even.1, 15, 1e-3))
        // With uneven key times the tangents are scaled so the speed still matches on both sides.
        let uneven = slopes(evaluator([0, 10, 30], mode: .cubic, keyTimes: [0, 0.25, 1]), at: 0.25)
        #expect(near(uneven.0, 30, 1e-3) && near(uneven.1, 30, 1e-3))
    }

    @Test func cubicOfTwoKeyframesIsAStraightLine() {
        #expect(near(number(evaluator([0, 10], mode: .cubic).value(at: 0.3)), 3))
    }

    @Test func tensionAndContinuityReshapeTheSpline() {
        // Full tension flattens every tangent: 10 · (3u² − 2u³) at u = 0.25.
        #expect(near(number(evaluator([0, 10], mode: .cubic, tension: [1, 1]).value(at: 0.25)), 1.5625))
        // Catmull–Rom rounds the peak of 0, 10, 0; positive continuity, as Apple documents, sharpens it to
        // straight lines meeting at a corner.
        #expect(near(number(evaluator([0, 10, 0], mode: .cubic).value(at: 0.25)), 6.25))
        #expect(near(number(evaluator([0, 10, 0], mode: .cubic, continuity: [0, 1, 0]).value(at: 0.25)), 5))
    }

    @Test func cubicTransformsFallBackToLinear() {
        let values = [0.0, 30, 40].map { AnimationValue.transform(CATransform3DMakeTranslation(CGFloat($0), 0, 0)) }
        let e = KeyframeEvaluator(values: values, keyTimes: nil, timingFunctions: nil, calculationMode: .cubic,
                                  tensionValues: nil, continuityValues: nil, biasValues: nil)
        guard case .transform(let t) = e.value(at: 0.25) else {
            Issue.record("no transform")
            return
        }
        #expect(near(Double(t.m41), 15))
    }

    @Test func cubicPacedTravelsTheSplineAtAnEvenSpeed() {
        let points = [CGPoint.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)]
        let e = KeyframeEvaluator(values: points.map { .point($0) }, keyTimes: [0, 0.1, 0.2, 1], timingFunctions: nil,
                                  calculationMode: .cubicPaced, tensionValues: nil, continuityValues: nil,
                                  biasValues: nil)
        let samples = (0...100).map { point(e.value(at: Double($0) / 100))! }
        #expect(near(samples[0], 0, 0) && near(samples[100], 30, 10))
        let steps = zip(samples, samples.dropFirst()).map { Double(hypot($1.x - $0.x, $1.y - $0.y)) }
        let mean = steps.reduce(0, +) / Double(steps.count)
        #expect(steps.allSatisfy { abs($0 - mean) < 0.01 * mean })
    }

    // MARK: Paths

    @Test func pathKeyframesGiveEachLineEqualTime() {
        let keyframes = PathKeyframes(lShape())
        let first = keyframes.point(at: 0.25, paced: false)
        #expect(near(first.point, 50, 0) && near(first.angle, 0))
        let second = keyframes.point(at: 0.75, paced: false)
        #expect(near(second.point, 100, 25) && near(second.angle, .pi / 2))
        #expect(near(keyframes.point(at: 1, paced: false).point, 100, 50))
    }

    @Test func pathKeyframesFollowKeyTimes() {
        let keyframes = PathKeyframes(lShape(), keyTimes: [0, 0.2, 1])
        #expect(near(keyframes.point(at: 0.1, paced: false).point, 50, 0))
        #expect(near(keyframes.point(at: 0.6, paced: false).point, 100, 25))
    }

    @Test func pacedPathKeyframesMoveAtAnEvenSpeed() {
        let keyframes = PathKeyframes(lShape(), keyTimes: [0, 0.2, 1])
        #expect(near(keyframes.point(at: 0.5, paced: true).point, 75, 0))
        #expect(near(keyframes.point(at: 0.8, paced: true).point, 100, 20))
    }

    @Test func aMoveIsAJumpThatTakesNoTime() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 50, y: 60))
        let keyframes = PathKeyframes(path)
        #expect(near(keyframes.point(at: 0.25, paced: true).point, 5, 0))
        #expect(near(keyframes.point(at: 0.75, paced: true).point, 50, 55))
        #expect(near(keyframes.point(at: 0.75, paced: true).angle, .pi / 2))
    }

    @Test func pathKeyframesFollowCurvesExactly() {
        // The ellipse starts at its right-most point and first heads for smaller y.
        let circle = PathKeyframes(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil))
        for step in 0...40 {
            let p = circle.point(at: Double(step) / 40, paced: true).point
            #expect(abs(hypot(p.x - 50, p.y - 50) - 50) < 0.05)
        }
        let eighth = circle.point(at: 0.125, paced: true)
        #expect(near(eighth.point, 50 + 50 * sqrt(0.5), 50 - 50 * sqrt(0.5), 0.05))
        #expect(near(eighth.angle, -3 * .pi / 4, 1e-3))
        #expect(near(circle.point(at: 0.25, paced: false).point, 50, 0, 1e-9))
    }

    @Test func aStalledCurveStillHasADirection() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: .zero)
        #expect(near(PathKeyframes(path).point(at: 0, paced: false).angle, .pi / 4, 1e-2))
    }

    @Test func discretePathKeyframesJumpBetweenEnds() {
        let keyframes = PathKeyframes(lShape())
        #expect(near(keyframes.discretePoint(at: 0.1).point, 0, 0))
        #expect(near(keyframes.discretePoint(at: 0.4).point, 100, 0))
        #expect(near(keyframes.discretePoint(at: 0.9).point, 100, 50))
        #expect(near(keyframes.discretePoint(at: 0.9).angle, .pi / 2))
    }

    @Test func rotateAutoTurnsTheLayerAlongThePath() {
        /// Where the layer's transform sends (1, 0), following the L-shaped path with `mode` at media time `t`.
        func heading(_ mode: CAAnimationRotationMode?, at t: Double, transform: CATransform3D = CATransform3DIdentity)
            -> CGPoint {
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = lShape()
            animation.rotationMode = mode
            animation.beginTime = 100
            animation.duration = 1
            let layer = CALayer()
            layer.transform = transform
            layer.add(animation, forKey: "along")
            return CGPoint(x: 1, y: 0).applying(CATransform3DGetAffineTransform(layer.presentationValues(at: t).transform))
        }
        // The first half runs along +x, the second down the vertical leg towards +y: a quarter turn there.
        #expect(near(heading(.rotateAuto, at: 100.25), 1, 0))
        #expect(near(heading(.rotateAuto, at: 100.75), 0, 1))
        // rotateAutoReverse points the layer back along the path.
        #expect(near(heading(.rotateAutoReverse, at: 100.25), -1, 0))
        #expect(near(heading(.rotateAutoReverse, at: 100.75), 0, -1))
        #expect(near(heading(nil, at: 100.75), 1, 0), "without a rotation mode the layer does not turn")
        // The turn comes before the layer's own transform: a layer scaled twice keeps its scale.
        #expect(near(heading(.rotateAuto, at: 100.75, transform: CATransform3DMakeScale(2, 2, 1)), 0, 2))
    }

    @Test func anEmptyPathStaysPut() {
        let still = PathKeyframes(CGMutablePath()).point(at: 0.5, paced: true)
        #expect(still.point == .zero && still.angle == 0)
    }
}
