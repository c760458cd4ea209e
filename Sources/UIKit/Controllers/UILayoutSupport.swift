import Foundation

/// A bar's extent at the top or bottom of a view controller's view, as `topLayoutGuide` and
/// `bottomLayoutGuide` give it: iOS 7's form of what the safe area now says.
@MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches into the view, in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height, `length`.
    var heightAnchor: NSLayoutDimension { get }
}
