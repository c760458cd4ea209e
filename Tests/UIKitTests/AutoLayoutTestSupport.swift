import Testing
@testable import UIKit
import UIKitTesting

/// A view with a settable intrinsic content size (and, optionally, text-like baselines), for Auto Layout
/// tests: labels live elsewhere.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }
    var firstBaseline: CGFloat?
    var lastBaseline: CGFloat?
    var insets = UIEdgeInsets.zero

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
    override var firstBaselineOffsetFromTop: CGFloat? { firstBaseline }
    override var lastBaselineOffsetFromBottom: CGFloat? { lastBaseline }
    override var alignmentRectInsets: UIEdgeInsets { insets }
}

/// A plain view laid out by constraints.
@MainActor
func constrained(_ tag: Int = 0) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.tag = tag
    return view
}

/// A detached root view of `size` at the origin, laid out with `layoutIfNeeded()`.
@MainActor
func rootView(_ width: CGFloat = 300, _ height: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Whether two rectangles agree within a thousandth of a point.
func same(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.001) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A rectangle, shorter to write.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// The messages UIKit logged while `body` ran.
func uikitLogMessages(_ body: () throws -> Void) rethrows -> [String] {
    try UIKitLogObservers.capture(body)
}
