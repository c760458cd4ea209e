import Foundation

/// The backdrop of an app's content on a screen: the root of a view hierarchy, shown on its `screen` at
/// its `windowLevel`. A new window is hidden; `makeKeyAndVisible()` shows it and makes it the key window,
/// which receives keyboard and other non-touch events.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Posted, with the window as the object, when a window is shown.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted, with the window as the object, when a window is hidden.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted, with the window as the object, when a window becomes the key window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted, with the window as the object, when a window stops being the key window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    /// A window's position in the z-axis: higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level as a number.
        public var rawValue: CGFloat
        /// A level of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of app windows: 0.
        public static let normal = Level(0)
        /// The level of the status bar: 1000.
        public static let statusBar = Level(1000)
        /// The level of alerts: 2000.
        public static let alert = Level(2000)
        /// Lower levels are further back.
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        /// A level above or below this one.
        public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
        /// A level below this one.
        public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
    }

    weak var screenStorage: UIScreen?
    /// The scene the window belongs to: the one connected on its screen, unless the window was taken out of it.
    weak var windowSceneStorage: UIWindowScene?
    var rootViewControllerStorage: UIViewController?
    /// When the window was last shown: among windows of one level, the latest is in front.
    var orderStamp = 0
    private static var nextOrderStamp = 0

    /// A hidden window on the main screen with `frame` in screen coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpWindow(on: .main)
    }

    /// A hidden window in `windowScene`, covering its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// A hidden window on the main screen; Vellum decodes no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpWindow(on: .main)
    }

    /// A window nobody keeps leaves its screen, on the main actor (see `MainActorTeardown`).
    deinit {
        MainActorTeardown.perform(with: layerStorage) { $0.removeFromSuperlayer() }
    }

    private func setUpWindow(on screen: UIScreen) {
        layer.isHidden = true
        screenStorage = screen
        windowSceneStorage = UIApplication.shared.windowScene(on: screen)
        screen.add(self)
        contentScaleFactor = screen.scale
        screen.orderWindows()
    }

    /// The screen the window is shown on. Assigning another moves the window there (hidden windows too);
    /// its views take the new screen's scale.
    open var screen: UIScreen {
        get { screenStorage ?? .main }
        set { move(to: newValue) }
    }

    /// The scene the window is in. Assigning a scene moves the window to the scene's screen; assigning nil
    /// takes it out of its scene and hides it. A disconnected scene is refused.
    open var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            guard newValue !== windowSceneStorage else { return }
            let previousTraits = traitState?.collection
            defer { if let previousTraits { sceneDidChange(previous: previousTraits) } }
            guard let scene = newValue else {
                isHidden = true
                windowSceneStorage = nil
                return
            }
            guard scene.session.scene === scene else {
                return uikitLog.error("UIWindow: cannot move \(self) to a scene that is not connected; it stays where it is.")
            }
            move(to: scene.screen)
            windowSceneStorage = scene
        }
    }

    /// The window's level: windows of higher levels are in front.
    open var windowLevel: Level = .normal {
        didSet { screen.orderWindows() }
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { setRootViewController(newValue) }
    }

    /// Whether the window is hidden; new windows are.
    open override var isHidden: Bool {
        get { super.isHidden }
        set { setHidden(newValue) }
    }

    /// The window's next responder: its scene, else the application.
    open override var next: UIResponder? { windowSceneStorage ?? UIApplication.shared }

    /// The window's undo manager, which the responders in the window share.
    open override var undoManager: UndoManager? { ownUndoManager }
    private lazy var ownUndoManager = UndoManager()

    /// Whether this is the key window: the one that receives keyboard and other non-touch events.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Called when the window becomes the key window; posts `didBecomeKeyNotification`.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stops being the key window; posts `didResignKeyNotification`.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Makes the window the key window; the previous key window resigns first.
    open func makeKey() { UIApplication.shared.setKeyWindow(self) }

    /// Shows the window in front of the others of its level and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    // MARK: Events (Events/UIWindow+Events.swift, Responder/UIResponder+FirstResponder.swift)

    /// The window's first responder, held weakly; read through `currentFirstResponder`.
    weak var firstResponderStorage: UIResponder?
    /// The focus system of a window in no scene (Focus/UIFocusSystem.swift), made on first use.
    lazy var sceneLessFocusSystem = UIFocusSystem()

    /// Delivers `event`, which the application sends to this window: touches to the gesture recognizers and
    /// then to the views they were hit-tested to; presses, motion and remote-control events to the first
    /// responder (the window itself when there is none); scroll and hover to the recognizers of the views
    /// under the pointer.
    open func sendEvent(_ event: UIEvent) { deliverEvent(event) }

    /// Gives the keys no responder took to the focus system (Focus/UIFocusSystem+Keys.swift), then scrolls the
    /// focused scroll view for the scrolling keys (UIScrollView+Keyboard.swift); passes the other presses on.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let left = presses.filter { !UIFocusSystem.handleKey($0, in: self) && !UIScrollView.scrollForKey($0, in: self) }
        if !left.isEmpty { super.pressesBegan(left, with: event) }
    }

    // MARK: Showing and moving

    private func setHidden(_ hidden: Bool) {
        guard hidden != super.isHidden else { return }
        let controllers = controllersInHierarchy()
        if hidden {
            for controller in controllers { controller.beginAppearance(false) }
            super.isHidden = true
            for controller in controllers { controller.endAppearance() }
            if isKeyWindow { UIApplication.shared.setKeyWindow(nil) }
            NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
        } else {
            UIWindow.nextOrderStamp += 1
            orderStamp = UIWindow.nextOrderStamp
            screen.orderWindows()
            for controller in controllers { controller.beginAppearance(true) }
            super.isHidden = false
            AppFrameCycle.shared.deferAppearanceEnd(of: controllers)
            NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
        }
    }

    private func move(to newScreen: UIScreen) {
        let old = screen
        guard newScreen !== old else { return }
        let previousTraits = traitState?.collection
        old.remove(self)
        layer.removeFromSuperlayer()
        screenStorage = newScreen
        windowSceneStorage = UIApplication.shared.windowScene(on: newScreen)
        newScreen.add(self)
        newScreen.orderWindows()
        updateScale(newScreen.scale)
        notifySafeAreaChange()
        if let previousTraits {
            TraitState.generation += 1
            propagateTraits(previous: previousTraits)
        }
    }

    /// The screen's size or scale changed: backing stores are redrawn at the new scale.
    func screenModeChanged() {
        updateScale(screen.scale)
        notifySafeAreaChange()
    }

    private func updateScale(_ scale: CGFloat) {
        func update(_ view: UIView) {
            view.contentScaleFactor = scale
            for subview in view.subviews { DeepStack.run { update(subview) } }
        }
        update(self)
    }

    /// The safe area of the window: the screen's, where the window covers it.
    var windowSafeAreaInsets: UIEdgeInsets {
        let insets = screen.safeAreaInsets
        guard insets != .zero else { return .zero }
        let safe = screen.bounds.inset(by: insets), mine = frame
        return UIEdgeInsets(top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
                            bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
    }

    /// The view controllers whose root views are in the window and that appear with them, parents before
    /// children.
    private func controllersInHierarchy() -> [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ view: UIView) {
            if let controller = view.owningViewController, controller.appearsWithItsView { found.append(controller) }
            for subview in view.subviews { DeepStack.run { visit(subview) } }
        }
        visit(self)
        return found
    }

    /// Replaces the root view controller: the old one's view leaves the window, the new one's fills it
    /// (loading it first); appearance callbacks follow from the views' moves.
    private func setRootViewController(_ controller: UIViewController?) {
        let old = rootViewControllerStorage
        guard controller !== old else { return }
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        rootViewControllerStorage = controller
        guard let view = controller?.view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    // MARK: Converting to and from the window and the screen

    /// Converts `point` from the window's coordinates to `window`'s (to the screen's when `window` is nil).
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let target = window?.layer ?? screen.display.rootLayer
        return target.convert(point, from: layer)
    }

    /// Converts `point` from `window`'s coordinates (the screen's when `window` is nil) to this window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let source = window?.layer ?? screen.display.rootLayer
        return layer.convert(point, from: source)
    }

    /// Converts `rect` from the window's coordinates to `window`'s (to the screen's when `window` is nil).
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        let target = window?.layer ?? screen.display.rootLayer
        return target.convert(rect, from: layer)
    }

    /// Converts `rect` from `window`'s coordinates (the screen's when `window` is nil) to this window's.
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        let source = window?.layer ?? screen.display.rootLayer
        return layer.convert(rect, from: source)
    }
}
