import CoreGraphics

/// A backdrop that hides everything beneath it within its device rectangle: a pass inside the rectangle draws the
/// tree without the sublayers beneath it (`above`) and without its ancestors' own looks (`hiddenLooks`), and need
/// not clear the rectangle first, since the blur replaces every pixel of it.
struct BackdropCover {
    let rect: CGRect
    let above: RenderLayer
    let hiddenLooks: Set<ObjectIdentifier>
}
