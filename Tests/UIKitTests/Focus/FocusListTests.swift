import Testing
@testable import UIKit
import UIKitTesting

/// Keyboard focus in lists: collection view cells in the layout's geometry, rows and items not shown yet scrolled
/// into view, items the delegate refuses skipped, the last focused item remembered, and a touch ending focus.
@MainActor @Suite struct FocusListTests {
    /// Items 0..<count of one section, the delegate refusing focus to `refused` and preferring `preferred`.
    private final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let count: Int
        var refused: Set<Int> = []
        var preferred: Int?
        var log: [String] = []

        init(count: Int) { self.count = count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            !refused.contains(indexPath.item)
        }
        func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
            preferred.map { IndexPath(item: $0, section: 0) }
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("select \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("deselect \(indexPath.item)")
        }
    }

    /// A collection view of `frame` over `items`: 100 × 50 cells, 10 points apart, three to a 320-point row, so item
    /// n is in row n / 3 (60 points a row) and column n % 3.
    private func grid(_ frame: CGRect, _ items: Items) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.delegate = items
        return collection
    }

    /// The item of the focused cell of `collection`.
    private func focusedItem(_ system: UIFocusSystem, in collection: UICollectionView) -> Int? {
        (system.focusedItem as? UICollectionViewCell).flatMap { collection.indexPath(for: $0)?.item }
    }

    @Test func arrowsFollowTheGridReachingItemsNotShownAndSkippingRefusedOnes() throws {
        try withFocusWindow(size: CGSize(width: 320, height: 200)) { window, generator, system in
            let items = Items(count: 30)
            items.refused = [7]
            let collection = grid(window.bounds, items)
            window.addSubview(collection)
            FramePass.runOnce()

            generator.keyPress(.keyboardTab)
            #expect(focusedItem(system, in: collection) == 0)
            generator.keyPress(.keyboardRightArrow)
            generator.keyPress(.keyboardDownArrow)
            #expect(focusedItem(system, in: collection) == 4)
            // Below 4 (row 1, column 1) is 7, refused: 10, two rows down in the same column (120 points), is
            // nearer than 6 or 8 beside 7 (60 down, 110 across counting double).
            generator.keyPress(.keyboardDownArrow)
            #expect(focusedItem(system, in: collection) == 10)
            // 22 is in row 7, 420 points down: no cell showed it when the arrows began.
            #expect(collection.cellForItem(at: IndexPath(item: 22, section: 0)) == nil)
            for _ in 0..<4 { generator.keyPress(.keyboardDownArrow) }
            #expect(focusedItem(system, in: collection) == 22)
            let cell = try #require(system.focusedItem as? UICollectionViewCell)
            #expect(collection.bounds.contains(cell.frame), "scrolled wholly into view")
            #expect(abs(collection.contentOffset.y - (470 - 200)) < 1e-9, "as little as shows it: row 7 ends at 470")
            // The last row: nothing lies below 28.
            generator.keyPress(.keyboardDownArrow)
            generator.keyPress(.keyboardDownArrow)
            #expect(focusedItem(system, in: collection) == 28)
            generator.keyPress(.keyboardDownArrow)
            #expect(focusedItem(system, in: collection) == 28)

            #expect(items.log.isEmpty, "focus alone selects nothing")
            generator.keyPress(.keyboardSpacebar)
            #expect(items.log == ["select 28"])
            collection.selectionFollowsFocus = true
            generator.keyPress(.keyboardLeftArrow)
            #expect(focusedItem(system, in: collection) == 27)
            #expect(items.log == ["select 28", "deselect 28", "select 27"])
            #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 27, section: 0)])
        }
    }

    @Test func focusReturnsToTheRememberedItemElseTheDelegatesPreferredOne() throws {
        try withFocusWindow(size: CGSize(width: 320, height: 260)) { window, generator, system in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
            window.addSubview(button)
            let items = Items(count: 30)
            let collection = grid(CGRect(x: 0, y: 40, width: 320, height: 200), items)
            collection.remembersLastFocusedIndexPath = true
            window.addSubview(collection)
            FramePass.runOnce()

            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === button)
            generator.keyPress(.keyboardTab)
            for _ in 0..<7 { generator.keyPress(.keyboardDownArrow) }
            #expect(focusedItem(system, in: collection) == 21)
            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === button)
            collection.contentOffset = .zero
            collection.layoutIfNeeded()
            #expect(collection.cellForItem(at: IndexPath(item: 21, section: 0)) == nil)
            generator.keyPress(.keyboardTab)
            #expect(focusedItem(system, in: collection) == 21, "the remembered item, scrolled back into view")

            collection.remembersLastFocusedIndexPath = false
            items.preferred = 5
            generator.keyPress(.keyboardTab)
            generator.keyPress(.keyboardTab)
            #expect(focusedItem(system, in: collection) == 5)
        }
    }

    /// Thirty rows of 44 points, the delegate refusing focus to row 10.
    private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row != 10 }
    }

    @Test func arrowsReachRowsNotShownAndSkipRefusedOnes() throws {
        try withFocusWindow(size: CGSize(width: 300, height: 200)) { window, generator, system in
            let rows = Rows()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            table.delegate = rows
            window.addSubview(table)
            FramePass.runOnce()
            @MainActor func focusedRow() -> Int? { (system.focusedItem as? UITableViewCell).flatMap { table.indexPath(for: $0)?.row } }

            generator.keyPress(.keyboardTab)
            #expect(table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil, "row 9 starts 396 points down")
            for _ in 0..<9 { generator.keyPress(.keyboardDownArrow) }
            #expect(focusedRow() == 9)
            generator.keyPress(.keyboardDownArrow)
            #expect(focusedRow() == 11, "row 10 refuses focus")
            generator.keyPress(.keyboardUpArrow)
            #expect(focusedRow() == 9)
            generator.keyPress(.keyboardRightArrow)
            #expect(focusedRow() == 9, "rows lie only up and down")
        }
    }

    @Test func aTouchEndsKeyboardFocusAndItsHalo() throws {
        try withFocusWindow { window, generator, system in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
            window.addSubview(button)
            @MainActor func haloShown() -> Bool { window.subviews.contains { $0 is FocusHaloView } }
            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === button)
            #expect(haloShown())
            try generator.fingerTap(at: CGPoint(x: 200, y: 150))
            #expect(system.focusedItem == nil)
            #expect(!haloShown())
            generator.keyPress(.keyboardDownArrow)
            #expect(system.focusedItem == nil, "the arrows start nothing")
            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === button, "Tab starts focus again")
        }
    }
}
