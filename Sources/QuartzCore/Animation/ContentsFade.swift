/// What an animation of `contents` presents: a cross-fade `fraction` of the way from one image to another, as
/// Core Animation blends two images. The render tree draws both; a presentation layer shows the nearer one.
struct ContentsFade: @unchecked Sendable {
    // @unchecked: `Any` is not Sendable; as with `AnimationValue.opaque`, what an animation holds never changes.

    /// The images (a `CGImage`, a backing store, or nothing); immutable once handed to Core Animation.
    let from: Any?
    let to: Any?
    let fraction: Double

    /// The image the fade is nearer to.
    var nearer: Any? { fraction < 0.5 ? from : to }
}
