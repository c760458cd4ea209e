import Foundation

extension UICellAccessory {
    /// How a disclosure indicator looks.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden, keeping its room; false.
        public var isHidden: Bool?
        /// The width kept for it; `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil for the tertiary label colour.
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// How a checkmark looks.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions

    /// How a delete control looks.
    public struct DeleteOptions {
        /// Whether it is hidden, keeping its room; false.
        public var isHidden: Bool?
        /// The width kept for it; `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of its bar; nil for white.
        public var tintColor: UIColor?
        /// The colour of its disc; nil for the system red.
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// How an insert control looks.
    public struct InsertOptions {
        /// Whether it is hidden, keeping its room; false.
        public var isHidden: Bool?
        /// The width kept for it; `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of its cross; nil for white.
        public var tintColor: UIColor?
        /// The colour of its disc; nil for the system green.
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// How a reorder control looks.
    public struct ReorderOptions {
        /// Whether it is hidden, keeping its room; false.
        public var isHidden: Bool?
        /// The width kept for it; `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil for the system's.
        public var tintColor: UIColor?
        /// Whether a line separates it from the content; true. Stored: Vellum draws no such line.
        public var showsVerticalSeparator = true
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// How an outline disclosure looks.
    public struct OutlineDisclosureOptions {
        /// The look of an outline disclosure.
        public enum Style: Int, Sendable {
            /// A header's look for a cell showing a header configuration, else a cell's.
            case automatic
            /// A section header's.
            case header
            /// A selectable cell's with children.
            case cell
        }
        /// The look; `.automatic`.
        public var style: Style
        /// Whether it is hidden, keeping its room; false.
        public var isHidden: Bool?
        /// The width kept for it; `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil for the tint colour.
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// How a label accessory looks.
    public struct LabelOptions {
        /// Whether it is hidden, keeping its room; false.
        public var isHidden: Bool?
        /// The width kept for it; its own.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; nil for the secondary label colour.
        public var tintColor: UIColor?
        /// Its font; the body font.
        public var font: UIFont
        /// Whether the font follows the content size category; true. Stored: the font is used as given.
        public var adjustsFontForContentSizeCategory: Bool
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// A custom accessory: the view, where it goes and how it is sized.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Its edge and its place among the accessories there.
        public var placement: Placement
        /// Whether it is hidden, keeping its room; false.
        public var isHidden: Bool?
        /// The width kept for it; its own.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint colour; nil to leave the view's.
        public var tintColor: UIColor?
        /// Whether the view keeps its frame size; Vellum always keeps it (a view with none is sized to fit).
        public var maintainsFixedSize: Bool?
        /// A configuration of `customView` at `placement`.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
