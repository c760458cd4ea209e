import Foundation

/// The sections and cells of a storyboard table whose content is static (`dataMode="static"`): made once with
/// the table, shown as they are. `UITableViewController`'s own data source and delegate members answer from it,
/// as iOS's do from the table's static data source, so a subclass that overrides one and calls `super` for the
/// rest (or returns fewer rows) still shows the document's cells.
@MainActor
final class TableStaticContent {
    /// One `<tableViewSection>`: its titles and its cells, each with the row height the document gives it.
    struct Section {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
        /// A cell's own `rowHeight`, where the document sets one; nil rows take the table's.
        var rowHeights: [CGFloat?]
    }

    let sections: [Section]
    /// Whether any cell has a height of its own: only then does the controller answer row heights itself.
    let hasRowHeights: Bool

    init(sections: [Section]) {
        self.sections = sections
        hasRowHeights = sections.contains { $0.rowHeights.contains { $0 != nil } }
    }

    /// The cell at `indexPath`; nil when the document has none there.
    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else {
            return nil
        }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// The height the document gives the row at `indexPath`; nil when it gives none.
    func rowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard cell(at: indexPath) != nil else { return nil }
        return sections[indexPath.section].rowHeights[indexPath.row]
    }
}
