@_implementationOnly import CSDL2
import Foundation

/// Desktop windows through SDL2: each configured screen is a window of its size in pixels (points × scale;
/// X11 shows pixels one for one), and a display plugged in while the app runs becomes a screen too, shown
/// as a borderless window covering it, until it is unplugged. Frames are composited on the render thread at
/// the fastest display's refresh rate; their damaged rectangles are copied to the window on the main thread
/// as soon as each frame is done, and only those are presented. Each window's focus, minimising and closing
/// drive its scene's life cycle (`HostWindowEvent`); closing the last window, or any in an app without scenes,
/// ends the app.
@MainActor
final class SDLHost: PlatformHost {
    private let configuration: HostConfiguration
    private var outputs: [UInt32: SDLOutput] = [:]
    /// The screens made for displays plugged in while running, by SDL display index.
    private var pluggedScreens: [Int32: UIScreen] = [:]
    private var pump: Timer?
    /// Mouse, touch and keyboard events become UIKit events here (SDLInput.swift).
    private let input = SDLInput()

    /// A host, or nil when SDL cannot open the video system (no display).
    init?(configuration: HostConfiguration) {
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        // An input method's whole preedit in one event with its real cursor, not 31-byte chunks.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            uikitLog.notice("SDL: \(String(cString: SDL_GetError()))")
            return nil
        }
        self.configuration = configuration
    }

    func start() {
        InputMethodSession.shared.host = input
        // Before the screens connect, so that their first traits have the desktop's appearance.
        SystemAppearance.followDesktop(PortalColorSchemeSource())
        let specs = configuration.screens
        var usable = SDL_Rect()
        let display = SDL_GetDisplayUsableBounds(0, &usable) == 0
            ? CGRect(x: Int(usable.x), y: Int(usable.y), width: Int(usable.w), height: Int(usable.h)) : .zero
        let origins = SDLWindowPlacement.origins(of: specs.map(Self.pixelSize), on: display)
        let app = SDLWindowPlacement.appName
        for (index, spec) in specs.enumerated() {
            let title = SDLWindowPlacement.title(app: app, screen: index, of: specs.count)
            guard let screen = openScreen(spec, title: title, at: origins[index], flags: SDL_WINDOW_RESIZABLE.rawValue) else { continue }
            UIScreen.connect(screen)
        }
        if UIScreen.connectedScreens.isEmpty {
            uikitLog.error("SDL: no window could be opened; a headless screen stands in.")
            UIScreen.connect(HeadlessHost.makeScreen(configuration.screens[0]))
        }
        PasteboardStore.desktopClipboard = SDLClipboard()
        pump = Timer.scheduledTimer(withTimeInterval: 1.0 / 120, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.pumpEvents() }
        }
    }

    func stop() {
        pump?.invalidate()
        PasteboardStore.desktopClipboard = nil
        for output in outputs.values { output.close() }
        outputs = [:]
        SDL_Quit()
    }

    func openScreen() -> UIScreen? {
        let spec = configuration.screens[0]
        let title = SDLWindowPlacement.appName
        guard let screen = openScreen(spec, title: title, flags: SDL_WINDOW_RESIZABLE.rawValue) else { return nil }
        UIScreen.connect(screen)
        return screen
    }

    func closeScreen(_ screen: UIScreen) {
        UIScreen.disconnect(screen)
        if let id = screen.hostIdentifier { outputs.removeValue(forKey: id)?.close() }
        pluggedScreens = pluggedScreens.filter { $0.value !== screen }
    }

    func setTitle(_ title: String, of screen: UIScreen) {
        guard let id = screen.hostIdentifier, let output = outputs[id] else { return }
        SDL_SetWindowTitle(output.window, title.isEmpty ? SDLWindowPlacement.appName : title)
    }

    /// The scene event an SDL window event is, if any.
    private static func sceneEvent(_ event: SDL_WindowEventID) -> HostWindowEvent? {
        switch event {
        case SDL_WINDOWEVENT_FOCUS_GAINED: return .focused
        case SDL_WINDOWEVENT_FOCUS_LOST: return .unfocused
        case SDL_WINDOWEVENT_MINIMIZED: return .minimized
        case SDL_WINDOWEVENT_RESTORED: return .restored
        case SDL_WINDOWEVENT_CLOSE: return .closed
        default: return nil
        }
    }

    /// A screen's size in pixels: points × scale.
    private static func pixelSize(_ spec: HostConfiguration.Screen) -> CGSize {
        CGSize(width: (spec.size.width * spec.scale).rounded(), height: (spec.size.height * spec.scale).rounded())
    }

    /// Opens a window for `spec` at `origin` (on the first display), or covering SDL display `display` when
    /// `flags` says borderless; the screen refreshes at the display's rate.
    private func openScreen(_ spec: HostConfiguration.Screen, title: String, at origin: CGPoint? = nil,
                            display: Int32 = 0, flags: UInt32 = 0) -> UIScreen? {
        let size = Self.pixelSize(spec)
        let width = Int32(clamping: Int(clamping: size.width, rounding: .toNearestOrAwayFromZero))
        let height = Int32(clamping: Int(clamping: size.height, rounding: .toNearestOrAwayFromZero))
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK | UInt32(display))
        let x = origin.map { Int32(clamping: Int(clamping: $0.x, rounding: .down)) } ?? centered
        let y = origin.map { Int32(clamping: Int(clamping: $0.y, rounding: .down)) } ?? centered
        guard let window = SDL_CreateWindow(title, x, y, width, height, SDL_WINDOW_SHOWN.rawValue | flags) else {
            uikitLog.error("SDL: cannot open a window: \(String(cString: SDL_GetError()))")
            return nil
        }
        var mode = SDL_DisplayMode()
        let refreshRate = SDL_GetCurrentDisplayMode(SDL_GetWindowDisplayIndex(window), &mode) == 0 ? Int(mode.refresh_rate) : 0
        let output = SDLOutput(window: window, width: Int(width), height: Int(height))
        let id = SDL_GetWindowID(window)
        outputs[id] = output
        let screen = UIScreen(size: spec.size, scale: spec.scale, framesPerSecond: refreshRate > 0 ? refreshRate : 60) {
            surface, damage in output.stage(surface, damage)
        }
        screen.hostIdentifier = id
        return screen
    }

    /// The user resized a window: its screen takes the new size (the pixels are the window's) and the windows
    /// that filled it follow in a size transition.
    func resizeScreen(shownIn windowID: UInt32, width: Int, height: Int) {
        guard width > 0, height > 0, let output = outputs[windowID],
              let screen = UIScreen.connectedScreens.first(where: { $0.hostIdentifier == windowID }) else { return }
        output.resize(width: width, height: height)
        let pixels = CGSize(width: width, height: height)
        if pixels != screen.nativeBounds.size { screen.apply(UIScreenMode(size: pixels)) }
    }

    /// Which way Ctrl+← and Ctrl+→ turn the device, as the Simulator's rotate commands do: −1 to the left,
    /// +1 to the right; nil for other keys.
    private static func rotationKey(_ key: SDL_KeyboardEvent) -> Int? {
        guard key.repeat == 0, Int32(key.keysym.mod) & Int32(KMOD_CTRL.rawValue) != 0 else { return nil }
        switch key.keysym.sym {
        case Int32(SDLK_LEFT.rawValue): return -1
        case Int32(SDLK_RIGHT.rawValue): return 1
        default: return nil
        }
    }

    /// Turns the screen in window `windowID` a quarter turn and gives the window the turned size.
    func rotateScreen(shownIn windowID: UInt32, turn: Int) {
        guard let output = outputs[windowID],
              let screen = UIScreen.connectedScreens.first(where: { $0.hostIdentifier == windowID }) else { return }
        // Portrait, landscape with the home edge right, upside down, landscape with it left: the device turning left.
        let cycle: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        let index = cycle.firstIndex(of: screen.interfaceOrientation) ?? 0
        var next = (index + (turn < 0 ? 1 : 3)) % 4
        // An orientation the app does not support is skipped, as a device turned further would reach the next.
        if !screen.rotate(to: cycle[next]) {
            next = (next + (turn < 0 ? 1 : 3)) % 4
            guard screen.rotate(to: cycle[next]) else { return }
        }
        let pixels = screen.nativeBounds.size
        output.resize(width: Int(pixels.width), height: Int(pixels.height))
        SDL_SetWindowSize(output.window, Int32(pixels.width), Int32(pixels.height))
    }

    /// Hot-plug: a display that appears becomes a screen (its desktop size, scale 1) and one that goes
    /// takes its screen with it, with UIKit's notifications.
    func displayChanged(_ display: Int32, event: SDL_DisplayEventID) {
        switch event {
        case SDL_DISPLAYEVENT_CONNECTED:
            var bounds = SDL_Rect()
            guard pluggedScreens[display] == nil, SDL_GetDisplayBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0,
                  let screen = openScreen(HostConfiguration.Screen(size: CGSize(width: Int(bounds.w), height: Int(bounds.h)), scale: 1),
                                          title: "\(SDLWindowPlacement.appName) — display \(display + 1)", display: display,
                                          flags: SDL_WINDOW_BORDERLESS.rawValue) else { return }
            pluggedScreens[display] = screen
            UIScreen.connect(screen)
        case SDL_DISPLAYEVENT_DISCONNECTED:
            guard let screen = pluggedScreens.removeValue(forKey: display) else { return }
            UIScreen.disconnect(screen)
            if let id = screen.hostIdentifier { outputs.removeValue(forKey: id)?.close() }
        default:
            break
        }
    }

    /// Handles every pending SDL event: quitting, window exposure, hot-plug, then input.
    func pumpEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                UIApplication.shared.terminate()
            case SDL_WINDOWEVENT where Self.sceneEvent(SDL_WindowEventID(UInt32(event.window.event))) != nil:
                // Losing the focus also cancels the touches down (SDLInput).
                _ = input.handle(event)
                guard let sceneEvent = Self.sceneEvent(SDL_WindowEventID(UInt32(event.window.event))) else { continue }
                if let screen = UIScreen.connectedScreens.first(where: { $0.hostIdentifier == event.window.windowID }) {
                    UIApplication.shared.hostWindow(screen, did: sceneEvent)
                } else if sceneEvent == .closed {
                    UIApplication.shared.terminate()
                }
            case SDL_WINDOWEVENT where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_EXPOSED:
                outputs[event.window.windowID]?.exposeAll()
            case SDL_WINDOWEVENT where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED:
                resizeScreen(shownIn: event.window.windowID, width: Int(event.window.data1), height: Int(event.window.data2))
            case SDL_KEYDOWN where Self.rotationKey(event.key) != nil:
                if let turn = Self.rotationKey(event.key) { rotateScreen(shownIn: event.key.windowID, turn: turn) }
            case SDL_DISPLAYEVENT:
                displayChanged(Int32(bitPattern: event.display.display), event: SDL_DisplayEventID(UInt32(event.display.event)))
            default:
                _ = input.handle(event)
            }
        }
    }
}

