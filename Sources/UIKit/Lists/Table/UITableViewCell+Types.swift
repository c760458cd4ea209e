import Foundation

extension UITableViewCell {
    /// The classic layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image, then a left-aligned text label; no detail label.
        case `default`
        /// Text on the left, detail right-aligned on the right in secondary colour (Settings).
        case value1
        /// A right-aligned blue text label in a narrow column, then the detail (Contacts).
        case value2
        /// Text with a smaller detail label beneath it.
        case subtitle
    }

    /// How a selected cell shows it.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// The blue of old iOS versions; gray since iOS 7.
        case blue
        /// The gray selected background.
        case gray
        /// The default: the gray selected background.
        case `default`
    }

    /// The standard accessory at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron: the row leads to more.
        case disclosureIndicator
        /// An info button and a chevron; the button calls `accessoryButtonTappedForRowWith`.
        case detailDisclosureButton
        /// A check mark.
        case checkmark
        /// An info button; a tap calls `accessoryButtonTappedForRowWith`.
        case detailButton
    }

    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        /// None.
        case none
        /// The red delete control.
        case delete
        /// The green insert control.
        case insert
    }

    /// The line between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline.
        case singleLine
        /// An etched line (deprecated; drawn as a hairline).
        case singleLineEtched
    }

    /// What a cell's `willTransition(to:)` and `didTransition(to:)` are told.
    public struct StateMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Showing the editing control.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// Showing the delete confirmation button.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}
