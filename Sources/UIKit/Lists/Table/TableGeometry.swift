import CoreGraphics
import Foundation

/// How a table's rows get their heights, decided when it reads its data source.
enum TableRowSizing {
    /// Every row has the base height (a fixed `rowHeight`, no `heightForRowAt`): nothing to ask.
    case fixed
    /// Every row's height was asked up front (estimates off): nothing to ask when shown.
    case known
    /// Rows are estimated, and asked (`heightForRowAt`) or measured (`automaticDimension`) when shown.
    case whenShown
}

/// One section's heights: its header, rows and footer.
struct TableSectionGeometry {
    var header: CGFloat
    var footer: CGFloat
    var rows: RowHeights
    var total: CGFloat { header + rows.total + footer }
}

/// The vertical geometry of a whole table: the table header, then each section's header, rows and footer,
/// then the table footer. Section tops are prefix sums, so finding what lies at an offset costs O(log n) in
/// sections and rows.
struct TableGeometry {
    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    private(set) var sections: [TableSectionGeometry]
    private var sectionTotals: FenwickTree

    init(sections: [TableSectionGeometry]) {
        self.sections = sections
        sectionTotals = FenwickTree(count: sections.count) { sections[$0].total }
    }

    /// The rows in each section.
    var counts: [Int] { sections.map(\.rows.count) }

    /// The height of everything.
    var height: CGFloat { tableHeader + sectionTotals.sum(ofFirst: sections.count) + tableFooter }

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
    }

    /// The top of `section`.
    func top(ofSection section: Int) -> CGFloat { tableHeader + sectionTotals.sum(ofFirst: section) }

    /// The vertical span of `section`, header and footer included.
    func span(ofSection section: Int) -> (y: CGFloat, height: CGFloat) {
        (top(ofSection: section), sections[section].total)
    }

    /// The vertical span of the row at `indexPath`.
    func span(ofRow indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let section = sections[indexPath.section]
        return (top(ofSection: indexPath.section) + section.header + section.rows.offset(of: indexPath.row),
                section.rows.height(at: indexPath.row))
    }

    /// The vertical span of `section`'s header.
    func span(ofHeader section: Int) -> (y: CGFloat, height: CGFloat) {
        (top(ofSection: section), sections[section].header)
    }

    /// The vertical span of `section`'s footer.
    func span(ofFooter section: Int) -> (y: CGFloat, height: CGFloat) {
        let geometry = sections[section]
        return (top(ofSection: section) + geometry.header + geometry.rows.total, geometry.footer)
    }

    /// The section holding offset `y`, clamped to the sections there are; nil when there are none.
    func section(at y: CGFloat) -> Int? {
        sections.isEmpty ? nil : sectionTotals.index(containing: y - tableHeader)
    }

    /// The sections meeting `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> ClosedRange<Int>? {
        guard let first = section(at: minY), let last = section(at: maxY) else { return nil }
        return first...max(first, last)
    }

    /// The rows meeting `minY..<maxY`, in order: found by search, then walked, so the cost is the rows returned.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, let range = sections(from: minY, to: maxY) else { return [] }
        var result: [IndexPath] = []
        for s in range {
            let section = sections[s]
            let rowsTop = top(ofSection: s) + section.header
            guard section.rows.count > 0, rowsTop < maxY, rowsTop + section.rows.total > minY,
                  var row = section.rows.row(at: minY - rowsTop) else { continue }
            var y = rowsTop + section.rows.offset(of: row)
            while row < section.rows.count, y < maxY {
                let height = section.rows.height(at: row)
                if y + height > minY || (height == 0 && y >= minY) { result.append(IndexPath(row: row, section: s)) }
                y += height
                row += 1
            }
        }
        return result
    }

    /// Sets the height of the row at `indexPath`; returns the change.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, ofRow indexPath: IndexPath) -> CGFloat {
        let delta = sections[indexPath.section].rows.setHeight(height, at: indexPath.row)
        if delta != 0 { sectionTotals.add(delta, at: indexPath.section) }
        return delta
    }

    /// Sets the header and footer heights of `section`.
    mutating func setHeader(_ header: CGFloat, footer: CGFloat, ofSection section: Int) {
        let delta = header + footer - sections[section].header - sections[section].footer
        sections[section].header = header
        sections[section].footer = footer
        if delta != 0 { sectionTotals.add(delta, at: section) }
    }
}
