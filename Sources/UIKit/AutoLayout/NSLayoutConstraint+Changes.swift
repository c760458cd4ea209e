import Foundation

extension NSLayoutConstraint {
    static let locationEqualToConstantMessage = "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."

    /// The view or layout guide `value` is, if it is one.
    static func layoutItem(_ value: Any) -> AnyObject? {
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        return nil
    }

    /// Logs why the constraint can never be activated, and remembers it.
    func refuse(_ message: String) {
        refusal = message
        uikitLog.error("\(message) The constraint cannot be activated: \(layoutDescription)")
    }

    /// Checks the numbers and the pairing of attributes of the constraint just configured with the sides `first` and
    /// `second`, with UIKit's messages (`context` starts those that name the call).
    func validate(first firstSide: LayoutSide, second secondSide: LayoutSide?, context: @autoclosure () -> String) {
        guard constantStorage.isFinite, multiplierStorage.isFinite else {
            return refuse("NSLayoutConstraint: the constant \(constantStorage) and multiplier \(multiplierStorage) must be finite numbers.")
        }
        let firstKind = firstSide.kind
        guard firstKind != .none else { return refuse(context() + "Unknown layout attribute") }
        if namesLeadingOrTrailing && (firstSide.namesLeftOrRight || secondSide?.namesLeftOrRight == true) {
            return refuse(context() + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
        guard let secondSide else {
            if firstKind == .xPosition || firstKind == .yPosition { refuse(context() + Self.locationEqualToConstantMessage) }
            return
        }
        let secondKind = secondSide.kind
        guard secondKind != .none else { return refuse(context() + "Unknown layout attribute") }
        // UIKit checks only that a location meets a location and a size a size: a horizontal location against a
        // vertical one (`left == other.top + 50`) and a width against a height are accepted, as on iOS, although
        // the Auto Layout Guide advises against the first.
        let firstIsLocation = firstKind == .xPosition || firstKind == .yPosition
        let secondIsLocation = secondKind == .xPosition || secondKind == .yPosition
        if firstIsLocation && multiplierStorage == 0 { return refuse(context() + Self.locationEqualToConstantMessage) }
        if firstIsLocation != secondIsLocation { return refuse(context() + "Invalid pairing of layout attributes") }
    }

    func setConstant(_ newValue: CGFloat) {
        guard newValue.isFinite else {
            return uikitLog.error("NSLayoutConstraint: refused the constant \(newValue) for \(layoutDescription): constants must be finite numbers; the constant is unchanged.")
        }
        guard newValue != constantStorage else { return }
        constantStorage = newValue
        if systemSpacingMultiplier != nil { systemSpacingMultiplier = nil }
        constraintDidChange()
    }

    func setPriority(_ newValue: UILayoutPriority) {
        guard newValue.rawValue.isFinite, newValue.rawValue > 0, newValue.rawValue <= 1000 else {
            return uikitLog.error("NSLayoutConstraint: Priority must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000. It's \(String(format: "%f", Double(newValue.rawValue))). The priority is unchanged.")
        }
        guard newValue != priorityStorage else { return }
        if isActive, (newValue == .required) != (priorityStorage == .required) {
            return uikitLog.error("NSLayoutConstraint: Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(Self.format(newValue.rawValue)) and the existing priority was \(Self.format(priorityStorage.rawValue)). The priority is unchanged.")
        }
        priorityStorage = newValue
        constraintDidChange()
    }

    /// Tells the engine holding the constraint to rebuild it at the next layout pass.
    func constraintDidChange() {
        guard isActiveStorage, let container else { return }
        container.hierarchyEngine(create: false)?.constraintNeedsUpdate(self)
    }

    /// A number as UIKit prints it in constraints: `%g`.
    static func format(_ value: some BinaryFloatingPoint) -> String {
        String(format: "%g", Double(value))
    }
}
