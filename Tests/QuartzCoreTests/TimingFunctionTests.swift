import Foundation
import Testing
@testable import QuartzCore

/// 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³: one coordinate of the curve, in the Bernstein form.
private func bernstein(_ p1: Float, _ p2: Float, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * Double(p1) + 3 * s * t * t * Double(p2) + t * t * t
}

/// The curve's y at input time `x`, found independently of the implementation: t bisected to the limit of
/// Double precision.
private func bisectedProgress(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float, at x: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(c1x, c2x, middle) < x { low = middle } else { high = middle }
    }
    return bernstein(c1y, c2y, (low + high) / 2)
}

/// Curves whose x(t) inverts exactly, each with a flat spot where x′ vanishes but y′ does not. Bisection in
/// x cannot pin t near such a spot, since x barely changes there, so these references use the cube root.
private enum FlatSpotCurve: CaseIterable {
    /// x = t³, flat at t = 0.
    case start
    /// x = 1 − (1 − t)³, flat at t = 1.
    case end
    /// x = ½ + ½(2t − 1)³, flat at t = ½.
    case middle

    var points: [Float] {
        switch self {
        case .start: [0, 0.8, 0, 1]
        case .end: [1, 0, 1, 0.3]
        case .middle: [1, 0.2, 0, 0.9]
        }
    }

    func parameter(forX x: Double) -> Double {
        switch self {
        case .start: cbrt(x)
        case .end: 1 - cbrt(1 - x)
        case .middle: (1 + cbrt(2 * x - 1)) / 2
        }
    }
}

/// The four control points as (x, y) pairs, read through `getControlPoint(at:values:)`.
private func controlPoints(of function: CAMediaTimingFunction) -> [[Float]] {
    (0..<4).map { index in
        var values: [Float] = [-7, -7]
        function.getControlPoint(at: index, values: &values)
        return values
    }
}

private let inputs = stride(from: 0.0, through: 1.0, by: 1.0 / 64).map { $0 }

struct TimingFunctionTests {
    // MARK: Names and control points

