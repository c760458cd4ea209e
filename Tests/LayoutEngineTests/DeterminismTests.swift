import Testing
@testable import LayoutEngine

@Suite struct DeterminismTests {
    /// A label in a cell with hugging and compression, plus a sibling pinned after it: a unique optimum.
    func constraints(_ cell: Box, _ label: Box, _ badge: Box) -> [Constraint] {
        [
            cell.left == 0, cell.top == 0, cell.width == 120, cell.height == 44,
            label.left == cell.left + 8, label.top == cell.top + 8,
            label.right <= badge.left - 4, badge.right == cell.right - 8,
            (badge.width == 30) | .defaultHigh, badge.width >= 10,
            (label.width <= 90) | .defaultLow, (label.width >= 90) | Strength(740),
            (label.height == 20) | .defaultHigh, badge.top == label.top, badge.height == label.height,
        ]
    }

    @Test(arguments: 0..<12) func uniqueOptimumIndependentOfInsertionOrder(seed: Int) throws {
        // Compression (740) loses to the badge width (750): label 120 − 8 − 8 − 30 − 4 = 70.
        let cell = Box("cell"), label = Box("label"), badge = Box("badge")
        var order = constraints(cell, label, badge)
        var generator = SeededGenerator(seed: UInt64(seed))
        if seed > 0 { order.shuffle(using: &generator) }
        let s = Solver()
        try s.addConstraints(order)
        #expect(close(s.value(of: label.width), 70))
        #expect(close(s.value(of: badge.left), 82))
        #expect(close(s.value(of: badge.width), 30))
        #expect(close(s.value(of: badge.height), 20))
        #expect(close(s.value(of: badge.top), 8))
    }

    @Test func tiesGoToTheConstraintAddedFirst() throws {
        // Two equal wishes cannot both hold; any x in [10, 20] is optimal. The one added first wins.
        for (first, second) in [(10.0, 20.0), (20, 10)] {
            let s = Solver()
            let x = Variable("x")
            try s.addConstraint((x == first) | .medium)
            try s.addConstraint((x == second) | .medium)
            #expect(s.value(of: x) == first)
        }
    }

    @Test func tiesBetweenViewsGoToTheFirstView() throws {
        // Two labels share 100 points; each wants 80 at the same priority. The first gets its 80.
        for swapped in [false, true] {
            let s = Solver()
            let a = Box("a"), b = Box("b")
            let first = swapped ? b : a, second = swapped ? a : b
            try s.addConstraints([a.left == 0, b.left == a.right, b.right == 100, a.width >= 0, b.width >= 0])
            try s.addConstraint((first.width == 80) | .defaultLow)
            try s.addConstraint((second.width == 80) | .defaultLow)
            #expect(close(s.value(of: first.width), 80))
            #expect(close(s.value(of: second.width), 20))
        }
    }

    @Test func identicalHistoriesGiveIdenticalResults() throws {
        // Ambiguous systems resolve the same way every time, in this process or another: nothing depends
        // on addresses or hash seeds.
        func run() throws -> [Double] {
            let s = Solver()
            let boxes = (0..<20).map { Box("b\($0)") }
            for (i, b) in boxes.enumerated() {
                try s.addConstraint((b.width == Double(10 + i)) | .defaultLow)
                try s.addConstraint((b.width == Double(30 - i)) | .defaultLow)
                if i > 0 { try s.addConstraint(b.left >= boxes[i - 1].right) }
                try s.addConstraint(b.left + b.width <= 400)
            }
            return boxes.flatMap { [s.value(of: $0.left), s.value(of: $0.width)] }
        }
        let first = try run()
        for _ in 0..<3 { #expect(try run() == first) }
    }
}
