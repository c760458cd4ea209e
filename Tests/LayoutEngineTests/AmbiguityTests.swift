import Testing
@testable import LayoutEngine

@Suite struct AmbiguityTests {
    @Test func unconstrainedOrUnderconstrainedVariablesAreAmbiguous() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(s.isVariableAmbiguous(x))
        try s.addConstraint(x + y == 10)
        #expect(s.isVariableAmbiguous(x))
        #expect(s.isVariableAmbiguous(y))
        try s.addConstraint(y == 3)
        #expect(!s.isVariableAmbiguous(x))
        #expect(!s.isVariableAmbiguous(y))
        #expect(close(s.value(of: x), 7))
    }

    @Test func aViewWithoutAWidthIsAmbiguous() throws {
        let s = Solver()
        let v = Box("v")
        try s.addConstraints([v.left == 10, v.top == 10, v.height == 20])
        #expect(s.isVariableAmbiguous(v.width))
        #expect(!s.isVariableAmbiguous(v.left))
        try s.addConstraint(v.width >= 0)
        #expect(s.isVariableAmbiguous(v.width)) // at 0, but free to grow
        try s.addConstraint(v.width <= 0)
        #expect(!s.isVariableAmbiguous(v.width))
    }

    @Test func equalPriorityTradeOffIsAmbiguous() throws {
        // Two labels, 100 points, each wanting 80 at the same priority: the split is arbitrary.
        let s = Solver()
        let a = Box("a"), b = Box("b")
        try s.addConstraints([a.left == 0, b.left == a.right, b.right == 100, a.width >= 0, b.width >= 0,
                              (a.width == 80) | .defaultLow, (b.width == 80) | .defaultLow])
        #expect(s.isVariableAmbiguous(a.width))
        #expect(s.isVariableAmbiguous(b.left))
        // A higher hugging priority on one label settles it.
        try s.addConstraint((b.width <= 20) | Strength(251))
        #expect(!s.isVariableAmbiguous(a.width))
        #expect(!s.isVariableAmbiguous(b.width))
        #expect(close(s.value(of: a.width), 80))
    }

    @Test func differentPrioritiesAreNotAmbiguous() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint((x == 10) | .defaultLow)
        try s.addConstraint((x == 20) | .defaultHigh)
        #expect(!s.isVariableAmbiguous(x))
        #expect(close(s.value(of: x), 20))
    }

    @Test func constraintsAffectingAVariable() throws {
        // a == 10, b == a + 5, c == b + 5, d == 3 (unrelated), c <= 100 (slack, not binding).
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let ca = a == 10, cb = b == a + 5, cc = c == b + 5, cd = d == 3
        try s.addConstraints([ca, cd, cb, cc, c <= 100])
        #expect(ids(s.constraintsAffecting(c)) == ids([ca, cb, cc]))
        #expect(ids(s.constraintsAffecting(a)) == ids([ca]))
        #expect(ids(s.constraintsAffecting(d)) == ids([cd]))
        #expect(s.constraintsAffecting(Variable()).isEmpty)
    }

    @Test func bindingInequalitiesAffectAVariable() throws {
        let s = Solver()
        let x = Variable("x")
        let floor = x >= 50
        let wish = (x == 0) | .weak
        try s.addConstraints([floor, wish, x <= 80])
        #expect(close(s.value(of: x), 50))
        #expect(ids(s.constraintsAffecting(x)) == ids([floor]))
    }
}
