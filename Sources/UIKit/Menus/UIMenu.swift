import Foundation

/// A menu: a titled group of elements (actions, deferred elements, and menus — shown as submenus, or inline
/// between thick separators with `.displayInline`). Buttons show one (`UIButton.menu`), bar button items too,
/// and context menus build one in their configuration's action provider.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name that tells menus apart.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu is shown and how its actions behave.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, between thick separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing one of the actions checks it and unchecks the others.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown side by side in one row.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children of an inline menu are drawn.
    public enum ElementSize: Int, Sendable {
        /// Icons only, side by side.
        case small = 0
        /// Icons over titles, side by side.
        case medium = 1
        /// Full rows.
        case large = 2
        /// The size the system chooses: full rows.
        case automatic = -1
    }

    /// The menu's identifier: unique unless one was given.
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The size of an inline menu's children.
    open var preferredElementSize: ElementSize
    /// The elements, in order.
    public let children: [UIMenuElement]

    /// The checked actions among the children (of a single-selection menu, one at most).
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// A menu titled `title` with `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with `newChildren` in place of its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
