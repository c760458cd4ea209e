import Foundation

/// A layout guide whose region can take focus and hands it on: focus moving into the guide goes to the first of
/// `preferredFocusEnvironments` that has something focusable. A guide with no environments, or disabled, is
/// passed over.
@preconcurrency @MainActor
open class UIFocusGuide: UILayoutGuide, UIFocusItem {
    private var environments: [WeakFocusEnvironment] = []

    /// Whether the guide takes part in focus; a disabled guide still takes part in layout.
    open var isEnabled = true

    /// Where the guide sends focus, in order; held weakly. Empty makes the guide unfocusable.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] {
        get { environments.compactMap(\.environment) }
        set { environments = newValue.map(WeakFocusEnvironment.init) }
    }

    /// Focusable while enabled, owned by a view and with somewhere to send focus.
    open var canBecomeFocused: Bool { isEnabled && owningView != nil && !preferredFocusEnvironments.isEmpty }

    /// The guide's layout frame.
    open var frame: CGRect { layoutFrame }

    /// The owning view.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { owningView }
}

/// A focus environment held weakly.
struct WeakFocusEnvironment {
    weak var environment: (any UIFocusEnvironment)?

    init(_ environment: any UIFocusEnvironment) { self.environment = environment }
}
