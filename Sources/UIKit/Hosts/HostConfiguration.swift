import Foundation

/// The platform host protocol: a host connects screens and delivers their input.
@MainActor
protocol PlatformHost: AnyObject {
    /// Connects the screens and starts delivering input.
    func start()
    /// Closes what the host opened.
    func stop()
    /// Opens another screen — a desktop window, or a virtual screen of the first configured size — and
    /// connects it; nil when none can be opened.
    func openScreen() -> UIScreen?
    /// Closes `screen`'s window and disconnects the screen.
    func closeScreen(_ screen: UIScreen)
    /// Shows `title` for `screen`, where the host has a title bar; an empty title shows the app's name.
    func setTitle(_ title: String, of screen: UIScreen)
}

/// What the environment asks of the host.
///
/// - `VELLUM_HOST`: `headless` or `sdl`. Without it, an app launched with `UIApplicationMain` or `@main`
///   opens SDL windows when a display is present (`DISPLAY` or `WAYLAND_DISPLAY`); everything else (tests,
///   scripts) is headless.
/// - `VELLUM_SCREENS`: the screens, as `WIDTHxHEIGHT@SCALE` in points, comma-separated; the first is the
///   main screen. The default is one 390×844-point screen at scale 2 (scale 1 for SDL windows, which X11
///   shows pixel for pixel).
/// - `VELLUM_FRAMES`: headless only — a folder to write each screen's frames to as PNG files, with
///   `VELLUM_DURATION` (seconds, default 1) after which the app ends, and `VELLUM_FRAMES_RATE`: `every`
///   frame, a number of frames a second (default 10), or `demand` (see `FrameSampling`).
struct HostConfiguration {
    enum Kind: String {
        case headless, sdl
    }

    /// One screen: its size in points and its scale.
    struct Screen: Equatable {
        var size: CGSize
        var scale: CGFloat
    }

    var kind: Kind
    var screens: [Screen]
    var framesDirectory: URL?
    var duration: TimeInterval
    var frameSampling = FrameSampling.standard

    /// Whether a display server is there to open windows on.
    static var displayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// The configuration the environment asks for; `preferred` is the host when it names none.
    static func fromEnvironment(preferring preferred: Kind,
                                environment env: [String: String] = ProcessInfo.processInfo.environment) -> HostConfiguration {
        var kind = preferred
        if let name = env["VELLUM_HOST"] {
            if let named = Kind(rawValue: name.lowercased()) { kind = named }
            else { uikitLog.error("VELLUM_HOST=\(name) is not a host (headless, sdl); using \(preferred.rawValue).") }
        }
        let fallback = Screen(size: CGSize(width: 390, height: 844), scale: kind == .sdl ? 1 : 2)
        var screens = [fallback]
        if let spec = env["VELLUM_SCREENS"] {
            let parsed = spec.split(separator: ",").map { parseScreen(String($0)) }
            if !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) {
                screens = parsed.compactMap { $0 }
            } else {
                uikitLog.error("VELLUM_SCREENS=\(spec) is not a list of WIDTHxHEIGHT@SCALE; using 390x844@\(fallback.scale).")
            }
        }
        let frames = env["VELLUM_FRAMES"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
        let duration = env["VELLUM_DURATION"].flatMap(TimeInterval.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
        var sampling = FrameSampling.standard
        if let rate = env["VELLUM_FRAMES_RATE"] {
            if let named = FrameSampling(rate) { sampling = named }
            else { uikitLog.error("VELLUM_FRAMES_RATE=\(rate) is not every, demand or a number of frames a second; using 10.") }
        }
        return HostConfiguration(kind: kind, screens: screens, framesDirectory: frames, duration: duration,
                                 frameSampling: sampling)
    }

    /// `390x844@2` → 390×844 points at scale 2; the scale may be left out (1). Sizes must be positive and
    /// at most 16384 pixels a side.
    static func parseScreen(_ text: String) -> Screen? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "@")
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let dims = parts[0].lowercased().split(separator: "x")
        guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]) else { return nil }
        let scale = parts.count == 2 ? Double(parts[1]) : 1
        guard let scale, scale.isFinite, scale > 0, scale <= 4, w.isFinite, h.isFinite, w >= 1, h >= 1,
              w * scale <= 16384, h * scale <= 16384 else { return nil }
        return Screen(size: CGSize(width: w, height: h), scale: scale)
    }
}
