import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell whose content view holds one bar of `height` points, pinned top and bottom with Auto Layout.
final class BarCell: UITableViewCell {
    let bar = UIView()
    private var barHeight: NSLayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        barHeight = bar.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }

    var height: CGFloat {
        get { barHeight.constant }
        set { barHeight.constant = newValue }
    }
}

/// Rows of 20, 30 and 40 points in turn, sized by their cells' constraints.
@MainActor final class BarRows: NSObject, UITableViewDataSource {
    let rows: Int
    var cellRequests = 0
    init(rows: Int) { self.rows = rows }

    static func height(_ row: Int) -> CGFloat { CGFloat(20 + 10 * (row % 3)) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "bar", for: indexPath) as! BarCell
        cell.height = Self.height(indexPath.row)
        return cell
    }
}

/// A plain cell that counts its layouts.
final class LayoutCountingCell: UITableViewCell {
    var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@MainActor @Suite struct TableViewSizingTests {
    private func withBarTable(rows: Int, _ body: (UITableView, BarRows) -> Void) {
        withScreenWindow(size: CGSize(width: 400, height: 400)) { window, _ in
            let table = UITableView(frame: window.bounds)
            table.register(BarCell.self, forCellReuseIdentifier: "bar")
            let source = BarRows(rows: rows)
            table.dataSource = source
            window.addSubview(table)
            FramePass.runOnce()
            body(table, source)
        }
    }

    @Test func selfSizingRowsTakeTheirCellsHeightsAndOnlyShownRowsAreMeasured() {
        withBarTable(rows: 1000) { table, source in
            // Three rows make 90 points: rows 0 to 13 reach 410, past the 400-point screen.
            #expect(table.indexPathsForVisibleRows?.count == 14)
            #expect(table.rectForRow(at: IndexPath(row: 13, section: 0)) == CGRect(x: 0, y: 380, width: 400, height: 30))
            #expect(table.rectForRow(at: IndexPath(row: 14, section: 0)).height == 44)
            #expect(table.contentSize.height == CGFloat(410 + 986 * 44))
            #expect(source.cellRequests == 14)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height == 40)
        }
    }

    @Test func correctedEstimatesAboveTheRowsShownDoNotMoveThem() {
        withBarTable(rows: 1000) { table, _ in
            table.contentOffset.y = 20_000
            FramePass.runOnce()
            let anchor = table.indexPathsForVisibleRows![3]
            let onScreen = table.cellForRow(at: anchor)!.frame.minY - table.contentOffset.y
            // Scrolling up by 30 brings rows above into view, measured at other heights than their estimate.
            table.contentOffset.y -= 30
            FramePass.runOnce()
            let cell = table.cellForRow(at: anchor)!
            #expect(cell.frame.minY - table.contentOffset.y == onScreen + 30)
            #expect(cell.frame.height == BarRows.height(anchor.row))
        }
    }

    @Test func delegateHeightsAskedOnlyForShownRowsWithEstimates() {
        let recorder = TableRecorder(rows: 100_000)
        var asked = 0
        recorder.heights = { indexPath in
            asked += 1
            return indexPath.row % 2 == 0 ? 60 : 30
        }
        withTable(recorder) { table, _ in
            // 90 points a pair: rows 0 to 8 reach 420 (asked once more to find out whether the delegate answers).
            #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 8, section: 0))
            #expect(asked < 20)
            #expect(table.rectForRow(at: IndexPath(row: 8, section: 0)) == CGRect(x: 0, y: 360, width: 400, height: 60))
        }
    }

    @Test func aScrollLaysOutOnlyTheRowsItBringsIn() {
        withTable(TableRecorder(rows: 1000), configure: {
            $0.register(LayoutCountingCell.self, forCellReuseIdentifier: "cell")
        }) { table, _ in
            let before = Set(table.indexPathsForVisibleRows ?? [])
            for cell in table.visibleCells { (cell as! LayoutCountingCell).layouts = 0 }
            table.contentOffset.y = 44
            FramePass.runOnce()
            let brought = Set(table.indexPathsForVisibleRows ?? []).subtracting(before)
            let laidOut = Set(table.visibleCells.filter { ($0 as! LayoutCountingCell).layouts > 0 }.compactMap(table.indexPath(for:)))
            #expect(!brought.isEmpty && laidOut == brought)
        }
    }

    @Test func aNewSeparatorInsetReachesTheShownCells() {
        withTable(TableRecorder(rows: 3)) { table, _ in
            table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
            FramePass.runOnce()
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            #expect(cell.separatorView.frame == CGRect(x: 40, y: 43, width: 350, height: 1))
        }
    }
}