/// One SDL window's pixels: frames are staged from the render thread and presented on the main thread as
/// soon as each is staged, so presents follow the render server's display-paced frames.
final class SDLOutput: @unchecked Sendable {
    // @unchecked: the window is a raw SDL pointer, used on the main actor only (checked in debug builds); every
    // `var` is accessed holding `lock`.

    /// The SDL window (main actor only).
    let window: OpaquePointer
    private var width: Int, height: Int
    private let lock = NSLock()
    /// The latest frame's pixels (cairo ARGB32 rows), and the rectangles changed since the last present.
    private var staged: [UInt32]
    private var damage: [SDL_Rect] = []
    private var presentScheduled = false
    private var isClosed = false

    init(window: OpaquePointer, width: Int, height: Int) {
        self.window = window
        self.width = width
        self.height = height
        staged = Array(repeating: 0xFF00_0000, count: width * height)
    }

    /// Copies `rects` of the frame (render thread).
    func stage(_ surface: ImageSurface, _ rects: [CGRect]) {
        lock.lock()
        defer { lock.unlock() }
        surface.flush()
        let w = min(width, surface.width), h = min(height, surface.height)
        for rect in rects {
            let x0 = max(0, Int(rect.minX.rounded(.down))), x1 = min(w, Int(rect.maxX.rounded(.up)))
            let y0 = max(0, Int(rect.minY.rounded(.down))), y1 = min(h, Int(rect.maxY.rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            staged.withUnsafeMutableBufferPointer { pixels in
                for y in y0..<y1 {
                    let row = surface.row(y)
                    for x in x0..<x1 { pixels[y * width + x] = row[x] }
                }
            }
            damage.append(SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0)))
        }
        schedulePresent()
    }

