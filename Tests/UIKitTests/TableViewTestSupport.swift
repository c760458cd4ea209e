import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table view data source and delegate over an array of sections of row titles, recording what the table
/// asks and tells.
@MainActor
final class TableRecorder: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// Per-row heights the delegate gives (`automaticDimension` to self-size); nil: the delegate gives none
    /// (its `heightForRowAt` still answers, as the table's `rowHeight`).
    var heights: ((IndexPath) -> CGFloat)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var cellRequests: [IndexPath] = []
    var events: [String] = []
    var movable = false
    /// Where the delegate sends every move, whatever is proposed.
    var moveTarget: IndexPath?
    var indexTitles: [String]?

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    /// `rows` rows titled "0", "1", … in one section.
    convenience init(rows: Int) {
        self.init([(0..<rows).map(String.init)])
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.section)-\(indexPath.row)")
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        moveTarget ?? proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        events.append("move \(source.row) to \(destination.row)")
        let title = sections[source.section].remove(at: source.row)
        sections[destination.section].insert(title, at: destination.row)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("didHighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    /// The events that start with `prefix`.
    func events(_ prefix: String) -> [String] { events.filter { $0.hasPrefix(prefix) } }
}

/// A table of `style` filling a 400 × 400 window on a virtual screen, with `recorder` as its data source and
/// delegate, laid out once.
@MainActor
func withTable(_ recorder: TableRecorder, style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in },
               _ body: (UITableView, UIWindow) throws -> Void) rethrows {
    try withScreenWindow(size: CGSize(width: 400, height: 400)) { window, _ in
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        configure(table)
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        FramePass.runOnce()
        try body(table, window)
    }
}

/// The titles of the visible cells, top to bottom.
@MainActor
func visibleTitles(_ table: UITableView) -> [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "" }
}

/// A plain table of 44-point rows at `frame` in `view`, `recorder` its data source and delegate, laid out.
@MainActor func recordedTable(_ recorder: TableRecorder, in view: UIView,
                              frame: CGRect = CGRect(x: 0, y: 100, width: 390, height: 440)) -> UITableView {
    let table = UITableView(frame: frame, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = recorder
    table.delegate = recorder
    view.addSubview(table)
    table.layoutIfNeeded()
    return table
}
