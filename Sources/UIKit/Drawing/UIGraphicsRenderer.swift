import Foundation

/// The settings a graphics renderer draws with; subclasses add their own.
open class UIGraphicsRendererFormat: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked as UIKit's formats: settings are set up, then handed over. A renderer draws with a copy it takes
    // at init, so only a caller changing a format it shares across threads races, as on iOS.

    /// A format with the default settings.
    public required override init() { super.init() }

    /// The default settings for the device (deprecated by Apple in favour of `preferred()`).
    open class func `default`() -> Self { Self.init() }

    /// The settings that suit the main screen best.
    open class func preferred() -> Self { Self.init() }

    /// The area drawn into, in points; set by the renderer.
    open internal(set) var bounds = CGRect.zero

    /// A copy of the settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.bounds = bounds
        return copy
    }
}

/// What a renderer's drawing actions draw into: the Core Graphics context, already current, and
/// conveniences that fill, stroke and clip with its current colours.
open class UIGraphicsRendererContext: NSObject {
    /// The context, in UIKit's y-down space in points.
    public let cgContext: CGContext

    /// The renderer's settings.
    public var format: UIGraphicsRendererFormat { rendererFormat }
    let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    /// Fills `rect` with the fill colour (`CGBlendMode.normal`, unlike `UIRectFill`).
    open func fill(_ rect: CGRect) { fill(rect, blendMode: .normal) }

    /// Fills `rect` with the fill colour, composited with `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withCurrentGraphicsContext(cgContext) { UIRectFillUsingBlendMode(rect, blendMode) }
    }

    /// Strokes a one-point frame just inside `rect` with the fill colour, as `UIRectFrame` does.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Strokes a one-point frame just inside `rect` with the fill colour, composited with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withCurrentGraphicsContext(cgContext) { UIRectFrameUsingBlendMode(rect, blendMode) }
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The common part of the image and PDF renderers: the bounds drawn and the settings.
open class UIGraphicsRenderer: NSObject, @unchecked Sendable {
    // @unchecked because NSObject is not Sendable on Linux. Nothing changes after init: the format it draws with
    // is its own copy, handed out only as copies.

    /// A copy of the settings.
    public var format: UIGraphicsRendererFormat { rendererFormat.copy() as! UIGraphicsRendererFormat }
    let rendererFormat: UIGraphicsRendererFormat

    /// A renderer of `bounds` (in points) with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        rendererFormat = format.copy() as! UIGraphicsRendererFormat
        rendererFormat.bounds = bounds.isFinite ? bounds.standardized : .zero
        super.init()
    }

    /// Whether the renderer makes images: true for image renderers.
    open var allowsImageOutput: Bool { false }
}
