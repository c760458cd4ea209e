import Foundation

/// A display mode of a screen: its size in pixels and the shape of its pixels.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The mode's size, in pixels.
    public let size: CGSize
    /// The width of a pixel divided by its height: 1 for square pixels.
    public let pixelAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
        super.init()
    }

    /// Modes are equal when their size and pixel shape are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIScreenMode else { return false }
        return other.size == size && other.pixelAspectRatio == pixelAspectRatio
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(pixelAspectRatio)
        return hasher.finalize()
    }

    /// The size, as UIKit prints it.
    open override var description: String { "<UIScreenMode: size = \(size.width) x \(size.height)>" }
}
