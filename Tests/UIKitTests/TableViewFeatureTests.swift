import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A prefetching data source that notes what the table asks, as "prefetch 8 9" and "cancel 10".
@MainActor
final class PrefetchRecorder: UITableViewDataSourcePrefetching {
    var events: [String] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        events.append((["prefetch"] + indexPaths.map { String($0.row) }).joined(separator: " "))
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        events.append((["cancel"] + indexPaths.map { String($0.row) }).joined(separator: " "))
    }
}

/// A table delegate whose rows open a context menu ("Share") from row 1 on.
@MainActor
final class RowMenuDelegate: NSObject, UITableViewDelegate {
    var log: [String] = []

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("menu \(indexPath.row) at \(Int(point.x)),\(Int(point.y))")
        guard indexPath.row > 0 else { return nil }
        return UIContextMenuConfiguration(identifier: "row \(indexPath.row)" as NSString, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Share") { _ in self.log.append("share") }])
        }
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay \(configuration.identifier as? NSString ?? "")")
    }

    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating) {
        log.append("commit \(configuration.identifier as? NSString ?? "")")
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd")
    }
}

/// A table delegate whose section headers are views sized by Auto Layout: a 40-point box 10 points inside a
/// header-footer view's content view.
@MainActor
final class SelfSizingHeaderDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        header.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: header.contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        return header
    }
}

/// Table features beyond rows: prefetching (the screen of rows ahead in the direction of scrolling, told
/// once each, cancelled when the scroll turns away), context menus on rows, and section headers sized by
/// Auto Layout.
@MainActor @Suite struct TableViewFeatureTests {
    @Test func rowsAheadOfTheScrollArePrefetchedAndCancelledWhenItTurns() {
        let recorder = TableRecorder(rows: 100)
        let prefetcher = PrefetchRecorder()
        withTable(recorder, configure: {
            $0.rowHeight = 50
            $0.estimatedRowHeight = 50
            $0.prefetchDataSource = prefetcher
        }) { table, _ in
            // Rows 0–7 fill the 400 points shown; the next 400 hold rows 8–15.
            #expect(prefetcher.events == ["prefetch 8 9 10 11 12 13 14 15"])
            table.contentOffset.y = 100
            FramePass.runOnce()
            // Shown 2–9 (8 and 9 arrive without a cancel), ahead 10–17.
            #expect(prefetcher.events.last == "prefetch 16 17")
            table.contentOffset.y = 50
            FramePass.runOnce()
            // Scrolling up: ahead is above, where only row 0 is not shown.
            #expect(prefetcher.events.suffix(2) == ["cancel 10 11 12 13 14 15 16 17", "prefetch 0"])
            table.isPrefetchingEnabled = false
            table.contentOffset.y = 600
            FramePass.runOnce()
            #expect(prefetcher.events.count == 4)
        }
    }
}

extension TableViewFeatureTests {
    @Test func aLongPressOnARowOpensItsMenuLiftingTheRowAndTheRowPreviewCommits() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 10)
            let delegate = RowMenuDelegate()
            let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = recorder
            table.delegate = delegate
            root.view.addSubview(table)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                clock.renderFrames(2)
                delegate.log = []
                // Row 2 spans 88 to 132 in the table, 188 to 232 in the window.
                try generator.fingerLongPress(at: CGPoint(x: 195, y: 210), duration: 0.6)
                clock.renderFrames(20)
                let shown = try #require(shownMenu)
                #expect(delegate.log == ["menu 2 at 195,110", "willDisplay row 2"])
                // The row is lifted, so the menu opens 8 points below it.
                #expect(shown.frame.minY == 240 && shown.rowTitles == ["Share"])
                try generator.fingerTap(at: CGPoint(x: 195, y: 210))
                clock.renderFrames(20)
                #expect(delegate.log == ["menu 2 at 195,110", "willDisplay row 2", "commit row 2", "willEnd"])
                #expect(shownMenu == nil)

                try generator.fingerLongPress(at: CGPoint(x: 195, y: 122), duration: 0.6)
                clock.renderFrames(20)
                #expect(delegate.log.last == "menu 0 at 195,22")
                #expect(shownMenu == nil)
            }
            #expect(recorder.events("didSelect").isEmpty)
        }
    }

    @Test func headerViewsOfAutomaticHeightAreSizedByAutoLayoutWhenShown() {
        let recorder = TableRecorder((0..<3).map { section in (0..<5).map { "\(section)-\($0)" } })
        let delegate = SelfSizingHeaderDelegate()
        withTable(recorder, configure: {
            $0.rowHeight = 44
            $0.estimatedSectionHeaderHeight = 30
        }) { table, _ in
            table.delegate = delegate
            FramePass.runOnce()
            // Sections 0 and 1 are in view: 60-point headers over five 44-point rows (280 each); section 2
            // keeps its 30-point estimate until it shows.
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 400, height: 60))
            #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 280, width: 400, height: 60))
            #expect(abs(table.contentSize.height - (280 + 280 + 30 + 220)) < 1e-9)
            table.contentOffset.y = 400
            FramePass.runOnce()
            #expect(table.rect(forSection: 2) == CGRect(x: 0, y: 560, width: 400, height: 280))
            #expect(table.contentSize.height == 840)
        }
    }
}
