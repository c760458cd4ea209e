// Table views at scale (issue 18): reloadData and the first layout of 1,000 and 1,000,000 rows, the memory the
// million rows add beyond the visible cells, and one scroll frame that brings one new self-sizing row into view.
import Foundation
import UIKit
import UIKitTesting

/// A data source of `rows` rows in one section, each a cell whose label Auto Layout pins to the content
/// view's margins, so that rows size themselves (rowHeight `automaticDimension`, 44-point estimates).
@MainActor final class BenchmarkRows: NSObject, UITableViewDataSource {
    var rows: Int
    var cellRequests = 0

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! BenchmarkCell
        cell.label.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A self-sizing cell: one label pinned to the content view's edges with 12-point margins.
final class BenchmarkCell: UITableViewCell {
    let label = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A 390 × 844 window showing a table of `rows` self-sizing rows, laid out once.
@MainActor func benchmarkTable(rows: Int) -> (UIWindow, UITableView, BenchmarkRows) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(BenchmarkCell.self, forCellReuseIdentifier: "row")
    let source = BenchmarkRows(rows: rows)
    table.dataSource = source
    window.addSubview(table)
    window.isHidden = false
    performPendingUpdates()
    return (window, table, source)
}

/// Seconds (fastest of `runs`) for `reloadData()` and the layout and frame pass after it, in a table of `rows`.
@MainActor func tableReload(rows: Int, runs: Int = 30) -> Double {
    let (window, table, source) = benchmarkTable(rows: rows)
    let time = fastest(runs) {
        table.reloadData()
        performPendingUpdates()
    }
    check(table.numberOfRows(inSection: 0) == rows && !table.visibleCells.isEmpty, "the table showed no rows")
    check(source.cellRequests < 40 * (runs + 1), "the table asked for \(source.cellRequests) cells")
    window.isHidden = true
    return time
}

/// Megabytes a table of 1,000,000 rows holds beyond one of 1,000 rows showing the same cells.
@MainActor func tableMillionRowsExtraMegabytes() -> Double {
    func held(rows: Int) -> Int {
        let before = allocatedBytes()
        let (window, table, _) = benchmarkTable(rows: rows)
        let bytes = allocatedBytes() - before
        check(table.visibleCells.count > 10, "the table showed \(table.visibleCells.count) rows")
        window.isHidden = true
        return bytes
    }
    _ = held(rows: 1_000)
    let small = held(rows: 1_000), large = held(rows: 1_000_000)
    return Double(large - small) / 1_048_576
}

/// Milliseconds of main-thread CPU time (medians) for one scroll frame that brings one new row into view: the
/// offset moves by one row, and the frame pass dequeues, configures and sizes the new cell and commits; with the
/// full `reloadData` of the screen for comparison. Ten rounds of 20 scroll frames and 3 reloads interleave the two,
/// so that both see the same load.
@MainActor func tableScrollNewRow() -> (scroll: Double, reload: Double) {
    let (window, table, source) = benchmarkTable(rows: 100_000)
    // Every row measures the same, so a scroll by one row's height brings exactly one row into view.
    let row = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    var step = 0
    func scrollOneRow() {
        step += 1
        table.contentOffset.y = CGFloat(step) * row
        performPendingUpdates()
    }
    for _ in 1...40 { scrollOneRow() }
    var scrolls: [Double] = [], reloads: [Double] = []
    for _ in 0..<10 {
        for _ in 0..<20 {
            let requests = source.cellRequests
            let start = threadCPUTime()
            scrollOneRow()
            scrolls.append(threadCPUTime() - start)
            check(source.cellRequests - requests == 1, "a one-row scroll asked for \(source.cellRequests - requests) cells")
        }
        for _ in 0..<3 {
            let start = threadCPUTime()
            table.reloadData()
            performPendingUpdates()
            reloads.append(threadCPUTime() - start)
        }
    }
    window.isHidden = true
    return (median(scrolls) * 1e3, median(reloads) * 1e3)
}
