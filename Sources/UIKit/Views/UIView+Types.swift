import Foundation

extension UIView {
    /// How a view lays out its content when its size changes: the existing drawing is scaled or positioned,
    /// not redrawn, except with `.redraw`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill the bounds, keeping its aspect ratio; some of it may be cut off.
        case scaleAspectFill = 2
        /// Redrawn with `draw(_:)` whenever the bounds change.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Centred at the top edge, unscaled.
        case top = 5
        /// Centred at the bottom edge, unscaled.
        case bottom = 6
        /// Centred at the left edge, unscaled.
        case left = 7
        /// Centred at the right edge, unscaled.
        case right = 8
        /// In the top-left corner, unscaled.
        case topLeft = 9
        /// In the top-right corner, unscaled.
        case topRight = 10
        /// In the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// In the bottom-right corner, unscaled.
        case bottomRight = 12

        /// The layer gravity that shows content this way. Core Animation's top is maximum y, so UIKit's top
        /// (minimum y, as y grows downwards) is Core Animation's bottom.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }

    /// Which parts of a view grow or shrink when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view's tint colour is shown.
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview's; `.normal` at the top of the hierarchy.
        case automatic = 0
        /// Unchanged.
        case normal = 1
        /// Desaturated and dimmed, as when a modal view is shown above.
        case dimmed = 2
    }
}
