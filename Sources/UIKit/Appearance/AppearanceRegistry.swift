import Foundation

/// The values set on appearance proxies, and their application to views entering a window (once they are in it
/// and have its traits, after `didMoveToWindow()`): the rules for the view's class and its superclasses whose
/// containers and traits match, the least specific first (a superclass before a subclass, fewer containers
/// before more, no traits before traits, older before newer), so that the most specific value is the one left;
/// a property the app set on the view is skipped.
@MainActor final class AppearanceRegistry {
    static let shared = AppearanceRegistry()

    /// One value set on one proxy.
    struct Rule {
        let viewType: UIView.Type
        let property: AppearanceProperty
        let keyPath: AnyKeyPath
        let containers: [any UIAppearanceContainer.Type]
        let traits: UITraitCollection?
        let value: Any
        let applies: @MainActor (UIView) -> Bool
        let apply: @MainActor (UIView) -> Void

        /// Whether `other` was set on the same proxy for the same property, so that it replaces this one.
        func sharesProxy(with other: Rule) -> Bool {
            viewType == other.viewType && keyPath == other.keyPath
                && containers.map { ObjectIdentifier($0) } == other.containers.map { ObjectIdentifier($0) }
                && traits?.values == other.traits?.values
        }

        /// How specific the rule is: its class's depth, then its containers, then its traits.
        var specificity: (Int, Int, Int) {
            var depth = 0
            var type: AnyClass? = viewType
            while let current = type {
                depth += 1
                type = _getSuperclass(current)
            }
            return (depth, containers.count, traits == nil ? 0 : 1)
        }
    }

    /// The rules, least specific first; among equals, in the order they were set.
    private var rules: [Rule] = []
    /// Whether a rule is being applied, so that the setters it calls do not count as the app's.
    private(set) var isApplying = false

    /// Records `rule`, replacing the value set before on the same proxy.
    func record(_ rule: Rule) {
        rules.removeAll { $0.sharesProxy(with: rule) }
        let specificity = rule.specificity
        let index = rules.firstIndex { $0.specificity > specificity } ?? rules.endIndex
        rules.insert(rule, at: index)
    }

    /// The value set on a proxy, if any.
    func value(for viewType: UIView.Type, keyPath: AnyKeyPath, containers: [any UIAppearanceContainer.Type],
               traits: UITraitCollection?) -> Any? {
        rules.first { $0.viewType == viewType && $0.keyPath == keyPath
            && $0.containers.map { ObjectIdentifier($0) } == containers.map { ObjectIdentifier($0) }
            && $0.traits?.values == traits?.values }?.value
    }

    /// Forgets every rule (tests).
    func removeAll() { rules = [] }

    /// Applies the rules to `root` and its subviews, parents first, which have just entered a window.
    func apply(toSubtreeOf root: UIView) {
        guard !rules.isEmpty else { return }
        var pending = [root]
        while let view = pending.popLast() {
            apply(to: view)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Applies the rules that match `view`.
    private func apply(to view: UIView) {
        let matching = rules.filter { rule in
            rule.applies(view) && !view.appearanceSetByApp.contains(rule.property)
                && (rule.traits.map { view.traitCollection.containsTraits(in: $0) } ?? true)
                && Self.isContained(view, in: rule.containers)
        }
        guard !matching.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for rule in matching { rule.apply(view) }
    }

    /// Whether `view`'s ancestors match `containers`, innermost first: each type an ancestor (a superview, or
    /// the controller whose view that is) further out than the one before.
    private static func isContained(_ view: UIView, in containers: [any UIAppearanceContainer.Type]) -> Bool {
        var wanted = containers[...]
        var ancestor = view.superview
        while let current = ancestor, let type = wanted.first {
            if isInstance(current, of: type) || current.owningViewController.map({ isInstance($0, of: type) }) == true {
                wanted = wanted.dropFirst()
            }
            ancestor = current.superview
        }
        return wanted.isEmpty
    }

    private static func isInstance(_ object: AnyObject, of type: any UIAppearanceContainer.Type) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(type) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
