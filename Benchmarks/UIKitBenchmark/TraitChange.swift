// Issue 19's trait change: light → dark through a window of 10,000 views. Each cell has a dynamic system background
// colour, one in ten draws (and must be redrawn, since its drawing resolves colours), the rest only hold their
// layer's colour. The same change through 10,000 plain views (static colours, nothing drawn) shows what views
// that do not use traits pay.
import Foundation
import UIKit
import UIKitTesting

/// A cell that draws with a dynamic colour, counting its draws.
private final class DrawnCell: UIView {
    static var draws = 0

    override func draw(_ rect: CGRect) {
        Self.draws += 1
        UIColor.label.setFill()
        UIRectFill(bounds.insetBy(dx: 2, dy: 2))
    }
}

/// A window of 100 columns of 99 cells (10,000 views with the columns and the root), `dynamic` cells coloured
/// with system colours and one in ten of them drawing, else plain white cells.
@MainActor private func traitTree(dynamic: Bool) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    for column in 0..<100 {
        let container = UIView(frame: CGRect(x: CGFloat(column) * 10, y: 0, width: 10, height: 1000))
        root.addSubview(container)
        for row in 0..<99 {
            let frame = CGRect(x: 1, y: CGFloat(row) * 10 + 1, width: 8, height: 8)
            let cell = dynamic && row % 10 == 0 ? DrawnCell(frame: frame) : UIView(frame: frame)
            cell.backgroundColor = dynamic ? .secondarySystemBackground : .white
            container.addSubview(cell)
        }
    }
    window.isHidden = false
    return window
}

/// The milliseconds of main-thread CPU time a light → dark change of a window's style takes to resolve through
/// `traitTree(dynamic:)` (the median and the fastest of `runs`, each followed by an untimed change back), the
/// median frame pass after it, and the views redrawn by a change.
@MainActor func traitChangeCosts(dynamic: Bool, runs: Int) -> (change: Double, fastest: Double, pass: Double, redrawn: Int) {
    let window = traitTree(dynamic: dynamic)
    defer { window.isHidden = true }
    FramePass.runOnce()
    var changes: [Double] = [], passes: [Double] = []
    var redrawn = 0
    for _ in 0..<runs {
        let start = threadCPUTime()
        window.overrideUserInterfaceStyle = .dark
        changes.append(threadCPUTime() - start)
        let draws = DrawnCell.draws
        let passStart = threadCPUTime()
        FramePass.runOnce()
        passes.append(threadCPUTime() - passStart)
        redrawn = DrawnCell.draws - draws
        window.overrideUserInterfaceStyle = .light
        FramePass.runOnce()
    }
    let cell = window.subviews[0].subviews[0].subviews[1]
    window.overrideUserInterfaceStyle = .dark
    if dynamic {
        check(cell.layer.backgroundColor == UIColor.secondarySystemBackground.resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .dark)).cgColor, "a cell's layer kept its light colour")
    }
    return (median(changes) * 1e3, changes.min()! * 1e3, median(passes) * 1e3, redrawn)
}
