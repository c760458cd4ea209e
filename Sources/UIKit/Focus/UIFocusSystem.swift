import Foundation

/// A window scene's focus engine, as on iPad with a hardware keyboard and on Mac Catalyst: which item is
/// focused, the updates that move focus (by key, or asked for in code), and the halo that shows it.
///
/// Nothing is focused until Tab is pressed or code asks for an update; then Tab and Shift-Tab move between focus
/// groups, the arrow keys within one (Movement), and Space or Return work the focused control. Each update asks
/// `shouldUpdateFocus(in:)` of every environment holding the item focus leaves or the one it goes to, from the
/// item up, and tells them `didUpdateFocus(in:with:)` in the same order.
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    /// Posted after each focus update, by the focus system, with the context and the animation coordinator.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a key could not move focus (nothing that way, or an environment refused).
    public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The key of `didUpdateNotification`'s `UIFocusUpdateContext`.
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    /// The key of `didUpdateNotification`'s `UIFocusAnimationCoordinator`.
    public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    /// The focus systems with a focused item or an update to run, which the frame cycle visits.
    private static var busy: [WeakFocusSystem] = []

    private weak var focusedStorage: (any UIFocusItem)?
    /// Environments that asked for an update, in order.
    private var pendingUpdates: [WeakFocusEnvironment] = []
    /// The last focused item of each group, which focus returns to when it enters the group again.
    var lastFocusedInGroup: [String: WeakFocusEnvironment] = [:]
    /// The ring around the focused item.
    private lazy var halo = FocusHaloView(frame: .zero)

    override init() { super.init() }

    /// The focused item: nil until keyboard focus starts, and when the item has left its window or can no
    /// longer be focused.
    open var focusedItem: (any UIFocusItem)? {
        guard let item = focusedStorage, Self.isFocusable(item) else { return nil }
        return item
    }

    /// The focus system of the window scene `environment` is shown in; nil when it is in no window.
    public class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        window(of: environment)?.focusSystem
    }

    /// Whether `otherEnvironment` is `environment` or lies inside it (up its parent environments).
    public class func environment(_ environment: any UIFocusEnvironment,
                                  contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        chain(from: otherEnvironment).contains { $0 === environment }
    }

    /// Asks for an update to `environment`'s preferred item on the next pass of the frame cycle; it happens when
    /// the environment holds the focused item, or nothing is focused.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        pendingUpdates.append(WeakFocusEnvironment(environment))
        markBusy()
    }

    /// Runs the updates asked for, now.
    open func updateFocusIfNeeded() {
        let requests = pendingUpdates.compactMap(\.environment)
        pendingUpdates = []
        for environment in requests {
            let current = focusedItem
            guard current == nil || Self.environment(environment, contains: current!),
                  let target = Self.preferredItem(in: environment, depth: 0), target !== current else { continue }
            update(to: target, heading: [])
        }
    }

    // MARK: Updating

    /// A touch began in one of the focus system's windows: as on iOS, keyboard focus ends (the halo goes) until
    /// the next Tab, without asking the environments; a focused text field stays first responder.
    func touchDidBegin() {
        guard focusedStorage != nil else { return }
        update(to: nil, heading: [], asking: false, followingFirstResponder: false)
    }

    /// Moves focus to `next` (nil: to nothing), asking and telling the environments on the way; whether it moved.
    @discardableResult
    func update(to next: (any UIFocusItem)?, heading: UIFocusHeading, asking: Bool = true,
                followingFirstResponder: Bool = true) -> Bool {
        let previous = focusedStorage
        guard previous !== next else { return true }
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        var environments: [any UIFocusEnvironment] = []
        for start in [previous, next] {
            guard let start else { continue }
            for environment in Self.chain(from: start) where !environments.contains(where: { $0 === environment }) {
                environments.append(environment)
            }
        }
        if asking, environments.contains(where: { !$0.shouldUpdateFocus(in: context) }) {
            NotificationCenter.default.post(name: Self.movementDidFailNotification, object: self)
            return false
        }
        focusedStorage = next
        if let next, let group = Self.groupIdentifier(of: next) { lastFocusedInGroup[group] = WeakFocusEnvironment(next) }
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        (next as? FocusKeyResponding)?.focusDidArrive()
        if followingFirstResponder { followFirstResponder(from: previous, to: next) }
        showHalo()
        markBusy()
        NotificationCenter.default.post(name: Self.didUpdateNotification, object: self, userInfo: [
            Self.focusUpdateContextUserInfoKey: context, Self.animationCoordinatorUserInfoKey: coordinator,
        ])
        return true
    }

    /// A text field focused becomes first responder; the first responder focus leaves resigns.
    private func followFirstResponder(from previous: (any UIFocusItem)?, to next: (any UIFocusItem)?) {
        if let view = previous as? UIView, view.isFirstResponder, !(next is UIView && (next as! UIView).isDescendant(of: view)) {
            _ = view.resignFirstResponder()
        }
        if let field = next as? UITextField, !field.isFirstResponder { _ = field.becomeFirstResponder() }
    }

    /// Focus follows a view that became first responder in a window where focus is shown.
    func firstResponderDidChange(to responder: UIResponder) {
        guard focusedItem != nil, let view = responder as? UIView, view !== focusedStorage,
              view.canBecomeFocused, Self.isFocusable(view) else { return }
        update(to: view, heading: [], asking: false)
    }

    /// Shows the focused view's effect: a halo unless the effect is nil.
    private func showHalo() {
        guard let view = focusedItem as? UIView, let effect = view.focusEffect else {
            halo.removeFromSuperview()
            return
        }
        halo.show(effect as? UIFocusHaloEffect ?? UIFocusHaloEffect(), around: view)
    }

    // MARK: The frame cycle

    private func markBusy() {
        if !Self.busy.contains(where: { $0.system === self }) { Self.busy.append(WeakFocusSystem(system: self)) }
    }

    /// Runs on each pass of the frame cycle, after layout: the updates asked for, focus leaving an item that can
    /// no longer have it, and the halo following the item.
    static func performFramePass() {
        guard !busy.isEmpty else { return }
        busy.removeAll { $0.system == nil }
        for system in busy.compactMap(\.system) {
            system.updateFocusIfNeeded()
            if let stale = system.focusedStorage, !isFocusable(stale) { system.update(to: nil, heading: [], asking: false) }
            system.showHalo()
        }
        busy.removeAll { $0.system?.focusedStorage == nil && $0.system?.pendingUpdates.isEmpty != false }
    }
}

/// A focus system held weakly.
private struct WeakFocusSystem {
    weak var system: UIFocusSystem?
}

extension UIWindow {
    /// The focus system of the window's scene; a window in no scene (headless, before scenes connect) has its own.
    var focusSystem: UIFocusSystem { windowScene?.focusSystem ?? sceneLessFocusSystem }
}

extension UIWindowScene {
    /// The scene's focus system.
    public var focusSystem: UIFocusSystem? { focusSystemStorage }
}
