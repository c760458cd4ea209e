import Foundation

extension UIScrollView {
    /// How fast a scroll slows down after the finger lifts: the fraction of its velocity kept each
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond, in (0, 1).
        public let rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The rate of most scroll views: 0.998 of the velocity kept per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, as paging scroll views use: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark indicators with a light border, seen on any background.
        case `default` = 0
        /// Black indicators, for light backgrounds.
        case black = 1
        /// White indicators, for dark backgrounds.
        case white = 2
    }

    /// Whether dragging the scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger down and can be pulled away.
        case interactive = 2
        /// As `.onDrag`, and the keyboard's input accessory view goes too.
        case onDragWithAccessory = 3
        /// As `.interactive`, with the input accessory view.
        case interactiveWithAccessory = 4
    }

    /// How the safe area is added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and vertically always for a view controller's scroll view in a navigation or
        /// tab bar controller.
        case automatic = 0
        /// The safe area is added along the axes the view scrolls: where the content is larger than the
        /// bounds, or the view always bounces.
        case scrollableAxes = 1
        /// The safe area is never added.
        case never = 2
        /// The safe area is always added, on every edge.
        case always = 3
    }

    /// Whether a scroll view's index (a table view's section index) shows.
    public enum IndexDisplayMode: Int, Sendable {
        /// Shown where the system chooses.
        case automatic = 0
        /// Never shown.
        case alwaysHidden = 1
    }
}
