@_implementationOnly import CSDL2
import Foundation

/// The desktop clipboard through SDL (X11's CLIPBOARD selection, or Wayland's data device): text only, as
/// SDL2 carries nothing else.
@MainActor
final class SDLClipboard: DesktopClipboard {
    func text() -> [UInt8]? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                              count: strlen(pointer)))
        return bytes.isEmpty ? nil : bytes
    }

    func setText(_ text: String) {
        if SDL_SetClipboardText(text) != 0 {
            uikitLog.error("UIPasteboard: the desktop clipboard refused the text: \(String(cString: SDL_GetError())).")
        }
    }
}
