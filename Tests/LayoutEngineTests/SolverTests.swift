import Testing
@testable import LayoutEngine

@Suite struct EqualityAndInequalityTests {
    @Test func singleEquality() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x == 10)
        #expect(s.value(of: x) == 10)
    }

    @Test func linkedEqualities() throws {
        // x + y == 20, x == 5 → y = 15; 2z == x + y → z = 10.
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.addConstraint(x + y == 20)
        try s.addConstraint(x == 5)
        try s.addConstraint(2 * z == x + y)
        #expect(close(s.value(of: x), 5))
        #expect(close(s.value(of: y), 15))
        #expect(close(s.value(of: z), 10))
    }

    @Test func horizontalChain() throws {
        // v0.left == 8, v[i].left == v[i-1].right + 8, equal widths, last.right + 8 == 300:
        // 4 views and 5 gaps of 8 leave 260 for the widths, 65 each.
        let s = Solver()
        let views = (0..<4).map { Box("v\($0)") }
        try s.addConstraint(views[0].left == 8)
        for i in 1..<4 {
            try s.addConstraint(views[i].left == views[i - 1].right + 8)
            try s.addConstraint(views[i].width == views[0].width)
        }
        try s.addConstraint(views[3].right + 8 == 300)
        for (i, v) in views.enumerated() {
            #expect(close(s.value(of: v.width), 65))
            #expect(close(s.value(of: v.left), 8 + Double(i) * 73))
        }
    }

    @Test func inequalitiesBoundAPreference() throws {
        // 10 <= x <= 20 with a weak wish for 30 → 20; for 0 → 10; for 15 → 15.
        for (wish, expected) in [(30.0, 20.0), (0, 10), (15, 15)] {
            let s = Solver()
            let x = Variable("x")
            try s.addConstraint(x >= 10)
            try s.addConstraint(x <= 20)
            try s.addConstraint((x == wish) | .weak)
            #expect(close(s.value(of: x), expected))
        }
    }

    @Test func inequalityBetweenVariables() throws {
        // label.right <= cell.right - 8 with the label wanting 200 (@250) in a 100-wide cell at 0:
        // the label is 100 - 16 = 84 wide.
        let s = Solver()
        let cell = Box("cell"), label = Box("label")
        try s.addConstraints([cell.left == 0, cell.width == 100, label.left == cell.left + 8,
                              label.right <= cell.right - 8, (label.width == 200) | .defaultLow])
        #expect(close(s.value(of: label.width), 84))
        #expect(close(s.value(of: label.left), 8))
    }

    @Test func optionalInequalityViolatedOnlyAsMuchAsNeeded() throws {
        // x <= 5 @750 against x == 8 required: x = 8.  y >= 3 @250 with y <= 1 required: y = 1.
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint((x <= 5) | .defaultHigh)
        try s.addConstraint(x == 8)
        try s.addConstraint((y >= 3) | .defaultLow)
        try s.addConstraint(y <= 1)
        #expect(close(s.value(of: x), 8))
        #expect(close(s.value(of: y), 1))
    }

    @Test func unknownVariableIsZero() {
        #expect(Solver().value(of: Variable()) == 0)
    }
}

@Suite struct PriorityTests {
    @Test func higherPriorityBeatsAnyNumberOfLowerOnes() throws {
        // One constraint at 751 against a hundred at 750 and a thousand at 1: a weighted sum (kiwi) would
        // give 20; lexicographic priorities give 10.
        let s = Solver()
        let w = Variable("w")
        try s.addConstraint((w == 10) | Strength(751))
        for _ in 0..<100 { try s.addConstraint((w == 20) | Strength(750, weight: 1000)) }
        for _ in 0..<1000 { try s.addConstraint((w == 30) | .weak) }
        #expect(close(s.value(of: w), 10))
    }

    @Test func higherPriorityWinsWhateverTheOrder() throws {
        let s = Solver()
        let w = Variable("w")
        for _ in 0..<50 { try s.addConstraint((w <= 0) | .defaultLow) }
        try s.addConstraint((w >= 50) | .defaultHigh)
        #expect(close(s.value(of: w), 50))
    }

    @Test func fourHuggingConstraintsLoseToOneCompressionResistance() throws {
        // A label 60 points wide by its content, in a container squeezing it with four @250 wishes.
        let s = Solver()
        let label = Box("label"), container = Box("container")
        try s.addConstraints([container.left == 0, label.left == container.left])
        try s.addConstraint((label.width >= 60) | .defaultHigh) // compression resistance
        try s.addConstraint((label.width <= 10) | .defaultLow)
        try s.addConstraint((label.right <= 20) | .defaultLow)
        try s.addConstraint((label.width == 0) | .defaultLow)
        try s.addConstraint((2 * label.width <= 30) | .defaultLow)
        #expect(close(s.value(of: label.width), 60))
    }

