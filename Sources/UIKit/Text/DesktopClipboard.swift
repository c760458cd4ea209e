import Foundation

/// The desktop's clipboard, which backs the general pasteboard's text: the SDL host installs its own while
/// it runs (`SDLClipboard`, as `PasteboardStore.desktopClipboard`); headless there is none, and the pasteboard
/// lives in the process.
@MainActor
protocol DesktopClipboard: AnyObject {
    /// The clipboard's text as the desktop gave it, unchecked; nil when it holds none.
    func text() -> [UInt8]?
    /// Puts `text` on the clipboard.
    func setText(_ text: String)
}
