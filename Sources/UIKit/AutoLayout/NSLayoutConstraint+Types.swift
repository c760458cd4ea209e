import Foundation

extension NSLayoutConstraint {
    /// A part of an item's layout that a constraint relates: an edge, a centre, a size, a baseline, or an
    /// edge or centre inside the layout margins.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: the left one in left-to-right layouts (Vellum lays out left to right).
        case leading = 5
        /// The trailing edge: the right one in left-to-right layouts.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The centre along the x-axis.
        case centerX = 9
        /// The centre along the y-axis.
        case centerY = 10
        /// The baseline of the last line of text (the bottom edge of a view without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom edge of a view without text).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The centre along the x-axis between the left and right margins.
        case centerXWithinMargins = 19
        /// The centre along the y-axis between the top and bottom margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0

        /// The old name of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }

        /// The name UIKit prints in constraint descriptions.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// Which kind of quantity the attribute is; constraints may relate only attributes of one kind.
        enum Kind: Equatable {
            case xPosition, yPosition, width, height, none
        }

        var kind: Kind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .xPosition
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins: .yPosition
            case .width: .width
            case .height: .height
            case .notAnAttribute: .none
            }
        }

        /// Whether the attribute is a position (an edge, a centre or a baseline), not a size.
        var isLocation: Bool { kind == .xPosition || kind == .yPosition }

        /// Whether the attribute is one of leading and trailing (margins included).
        var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }

        /// Whether the attribute is one of left and right (margins included).
        var isAbsoluteHorizontal: Bool {
            self == .left || self == .right || self == .leftMargin || self == .rightMargin
        }

        /// The axis the attribute lies along.
        var axis: Axis? {
            switch kind {
            case .xPosition, .width: .horizontal
            case .yPosition, .height: .vertical
            case .none: nil
            }
        }

        /// For a margin attribute, the same attribute of the margins guide; nil otherwise.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the second.
        case lessThanOrEqual = -1
        /// The first attribute equals the second.
        case equal = 0
        /// The first attribute is at least the second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`, as UIKit prints it.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The two directions of layout: content hugging and compression resistance are set per axis.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
