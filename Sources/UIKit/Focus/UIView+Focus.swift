import Foundation

/// Views are focus items: a view's parent environment is the controller it is the root view of, else its
/// superview.
extension UIView: UIFocusItem {
    /// The controller whose root view this is, else the superview.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { owningViewController ?? superview }

    /// The system's effect, which a view shows until its `focusEffect` is set.
    static let systemFocusEffect = UIFocusEffect()

    /// The focus settings the app made, else the defaults.
    var focusSettings: ViewFocusSettings {
        get { focusSettingsStorage ?? ViewFocusSettings() }
        set { focusSettingsStorage = newValue }
    }

    /// A list is a focus group of its own, so the arrow keys move between its cells.
    var defaultFocusGroupIdentifier: String? {
        self is UITableView || self is UICollectionView ? "list \(ObjectIdentifier(self))" : nil
    }
}

/// What a view's focus properties were set to.
struct ViewFocusSettings {
    var groupIdentifier: String?
    var groupPriority = UIFocusGroupPriority.ignored
    /// The effect set, once set (nil among them).
    var ownEffect: UIFocusEffect??

    /// The effect set, else the system's.
    @MainActor var effect: UIFocusEffect? {
        get { ownEffect ?? UIView.systemFocusEffect }
        set { ownEffect = .some(newValue) }
    }
}
