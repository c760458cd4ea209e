import Foundation

/// Starts drawing an opaque-less image `size` points large at scale 1, current until
/// `UIGraphicsEndImageContext()`. Prefer `UIGraphicsImageRenderer`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing an image `size` points large at `scale` pixels per point (0: the main screen's scale),
/// without alpha when `opaque`; the context is current, in UIKit's y-down space, until
/// `UIGraphicsEndImageContext()`. An empty or oversized size is logged and starts nothing.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIImage.preferredScale : scale
    guard let context = CGContext.makeUIKitBitmap(bounds: CGRect(origin: .zero, size: size), scale: scale,
                                                  opaque: opaque)
    else {
        UIImage.log.error("UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={\(size.width), \(size.height)}, scale=\(scale).")
        return
    }
    GraphicsContextStack.current.begun.append((context, .image(scale: scale)))
    UIGraphicsPushContext(context)
}

/// What has been drawn in the current image context; `nil` when the current context is not one begun by
/// `UIGraphicsBeginImageContextWithOptions`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let current = stack.top, let entry = stack.begun.last, entry.context === current,
          case .image(let scale) = entry.kind, let bitmap = current.makeImage() else { return nil }
    return UIImage(cgImage: bitmap, scale: scale, orientation: .up)
}

/// Ends the current image context, making the previous context current again.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let current = stack.top, let entry = stack.begun.last, entry.context === current,
          case .image = entry.kind else { return }
    stack.begun.removeLast()
    UIGraphicsPopContext()
}
