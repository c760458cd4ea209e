import Foundation

/// The items of one named pasteboard, shared by every `UIPasteboard` of that name. The general pasteboard's
/// store mirrors the desktop clipboard's text while a host provides one.
@MainActor
final class PasteboardStore {
    /// The desktop clipboard the general pasteboard mirrors; nil headless.
    static var desktopClipboard: DesktopClipboard?

    private var storedItems: [[String: Any]] = []
    private var storedChangeCount = 0
    /// When the items expire (`UIPasteboard.OptionsKey.expirationDate`).
    var expirationDate: Date?
    /// Whether the items stay off the desktop clipboard (`UIPasteboard.OptionsKey.localOnly`).
    var isLocalOnly = false
    /// Whether this is the general pasteboard's store, which the desktop clipboard backs.
    private let publishesToDesktop: Bool
    /// What the desktop clipboard held when the store last wrote or read it: a change since is another app's.
    private var lastDesktopText: [UInt8]?

    init(publishesToDesktop: Bool) {
        self.publishesToDesktop = publishesToDesktop
    }

    var items: [[String: Any]] {
        refresh()
        return storedItems
    }

    var changeCount: Int {
        refresh()
        return storedChangeCount
    }

    private var desktop: DesktopClipboard? { publishesToDesktop ? Self.desktopClipboard : nil }

    /// Replaces the items, counting one change, and puts the first item's text on the desktop clipboard.
    func replaceItems(with newItems: [[String: Any]]) {
        storedItems = newItems
        storedChangeCount += 1
        if !isLocalOnly, let desktop, let text = UIPasteboard.text(in: newItems.first) {
            desktop.setText(text)
            lastDesktopText = desktop.text()
        }
    }

    /// Drops expired items, and takes in text another app put on the desktop clipboard since the last look.
    /// Text that is not UTF-8 is refused: the items are emptied, as they hold nothing the app can read.
    private func refresh() {
        if let expirationDate, expirationDate <= Date() {
            self.expirationDate = nil
            storedItems = []
            storedChangeCount += 1
        }
        guard let desktop, let bytes = desktop.text(), bytes != lastDesktopText else { return }
        lastDesktopText = bytes
        storedChangeCount += 1
        guard let text = String(validating: bytes, as: UTF8.self) else {
            uikitLog.error("UIPasteboard: the desktop clipboard holds \(bytes.count) bytes that are not UTF-8 text; refused.")
            storedItems = []
            return
        }
        storedItems = [[UIPasteboard.typeListString[0]: text]]
    }
}
