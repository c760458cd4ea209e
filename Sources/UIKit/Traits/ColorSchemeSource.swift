/// Where the desktop's colour scheme comes from: the freedesktop portal in an app (`PortalColorSchemeSource`), a
/// stand-in in tests.
@MainActor
protocol ColorSchemeSource {
    /// The scheme now as the portal numbers it, or nil when the source cannot tell (no session bus, no portal);
    /// when it can, `changed` hears each later value, on the main actor.
    func watch(_ changed: @escaping @MainActor (UInt32) -> Void) -> UInt32?
}