    @Test func lowerPrioritiesDecideWhatHigherOnesLeaveOpen() throws {
        // 0 <= x <= 100; x >= 40 @750; x <= 60 @750; x == 90 @250 → 60. Adding x == 0 @250 makes the
        // @250 cost |x − 90| + |x| = 90 everywhere in [40, 60]: any point there is optimal, none outside.
        let s = Solver()
        let x = Variable("x")
        try s.addConstraints([x >= 0, x <= 100, (x >= 40) | .defaultHigh, (x <= 60) | .defaultHigh,
                              (x == 90) | .defaultLow])
        #expect(close(s.value(of: x), 60))
        try s.addConstraint((x == 0) | .defaultLow)
        #expect(s.value(of: x) >= 40 - 1e-9 && s.value(of: x) <= 60 + 1e-9)
    }

    @Test func weightsCountWithinOnePriority() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint((x == 0) | Strength(500))
        try s.addConstraint((x == 10) | Strength(500, weight: 3))
        #expect(close(s.value(of: x), 10))
    }

    @Test func strengthsDescribeThemselves() {
        #expect(Strength.required.isRequired)
        #expect(!Strength.strong.isRequired)
        #expect(Strength.strong > Strength(999))
        #expect(Strength.defaultHigh.description == "@750")
        #expect(!Strength(.nan).isValid)
        #expect(!Strength(250, weight: 0).isValid)
    }
}

@Suite struct EditTests {
    @Test func suggestionsMoveTheSolution() throws {
        // y == x / 2 with x edited: 100 → 50, 40 → 20.
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(2 * y == x)
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(100, for: x)
        #expect(close(s.value(of: y), 50))
        try s.suggestValue(40, for: x)
        #expect(close(s.value(of: x), 40))
        #expect(close(s.value(of: y), 20))
    }

    @Test func requiredConstraintsBoundSuggestions() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x >= 10)
        try s.addConstraint(x <= 90)
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(5, for: x)
        #expect(close(s.value(of: x), 10))
        try s.suggestValue(50, for: x)
        #expect(close(s.value(of: x), 50))
        try s.suggestValue(500, for: x)
        #expect(close(s.value(of: x), 90))
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        try s.addConstraint((x == 30) | .weak)
        #expect(close(s.value(of: x), 30))
    }

    @Test func editStrengthCompetesWithPriorities() throws {
        // An edit at 500 loses to a constraint at 750 and wins over one at 250.
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint((x <= 20) | .defaultHigh)
        try s.addConstraint((x >= 60) | .defaultLow)
        try s.addEditVariable(x, strength: .medium)
        try s.suggestValue(40, for: x)
        #expect(close(s.value(of: x), 20))
        try s.suggestValue(10, for: x)
        #expect(close(s.value(of: x), 10))
    }

    @Test func resizingAChainWithAnEdit() throws {
        // As in benchmark (c): ten views, gaps of 8; container width W → widths (W − 88) / 10.
        let s = Solver()
        let container = Variable("container.width")
        let views = (0..<10).map { Box("v\($0)") }
        for (i, v) in views.enumerated() {
            if i == 0 {
                try s.addConstraint(v.left == 8)
            } else {
                try s.addConstraint(v.left == views[i - 1].right + 8)
                try s.addConstraint(v.width == views[0].width)
            }
            try s.addConstraint(v.width >= 0)
        }
        try s.addConstraint(views[9].right + 8 == container)
        try s.addEditVariable(container)
        for width in [288.0, 188, 1088, 88, 50] {
            try s.suggestValue(width, for: container)
            let expected = max(0, (width - 88) / 10)
            #expect(close(s.value(of: views[9].width), expected))
            #expect(close(s.value(of: views[9].left), 8 + 9 * (8 + expected)))
        }
    }

    @Test func gridCellEditCompressesTheLabel() throws {
        // As in benchmark (c), grid: the label is 20 + i % 50 wide by content, compresses below iw + 16.
        let s = Solver()
        let cell = Box("cell"), label = Box("label")
        let iw = 45.0
        try s.addConstraints([
            cell.left == 0, label.left == cell.left + 8, label.right <= cell.right - 8,
            (label.width <= iw) | .defaultLow, (label.width >= iw) | .defaultHigh,
        ])
        try s.addEditVariable(cell.width, strength: .strong)
        for w in [92.0, 30, 61, 60, 200, 16] {
            try s.suggestValue(w, for: cell.width)
            #expect(close(s.value(of: cell.width), w))
            #expect(close(s.value(of: label.width), min(iw, w - 16)))
        }
    }

    @Test func removingTheEditsConstraintEndsTheEdit() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addEditVariable(x)
        try s.suggestValue(5, for: x)
        let editConstraint = try #require(s.constraints.first)
        try s.removeConstraint(editConstraint)
        #expect(!s.hasEditVariable(x))
        #expect(throws: SolverError.self) { try s.suggestValue(6, for: x) }
        try s.addEditVariable(x)
        try s.suggestValue(7, for: x)
        #expect(close(s.value(of: x), 7))
    }

    @Test func editErrors() throws {
        let s = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try s.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try s.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try s.addEditVariable(x, strength: .required) }
        try s.addEditVariable(x)
        #expect(throws: SolverError.self) { try s.addEditVariable(x) }
        #expect(s.hasEditVariable(x))
    }
}

