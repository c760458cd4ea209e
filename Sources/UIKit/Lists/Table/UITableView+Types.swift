import Foundation

extension UITableView {
    /// How a table view arranges its sections.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stay at the top while their section scrolls.
        case plain
        /// Sections apart, on the grouped background.
        case grouped
        /// Grouped sections inset from the edges, with rounded corners.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row (`.top` if it is already visible: no scroll).
        case none
        /// The row at the top of the visible area.
        case top
        /// The row centred in the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// How rows and sections animate as they are inserted, deleted or reloaded.
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from the right, or out to the right.
        case right
        /// Slides in from the left, or out to the left.
        case left
        /// Slides in from above, or out upwards.
        case top
        /// Slides in from below, or out downwards.
        case bottom
        /// Appears or goes at once, the other rows still moving.
        case none
        /// Keeps the row's cell centred while it grows or shrinks.
        case middle
        /// The table chooses: a fade.
        case automatic = 100
    }

    /// The height that asks the table view to compute one: from the cell's Auto Layout constraints for rows,
    /// from the title for headers and footers.
    public static let automaticDimension: CGFloat = -1

    /// Posted when the selection changes through the user's touch.
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
}

extension UITableView.Style: CustomStringConvertible {
    /// The style's name, as in Swift.
    public var description: String {
        switch self {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "insetGrouped"
        }
    }
}