    /// Asks the main thread to present once for all the frames staged until it gets there (lock held).
    private func schedulePresent() {
        guard !damage.isEmpty, !presentScheduled else { return }
        presentScheduled = true
        DispatchQueue.main.async { self.presentStaged() }
    }

    /// The window took a new size: frames are staged at it, and the next is presented whole.
    func resize(width: Int, height: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        staged = Array(repeating: 0xFF00_0000, count: width * height)
        damage = [SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))]
    }

    /// The window was uncovered: everything is presented again.
    func exposeAll() {
        lock.lock()
        damage = [SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))]
        schedulePresent()
        lock.unlock()
    }

    /// Copies the staged damage to the window's surface and shows only those rectangles (main thread).
    func presentStaged() {
        MainActor.assertIsolated("SDL windows are presented on the main actor")
        lock.lock()
        defer { lock.unlock() }
        presentScheduled = false
        guard !isClosed, !damage.isEmpty, let surface = SDL_GetWindowSurface(window), let base = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch)
        let surfaceWidth = Int(surface.pointee.w), surfaceHeight = Int(surface.pointee.h)
        staged.withUnsafeBufferPointer { pixels in
            for rect in damage {
                let x0 = Int(rect.x), y0 = Int(rect.y)
                let x1 = min(x0 + Int(rect.w), surfaceWidth), y1 = min(y0 + Int(rect.h), surfaceHeight)
                guard x0 < x1, y0 < y1 else { continue }
                for y in y0..<y1 {
                    // The window surface is XRGB8888: cairo's ARGB32 rows, alpha ignored.
                    let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                    for x in x0..<x1 { row[x] = pixels[y * width + x] }
                }
            }
        }
        damage.withUnsafeBufferPointer { rects in
            _ = SDL_UpdateWindowSurfaceRects(window, rects.baseAddress, Int32(rects.count))
        }
        damage = []
    }

    /// Destroys the window; presents still queued find it closed.
    func close() {
        MainActor.assertIsolated("SDL windows are destroyed on the main actor")
        lock.lock()
        isClosed = true
        lock.unlock()
        SDL_DestroyWindow(window)
    }
}