@Suite struct RemovalTests {
    @Test func removingRestoresThePreviousSolution() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint((x == 10) | .strong)
        let floor = x >= 20
        try s.addConstraint(floor)
        #expect(close(s.value(of: x), 20))
        try s.removeConstraint(floor)
        #expect(close(s.value(of: x), 10))
        #expect(!s.hasConstraint(floor))
        try s.addConstraint(floor)
        #expect(close(s.value(of: x), 20))
    }

    @Test func removingAChainLink() throws {
        // a == 10, b == a + 5, c == b + 5; removing b == a + 5 leaves b to its weak wish 100, c = 105.
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let link = b == a + 5
        try s.addConstraints([a == 10, link, c == b + 5, (b == 100) | .weak])
        #expect(close(s.value(of: c), 20))
        try s.removeConstraint(link)
        #expect(close(s.value(of: b), 100))
        #expect(close(s.value(of: c), 105))
        #expect(close(s.value(of: a), 10))
    }

    @Test func removingOptionalConstraintsReturnsTheirPriorityToOthers() throws {
        let s = Solver()
        let x = Variable("x")
        let high = (x == 30) | .defaultHigh
        try s.addConstraint((x == 10) | .defaultLow)
        try s.addConstraint(high)
        #expect(close(s.value(of: x), 30))
        try s.removeConstraint(high)
        #expect(close(s.value(of: x), 10))
    }

    @Test func removalErrors() throws {
        let s = Solver()
        let x = Variable("x")
        let c = x == 1
        #expect(throws: SolverError.self) { try s.removeConstraint(c) }
        try s.addConstraint(c)
        #expect(throws: SolverError.self) { try s.addConstraint(c) }
        try s.removeConstraint(c)
        #expect(s.constraints.isEmpty)
    }

    @Test func addingAndRemovingEverythingLeavesAnEmptyTableau() throws {
        let s = Solver()
        let cell = Box("cell"), label = Box("label")
        let constraints = [
            cell.left == 100, cell.width == 92, label.left == cell.left + 8, label.right <= cell.right - 8,
            (label.width <= 40) | .defaultLow, (label.width >= 40) | .defaultHigh,
        ]
        for _ in 0..<3 {
            try s.addConstraints(constraints)
            #expect(close(s.value(of: label.width), 40))
            for c in constraints.reversed() { try s.removeConstraint(c) }
            #expect(s.statistics.rows == 0)
            #expect(s.statistics.symbols == 0)
        }
    }

    @Test func resetForgetsEverything() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x == 3)
        s.reset()
        #expect(s.value(of: x) == 0)
        #expect(s.constraints.isEmpty)
        try s.addConstraint(x == 4)
        #expect(s.value(of: x) == 4)
    }
}

@Suite struct UpdateTests {
    @Test func updateReportsOnlyWhatChanged() throws {
        let s = Solver()
        let a = Box("a"), b = Box("b")
        try s.addConstraints([a.left == 10, a.width == 20, b.left == 100, b.width == 30])
        var changed: [String: Double] = [:]
        s.updateVariables { changed[$0.name] = $1 }
        #expect(changed == ["a.left": 10, "a.width": 20, "b.left": 100, "b.width": 30])
        changed = [:]
        s.updateVariables { changed[$0.name] = $1 }
        #expect(changed.isEmpty)
        try s.addEditVariable(a.width)
        try s.suggestValue(20, for: a.width)
        s.updateVariables { changed[$0.name] = $1 }
        #expect(changed.isEmpty) // the edit asks for what the width already is
    }

    @Test func updateAfterAnEditReadsTheRowsItTouched() throws {
        let s = Solver()
        let a = Box("a"), b = Box("b")
        try s.addConstraints([a.left == 10, b.left == a.right + 5, b.width == 30])
        try s.addEditVariable(a.width)
        try s.suggestValue(20, for: a.width)
        s.updateVariables()
        try s.suggestValue(25, for: a.width)
        var changed: [String: Double] = [:]
        s.updateVariables { changed[$0.name] = $1 }
        #expect(changed == ["a.width": 25, "b.left": 40])
    }

    @Test func updateBodyMayCallTheSolver() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x == 2)
        var seen = 0.0
        s.updateVariables { variable, _ in seen = s.value(of: variable) }
        #expect(seen == 2)
    }
}
