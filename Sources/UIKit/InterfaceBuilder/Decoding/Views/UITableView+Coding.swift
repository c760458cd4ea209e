import Foundation

extension UITableView {
    /// The `style` attribute (`plain`, `grouped`, `insetGrouped`); read before the table sets itself up,
    /// since a table's style is fixed at creation. An unknown style is logged and gives `.plain`.
    static func decodedStyle(from coder: InterfaceBuilderCoder) -> Style {
        coder.checkedEnumeration("style", ["plain", "grouped", "insetGrouped"], as: Style.self) ?? .plain
    }

    /// Separators, row and section header and footer heights with their estimates (−1 is
    /// `automaticDimension`), selection and the section index's colours. Read after the table's set-up,
    /// which gives its own background and bounce, so that what the document says wins.
    func decodeTableView(from coder: InterfaceBuilderCoder) {
        decodeViewAppearance(from: coder)
        if let bounces = coder.bool("alwaysBounceVertical") { alwaysBounceVertical = bounces }
        // Xcode writes the single line as "default".
        if let style = coder.checkedEnumeration("separatorStyle", ["none", "default", "singleLineEtched"],
                                                as: UITableViewCell.SeparatorStyle.self) {
            separatorStyle = style
        }
        if case .some(let color) = coder.colorIfWritten("separatorColor") { separatorColor = color }
        if let insets = coder.decodeObject(forKey: "separatorInset") as? NSValue { separatorInset = insets.uiEdgeInsetsValue }
        if let height = coder.checkedHeight("rowHeight") { rowHeight = height }
        if let height = coder.checkedHeight("estimatedRowHeight") { estimatedRowHeight = height }
        if let height = coder.checkedHeight("sectionHeaderHeight") { sectionHeaderHeight = height }
        if let height = coder.checkedHeight("estimatedSectionHeaderHeight") { estimatedSectionHeaderHeight = height }
        if let height = coder.checkedHeight("sectionFooterHeight") { sectionFooterHeight = height }
        if let height = coder.checkedHeight("estimatedSectionFooterHeight") { estimatedSectionFooterHeight = height }
        if let value = coder.bool("allowsSelection") { allowsSelection = value }
        if let value = coder.bool("allowsMultipleSelection") { allowsMultipleSelection = value }
        if let value = coder.bool("allowsSelectionDuringEditing") { allowsSelectionDuringEditing = value }
        if let value = coder.bool("allowsMultipleSelectionDuringEditing") { allowsMultipleSelectionDuringEditing = value }
        if case .some(let color) = coder.colorIfWritten("sectionIndexColor") { sectionIndexColor = color }
        if case .some(let color) = coder.colorIfWritten("sectionIndexBackgroundColor") { sectionIndexBackgroundColor = color }
        if let count = coder.double("sectionIndexMinimumDisplayRowCount"), count >= 0, count < 0x1p31 {
            sectionIndexMinimumDisplayRowCount = Int(count)
        }
        if coder.element["dataMode"] == "static" { decodeStaticContent(from: coder) }
    }

    /// `dataMode="static"`: the `<sections>` of `<tableViewSection headerTitle= footerTitle=>`, each holding
    /// `<cells>`, made now with the rest of the load, so that outlets and segues reach them. ibtool refuses static
    /// content outside storyboards; a xib's is logged in its words and left out.
    private func decodeStaticContent(from coder: InterfaceBuilderCoder) {
        guard coder.document.kind == .storyboard else {
            return uikitLog.error("Interface Builder: table views with embedded sections and cells are only supported in storyboard documents (line \(coder.element.line)); the sections are left out.")
        }
        var sections: [TableStaticContent.Section] = []
        for section in coder.element.child(named: "sections")?.children ?? [] where section.name == "tableViewSection" {
            var cells: [UITableViewCell] = []
            var heights: [CGFloat?] = []
            for element in section.child(named: "cells")?.children ?? [] where element.name == "tableViewCell" {
                guard let cell = coder.decoder.object(for: element) as? UITableViewCell else { continue }
                cells.append(cell)
                heights.append(InterfaceBuilderCoder(element: element, decoder: coder.decoder).checkedHeight("rowHeight"))
            }
            sections.append(.init(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells, rowHeights: heights))
        }
        staticContent = TableStaticContent(sections: sections)
    }
}
