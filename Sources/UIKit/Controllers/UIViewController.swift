import Foundation

/// Manages a view hierarchy: loads its root view on demand, hears when it appears, disappears and lays
/// out, and contains child view controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var viewStorage: UIView?
    var appearance = Appearance.disappeared
    /// Whether the current appearance transition is animated: what the callbacks are told.
    var appearanceIsAnimated = false
    /// Whether `viewIsAppearing(_:)` was sent in the current appearance.
    var sentViewIsAppearing = false
    /// Which way the controller is moving between parents, until its appearance transition ends.
    var movement: Movement?
    private var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    /// `topLayoutGuide` and `bottomLayoutGuide`, once asked for.
    var layoutSupportGuides: [LayoutSupportGuide] = []
    /// The controller's traits, made when first asked for or overridden (Traits/UIViewController+Traits.swift).
    var traitState: TraitState?

    /// Where the controller is in appearing or disappearing.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// A move between parents: `isMovingToParent` and `isMovingFromParent`.
    enum Movement {
        case toParent, fromParent
    }

    /// The name of the nib (`Name.xib`) the default `loadView()` loads the view from, as passed to
    /// `init(nibName:bundle:)`. When nil, it loads the nib named like the class without its module and without a
    /// final "Controller", else like the class, if the bundle has one.
    public let nibName: String?
    /// The bundle of the nib.
    public let nibBundle: Bundle?

    /// A controller whose view comes from the nib `nibNameOrNil` in `nibBundleOrNil` (the main bundle when nil).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller that builds its view in `loadView()`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller decoded from an archive: from a storyboard, with its title, modal styles, navigation item
    /// and tab bar item.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        if let coder = coder as? InterfaceBuilderCoder { decodeController(from: coder) }
    }

    /// Nonisolated, as `dealloc` is. A controller released with additional safe-area insets leaves the count of
    /// controllers with insets, which would otherwise slow every safe-area question for good.
    deinit {
        guard additionalSafeAreaInsetsStorage != .zero else { return }
        MainActorTeardown.perform(with: ()) { _ in UIViewController.controllersWithAdditionalSafeArea -= 1 }
    }

    /// A localized title for the controller's view, shown by a navigation bar and a tab bar.
    open var title: String? {
        // As on iOS, the title names the controller's tab too.
        didSet { if title != oldValue { tabBarItemStorage?.title = title } }
    }

    // MARK: The view

    /// The root view, loaded (with `loadView()`, then `viewDidLoad()`) the first time it is asked for.
    open var view: UIView! {
        get {
            if viewStorage == nil { loadViewIfNeeded() }
            return viewStorage
        }
        set { setView(newValue) }
    }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the root view; the default loads it from the controller's storyboard scene or nib (see `nibName`),
    /// else makes a plain view the size of the main screen. Assign `view` here when overriding, and do not call
    /// super.
    open func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the root view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil {
            uikitLog.error("UIViewController: loadView() did not set a view; a plain view is used.")
            setView(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    /// Called once the root view is loaded.
    open func viewDidLoad() {}

    private func setView(_ newView: UIView?) {
        guard newView !== viewStorage else { return }
        if let old = viewStorage, old.owningViewController === self { old.owningViewController = nil }
        if let newView, let other = newView.owningViewController, other !== self {
            uikitLog.error("UIViewController: \(newView) is already the view of \(other); it moves to \(self).")
            other.viewStorage = nil
        }
        viewStorage = newView
        newView?.owningViewController = self
    }

    // MARK: Appearing and disappearing (UIViewController+Appearance.swift)

    /// Called before the view is added to a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after `viewWillAppear(_:)`, when the view is in the window and its
    /// superview has laid it out, before its own layout callbacks: geometry and the safe area are final here.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was added to a visible window and laid out.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a visible window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left a visible window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the constraints of the controller's view when it needs it, in place of the view's own
    /// `updateConstraints()`; an override must call `super` last, which updates the view's constraints.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Whether children hear of appearing and disappearing as their views enter and leave a visible window;
    /// true by default. A container returning false calls `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Safe area, margins and size (UIViewController+Layout.swift)

    /// Insets added to the safe area of the controller's view, for content of its own that covers the view's
    /// edges (a bar drawn by a container). Non-finite insets are refused.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set { setAdditionalSafeAreaInsets(newValue) }
    }
    var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero

    /// Called when the safe area of the controller's view changes.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the layout margins of the controller's view change.
    open func viewLayoutMarginsDidChange() {}

    /// The smallest margins the root view keeps at its leading and trailing edges: 16 points in a window
    /// narrower than 414 points (a compact phone), 20 in a wider one, as on iOS.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewStorage?.window?.bounds.width ?? UIScreen.main.bounds.width) < 414 ? 16 : 20
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`; true by default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewStorage?.marginsDidChange() } }
    }

    /// The size the controller would like its view to have, which containers such as popovers honour; setting
    /// it tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set { setPreferredContentSize(newValue) }
    }
    var preferredContentSizeStorage = CGSize.zero

    /// Called when a child's `preferredContentSize` changes.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    // MARK: Size transitions and rotation (Controllers/SizeTransitionCoordinator.swift)

    /// Called before the view's size changes to `size` (a window resized, the interface rotated); the
    /// default tells the children, each with the size `size(forChildContentContainer:withParentContainerSize:)`
    /// gives it. An override calls `super`, and may animate along with the change through `coordinator`.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size),
                                     with: coordinator)
        }
    }

    /// Called before the controller's traits change to `newCollection` in a window resize or rotation, before
    /// `viewWillTransition(to:with:)`; the default tells the children. An override calls `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// Called after the controller's `traitCollection` changed, with `UITraitCollection.current` set to the new
    /// one; `previousTraitCollection` is the one before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The size a child's view takes when this controller's view takes `parentSize`; `parentSize` by default.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The coordinator of the transition running now — a size change of the controller's window, or a
    /// transition of the controller or its parent — else nil.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let presentation = runningPresentationTransition { return presentation }
        guard let window = viewStorage?.window else { return parentStorage?.transitionCoordinator }
        return SizeTransitionCoordinator.running.last { $0.containerView === window } ?? parentStorage?.transitionCoordinator
    }

    /// The interface orientations the controller supports: every one but upside down on a phone-sized
    /// screen, every one on a larger one. The window's root controller decides whether a rotation turns
    /// the interface.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .phone ? .allButUpsideDown : .all
    }

    /// The orientation a full-screen presentation of the controller prefers; `.portrait` by default.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Whether the interface follows the device when it turns; true by default.
    open var shouldAutorotate: Bool { true }

    // MARK: Presenting (UIViewController+Presentation.swift)

    /// How the controller is shown when presented; `.automatic` (a page sheet) by default.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    /// How a full-screen presentation of the controller animates; `.coverVertical` by default.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or its children
    /// covers this controller's view; false by default.
    open var definesPresentationContext = false

    /// Whether the controller refuses to be dismissed by a gesture while presented as a sheet; false by
    /// default.
    open var isModalInPresentation = false

    /// The controller this one presents, if any.
    open var presentedViewController: UIViewController? { presentedStorage }

    /// The controller that presented this one or an ancestor, if any.
    open var presentingViewController: UIViewController? {
        activePresentation?.presentingStorage ?? parentStorage?.presentingViewController
    }

    /// The object that animates the controller's presentation and dismissal, and may supply its presentation
    /// controller, when `modalPresentationStyle` is `.custom`; nil uses UIKit's transitions.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Shows `viewControllerToPresent` over this controller's context in its `modalPresentationStyle`,
    /// animated with its `modalTransitionStyle` when `flag`; `completion` runs once it is shown.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        startPresenting(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presents — or, when it presents nothing, this controller from its
    /// presenter — animated when `flag`; `completion` runs once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissing(animated: flag, completion: completion)
    }

    /// The controller presented by this one.
    var presentedStorage: UIViewController?
    /// The presentation controller of this controller, made when first asked for or presented, kept between
    /// presentations while the style allows.
    var presentationControllerStorage: UIPresentationController?
    /// Set while a presentation drives this controller's appearance by hand: its view entering or leaving a
    /// window then sends nothing.
    var withholdsAutomaticAppearance = false

    // MARK: Editing

    /// Whether the controller's view lets the user edit its content; see `setEditing(_:animated:)`.
    open var isEditing = false

    /// Turns editing on or off; subclasses update their views and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editButtonItemStorage?.showEditing(editing)
    }

    /// The Edit/Done item, once `editButtonItem` made it.
    var editButtonItemStorage: UIBarButtonItem?

    // MARK: Tab bar

    /// The item that stands for the controller in a tab bar; made on first use with the controller's `title`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, selectedImage: nil)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: UITabBarItem?

    /// The nearest tab bar controller among the controller and its parents.
    open var tabBarController: UITabBarController? {
        var current: UIViewController? = self
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parentStorage
        }
        return nil
    }

    // MARK: Memory

    /// Called when the app receives a memory warning: release what can be rebuilt.
    open func didReceiveMemoryWarning() {}

    // MARK: The status bar (UIViewController+StatusBar.swift)

    /// Whether the status bar is hidden while this controller decides its appearance; false by default.
    open var prefersStatusBarHidden: Bool { false }

    /// The style of the status bar while this controller decides its appearance; `.default` by default.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// How a change of `prefersStatusBarHidden` animates; `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child that decides the status bar's style instead of this controller; nil by default.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child that decides whether the status bar is hidden instead of this controller; nil by default.
    open var childForStatusBarHidden: UIViewController? { nil }

    // MARK: Containment

    /// The controller this one is a child of.
    open var parent: UIViewController? { parentStorage }

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// Adds `childController` as a child, calling its `willMove(toParent:)`; the container adds the child's
    /// view and then calls the child's `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            return uikitLog.error("UIViewController: a view controller cannot be its own child; ignored.")
        }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === childController {
                return uikitLog.error("UIViewController: \(childController) is an ancestor of \(self) and cannot be its child; ignored.")
            }
            ancestor = current.parentStorage
        }
        if childController.parentStorage === self { return }
        childController.removeFromParent()
        childController.movement = .toParent
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Removes the controller from its parent, calling its `didMove(toParent: nil)`; the container calls
    /// `willMove(toParent: nil)` first and removes the view.
    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        movement = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. Removing, it makes
    /// `isMovingFromParent` true for the disappearance that follows: an override calls `super`.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, parentStorage != nil { movement = .fromParent }
    }

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Navigation (Containers/Navigation)

    /// The item that represents the controller in a navigation bar, made on first use.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.owner = self
        navigationItemStorage = item
        return item
    }
    private var navigationItemStorage: UINavigationItem?

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// Whether the navigation controller's toolbar hides while this controller is in its stack.
    open var hidesBottomBarWhenPushed = false

    /// The nearest navigation controller among the controller's ancestors, if any.
    open var navigationController: UINavigationController? {
        var ancestor = parentStorage
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parentStorage
        }
        return nil
    }

    // MARK: Showing (UIViewController+Showing.swift)

    /// Shows `vc` in the primary context: pushed by the nearest navigation controller, else in the nearest
    /// split view's secondary column, else presented. Override to show it another way.
    open func show(_ vc: UIViewController, sender: Any?) { showInPrimaryContext(vc, sender: sender) }

    /// Shows `vc` in the secondary context: the nearest split view's secondary column, else presented.
    /// Override to show it another way.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showInSecondaryContext(vc, sender: sender)
    }

    // MARK: Segues (UIViewController+Segues.swift)

    /// The storyboard the controller was made from; nil for a controller made in code.
    public internal(set) var storyboard: UIStoryboard?
    /// The controller's scene in its storyboard, where its view comes from.
    var storyboardScene: StoryboardScene?
    /// The segues the controller's storyboard gives it, which `performSegue(withIdentifier:sender:)` finds.
    var segueTemplates: [StoryboardSegueTemplate] = []

    /// Performs the storyboard segue from this controller named `identifier`: makes its destination, calls
    /// `prepare(for:sender:)` and performs it. `shouldPerformSegue(withIdentifier:sender:)` is not asked.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Called before a segue from this controller performs, once its destination exists: pass it data here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue named `identifier` that a control or cell triggered should perform; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller is the destination of an unwind segue with `action` from `fromViewController`:
    /// by default, when it implements the action (see `Selector`) and is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && performsAction(action)
    }

    /// The children to search, in order, for an unwind segue's destination: by default `children` less the one
    /// the segue comes from (`childContaining(_:)`); a navigation controller's from the top of its stack down.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        childrenToSearchOnWayBack(from: source)
    }

    /// The child the unwind segue comes from: the source, or the child that contains or presented it.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        childOnWayBack(to: source)
    }

    /// Called on each container on an unwind segue's way down to its destination: show `subsequentVC`, the
    /// next controller toward it. UIKit's navigation controller pops to it and its tab bar controller selects it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        showOnWayBack(subsequentVC)
    }

    // MARK: Focus (Focus/UIViewController+Focus.swift)

    /// Where focus goes when it enters the controller: its view (so the view's first focusable item).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }
    /// Whether focus may move as `context` says; true.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved to, from or within the controller's views.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: The responder chain

    /// The superview of the root view (the window, for a window's root view controller), else the parent.
    open override var next: UIResponder? { viewStorage?.superview ?? parentStorage }
}
