import Foundation

/// A container that shows a stack of controllers one at a time, under a navigation bar: pushing slides a new
/// one in from the trailing edge, popping slides it back out.
///
/// The children's views fill the container, under the bar; the controller adds the bar's height to its own
/// `additionalSafeAreaInsets` (on top of any the app sets, which the property still reports alone), so the
/// children's safe area starts below the bar.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long a push or pop slides: 0.35 s, as iOS's `_UINavigationParallaxTransition`.
    static let transitionDuration: TimeInterval = 0.35
    /// How long hiding or showing the bar takes.
    public static let hideShowBarDuration: CGFloat = 0.2

    var stack: [UIViewController] = []
    /// The push or pop under way, if any.
    var runningTransition: NavigationTransitionCoordinator?
    /// Stack changes asked for while a transition runs: each runs when the one before it ends.
    var pendingChanges: [@MainActor () -> Void] = []
    private var appInsets = UIEdgeInsets.zero
    /// Whether the bar is hidden, or sliding away.
    private var barHidden = false
    /// Whether the app hid the toolbar (the default) or showed it.
    var toolbarHiddenStorage = true
    /// Whether the toolbar takes its place now: shown, and no controller in the stack hides it.
    var toolbarShows = false
    /// The top controller's scroll view, whose offset the bars follow.
    weak var trackedScrollView: UIScrollView?

    /// Hears when the controller shows a new top controller.
    open weak var delegate: UINavigationControllerDelegate?

    /// The bar at the top of the container.
    public let navigationBar = UINavigationBar()
    /// The bar at the bottom, showing the top controller's `toolbarItems`; hidden by default.
    open var toolbar: UIToolbar! { bottomBar }
    let bottomBar = UIToolbar()

    /// The swipe from the leading edge that pops the top controller, following the finger.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }
    let popGestureRecognizer = UINavigationController.makePopGestureRecognizer()
    private let popGestureDelegate = NavigationPopGestureDelegate()
    /// The animator an edge swipe scrubs, while the finger is down.
    var interactiveAnimator: UIViewPropertyAnimator?

    /// A navigation controller whose stack holds `rootViewController` alone.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adoptBar()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        adoptBar()
    }

    /// A controller decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptBar()
    }

    private func adoptBar() {
        navigationBar.navigationController = self
        bottomBar.isManaged = true
        popGestureRecognizer.edges = .left
        popGestureRecognizer.addTarget(handler: { [weak self] in self?.handlePopGesture($0) })
        popGestureRecognizer.delegate = popGestureDelegate
        popGestureDelegate.navigationController = self
    }

    /// The stack, root first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: the last of what the container presents, else the top controller.
    open var visibleViewController: UIViewController? {
        guard var visible = presentedViewController ?? stack.last else { return nil }
        while let presented = visible.presentedViewController { visible = presented }
        return visible
    }

    /// Insets the app adds to the safe area; the bar's height comes on top of them.
    open override var additionalSafeAreaInsets: UIEdgeInsets {
        get { appInsets }
        set {
            guard newValue.isFinite else {
                return uikitLog.error("UIViewController: refused additional safe area insets \(newValue): they are not finite.")
            }
            appInsets = newValue
            updateBarInset()
        }
    }

    /// The running push or pop's coordinator, else the parent's.
    open override var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        runningTransition ?? super.transitionCoordinator
    }

    /// The container's view: the top controller's view under the bars.
    open override func loadView() {
        let container = NavigationControllerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        bottomBar.isHidden = !toolbarShows
        container.addSubview(bottomBar)
        container.addSubview(navigationBar)
        container.addGestureRecognizer(popGestureRecognizer)
        if let top = stack.last { container.insertSubview(childView(of: top), belowSubview: bottomBar) }
        updateBarInset()
    }

    /// The top controller decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { topViewController }

    /// The top controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    // MARK: Pushing and popping

    /// Pushes `viewController` onto the stack and shows it, sliding in from the trailing edge when `animated`.
    /// Asked for while a push or pop runs, it waits for that one to end, as on iOS 8 and later.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            return uikitLog.error("Pushing a navigation controller is not supported")
        }
        if stack.contains(where: { $0 === viewController }) {
            return uikitLog.error("Pushing the same view controller instance more than once is not supported (\(viewController))")
        }
        guard runningTransition == nil else {
            return pendingChanges.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
        }
        change(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil when only the root is left, or when a running push or pop
    /// makes the pop wait for it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        guard runningTransition == nil else {
            pendingChanges.append { [weak self] in self?.popViewController(animated: animated) }
            return nil
        }
        let top = stack[stack.count - 1]
        change(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them, bottom first; nil when the root is on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first; nil when it is on top or
    /// not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            uikitLog.error("Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        guard index < stack.count - 1 else { return nil }
        guard runningTransition == nil else {
            pendingChanges.append { [weak self] in _ = self?.popToViewController(viewController, animated: animated) }
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        change(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. When the top changes and `animated`, a new top slides in as a push does; one that
    /// was in the stack already comes back as a pop does.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !viewControllers.isEmpty else {
            return uikitLog.error("UINavigationController: refused an empty stack of view controllers; the stack is unchanged.")
        }
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            return uikitLog.error("Pushing a navigation controller is not supported")
        }
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            return uikitLog.error("All view controllers in a navigation controller's stack must be distinct (\(viewControllers))")
        }
        guard runningTransition == nil else {
            return pendingChanges.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
        }
        change(to: viewControllers, animated: animated)
    }

    // MARK: The bar

    /// Whether the bar is hidden; false by default. It changes at once, also while the bar slides away.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, sliding it off or onto the top edge in `hideShowBarDuration` when `animated`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        updateBarInset()
        slide(navigationBar, hidden: hidden, from: barFrame(hidden: true), animated: animated) { $0.barHidden == hidden }
    }

    /// Hides or shows `bar` at once, or — when `animated` and on screen — slides it to where the container's
    /// layout puts it, from `hiddenFrame` when it shows; at the end it takes `hidden` if `stillWanted` says
    /// nothing asked otherwise meanwhile.
    func slide(_ bar: UIView, hidden: Bool, from hiddenFrame: CGRect, animated: Bool,
               stillWanted: @escaping @MainActor (UINavigationController) -> Bool) {
        guard animated, let view = viewIfLoaded, view.window != nil else {
            bar.isHidden = hidden
            viewIfLoaded?.setNeedsLayout()
            return
        }
        if !hidden {
            bar.frame = hiddenFrame
            bar.isHidden = false
        }
        view.setNeedsLayout()
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: {
            view.layoutIfNeeded()
        }, completion: { [weak self] _ in
            if let self, stillWanted(self) { bar.isHidden = hidden }
        })
    }

    /// Adds the bars' heights to the safe area while they show.
    func updateBarInset() {
        var insets = appInsets
        if !barHidden { insets.top += navigationBar.contentHeightForSafeArea }
        if toolbarShows { insets.bottom += UIToolbar.contentHeight }
        super.additionalSafeAreaInsets = insets
    }

    /// Where the bar is: across the top, 44 points below the top of the safe area the window gives, or just
    /// above the top edge when hidden.
    func barFrame(hidden: Bool) -> CGRect {
        guard let view = viewIfLoaded else { return navigationBar.frame }
        let height = windowSafeAreaTop + navigationBar.shownContentHeight
        return CGRect(x: 0, y: hidden ? -height : 0, width: view.bounds.width, height: height)
    }

    /// The top of the safe area the window gives the container, without the controller's own insets.
    var windowSafeAreaTop: CGFloat {
        max(0, (viewIfLoaded?.safeAreaInsets.top ?? 0) - additionalSafeAreaInsetsStorage.top)
    }

    /// The bar's height changed (a prompt, a large title): the safe area and the bar's frame follow.
    func barContentDidChange() {
        updateBarInset()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Places the bars, in front of the children's views, after following the top controller's scroll view.
    func layoutBar() {
        guard let view = viewIfLoaded else { return }
        trackContentScrollView()
        navigationBar.frame = barFrame(hidden: barHidden)
        bottomBar.frame = toolbarFrame(hidden: !toolbarShows)
        // Reordering marks the view for layout again: only when a view was put above the bars.
        let subviews = view.subviews
        guard subviews.last !== navigationBar || subviews.dropLast().last !== bottomBar else { return }
        view.bringSubviewToFront(bottomBar)
        view.bringSubviewToFront(navigationBar)
    }

    /// The bar's back button was tapped.
    func backButtonTapped() {
        popViewController(animated: true)
    }
}
