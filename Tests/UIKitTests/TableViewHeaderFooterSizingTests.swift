import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A delegate whose section headers and footers are header-footer views sized by Auto Layout (a box 10 points
/// from the top and bottom: 60-point headers, 30-point footers), with per-section estimates.
@MainActor
final class EstimatedHeaderFooterDelegate: NSObject, UITableViewDelegate {
    var estimatedSections: [String] = []

    private func view(boxHeight: CGFloat) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: view.contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: view.contentView.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: boxHeight),
        ])
        return view
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { view(boxHeight: 40) }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { view(boxHeight: 10) }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        estimatedSections.append("header \(section)")
        return 100 + CGFloat(section)
    }
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        estimatedSections.append("footer \(section)")
        return 50
    }
}

/// Section headers and footers of `automaticDimension` height: estimated (per section by the delegate, or by
/// the table's estimated heights) until shown, then measured, the content size and offset corrected as for
/// estimated rows.
@MainActor @Suite struct TableViewHeaderFooterSizingTests {
    /// Ten sections of five 44-point rows (220 points each).
    private func withEstimatedTable(_ body: (UITableView, EstimatedHeaderFooterDelegate) throws -> Void) rethrows {
        let recorder = TableRecorder((0..<10).map { section in (0..<5).map { "\(section)-\($0)" } })
        let delegate = EstimatedHeaderFooterDelegate()
        try withTable(recorder, configure: { $0.rowHeight = 44 }) { table, _ in
            table.delegate = delegate
            FramePass.runOnce()
            try body(table, delegate)
        }
    }

    @Test func theDelegatesEstimatesHoldUntilTheViewsAreShownAndMeasured() {
        withEstimatedTable { table, delegate in
            // Each section's estimates are asked once when the table reads its data.
            #expect(delegate.estimatedSections.filter { $0.hasPrefix("header") }.count == 10)
            #expect(Set(delegate.estimatedSections).count == delegate.estimatedSections.count)
            // Section 0 is in view whole: a 60-point header, the rows and a 30-point footer (310); then section 1's header.
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 400, height: 60))
            #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 280, width: 400, height: 30))
            #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 310, width: 400, height: 60))
            // Section 1's footer, out of view, and section 9 keep their estimates.
            #expect(table.rectForFooter(inSection: 1).height == 50)
            #expect(table.rectForHeader(inSection: 9).height == 109 && table.rectForFooter(inSection: 9).height == 50)
            // 310 + (60 + 220 + 50), then eight estimated sections of (100 + s) + 220 + 50.
            let estimated: CGFloat = (2...9).reduce(0) { $0 + 370 + CGFloat($1) }
            #expect(table.contentSize.height == 640 + estimated)
        }
    }

    @Test func measuringHeadersAndFootersAboveTheRowsShownKeepsTheRowsInPlace() throws {
        try withEstimatedTable { table, _ in
            table.contentOffset.y = table.rectForRow(at: IndexPath(row: 0, section: 6)).minY
            FramePass.runOnce()
            let anchor = try #require(table.indexPathsForVisibleRows?.first)
            let onScreen = table.rectForRow(at: anchor).minY - table.contentOffset.y
            let estimatedHeight = table.contentSize.height
            // Scrolling up 150 points brings section 5's footer (50 estimated, 30 measured) into view.
            table.contentOffset.y -= 150
            FramePass.runOnce()
            #expect(table.rectForFooter(inSection: 5).height == 30)
            #expect(table.contentSize.height < estimatedHeight)
            #expect(table.rectForRow(at: anchor).minY - table.contentOffset.y == onScreen + 150)
        }
    }

    @Test func titlesTakeTheirHeightOnceShownAndBadEstimatesAreRefused() {
        let recorder = TableRecorder((0..<6).map { section in (0..<3).map { "\(section)-\($0)" } })
        recorder.headerTitles = (0..<6).map { "Section \($0)" }
        withTable(recorder, configure: {
            $0.rowHeight = 44
            $0.estimatedSectionHeaderHeight = 50
        }) { table, _ in
            // Sections 0–2 came into view (28 + 132 each); 3–5 keep the 50-point estimate.
            #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 320, width: 400, height: 28))
            #expect(table.rectForHeader(inSection: 5).height == 50)
            #expect(abs(table.contentSize.height - (3 * 160 + 3 * 182)) < 1e-9)
            table.estimatedSectionHeaderHeight = -5
            table.estimatedSectionFooterHeight = .nan
            #expect(table.estimatedSectionHeaderHeight == 50 && table.estimatedSectionFooterHeight == UITableView.automaticDimension)
        }
    }
}
