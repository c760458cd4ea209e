import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The index along a list's trailing edge: a touch or a drag on its titles scrolls to their sections, in
/// tables (`sectionIndexTitles(for:)`) and collection views (`indexTitles(for:)`), and the list's own
/// scrolling gives way to the drag.
@MainActor @Suite struct ListIndexTitlesTests {
    /// Three sections of 30 numbered items with index titles "A", "B", "C".
    final class IndexedNumbers: NSObject, UICollectionViewDataSource {
        var asked: [String] = []

        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        }

        func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B", "C"] }

        func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
            asked.append(title)
            return IndexPath(item: index == 2 ? 3 : 0, section: index)
        }
    }

    // Three 14-point titles centred in 400 points: "A" spans 179 to 193, "B" 193 to 207, "C" 207 to 221, in
    // the trailing 16 points (384 to 400).

    @Test func aTouchAndADragOnACollectionViewsIndexScrollToTheirItems() throws {
        try withScrollWindow { window, generator, clock in
            let source = IndexedNumbers()
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 50)
                return layout
            }())
            collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            collectionView.dataSource = source
            window.addSubview(collectionView)
            FramePass.runOnce()
            let index = try #require(collectionView.indexTitlesView)
            #expect(index.frame == CGRect(x: 384, y: 0, width: 16, height: 400))

            // Three 100-point items a row, rows 60 apart: a section of 30 is 590 points, so section 1 starts at 590.
            try generator.fingerTap(at: CGPoint(x: 392, y: 200))
            clock.renderFrames(2)
            #expect(source.asked == ["B"])
            #expect(collectionView.contentOffset.y == 590)
            #expect(index.frame.minY == 590)

            // Item 3 of section 2 is on its second row: 1180 + 60.
            try generator.fingerDown(at: CGPoint(x: 392, y: 186))
            try generator.fingerMove(to: CGPoint(x: 392, y: 214), duration: 0.2)
            try generator.fingerUp()
            clock.renderFrames(30)
            #expect(source.asked.last == "C")
            #expect(collectionView.contentOffset.y == 1240)
        }
    }

    @Test func aDragAlongATablesSectionIndexScrollsThroughItsSections() throws {
        let recorder = TableRecorder((0..<3).map { section in (0..<10).map { "\(section)-\($0)" } })
        recorder.indexTitles = ["A", "B", "C"]
        try withScrollWindow { window, generator, clock in
            let table = UITableView(frame: window.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = recorder
            table.delegate = recorder
            window.addSubview(table)
            FramePass.runOnce()
            // Sections of ten 44-point rows: section 2 starts at 880, within the 920 the table can scroll.
            try generator.fingerDown(at: CGPoint(x: 392, y: 186))
            try generator.fingerMove(to: CGPoint(x: 392, y: 214), duration: 0.2)
            try generator.fingerUp()
            clock.renderFrames(30)
            #expect(table.contentOffset.y == 880)
            #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 2))
        }
    }
}
