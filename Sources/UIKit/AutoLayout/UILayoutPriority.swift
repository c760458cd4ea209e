import Foundation

/// How strongly Auto Layout tries to satisfy a constraint, from 1 to 1000. 1000 is required: the
/// constraint must hold. Below it, a higher priority always wins over any number of lower ones; a
/// constraint that cannot hold exactly comes as close as the higher priorities allow.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance, and the priority of a button holding its size.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a window-scene resize by dragging may change the scene's size.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene's size holds against window-scene resizing.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` pulls towards the target size with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Lower priorities come first.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` above `lhs`: `.defaultHigh + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority `rhs` below `lhs`: `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A priority written as a number: `let p: UILayoutPriority = 999`.
    public init(floatLiteral value: Float) { self.init(value) }

    /// A priority written as a number: `let p: UILayoutPriority = 999`.
    public init(integerLiteral value: Int) { self.init(Float(value)) }
}
