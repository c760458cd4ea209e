import Foundation

/// Where the SDL host opens its screens' windows and what it titles them. Without a window manager (Xvfb)
/// every window would open at the same place, the last covering the others: the screens' windows are laid
/// side by side instead, left to right in the screens' order (the main screen first), the row centred on the
/// display where it fits, and each is titled after the app and, when there are several, the screen.
enum SDLWindowPlacement {
    /// The space between two windows, in pixels.
    static let gap: CGFloat = 16

    /// The top-left corners of windows of `sizes` (pixels) in a row on a display of `bounds`: centred where
    /// the row fits, from the display's top-left corner where it does not.
    static func origins(of sizes: [CGSize], on bounds: CGRect) -> [CGPoint] {
        let rowWidth = sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(0, sizes.count - 1))
        let rowHeight = sizes.map(\.height).max() ?? 0
        var x = bounds.minX + max(0, ((bounds.width - rowWidth) / 2).rounded(.down))
        let y = bounds.minY + max(0, ((bounds.height - rowHeight) / 2).rounded(.down))
        return sizes.map { size in
            defer { x += size.width + gap }
            return CGPoint(x: x, y: y)
        }
    }

    /// `Catalog` for an app with one screen; `Catalog — screen 2` for the second of several.
    static func title(app: String, screen index: Int, of count: Int) -> String {
        count > 1 ? "\(app) — screen \(index + 1)" : app
    }

    /// The app's name: its bundle's display name or name, else the process's.
    static var appName: String {
        let info = Bundle.main.infoDictionary
        let named = (info?["CFBundleDisplayName"] ?? info?["CFBundleName"]) as? String
        return named.flatMap { $0.isEmpty ? nil : $0 } ?? ProcessInfo.processInfo.processName
    }
}
