import Foundation

/// What a host window went through: the events that drive its scene's life cycle.
package enum HostWindowEvent: Sendable {
    /// The window got the keyboard focus: its scene becomes active (coming back to the foreground first).
    case focused
    /// The window lost the focus: its scene resigns active.
    case unfocused
    /// The window was minimised: its scene goes to the background.
    case minimized
    /// The window was restored: its scene comes back to the foreground, inactive until focused.
    case restored
    /// The window was closed: its scene disconnects and its session is discarded; closing the last one ends the app.
    case closed
}

extension UIApplication {
    /// The scenes connected now: one per desktop window (SDL) or virtual screen (headless).
    public var connectedScenes: Set<UIScene> { Set(windowScenes) }

    /// The sessions the app has: those of the connected scenes and those not yet discarded.
    public var openSessions: Set<UISceneSession> { Set(sceneSessions) }

    /// Whether the app may show several scenes at once: the Info.plist's `UIApplicationSupportsMultipleScenes`.
    public var supportsMultipleScenes: Bool { sceneManifest?.supportsMultipleScenes ?? false }

    /// Asks for a scene: for `sceneSession`'s, which comes to the front (reconnecting on a new window if it was
    /// disconnected), or, with no session, for a new one in a new desktop window (SDL) or virtual screen
    /// (headless) — allowed only when the app supports multiple scenes. `userActivity` reaches the new scene's
    /// connection options. `errorHandler` hears why a request was refused.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        if let scene = sceneSession?.scene as? UIWindowScene, scene.activationState != .unattached {
            return scene.moveToState(.foregroundActive)
        }
        if let sceneSession, !sceneSessions.contains(sceneSession) {
            return refuse("the session \(sceneSession.persistentIdentifier) was discarded", errorHandler)
        }
        guard sceneSession != nil || supportsMultipleScenes else {
            return refuse("the app does not support multiple scenes (UIApplicationSupportsMultipleScenes)", errorHandler)
        }
        pendingSceneRequest = (sceneSession, UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? []))
        defer { pendingSceneRequest = nil }
        guard let screen = Self.host?.openScreen() else {
            return refuse("no window could be opened", errorHandler)
        }
        if windowScene(on: screen) == nil { connectScene(on: screen) }
    }

    private func refuse(_ reason: String, _ errorHandler: ((any Error) -> Void)?) {
        uikitLog.error("UIApplication: scene session activation request refused: \(reason).")
        errorHandler?(NSError(domain: "UISceneErrorDomain", code: 0,
                              userInfo: [NSLocalizedDescriptionKey: "Scene session activation request refused: \(reason)."]))
    }

    /// The scene shown on `screen`, if one is connected there.
    func windowScene(on screen: UIScreen) -> UIWindowScene? {
        windowScenes.first { $0.screenStorage === screen }
    }

    // MARK: Connecting

    /// Connects a scene on each of `screens` after launching; `appModule` expands `$(PRODUCT_MODULE_NAME)`. The
    /// first scene's configuration decides the life cycle: the scenes' when the Info.plist has a scene manifest
    /// or the configuration names a delegate class, else the app delegate's alone, as before iOS 13.
    func connectScenesAtLaunch(on screens: [UIScreen], appModule: String?) {
        sceneAppModule = appModule
        guard let first = screens.first else { return }
        let session = UISceneSession(role: .windowApplication, configuration: defaultConfiguration(for: .windowApplication))
        let options = UIScene.ConnectionOptions()
        let configuration = resolvedConfiguration(for: session, options: options)
        usesSceneLifecycle = sceneManifest != nil || configuration.delegateClass != nil
        if usesSceneLifecycle { applicationState = .background }
        scenesLaunched = true
        connectScene(on: first, session: session, configuration: configuration, options: options)
        for screen in screens.dropFirst() { connectScene(on: screen) }
    }

    /// A configuration named as the manifest's default for `role` (its classes are filled in once the app
    /// delegate has chosen, so that a missing class is logged once).
    private func defaultConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        UISceneConfiguration(name: sceneManifest?.entry(named: nil, role: role)?.name, sessionRole: role)
    }

    /// The app delegate's configuration for `session`, completed from the manifest.
    private func resolvedConfiguration(for session: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? session.configuration
        sceneManifest?.complete(configuration, module: sceneAppModule, bundle: mainInterfaceBundle)
        return configuration
    }

    /// Connects a scene on `screen`: for the pending request's session when one is being activated, else for a
    /// new session. Its delegate hears `scene(_:willConnectTo:options:)`, then the scene comes to the foreground
    /// and becomes active.
    private func connectScene(on screen: UIScreen) {
        let session = pendingSceneRequest?.session
            ?? UISceneSession(role: .windowApplication, configuration: defaultConfiguration(for: .windowApplication))
        let options = pendingSceneRequest?.options ?? UIScene.ConnectionOptions()
        connectScene(on: screen, session: session, configuration: resolvedConfiguration(for: session, options: options),
                     options: options)
    }

    private func connectScene(on screen: UIScreen, session: UISceneSession, configuration: UISceneConfiguration,
                              options: UIScene.ConnectionOptions) {
        session.configuration = configuration
        var sceneClass = UIWindowScene.self
        if let named = configuration.sceneClass {
            if let windowSceneClass = named as? UIWindowScene.Type { sceneClass = windowSceneClass }
            else { uikitLog.error("UIApplication: scene class \(named) is not a UIWindowScene; UIWindowScene is used.") }
        }
        let scene = sceneClass.init(session: session, connectionOptions: options)
        scene.screenStorage = screen
        session.scene = scene
        if let named = configuration.delegateClass {
            if let delegateClass = named as? UISceneDelegate.Type { scene.delegate = delegateClass.init() }
            else { uikitLog.error("UIApplication: scene delegate class \(named) does not adopt UISceneDelegate; the scene has no delegate.") }
        }
        windowScenes.append(scene)
        if !sceneSessions.contains(session) { sceneSessions.append(session) }
        for window in screen.windows where window.windowSceneStorage == nil { window.windowSceneStorage = scene }
        if let key = keyWindowStorage, key.windowSceneStorage === scene { scene.keyWindowStorage = key }
        let storyboardWindow = makeStoryboardWindow(for: scene, configuration: configuration)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        storyboardWindow?.makeKeyAndVisible()
        scene.moveToState(.foregroundActive)
    }

    /// A screen connected after launch (plugged in, or opened for a request) gets a scene.
    func screenDidConnect(_ screen: UIScreen) {
        guard scenesLaunched, windowScene(on: screen) == nil else { return }
        connectScene(on: screen)
    }

    /// A screen that goes takes its scene with it; its session stays open.
    func screenDidDisconnect(_ screen: UIScreen) {
        guard let scene = windowScene(on: screen) else { return }
        disconnect(scene, discardingSession: false)
    }

    // MARK: The life cycle

    /// Drives the scene on `screen` through what its host window went through.
    package func hostWindow(_ screen: UIScreen, did event: HostWindowEvent) {
        guard let scene = windowScene(on: screen) else {
            if event == .closed { terminate() }
            return
        }
        switch event {
        case .focused:
            scene.moveToState(.foregroundActive)
            if let key = scene.keyWindow, !key.isHidden { setKeyWindow(key) }
        case .unfocused:
            if scene.activationState == .foregroundActive { scene.moveToState(.foregroundInactive) }
        case .minimized:
            scene.moveToState(.background)
        case .restored:
            if scene.activationState == .background { scene.moveToState(.foregroundInactive) }
        case .closed:
            guard usesSceneLifecycle, windowScenes.count > 1 else { terminate() }
            disconnect(scene, discardingSession: true)
            Self.host?.closeScreen(screen)
        }
    }

    /// Disconnects `scene`: it leaves the foreground and disconnects, its windows are hidden and leave it, and
    /// with `discardingSession` its session goes too, which the app delegate hears.
    func disconnect(_ scene: UIWindowScene, discardingSession: Bool) {
        let windows = scene.windows
        scene.moveToState(.unattached)
        for window in windows {
            window.isHidden = true
            window.windowSceneStorage = nil
        }
        windowScenes.removeAll { $0 === scene }
        scene.session.scene = nil
        guard discardingSession else { return }
        sceneSessions.removeAll { $0 === scene.session }
        delegate?.application(self, didDiscardSceneSessions: [scene.session])
    }

    /// The app's state follows its scenes': active while one is active, inactive while one is in the
    /// foreground, else in the background. The notifications are posted at each step; the app delegate hears
    /// them only without the scene life cycle, as on iOS.
    func followSceneStates() {
        let states = Set(windowScenes.map(\.activationState)).subtracting([.unattached])
        guard !states.isEmpty else { return }
        let target: State = states.contains(.foregroundActive) ? .active
            : states.contains(.foregroundInactive) ? .inactive : .background
        while applicationState != target { stepState(toward: target) }
    }

    /// One step of the app's state toward `target`, with its callback and notification.
    func stepState(toward target: State) {
        let center = NotificationCenter.default
        let told = usesSceneLifecycle ? nil : delegate
        switch applicationState {
        case .active:
            told?.applicationWillResignActive(self)
            center.post(name: Self.willResignActiveNotification, object: self)
            applicationState = .inactive
        case .inactive where target == .active:
            applicationState = .active
            told?.applicationDidBecomeActive(self)
            center.post(name: Self.didBecomeActiveNotification, object: self)
        case .inactive:
            applicationState = .background
            told?.applicationDidEnterBackground(self)
            center.post(name: Self.didEnterBackgroundNotification, object: self)
        case .background:
            told?.applicationWillEnterForeground(self)
            center.post(name: Self.willEnterForegroundNotification, object: self)
            applicationState = .inactive
        }
    }
}
