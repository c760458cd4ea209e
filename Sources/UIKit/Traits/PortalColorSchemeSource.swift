@_implementationOnly import CDesktopSettings
import Foundation

/// The desktop's colour scheme from the freedesktop portal over the D-Bus session bus: read once, waiting at most
/// a quarter of a second, then watched on a thread of its own. Without a session bus it answers nil at once.
struct PortalColorSchemeSource: ColorSchemeSource {
    /// How long the first read may wait for the bus and the portal.
    static let timeoutMilliseconds: Int32 = 250

    func watch(_ changed: @escaping @MainActor (UInt32) -> Void) -> UInt32? {
        let listener = Unmanaged.passRetained(Listener(changed)).toOpaque()
        let scheme = vellum_color_scheme_watch(Self.timeoutMilliseconds, { value, context in
            guard let context else { return }
            let listener = Unmanaged<Listener>.fromOpaque(context).takeUnretainedValue()
            DispatchQueue.main.async { MainActor.assumeIsolated { listener.changed(value) } }
        }, listener)
        guard scheme >= 0 else {
            Unmanaged<Listener>.fromOpaque(listener).release()
            return nil
        }
        return UInt32(scheme)
    }

    /// What the watching thread calls, kept for the life of the process, as the watch is.
    private final class Listener: Sendable {
        let changed: @MainActor (UInt32) -> Void
        init(_ changed: @escaping @MainActor (UInt32) -> Void) { self.changed = changed }
    }
}
