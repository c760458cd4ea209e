import Foundation

/// The string drawing of UIKit's NSString and NSAttributedString additions, shared by `String`, `NSString`
/// and `NSAttributedString`. Drawing goes to the current graphics context, taken to be in UIKit's y-down
/// space; without one, nothing is drawn.
enum StringDrawing {
    /// The size of the text on unlimited lines that break only at line breaks.
    static func size(_ text: StyledText) -> CGSize {
        text.size(of: text.drawingLayout(size: .zero, options: .usesLineFragmentOrigin))
    }

    /// Draws the text with the top-left of its first line at `point`, lines breaking only at line breaks.
    static func draw(_ text: StyledText, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), point.x.isFinite, point.y.isFinite else { return }
        text.draw(text.drawingLayout(size: .zero, options: .usesLineFragmentOrigin), in: context, at: point)
    }

    /// Draws the text wrapped in `rect` and clipped to it.
    static func draw(_ text: StyledText, in rect: CGRect) {
        draw(text, with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text as `options` say: with `.usesLineFragmentOrigin`, wrapped in `rect` from its top-left
    /// and clipped to it; otherwise on one line per paragraph whose baseline starts at `rect.origin`.
    static func draw(_ text: StyledText, with rect: CGRect, options: NSStringDrawingOptions,
                     context drawingContext: NSStringDrawingContext?) {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite else { return }
        let (scaled, layout, bounds) = fitted(text, in: rect.size, options: options, drawingContext)
        if options.contains(.usesLineFragmentOrigin) {
            drawingContext?.totalBounds = bounds.offsetBy(dx: rect.minX, dy: rect.minY)
            scaled.draw(layout, in: context, at: rect.origin, clip: rect.standardized)
        } else {
            let top = rect.minY - layout.metrics().firstBaseline
            drawingContext?.totalBounds = bounds.offsetBy(dx: rect.minX, dy: rect.minY)
            scaled.draw(layout, in: context, at: CGPoint(x: rect.minX, y: top))
        }
    }

    /// The rectangle the text covers when drawn as `draw(_:with:options:context:)` would draw it in a
    /// rectangle of `size` at the origin: from the top-left with `.usesLineFragmentOrigin`, else relative to
    /// the first baseline (so its `minY` is negative). Fractional: callers round up.
    static func boundingRect(_ text: StyledText, with size: CGSize, options: NSStringDrawingOptions,
                             context drawingContext: NSStringDrawingContext?) -> CGRect {
        let bounds = fitted(text, in: size, options: options, drawingContext).2
        drawingContext?.totalBounds = bounds
        return bounds
    }

    /// The text, shrunk if the drawing context allows it and it does not fit `size`, its layout, and its
    /// bounds (relative to the origin `draw` uses). Records the scale in the drawing context.
    private static func fitted(_ text: StyledText, in size: CGSize, options: NSStringDrawingOptions,
                               _ drawingContext: NSStringDrawingContext?) -> (StyledText, TextLayout, CGRect) {
        func measure(_ text: StyledText) -> (TextLayout, CGRect) {
            let layout = text.drawingLayout(size: size, options: options)
            let measured = text.size(of: layout)
            let top = options.contains(.usesLineFragmentOrigin) ? 0 : -layout.metrics().firstBaseline
            return (layout, CGRect(x: 0, y: top, width: measured.width, height: measured.height))
        }
        var (layout, bounds) = measure(text)
        var scale: CGFloat = 1
        let minimum = drawingContext?.minimumScaleFactor ?? 0
        func fits(_ bounds: CGRect) -> Bool {
            (!(size.width > 0 && size.width.isFinite) || bounds.width <= size.width)
                && (!(size.height > 0 && size.height.isFinite) || bounds.height <= size.height)
        }
        if minimum > 0, minimum < 1, !fits(bounds) {
            // Try ever smaller scales down to the minimum; the first that fits wins.
            var candidate: CGFloat = 1
            while candidate > minimum {
                candidate = max(candidate - 0.02, minimum)
                let (trial, trialBounds) = measure(text.scaled(by: candidate))
                scale = candidate
                (layout, bounds) = (trial, trialBounds)
                if fits(trialBounds) { break }
            }
        }
        drawingContext?.actualScaleFactor = scale
        return (scale == 1 ? text : text.scaled(by: scale), layout, bounds)
    }
}

extension NSString {
    /// The size the string takes drawn with `attrs`, on lines that break only at line breaks.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(StyledText(self as String, attributes: attrs))
    }

    /// Draws the string with `attrs`, the top-left of its first line at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StyledText(self as String, attributes: attrs), at: point)
    }

    /// Draws the string with `attrs`, wrapped in `rect` and clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StyledText(self as String, attributes: attrs), in: rect)
    }

    /// Draws the string with `attributes` in `rect` as `options` say (see `NSStringDrawingOptions`); a drawing
    /// context may allow shrinking to fit, and learns the scale and bounds used.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawing.draw(StyledText(self as String, attributes: attributes), with: rect, options: options,
                           context: context)
    }

    /// The rectangle the string covers drawn with `attributes` in a rectangle of `size` as `options` say.
    /// Without `.usesLineFragmentOrigin` the text is one line and the rectangle is relative to its baseline.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(StyledText(self as String, attributes: attributes), with: size, options: options,
                                   context: context)
    }
}

extension String {
    /// The size the string takes drawn with `attrs`, on lines that break only at line breaks.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(StyledText(self, attributes: attrs))
    }

    /// Draws the string with `attrs`, the top-left of its first line at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StyledText(self, attributes: attrs), at: point)
    }

    /// Draws the string with `attrs`, wrapped in `rect` and clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StyledText(self, attributes: attrs), in: rect)
    }

    /// Draws the string with `attributes` in `rect` as `options` say (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawing.draw(StyledText(self, attributes: attributes), with: rect, options: options, context: context)
    }

    /// The rectangle the string covers drawn with `attributes` in a rectangle of `size` as `options` say.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(StyledText(self, attributes: attributes), with: size, options: options,
                                   context: context)
    }
}

extension NSAttributedString {
    /// The size the string takes drawn, on lines that break only at line breaks.
    public func size() -> CGSize { StringDrawing.size(StyledText(self)) }

    /// Draws the string with the top-left of its first line at `point`.
    public func draw(at point: CGPoint) { StringDrawing.draw(StyledText(self), at: point) }

    /// Draws the string wrapped in `rect` and clipped to it.
    public func draw(in rect: CGRect) { StringDrawing.draw(StyledText(self), in: rect) }

    /// Draws the string in `rect` as `options` say (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(StyledText(self), with: rect, options: options, context: context)
    }

    /// The rectangle the string covers drawn in a rectangle of `size` as `options` say.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(StyledText(self), with: size, options: options, context: context)
    }
}
