import Testing
@testable import UIKit

/// `NSDiffableDataSourceSnapshot` and `NSDiffableDataSourceSectionSnapshot`: contents by identifier, the
/// mutations, and refusals in Apple's wording that leave the snapshot as it was.
@MainActor @Suite struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// Sections A [1, 2, 3], B [], C [4, 5].
    private func abc() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B", "C"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    /// Each section with its items, as `A[1,2] B[]`, to compare whole snapshots at a glance.
    private func outline(_ snapshot: Snapshot) -> String {
        snapshot.sectionIdentifiers.map { section in
            section + "[" + snapshot.itemIdentifiers(inSection: section).map(String.init).joined(separator: ",") + "]"
        }.joined(separator: " ")
    }

    @Test func queriesFindItemsAndSectionsByIdentifier() {
        let snapshot = abc()
        #expect(outline(snapshot) == "A[1,2,3] B[] C[4,5]")
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 3)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "C") == 2 && snapshot.numberOfItems(inSection: "B") == 0)
        // The index is among all items, not within the section.
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("C") == 2 && snapshot.indexOfSection("Z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "A")
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "C")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    }

    @Test func itemsAreInsertedMovedAndDeletedAcrossSections() {
        var snapshot = abc()
        snapshot.insertItems([10, 11], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 5)
        #expect(outline(snapshot) == "A[10,11,1,2,3] B[] C[4,5,12]")
        snapshot.moveItem(1, afterItem: 12)
        snapshot.moveItem(12, beforeItem: 10)
        #expect(outline(snapshot) == "A[12,10,11,2,3] B[] C[4,5,1]")
        snapshot.appendItems([20], toSection: "B")
        snapshot.deleteItems([10, 3, 99, 4])
        #expect(outline(snapshot) == "A[12,11,2] B[20] C[5,1]")
        #expect(snapshot.indexOfItem(20) == 3 && snapshot.sectionIdentifier(containingItem: 1) == "C")
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func sectionsAreInsertedMovedAndDeletedWithTheirItems() {
        var snapshot = abc()
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.insertSections(["Y", "X"], afterSection: "B")
        snapshot.appendItems([7], toSection: "X")
        #expect(outline(snapshot) == "Z[] A[1,2,3] B[] Y[] X[7] C[4,5]")
        snapshot.moveSection("A", afterSection: "C")
        snapshot.moveSection("C", beforeSection: "Z")
        #expect(outline(snapshot) == "C[4,5] Z[] B[] Y[] X[7] A[1,2,3]")
        #expect(snapshot.indexOfItem(1) == 3 && snapshot.sectionIdentifier(containingItem: 7) == "X")
        snapshot.deleteSections(["X", "C", "Q"])
        #expect(outline(snapshot) == "Z[] B[] Y[] A[1,2,3]")
        #expect(snapshot.indexOfItem(7) == nil && snapshot.indexOfItem(1) == 0)
    }

    @Test func repeatedItemIdentifiersAreRefusedWithApplesMessage() {
        var snapshot = abc()
        let messages = uikitLogMessages { snapshot.appendItems([8, 9, 8, 9, 9], toSection: "B") }
        #expect(messages == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    8,\n    9\n)}"])
        #expect(outline(snapshot) == "A[1,2,3] B[] C[4,5]")
        let inserting = uikitLogMessages { snapshot.insertItems([6, 6], afterItem: 1) }
        #expect(inserting.count == 1 && inserting[0].hasPrefix("Fatal: supplied item identifiers are not unique."))
        #expect(outline(snapshot) == "A[1,2,3] B[] C[4,5]")
    }

    @Test func itemsAlreadyInTheSnapshotAreMovedIntoPlaceWithAWarning() {
        var snapshot = abc()
        let messages = uikitLogMessages { snapshot.appendItems([2, 6], toSection: "B") }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Diffable data source detected an attempt to insert or append 1 item identifier "
                                          + "that already exists in the snapshot.") == true)
        #expect(outline(snapshot) == "A[1,3] B[2,6] C[4,5]")
    }

    @Test func repeatedOrExistingSectionsAreRefused() {
        var snapshot = abc()
        let repeated = uikitLogMessages { snapshot.appendSections(["D", "D"]) }
        #expect(repeated == ["Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \"D\"\n)}"])
        let existing = uikitLogMessages { snapshot.insertSections(["D", "B"], beforeSection: "A") }
        #expect(existing == ["Diffable data source detected an attempt to insert or append 1 section identifier that "
                             + "already exists in the snapshot. Identifiers in a snapshot must be unique. Section "
                             + "identifier that already exists: \"B\""])
        #expect(outline(snapshot) == "A[1,2,3] B[] C[4,5]")
    }

    @Test func changesNamingWhatIsNotThereAreRefused() {
        var empty = Snapshot()
        #expect(uikitLogMessages { empty.appendItems([1]) }
                == ["There are currently no sections in the data source. Please add a section first."])
        #expect(empty.numberOfItems == 0)

        var snapshot = abc()
        let messages = uikitLogMessages {
            snapshot.appendItems([6], toSection: "Q")
            snapshot.insertItems([6], beforeItem: 99)
            snapshot.moveItem(99, afterItem: 1)
            snapshot.moveItem(1, afterItem: 99)
            snapshot.insertSections(["D"], afterSection: "Q")
            snapshot.moveSection("Q", beforeSection: "A")
            snapshot.reloadItems([1, 99])
            snapshot.reconfigureItems([98])
            snapshot.reloadSections(["Q"])
        }
        #expect(messages.count == 9)
        #expect(messages.contains("Attempted to reload item identifier that does not exist in the snapshot: 99"))
        #expect(messages.contains("Attempted to reconfigure item identifier that does not exist in the snapshot: 98"))
        #expect(messages.contains("Invalid section identifier for reload specified: \"Q\""))
        #expect(outline(snapshot) == "A[1,2,3] B[] C[4,5]")
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func reloadAndReconfigureMarksFollowTheItems() {
        var snapshot = abc()
        snapshot.reloadItems([2, 4])
        snapshot.reconfigureItems([5, 1])
        snapshot.reloadSections(["B"])
        snapshot.moveItem(2, afterItem: 5)
        snapshot.deleteItems([4, 1])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        let clean = snapshot.withoutMarks
        #expect(clean.reloadedItemIdentifiers.isEmpty && clean.reconfiguredItemIdentifiers.isEmpty)
        #expect(clean.reloadedSectionIdentifiers.isEmpty && clean.itemIdentifiers == snapshot.itemIdentifiers)
    }

    @Test func aSnapshotIsAValue() {
        let original = abc()
        var copy = original
        copy.deleteSections(["A"])
        copy.appendItems([9])
        #expect(outline(original) == "A[1,2,3] B[] C[4,5]")
        #expect(outline(copy) == "B[] C[4,5,9]")
    }

    // MARK: Section snapshots

    /// Fruit [apple, pear [conference, williams]], veg [leek], with pear's variety williams expanded.
    private func outlineSnapshot() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["fruit", "veg"])
        snapshot.append(["apple", "pear"], to: "fruit")
        snapshot.append(["conference", "williams"], to: "pear")
        snapshot.append(["leek"], to: "veg")
        return snapshot
    }

    @Test func anOutlineShowsOnlyTheChildrenOfExpandedParents() {
        var snapshot = outlineSnapshot()
        #expect(snapshot.items == ["fruit", "apple", "pear", "conference", "williams", "veg", "leek"])
        #expect(snapshot.rootItems == ["fruit", "veg"])
        #expect(snapshot.visibleItems == ["fruit", "veg"])
        snapshot.expand(["pear"])
        #expect(snapshot.visibleItems == ["fruit", "veg"] && !snapshot.isVisible("conference"))
        snapshot.expand(["fruit", "missing"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "pear", "conference", "williams", "veg"])
        #expect(snapshot.isExpanded("fruit") && !snapshot.isExpanded("veg") && snapshot.isVisible("williams"))
        snapshot.collapse(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "veg"] && snapshot.isExpanded("pear"))
        #expect(snapshot.level(of: "williams") == 2 && snapshot.level(of: "veg") == 0 && snapshot.level(of: "x") == -1)
        #expect(snapshot.parent(of: "williams") == "pear" && snapshot.parent(of: "fruit") == nil)
        #expect(snapshot.index(of: "veg") == 5 && snapshot.index(of: "x") == nil && snapshot.contains("leek"))
    }

    @Test func anOutlineIsEditedAndSplitBySubtree() {
        var snapshot = outlineSnapshot()
        snapshot.expand(["pear"])
        snapshot.insert(["banana"], after: "apple")
        snapshot.insert(["bean"], before: "veg")
        #expect(snapshot.rootItems == ["fruit", "bean", "veg"])
        #expect(snapshot.items == ["fruit", "apple", "banana", "pear", "conference", "williams", "bean", "veg", "leek"])

        let pear = snapshot.snapshot(of: "pear", includingParent: true)
        #expect(pear.items == ["pear", "conference", "williams"] && pear.isExpanded("pear"))
        #expect(snapshot.snapshot(of: "pear").rootItems == ["conference", "williams"])

        snapshot.delete(["pear", "leek"])
        #expect(snapshot.items == ["fruit", "apple", "banana", "bean", "veg"] && !snapshot.contains("williams"))
        snapshot.append(pear, to: "veg")
        #expect(snapshot.items == ["fruit", "apple", "banana", "bean", "veg", "pear", "conference", "williams"])
        #expect(snapshot.level(of: "williams") == 2 && snapshot.isExpanded("pear"))

        var beans = NSDiffableDataSourceSectionSnapshot<String>()
        beans.append(["broad", "runner"])
        snapshot.replace(childrenOf: "veg", using: beans)
        #expect(snapshot.items == ["fruit", "apple", "banana", "bean", "veg", "broad", "runner"])
        #expect(snapshot.visualDescription().contains("        * conference") == false)
        #expect(snapshot.visualDescription().hasSuffix("- veg\n    * broad\n    * runner"))
    }

    @Test func anOutlineRefusesRepeatedItemsAndUnknownParents() {
        var snapshot = outlineSnapshot()
        let messages = uikitLogMessages {
            snapshot.append(["kiwi", "kiwi"], to: "fruit")
            snapshot.append(["apple"])
            snapshot.append(["kiwi"], to: "nothing")
            snapshot.insert(["kiwi"], before: "nothing")
        }
        #expect(messages.count == 4)
        #expect(messages.first == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    \"kiwi\"\n)}")
        #expect(snapshot.items == outlineSnapshot().items)
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty)
    }
}
