/// How strongly a constraint wants to hold: required, or optional with a priority and a weight.
///
/// Priorities follow UIKit: 1000 is required, 1 to 999 are optional. **Optional priorities are compared
/// lexicographically, not by adding weighted errors**: the solver first minimises the errors of the highest
/// optional priority present, then, among those solutions, the errors of the next priority, and so on. So a
/// constraint at priority 751 always beats any number of constraints at 750 or below, whatever their
/// weights and however large their errors. (kiwi, in contrast, turns strengths into one weighted sum, where
/// enough weak constraints outweigh a strong one.)
///
/// Within one priority, errors add up in proportion to each constraint's `weight` (1 by default): an
/// optional equality costs `weight × |lhs − rhs|`, an optional inequality `weight × max(0, violation)`.
/// Any finite priority in (0, 1000) is its own level, so fractional priorities such as 999.5 work too.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority: 1000 (or more) means required; optional priorities are in (0, 1000).
    public let priority: Double
    /// The factor of this constraint's error against others of the same priority.
    public let weight: Double

    /// A strength of the given priority (1000 or more is required) and weight within that priority.
    public init(_ priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// The constraint must hold; adding one that cannot is refused.
    public static let required = Strength(1000)
    /// Above every UIKit optional priority (1…999) and below required: the default for edit variables.
    public static let strong = Strength(999.5)
    /// UIKit's `defaultHigh` (750), the default compression resistance.
    public static let defaultHigh = Strength(750)
    /// Half way, UIKit priority 500.
    public static let medium = Strength(500)
    /// UIKit's `defaultLow` (250), the default content hugging.
    public static let defaultLow = Strength(250)
    /// UIKit's `fittingSizeLevel` (50).
    public static let fittingSizeLevel = Strength(50)
    /// The lowest UIKit priority, 1.
    public static let weak = Strength(1)

    /// Whether the constraint must hold (priority 1000 or more).
    public var isRequired: Bool { priority >= 1000 }

    /// Whether the priority and weight are usable: finite, priority above 0, weight above 0.
    public var isValid: Bool {
        priority.isFinite && priority > 0 && weight.isFinite && weight > 0
    }

    /// Orders by priority, then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `required`, or the priority (and the weight when it is not 1).
    public var description: String {
        if isRequired { return "required" }
        let p = priority.rounded() == priority ? String(Int(priority)) : String(priority)
        return weight == 1 ? "@\(p)" : "@\(p)×\(weight)"
    }
}