    @Test func namesAreCoreAnimationsStrings() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName(rawValue: "easeIn") == .easeIn)
    }

    @Test(arguments: [
        (CAMediaTimingFunctionName.linear, [Float(0), 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ])
    func predefinedControlPoints(name: CAMediaTimingFunctionName, inner: [Float]) {
        let points = controlPoints(of: CAMediaTimingFunction(name: name))
        #expect(points == [[0, 0], [inner[0], inner[1]], [inner[2], inner[3]], [1, 1]])
    }

    @Test func customControlPointsAndOutOfRangeIndex() {
        let function = CAMediaTimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
        #expect(controlPoints(of: function) == [[0, 0], [0.5, -0.5], [0.5, 1.5], [1, 1]])
        var values: [Float] = [-7, -7]
        function.getControlPoint(at: 4, values: &values)
        function.getControlPoint(at: -1, values: &values)
        #expect(values == [-7, -7])
    }

    @Test func controlXValuesAreClampedAndNonFiniteValuesBecomeLinear() {
        let clamped = CAMediaTimingFunction(controlPoints: -0.5, 2, 1.5, -1)
        #expect(controlPoints(of: clamped) == [[0, 0], [0, 2], [1, -1], [1, 1]])
        let repaired = CAMediaTimingFunction(controlPoints: .nan, .infinity, -.infinity, .nan)
        #expect(controlPoints(of: repaired) == [[0, 0], [0, 0], [1, 1], [1, 1]])
        #expect(repaired.evaluate(0.3) == 0.3)
    }

    @Test func unknownNameIsLinear() {
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))
        #expect(function == CAMediaTimingFunction(name: .linear))
    }

    // MARK: Equality

    @Test func equalityAndHashFollowControlPoints() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(named.isEqual(custom))
        #expect(named.hash == custom.hash)
        #expect(!named.isEqual(CAMediaTimingFunction(name: .easeIn)))
        #expect(!named.isEqual("easeInEaseOut"))
        #expect(!named.isEqual(nil))
        #expect(Set([named, custom, CAMediaTimingFunction(name: .easeOut)]).count == 2)
    }

    @Test func descriptionListsControlPoints() {
        let description = CAMediaTimingFunction(name: .easeOut).description
        #expect(description == "CAMediaTimingFunction(controlPoints: 0.0, 0.0, 0.58, 1.0)")
    }

    // MARK: Evaluation

    @Test(arguments: [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func endpointsAreExact(name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        #expect(function.evaluate(0) == 0)
        #expect(function.evaluate(1) == 1)
        // Outside [0, 1] the input is clamped; NaN counts as the start.
        #expect(function.evaluate(-3) == 0)
        #expect(function.evaluate(4) == 1)
        #expect(function.evaluate(.nan) == 0)
        #expect(function.evaluate(.infinity) == 1)
    }

    @Test func linearIsTheIdentity() {
        let linear = CAMediaTimingFunction(name: .linear)
        for x in inputs + [1e-9, 0.1, 1.0 / 3, 0.7, 1 - 1e-12] {
            #expect(linear.evaluate(x) == x)
        }
        // Any two control points on the diagonal give the identity too.
        let diagonal = CAMediaTimingFunction(controlPoints: 0.3, 0.3, 0.9, 0.9)
        #expect(diagonal.evaluate(0.123) == 0.123)
    }

    @Test func easeInEaseOutIsSymmetric() {
        // Its control points are point reflections of each other through (0.5, 0.5), up to Float rounding of
        // 0.42 and 0.58 (a few 1e-8), so f(x) + f(1 − x) = 1.
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        for x in inputs {
            #expect(abs(function.evaluate(x) + function.evaluate(1 - x) - 1) < 1e-6, "x = \(x)")
        }
        #expect(abs(function.evaluate(0.5) - 0.5) < 1e-7)
    }

    @Test func easeInAtHalfMatchesTheCubicSolvedByHand() {
        // easeIn: x(t) = 1.26·t + 0.48·t² − 0.74·t³ and y(t) = 3t² − 2t³. x(t) = 0.5 at t ≈ 0.37425, where
        // y ≈ 0.31536, computed once from the exact 0.42 (the Float 0.42 moves it by about 1e-9).
        let function = CAMediaTimingFunction(name: .easeIn)
        let byHand = 0.3153568125725393
        #expect(abs(function.evaluate(0.5) - byHand) < 1e-7)
        #expect(abs(function.evaluate(0.5) - bisectedProgress(0.42, 0, 1, 1, at: 0.5)) < 1e-9)
    }

    @Test(arguments: [[Float(0.42), 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1]])
    func predefinedCurvesMatchBisection(points: [Float]) {
        let function = CAMediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3])
        for x in inputs + [1e-6, 0.4999, 0.5001, 1 - 1e-6] {
            let expected = bisectedProgress(points[0], points[1], points[2], points[3], at: x)
            // Pinning x to 1e-7 bounds the error in y by 1e-7·dy/dx, and these curves' slopes are moderate.
            #expect(abs(function.evaluate(x) - expected) < 1e-6, "x = \(x)")
        }
    }

    @Test(arguments: FlatSpotCurve.allCases)
    fileprivate func flatSpotsMatchTheExactInverse(curve: FlatSpotCurve) {
        let points = curve.points
        let function = CAMediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3])
        for x in inputs + [1e-6, 0.4999, 0.5001, 1 - 1e-6] {
            let t = curve.parameter(forX: x)
            #expect(abs(bernstein(points[0], points[2], t) - x) < 1e-15, "x = \(x)")
            // Near a flat spot the curve is near vertical, so x is pinned tightly to bound the error in y.
            let expected = bernstein(points[1], points[3], t)
            #expect(abs(function.evaluate(x, epsilon: 1e-13) - expected) < 1e-8, "x = \(x)")
        }
    }

    @Test func overshootingCurveSolvesMonotonicX() {
        // The x control values 0.5, 0.5 keep x(t) increasing; y dips below 0 and rises above 1.
        let points: [Float] = [0.5, -0.5, 0.5, 1.5]
        let function = CAMediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3])
        let samples = stride(from: 0.0, through: 1.0, by: 1.0 / 512).map { function.evaluate($0) }
        #expect(samples.min()! < -0.05)
        #expect(samples.max()! > 1.05)
        for (index, y) in samples.enumerated() {
            let x = Double(index) / 512
            #expect(abs(y - bisectedProgress(points[0], points[1], points[2], points[3], at: x)) < 1e-6)
        }
        // x(t) = 1.5t − 1.5t² + t³ and y(t) = −1.5t + 7.5t² − 5t³ are both exactly 0.5 at t = 0.5.
        #expect(abs(function.evaluate(0.5) - 0.5) < 1e-9)
    }
}
