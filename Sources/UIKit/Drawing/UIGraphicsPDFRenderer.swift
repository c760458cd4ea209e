import Foundation

/// The settings of a PDF renderer.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    // @unchecked as its superclass's, which says why.

    /// The document's information: `kCGPDFContextTitle`, `kCGPDFContextAuthor`, `kCGPDFContextSubject`,
    /// `kCGPDFContextKeywords` and `kCGPDFContextCreator`, each a `String`.
    open var documentInfo: [String: Any] = [:]

    /// A copy of the settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsPDFRendererFormat
        copy.documentInfo = documentInfo
        return copy
    }
}

/// The context a PDF renderer's actions draw into. Nothing is drawn until a page begins.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    /// The renderer's settings.
    open override var format: UIGraphicsPDFRendererFormat { rendererFormat as! UIGraphicsPDFRendererFormat }

    /// The bounds of the current page, in points; the renderer's bounds before the first page.
    open private(set) var pdfContextBounds: CGRect

    override init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        pdfContextBounds = format.bounds
        super.init(cgContext: cgContext, format: format)
    }

    /// Ends the current page, if any, and starts one of the renderer's bounds.
    open func beginPage() { beginPage(withBounds: format.bounds, pageInfo: [:]) }

    /// Ends the current page, if any, and starts one of `bounds` (its origin at the page's top-left corner).
    /// `pageInfo` is accepted and ignored.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        pdfContextBounds = cgContext.beginUIKitPDFPage(bounds: bounds)
    }
}

/// Draws PDF documents: each call runs drawing actions with a PDF context current, in UIKit's y-down space
/// in points; each `beginPage()` starts a page. Text stays text and paths stay vectors.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer, @unchecked Sendable {
    // @unchecked as its superclass's, which says why.

    /// A copy of the settings.
    open override var format: UIGraphicsPDFRendererFormat { rendererFormat.copy() as! UIGraphicsPDFRendererFormat }

    /// A renderer whose pages are `bounds` by default (US Letter is 612 × 792 points), with `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer whose pages are `bounds` by default, with the default settings.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Writes the document `actions` draw to the file at `url`; throws when the file cannot be written.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        guard let consumer = CGDataConsumer(url: url), let context = makeContext(consumer) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSURLErrorKey: url])
        }
        draw(context, actions)
    }

    /// The document `actions` draw.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        guard let context = makeContext(CGDataConsumer(appendingTo: data)) else { return Data() }
        draw(context, actions)
        return data as Data
    }

    private func makeContext(_ consumer: CGDataConsumer) -> UIGraphicsPDFRendererContext? {
        let format = self.format
        var box = CGRect(origin: .zero, size: format.bounds.size)
        guard let context = CGContext(consumer: consumer, mediaBox: &box, format.documentInfo) else { return nil }
        return UIGraphicsPDFRendererContext(cgContext: context, format: format)
    }

    private func draw(_ context: UIGraphicsPDFRendererContext, _ actions: (UIGraphicsPDFRendererContext) -> Void) {
        withCurrentGraphicsContext(context.cgContext) { actions(context) }
        context.cgContext.closePDF()
    }
}

extension CGContext {
    /// Ends the current PDF page and starts one of `bounds`, in UIKit's y-down space with `bounds.origin` at
    /// the page's top-left; returns the page's bounds (the document's media box for an unusable rectangle).
    func beginUIKitPDFPage(bounds: CGRect) -> CGRect {
        let usable = bounds.isFinite && bounds.width > 0 && bounds.height > 0
        var box = CGRect(origin: .zero, size: usable ? bounds.standardized.size : .zero)
        if usable { beginPage(mediaBox: &box) } else { beginPage(mediaBox: nil) }
        let page = usable ? bounds.standardized : CGRect(origin: .zero, size: boundingBoxOfClipPath.size)
        translateBy(x: 0, y: page.height)
        scaleBy(x: 1, y: -1)
        translateBy(x: -page.minX, y: -page.minY)
        return page
    }
}
