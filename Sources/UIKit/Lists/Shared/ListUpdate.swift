import Foundation

/// One batch of changes to a table or collection view, in the index conventions of `performBatchUpdates`:
/// deletions, reloads and move sources name the old index paths, insertions and move targets the new ones,
/// whatever the order of the calls (Table View Programming Guide, "Batch Insertion, Deletion, and Reloading
/// of Rows and Sections"). Index paths are `[section, item]`. Views record one from their `insert…`,
/// `delete…`, `move…` and `reload…` calls (nested update blocks record into one); diffable data sources make
/// one from two snapshots (`ListUpdate+Difference.swift`).
package struct ListUpdate: Equatable, Sendable {
    /// An item or section going from its old index to its new one.
    package struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
        /// Where it was, in the old list.
        package var from: Index
        /// Where it goes, in the new list.
        package var to: Index

        /// A move from `from` to `to`.
        package init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// The words of Apple's messages: "row" in "table view", or "item" in "collection view".
    struct Names: Sendable {
        let element: String
        let container: String

        static let table = Names(element: "row", container: "table view")
        static let collection = Names(element: "item", container: "collection view")
    }

    /// A refused update, with Apple's message.
    struct Failure: Error, Equatable {
        let message: String
    }

    /// Old sections that go, with their items.
    package var deletedSections = IndexSet()
    /// New sections that come, with their items.
    package var insertedSections = IndexSet()
    /// Old sections whose items are all replaced in place.
    package var reloadedSections = IndexSet()
    /// Sections that keep their items but change places.
    package var movedSections: [Move<Int>] = []
    /// Old items that go.
    package var deletedItems = Set<IndexPath>()
    /// New items that come.
    package var insertedItems = Set<IndexPath>()
    /// Old items whose cells are replaced.
    package var reloadedItems = Set<IndexPath>()
    /// Items that change places, within or across sections.
    package var movedItems: [Move<IndexPath>] = []
    /// New items whose shown cells are configured again once the batch is shown: what a snapshot's
    /// `reconfigureItems` asks. Views record none; a diffable data source hands them to
    /// `reconfigureItems(at:)` after the batch.
    package var reconfiguredItems = Set<IndexPath>()

    /// No change at all.
    package init() {}

    /// Whether the update changes nothing.
    package var isEmpty: Bool { self == ListUpdate() }

    /// Checks the update against the section and item counts before it (`old`) and after it (`new`, from the
    /// data source), and maps old positions to new ones; a mismatch is refused with Apple's message.
    func resolve(old: [Int], new: [Int], names: Names) -> Result<ListUpdateMapping, Failure> {
        do {
            try checkRanges(old: old, new: new, names: names)
            let mapping = ListUpdateMapping(update: self)
            try checkCounts(old: old, new: new, mapping: mapping, names: names)
            return .success(mapping)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)"))
        }
    }

    private func checkRanges(old: [Int], new: [Int], names: Names) throws {
        let e = names.element
        func section(_ verb: String, _ s: Int, in counts: [Int], _ when: String) throws {
            guard s >= 0, s < counts.count else {
                throw Failure(message: "attempt to \(verb) section \(s), but there are only \(counts.count) sections \(when) the update")
            }
        }
        for s in deletedSections { try section("delete", s, in: old, "before") }
        for s in reloadedSections { try section("reload", s, in: old, "before") }
        for s in insertedSections { try section("insert", s, in: new, "after") }
        for move in movedSections {
            try section("move", move.from, in: old, "before")
            try section("move", move.to, in: new, "after")
        }
        for s in deletedSections.intersection(reloadedSections) {
            throw Failure(message: "attempt to delete and reload the same section (\(s))")
        }
        func item(_ verb: String, _ path: IndexPath, in counts: [Int], _ when: String) throws {
            guard path.count == 2 else {
                throw Failure(message: "Invalid index path for use with UI\(names.container == "table view" ? "TableView" : "CollectionView"). Index paths passed to table view must contain exactly two indices specifying the section and \(e). (\(Self.describe(path)))")
            }
            guard path.section >= 0, path.section < counts.count, path.item >= 0, path.item < counts[path.section] else {
                let rows = path.section >= 0 && path.section < counts.count ? counts[path.section] : 0
                let preposition = verb == "insert" ? "into" : "from"
                throw Failure(message: "attempt to \(verb) \(e) \(path.item) \(preposition) section \(path.section) which only contains \(rows) \(e)s \(when) the update")
            }
        }
        for path in deletedItems { try item("delete", path, in: old, "before") }
        for path in reloadedItems { try item("reload", path, in: old, "before") }
        for path in insertedItems { try item("insert", path, in: new, "after") }
        for move in movedItems {
            try item("move", move.from, in: old, "before")
            try item("move", move.to, in: new, "after")
        }
        if let path = deletedItems.intersection(reloadedItems).min() {
            throw Failure(message: "attempt to delete and reload the same index path (\(Self.describe(path)))")
        }
        var sources = Set<IndexPath>(), targets = Set<IndexPath>()
        for move in movedItems {
            if deletedItems.contains(move.from) || reloadedItems.contains(move.from) || !sources.insert(move.from).inserted {
                throw Failure(message: "attempt to move index path (\(Self.describe(move.from))) that is already being deleted, reloaded or moved")
            }
            if insertedItems.contains(move.to) || !targets.insert(move.to).inserted {
                throw Failure(message: "attempt to move index path (\(Self.describe(move.from))) to index path (\(Self.describe(move.to))) that is already the target of an insertion or another move")
            }
            if deletedSections.contains(move.from.section) || reloadedSections.contains(move.from.section)
                || insertedSections.contains(move.to.section) {
                throw Failure(message: "attempt to move index path (\(Self.describe(move.from))) to index path (\(Self.describe(move.to))) out of a deleted or reloaded section, or into an inserted one")
            }
        }
        var sectionSources = Set<Int>(), sectionTargets = Set<Int>()
        for move in movedSections where deletedSections.contains(move.from) || reloadedSections.contains(move.from)
            || insertedSections.contains(move.to) || !sectionSources.insert(move.from).inserted
            || !sectionTargets.insert(move.to).inserted {
            throw Failure(message: "attempt to move section \(move.from) to section \(move.to), which is also deleted, reloaded, inserted or moved")
        }
    }

    private func checkCounts(old: [Int], new: [Int], mapping: ListUpdateMapping, names: Names) throws {
        let e = names.element
        guard new.count == old.count - deletedSections.count + insertedSections.count else {
            throw Failure(message: """
                Invalid update: invalid number of sections. The number of sections contained in the \(names.container) \
                after the update (\(new.count)) must be equal to the number of sections contained in the \
                \(names.container) before the update (\(old.count)), plus or minus the number of sections inserted or \
                deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).
                """)
        }
        for newSection in new.indices {
            guard let oldSection = mapping.oldSection(forNew: newSection), !reloadedSections.contains(oldSection) else { continue }
            let inserted = insertedItems.count { $0.section == newSection }
            let deleted = deletedItems.count { $0.section == oldSection }
            let movedIn = movedItems.count { $0.to.section == newSection && $0.from.section != oldSection }
            let movedOut = movedItems.count { $0.from.section == oldSection && $0.to.section != newSection }
            guard new[newSection] == old[oldSection] - deleted - movedOut + inserted + movedIn else {
                throw Failure(message: """
                    Invalid update: invalid number of \(e)s in section \(newSection). The number of \(e)s contained in an \
                    existing section after the update (\(new[newSection])) must be equal to the number of \(e)s contained \
                    in that section before the update (\(old[oldSection])), plus or minus the number of \(e)s inserted or \
                    deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \
                    \(e)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).
                    """)
            }
        }
    }

    /// An index path as Apple's messages print one: "0 - 3".
    static func describe(_ path: IndexPath) -> String {
        "{length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))}"
    }
}
