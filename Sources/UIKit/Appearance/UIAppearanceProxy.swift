import Foundation

/// What `appearance()` returns: a stand-in for every instance of `View` (in the proxy's containers, with its
/// traits) on which appearance properties are set as on an instance — `proxy.onTintColor = .systemGreen` — and
/// read back. Setting a property records it; views apply it as they enter a window.
@dynamicMemberLookup
@MainActor public final class UIAppearanceProxy<View: UIView> {
    private let containers: [any UIAppearanceContainer.Type]
    private let traits: UITraitCollection?

    init(containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) {
        self.containers = containers
        self.traits = traits
    }

    /// An optional appearance property: the value set on the proxy (nil when none was set, or nil was).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value?>) -> Value? {
        get { (value(at: keyPath) as? Value?) ?? nil }
        set { record(keyPath, value: newValue as Any) { $0[keyPath: keyPath] = newValue } }
    }

    /// An appearance property that cannot be nil: the value set on the proxy, nil when none was; setting nil
    /// changes nothing.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value>) -> Value? {
        get { value(at: keyPath) as? Value }
        set {
            guard let newValue else { return }
            record(keyPath, value: newValue) { $0[keyPath: keyPath] = newValue }
        }
    }

    private func value(at keyPath: AnyKeyPath) -> Any? {
        AppearanceRegistry.shared.value(for: View.self, keyPath: keyPath, containers: containers, traits: traits)
    }

    private func record(_ keyPath: AnyKeyPath, value: Any, apply: @escaping @MainActor (View) -> Void) {
        guard let property = AppearanceProperty.property(of: View.self, at: keyPath) else {
            return uikitLog.error("""
                UIAppearance: \(View.self) has no appearance property at that key path (iOS marks it no \
                UI_APPEARANCE_SELECTOR); ignored.
                """)
        }
        AppearanceRegistry.shared.record(AppearanceRegistry.Rule(
            viewType: View.self, property: property, keyPath: keyPath, containers: containers, traits: traits,
            value: value, applies: { $0 is View }, apply: { if let view = $0 as? View { apply(view) } }))
    }
}
