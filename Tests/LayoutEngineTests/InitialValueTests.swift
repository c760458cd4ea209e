import Testing
@testable import LayoutEngine

/// Under-constrained systems: a variable no constraint pins keeps its initial value (0 unless given one), and
/// an inequality moves a variable only as far as its bound, as Apple's engine does with views' frames.
@Suite struct InitialValueTests {
    @Test func onlyAnUpperBoundKeepsTheInitialValue() throws {
        // width <= 23 alone: a new width (0) stays 0; one starting at 10 stays 10; one at 30 comes down to 23.
        for (initial, expected) in [(nil, 0.0), (10, 10), (30, 23)] as [(Double?, Double)] {
            let s = Solver()
            let width = Variable("width")
            if let initial { #expect(try s.setInitialValue(initial, for: width)) }
            try s.addConstraint(width <= 23)
            #expect(close(s.value(of: width), expected), "starting at \(initial ?? 0)")
            #expect(s.isVariableAmbiguous(width))
        }
    }

    @Test func onlyALowerBoundBelowALargerValueKeepsIt() throws {
        // width >= 10 with a frame 100 wide: 100 holds, nothing moves; starting at 4, it rises to 10.
        for (initial, expected) in [(100.0, 100.0), (4, 10)] {
            let s = Solver()
            let width = Variable("width")
            try s.setInitialValue(initial, for: width)
            try s.addConstraint(width >= 10)
            #expect(close(s.value(of: width), expected))
            var reported: [Double] = []
            s.updateVariables { _, value in reported.append(value) }
            #expect(reported.count == 1 && close(reported[0], expected), "the first report tells the value")
        }
    }

    @Test func aChainWithOneFreeEndKeepsTheFreeLengthsAndMovesThePinnedPositions() throws {
        // a.left == 8, a.width == 100, b.left == a.right + 10, c.left == b.right + 5, nothing on b's width
        // (starting at 35) nor on c's (starting at 60): b.left = 118 whatever it started at, b.width stays 35,
        // c.left = 118 + 35 + 5 = 158, c.width stays 60.
        let s = Solver()
        let a = Box("a"), b = Box("b"), c = Box("c")
        try s.setInitialValue(35, for: b.width)
        try s.setInitialValue(60, for: c.width)
        try s.setInitialValue(400, for: b.left)
        try s.addConstraints([a.left == 8, a.width == 100, b.left == a.right + 10, c.left == b.right + 5])
        #expect(close(s.value(of: b.left), 118))
        #expect(close(s.value(of: b.width), 35))
        #expect(close(s.value(of: c.left), 158))
        #expect(close(s.value(of: c.width), 60))
        #expect(s.isVariableAmbiguous(c.width) && !s.isVariableAmbiguous(b.left))
    }

    @Test func anInequalityBetweenTwoViewsMovesTheFreeOneOnlyWhenItDoesNotHold() throws {
        // b.left >= a.right + 8 with a at 0, 100 wide: b starting at 200 stays; starting at 50 it comes to 108.
        for (initial, expected) in [(200.0, 200.0), (50, 108)] {
            let s = Solver()
            let a = Box("a"), b = Box("b")
            try s.setInitialValue(initial, for: b.left)
            try s.addConstraint(a.left == 0)
            try s.addEditVariable(a.width, strength: .strong)
            try s.suggestValue(100, for: a.width)
            try s.addConstraint(b.left >= a.right + 8)
            #expect(close(s.value(of: b.left), expected))
        }
        // Then a widening past the gap pushes b along, to 258 at a width of 250; narrowing it leaves b there.
        let s = Solver()
        let a = Box("a"), b = Box("b")
        try s.setInitialValue(200, for: b.left)
        try s.addConstraint(a.left == 0)
        try s.addEditVariable(a.width, strength: .strong)
        try s.suggestValue(150, for: a.width)
        try s.addConstraint(b.left >= a.right + 8)
        #expect(close(s.value(of: b.left), 200))
        try s.suggestValue(250, for: a.width)
        #expect(close(s.value(of: b.left), 258))
    }

    @Test func aLooseVariableTakesALaterEqualityOrReportsTheConflict() throws {
        // width <= 23 leaves width at 0; width == 10 then holds (10 ≤ 23); height == width follows.
        let s = Solver()
        let width = Variable("width"), height = Variable("height")
        let bound = width <= 23
        try s.addConstraint(bound)
        try s.addConstraint(width == 10)
        try s.addConstraint(height == width)
        #expect(close(s.value(of: width), 10) && close(s.value(of: height), 10))
        // width == 30 cannot hold with width <= 23 and names it, leaving the solver as it was.
        let other = Solver()
        let w = Variable("w")
        let upper = w <= 23
        try other.addConstraint(upper)
        let found = conflict { try other.addConstraint(w == 30) }
        #expect(found?.1.count == 1 && found?.1.first === upper)
        try other.addConstraint(w == 12)
        #expect(close(other.value(of: w), 12), "the solver keeps working")
    }

    @Test func optionalConstraintsStillWinOverTheInitialValue() throws {
        // A free width starting at 80 with a low-priority wish for 120, under a required <= 100: 100.
        let s = Solver()
        let width = Variable("width")
        try s.setInitialValue(80, for: width)
        try s.addConstraint(width <= 100)
        try s.addConstraint((width == 120) | .defaultLow)
        #expect(close(s.value(of: width), 100))
    }

    @Test func aVariableKeepsItsValueWhenTheConstraintPinningItGoes() throws {
        // A width starting at 40, held at 70 by a required equality, stays at 70 when it goes, although
        // width <= 500 would let it reach 500 and its initial value was 40.
        let s = Solver()
        let width = Variable("width"), height = Variable("height")
        try s.setInitialValue(40, for: width)
        let fixed = width == 70
        try s.addConstraints([fixed, width <= 500, height == width])
        #expect(close(s.value(of: height), 70))
        try s.removeConstraint(fixed)
        #expect(close(s.value(of: width), 70) && close(s.value(of: height), 70))
        #expect(s.isVariableAmbiguous(width))
        // It is free: a new bound moves it, and only as far as the bound.
        try s.addConstraint(width <= 60)
        #expect(close(s.value(of: width), 60) && close(s.value(of: height), 60))
        try s.addConstraint(width >= 10)
        #expect(close(s.value(of: width), 60))
    }

    @Test func badAndLateInitialValuesAreRefused() throws {
        let s = Solver()
        let width = Variable("width")
        #expect(throws: SolverError.self) { try s.setInitialValue(.nan, for: width) }
        #expect(throws: SolverError.self) { try s.setInitialValue(-.infinity, for: width) }
        try s.addConstraint(width <= 23)
        #expect(try s.setInitialValue(10, for: width) == false)
        #expect(s.value(of: width) == 0)
    }
}
