import Foundation
import Testing
@testable import QuartzCore

struct AnimationValueTests {
    // MARK: Helpers (members, so they cannot clash with other test files' free functions)

    private func number(_ value: AnimationValue?) -> Double? {
        if case .number(let n) = value { n } else { nil }
    }

    private func point(_ value: AnimationValue?) -> CGPoint? {
        if case .point(let p) = value { p } else { nil }
    }

    private func transform(_ value: AnimationValue?) -> CATransform3D? {
        if case .transform(let t) = value { t } else { nil }
    }

    private func rgba(_ value: AnimationValue?) -> SIMD4<Double>? {
        if case .color(let c, _) = value { c } else { nil }
    }

    private func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    private func near(_ c: SIMD4<Double>?, _ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Bool {
        guard let c else { return false }
        return near(c.x, r) && near(c.y, g) && near(c.z, b) && near(c.w, a)
    }

    // MARK: Classification

    @Test func classifiesEveryNumericTypeAsANumber() {
        #expect(number(AnimationValue(3)) == 3)
        #expect(number(AnimationValue(2.5 as Float)) == 2.5)
        #expect(number(AnimationValue(1.25 as CGFloat)) == 1.25)
        #expect(number(AnimationValue(NSNumber(value: 4.5))) == 4.5)
        #expect(number(AnimationValue(true)) == 1)
        #expect(number(AnimationValue(false)) == 0)
    }

    @Test func classifiesGeometryColoursAndPaths() {
        #expect(point(AnimationValue(CGPoint(x: 1, y: 2))) == CGPoint(x: 1, y: 2))
        guard case .size = AnimationValue(CGSize(width: 1, height: 2)),
              case .rect = AnimationValue(CGRect(x: 0, y: 0, width: 1, height: 2)),
              case .transform = AnimationValue(CATransform3DIdentity),
              case .path = AnimationValue(CGPath(rect: .zero, transform: nil)) else {
            Issue.record("a geometric value was misclassified")
            return
        }
        // Gray is converted to RGB, and gives back its colour in sRGB.
        let gray = AnimationValue(CGColor(gray: 0.5, alpha: 1))
        #expect(near(rgba(gray), 0.5, 0.5, 0.5, 1))
        #expect((gray?.anyValue as? CGColor) == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test func nothingIsNoValueAndAnythingElseIsOpaque() {
        #expect(AnimationValue(nil) == nil)
        #expect(AnimationValue(NSNull()) == nil)
        guard case .opaque(let any) = AnimationValue("fill") else {
            Issue.record("a string is not opaque")
            return
        }
        #expect(any as? String == "fill")
    }

    @Test func anyValueGivesBackTheNaturalType() {
        #expect(AnimationValue(7)?.anyValue as? Double == 7)
        #expect(AnimationValue(CGPoint(x: 1, y: 2))?.anyValue as? CGPoint == CGPoint(x: 1, y: 2))
        let device = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0.1, 0.2, 0.3, 0.4])!
        #expect(AnimationValue(device)?.anyValue as? CGColor == device)
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(AnimationValue(path)?.anyValue as? CGPath == path)
    }

    @Test func aMutablePathIsCopied() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        let value = AnimationValue(path)
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect((value?.anyValue as? CGPath)?.currentPoint == CGPoint(x: 10, y: 0))
    }

    // MARK: Interpolation

    @Test func interpolatesNumbers() {
        let (a, b) = (AnimationValue.number(10), AnimationValue.number(20))
        #expect(number(.interpolate(a, b, 0)) == 10)
        #expect(number(.interpolate(a, b, 0.25)) == 12.5)
        #expect(number(.interpolate(a, b, 1)) == 20)
        #expect(number(.interpolate(a, b, 1.5)) == 25)
    }

    @Test func interpolatesPointsSizesAndRectsComponentwise() {
        let p = AnimationValue.interpolate(.point(.zero), .point(CGPoint(x: 8, y: 4)), 0.25)
        #expect(point(p) == CGPoint(x: 2, y: 1))
        let s = AnimationValue.interpolate(.size(CGSize(width: 10, height: 20)),
                                           .size(CGSize(width: 30, height: 60)), 0.25)
        #expect(s?.anyValue as? CGSize == CGSize(width: 15, height: 30))
        let r = AnimationValue.interpolate(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
                                           .rect(CGRect(x: 40, y: 80, width: 50, height: 90)), 0.25)
        #expect(r?.anyValue as? CGRect == CGRect(x: 10, y: 20, width: 20, height: 30))
        let end = AnimationValue.interpolate(.rect(.zero), .rect(CGRect(x: 0.1, y: 0.7, width: 3, height: 3)), 1)
        #expect(end?.anyValue as? CGRect == CGRect(x: 0.1, y: 0.7, width: 3, height: 3))
    }

    @Test func interpolatesTransformsPartByPart() {
        let move = AnimationValue.interpolate(.transform(CATransform3DIdentity),
                                              .transform(CATransform3DMakeTranslation(100, 40, 0)), 0.25)
        #expect(near(transform(move).map { Double($0.m41) }, 25, 1e-9))
        #expect(near(transform(move).map { Double($0.m42) }, 10, 1e-9))
        // A quarter of the way through a quarter turn is an eighth of a turn, not a shrunken matrix.
        let turn = AnimationValue.interpolate(.transform(CATransform3DIdentity),
                                              .transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), 0.25)
        #expect(near(transform(turn).map { Double($0.m11) }, cos(.pi / 8), 1e-9))
        #expect(near(transform(turn).map { Double($0.m12) }, sin(.pi / 8), 1e-9))
        let scale = CATransform3DMakeScale(2, 3, 1)
        #expect(transform(.interpolate(.transform(CATransform3DIdentity), .transform(scale), 1)) == scale)
    }

    @Test func interpolatesColoursInStraightRGBA() {
        let red = AnimationValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1))!
        let blue = AnimationValue(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))!
        #expect(near(rgba(.interpolate(red, blue, 0)), 1, 0, 0, 1))
        #expect(near(rgba(.interpolate(red, blue, 0.25)), 0.75, 0, 0.25, 0.875))
        #expect(near(rgba(.interpolate(red, blue, 1)), 0, 0, 1, 0.5))
    }

    @Test func coloursAreClampedOnlyWhenTurnedBackIntoCGColor() {
        let black = AnimationValue(CGColor(gray: 0, alpha: 1))!
        let white = AnimationValue(CGColor(gray: 1, alpha: 1))!
        let beyond = AnimationValue.interpolate(black, white, 1.5)
        #expect(near(rgba(beyond), 1.5, 1.5, 1.5, 1))
        #expect((beyond?.anyValue as? CGColor)?.components == [1, 1, 1, 1])
        let difference = AnimationValue.subtract(black, white)
        #expect(near(rgba(difference), -1, -1, -1, 0))
        #expect((difference?.anyValue as? CGColor)?.components == [0, 0, 0, 0])
        // An extended-range space keeps colour components outside 0...1, but not alpha.
        let extended = CGColorSpace(name: CGColorSpace.extendedSRGB)!
        let wide = AnimationValue.color(SIMD4(1.25, -0.5, 0.5, 1.5), space: extended)
        #expect((wide.anyValue as? CGColor)?.components == [1.25, -0.5, 0.5, 1])
        #expect((wide.anyValue as? CGColor)?.colorSpace == extended)
    }

    @Test func interpolatesPathsPointByPoint() {
        let a = AnimationValue(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))!
        let b = AnimationValue(CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil))!
        let quarter = AnimationValue.interpolate(a, b, 0.25)?.anyValue as? CGPath
        #expect(quarter == CGPath(rect: CGRect(x: 2.5, y: 5, width: 15, height: 17.5), transform: nil))
        #expect(AnimationValue.interpolate(a, b, 1)?.anyValue as? CGPath == b.anyValue as? CGPath)
    }

    @Test func pathsOfDifferentElementsSwitchHalfway() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let (a, b) = (AnimationValue(rect)!, AnimationValue(oval)!)
        #expect(AnimationValue.interpolate(a, b, 0.25)?.anyValue as? CGPath == rect)
        #expect(AnimationValue.interpolate(a, b, 0.5)?.anyValue as? CGPath == oval)
        #expect(AnimationValue.add(a, b) == nil)
        #expect(AnimationValue.distance(a, b) == nil)
    }

    @Test func opaqueValuesSwitchHalfway() {
        let (a, b) = (AnimationValue("resize")!, AnimationValue("center")!)
        #expect(AnimationValue.interpolate(a, b, 0)?.anyValue as? String == "resize")
        #expect(AnimationValue.interpolate(a, b, 0.25)?.anyValue as? String == "resize")
        #expect(AnimationValue.interpolate(a, b, 0.5)?.anyValue as? String == "center")
        #expect(AnimationValue.interpolate(a, .number(1), 0.75)?.anyValue as? Double == 1)
        #expect(AnimationValue.add(a, b) == nil)
        #expect(AnimationValue.distance(a, b) == nil)
        #expect(AnimationValue.scale(a, by: 2) == nil)
    }

    @Test func mismatchedKindsGiveNil() {
        let (n, p) = (AnimationValue.number(1), AnimationValue.point(.zero))
        #expect(AnimationValue.interpolate(n, p, 0.5) == nil)
        #expect(AnimationValue.add(n, p) == nil)
        #expect(AnimationValue.subtract(p, n) == nil)
        #expect(AnimationValue.distance(n, p) == nil)
        #expect(AnimationValue.interpolate(.transform(CATransform3DIdentity), .rect(.zero), 0.5) == nil)
    }

    // MARK: Arithmetic

    @Test func addsAndSubtractsCoordinates() {
        #expect(number(.add(.number(2), .number(3))) == 5)
        #expect(point(.add(.point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: 10, y: 20)))) == CGPoint(x: 11, y: 22))
        #expect(AnimationValue.subtract(.rect(CGRect(x: 5, y: 5, width: 10, height: 10)),
                                        .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))?.anyValue as? CGRect
                == CGRect(x: 4, y: 3, width: 7, height: 6))
        let sum = AnimationValue.add(.color(SIMD4(0.25, 0.5, 0, 0.5), space: nil),
                                     .color(SIMD4(0.5, 0.75, 0.25, 0.25), space: nil))
        #expect(near(rgba(sum), 0.75, 1.25, 0.25, 0.75))
    }

    @Test func addingTransformsAppliesTheAddedOneFirst() {
        let base = AnimationValue.transform(CATransform3DMakeTranslation(10, 0, 0))
        let added = AnimationValue.transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        // The point (1, 0) turns to (0, 1) and then moves to (10, 1).
        let sum = transform(.add(base, added))
        #expect(near(sum.map { Double($0.m11) }, 0, 1e-15))
        #expect(near(sum.map { Double($0.m12) }, 1, 1e-15))
        #expect(sum?.m41 == 10 && sum?.m42 == 0)
    }

    @Test func subtractingTransformsUndoesAdding() {
        let a = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.7, 1, 1, 0)
        let b = CATransform3DMakeScale(2, 0.5, 1)
        let difference = AnimationValue.subtract(.transform(a), .transform(b))!
        let back = transform(.add(.transform(b), difference))!
        #expect(abs(back.m11 - a.m11) < 1e-12 && abs(back.m23 - a.m23) < 1e-12 && abs(back.m43 - a.m43) < 1e-12)
        #expect(AnimationValue.subtract(.transform(a), .transform(CATransform3DMakeScale(0, 1, 1))) == nil)
    }

    @Test func scalesCoordinatesAndRepeatsTransforms() {
        #expect(point(.scale(.point(CGPoint(x: 1, y: -2)), by: 3)) == CGPoint(x: 3, y: -6))
        #expect(number(.scale(.number(4), by: 0.5)) == 2)
        let sixth = AnimationValue.transform(CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        let tripled = transform(.scale(sixth, by: 3))
        #expect(near(tripled.map { Double($0.m12) }, 1, 1e-12))
        let undone = transform(.scale(sixth, by: -3))
        #expect(near(undone.map { Double($0.m12) }, -1, 1e-12))
        #expect(transform(.scale(sixth, by: 0)) == CATransform3DIdentity)
        #expect(AnimationValue.scale(sixth, by: 0.5) == nil)
    }

    @Test func measuresDistances() {
        #expect(AnimationValue.distance(.number(3), .number(7)) == 4)
        #expect(AnimationValue.distance(.point(.zero), .point(CGPoint(x: 3, y: 4))) == 5)
        let (black, clear) = (AnimationValue.color(SIMD4(0, 0, 0, 1), space: nil),
                              AnimationValue.color(SIMD4(1, 1, 1, 0), space: nil))
        #expect(AnimationValue.distance(black, clear) == 2)
        let moved = AnimationValue.distance(.transform(CATransform3DIdentity),
                                            .transform(CATransform3DMakeTranslation(3, 4, 0)))
        #expect(near(moved, 5, 1e-12))
        // A quarter turn is π/2 apart, measured as the angle turned.
        let turned = AnimationValue.distance(.transform(CATransform3DIdentity),
                                             .transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        #expect(near(turned, .pi / 2, 1e-12))
    }
}
