import Foundation

/// Keyboard scrolling, as UIKit does it on Mac Catalyst: the arrow keys scroll by a line, Page Up/Down,
/// Option-arrows, Space and Shift-Space by a page, Home/End and Command-arrows to the ends.
///
/// The keys reach the window when nothing on the responder chain took them (`UIWindow.pressesBegan`), and
/// scroll the focused scroll view: the nearest scroll view enclosing the first responder that scrolls along
/// the key's axis, else the one under the pointer, else the window's largest scroll view scrolling along that
/// axis. A first responder that takes typed text (`UIKeyInput`) keeps its keys.
extension UIScrollView {
    /// A line: 40 points, WebKit's `Scrollbar::pixelsPerLineStep()`, which Safari's arrow keys scroll by.
    static let keyboardLineStep: CGFloat = 40
    /// What a page keeps in view of the last: 10 points, AppKit's default `NSScrollView.verticalPageScroll`.
    static let keyboardPageOverlap: CGFloat = 10

    /// The pointer's window and location there, from the last hover event: the scroll view under the
    /// pointer takes the keys when no first responder is in one.
    private static weak var pointerWindow: UIWindow?
    private static var pointerLocation = CGPoint.zero

    /// Follows the pointer (nil: it left `window`).
    static func pointerMoved(to location: CGPoint?, in window: UIWindow) {
        pointerWindow = location == nil ? nil : window
        pointerLocation = location ?? .zero
    }

    /// Scrolls the focused scroll view of `window` for `press`, when it is a scrolling key; whether it did.
    static func scrollForKey(_ press: UIPress, in window: UIWindow) -> Bool {
        guard let key = press.key, let axis = keyboardScrollAxis(of: key),
              !(window.currentFirstResponder is UIKeyInput),
              let scrollView = keyboardFocusedScrollView(along: axis, in: window),
              let target = scrollView.keyboardScrollTarget(for: key) else { return false }
        if target != scrollView.contentOffset { scrollView.setContentOffset(target, animated: true) }
        return true
    }

    /// The axis a key scrolls along; nil for keys that do not scroll.
    private static func keyboardScrollAxis(of key: UIKey) -> ScrollIndicatorView.Axis? {
        guard key.modifierFlags.isDisjoint(with: .control) else { return nil }
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow: return .horizontal
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardPageUp, .keyboardPageDown, .keyboardHome, .keyboardEnd,
             .keyboardSpacebar: return .vertical
        default: return nil
        }
    }

    /// Where `key` takes the content, within the range it rests in; nil for a key (with its modifiers) that
    /// does not scroll.
    func keyboardScrollTarget(for key: UIKey) -> CGPoint? {
        let modifiers = key.modifierFlags.intersection([.shift, .alternate, .command])
        let insets = adjustedContentInset
        let pageHeight = max(Self.keyboardLineStep, bounds.height - insets.top - insets.bottom - Self.keyboardPageOverlap)
        let pageWidth = max(Self.keyboardLineStep, bounds.width - insets.left - insets.right - Self.keyboardPageOverlap)
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        var target = contentOffset
        /// The step of an arrow: a line, a page with Option, to the end with Command.
        func arrow(_ current: CGFloat, _ direction: CGFloat, page: CGFloat, end: CGFloat) -> CGFloat? {
            switch modifiers {
            case []: return current + direction * Self.keyboardLineStep
            case .alternate: return current + direction * page
            case .command: return end
            default: return nil
            }
        }
        switch key.keyCode {
        case .keyboardUpArrow: target.y = arrow(target.y, -1, page: pageHeight, end: minimum.y) ?? .nan
        case .keyboardDownArrow: target.y = arrow(target.y, 1, page: pageHeight, end: maximum.y) ?? .nan
        case .keyboardLeftArrow: target.x = arrow(target.x, -1, page: pageWidth, end: minimum.x) ?? .nan
        case .keyboardRightArrow: target.x = arrow(target.x, 1, page: pageWidth, end: maximum.x) ?? .nan
        case .keyboardPageUp where modifiers.isEmpty: target.y -= pageHeight
        case .keyboardPageDown where modifiers.isEmpty: target.y += pageHeight
        case .keyboardHome where modifiers.isEmpty: target.y = minimum.y
        case .keyboardEnd where modifiers.isEmpty: target.y = maximum.y
        case .keyboardSpacebar where modifiers.isSubset(of: .shift):
            target.y += modifiers.contains(.shift) ? -pageHeight : pageHeight
        default: return nil
        }
        guard target.x.isFinite, target.y.isFinite else { return nil }
        return clampedContentOffset(target)
    }

    /// Whether the content scrolls along `axis` within its range.
    private func scrolls(along axis: ScrollIndicatorView.Axis) -> Bool {
        guard isScrollEnabled else { return false }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return axis == .vertical ? maximum.y > minimum.y : maximum.x > minimum.x
    }

    /// The scroll view the keys of `axis` scroll in `window` (see the extension's comment).
    private static func keyboardFocusedScrollView(along axis: ScrollIndicatorView.Axis, in window: UIWindow) -> UIScrollView? {
        func enclosing(_ start: UIView?) -> UIScrollView? {
            var view = start
            while let current = view {
                if let scrollView = current as? UIScrollView, scrollView.scrolls(along: axis) { return scrollView }
                view = current.superview
            }
            return nil
        }
        let responder = window.currentFirstResponder
        if let found = enclosing((responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded) {
            return found
        }
        if pointerWindow === window, let found = enclosing(window.hitTest(pointerLocation, with: nil)) {
            return found
        }
        return visibleScrollViews(in: window).filter { $0.scrolls(along: axis) }
            .max { $0.bounds.width * $0.bounds.height < $1.bounds.width * $1.bounds.height }
    }
}
