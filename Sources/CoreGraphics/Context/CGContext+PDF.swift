@_implementationOnly import CCairo

extension CGContext {
    /// A PDF context writing to the file at `url`; `mediaBox` (default US Letter, 612×792) sizes its pages.
    /// `auxiliaryInfo` may carry `kCGPDFContextTitle`, `…Author`, `…Subject`, `…Keywords`, `…Creator`.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// A PDF context writing to `consumer`.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?,
                             _ auxiliaryInfo: CFDictionary?) {
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard let pdf = PDFStore(consumer: consumer, mediaBox: box) else { return nil }
        pdf.setMetadata(auxiliaryInfo)
        self.init(cairo: cairo_create(pdf.surface), target: .pdf(pdf), base: Self.pdfBase(pdf.mediaBox))
    }

    /// PDF user space is y-up from the media box's origin; cairo's page is y-down from its top-left.
    private static func pdfBase(_ box: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
    }

    private var pdf: PDFStore? {
        if case .pdf(let store) = target { return store }
        return nil
    }

    /// Starts a page; `pageInfo` may give its size as `kCGPDFContextMediaBox` (a `CGRect`).
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        var box = (pageInfo?[kCGPDFContextMediaBox] as? CGRect)?.standardized
        if let b = box, !(b.isFinite && b.width > 0 && b.height > 0) { box = nil }
        beginPage(mediaBox: box)
    }

    /// Starts a page of the given size, or of the document's media box when that size is empty, not finite or
    /// larger than a PDF page can be.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) { beginPage(mediaBox: mediaBox?.pointee) }

    private func beginPage(mediaBox: CGRect?) {
        guard let pdf else { return }
        if pdf.pageOpen { endPage() }
        let box = mediaBox.flatMap(PDFStore.pageBox) ?? pdf.mediaBox
        cairo_pdf_surface_set_size(pdf.surface, box.width, box.height)
        pdf.pageSize = box.size
        pdf.pageOpen = true
        // Each page starts with a fresh graphics state.
        while !layers.isEmpty { endTransparencyLayer() }
        while !savedStates.isEmpty { restoreGState() }
        state = GState()
        cairo_new_path(cr)
        cairo_reset_clip(cr)
        base = Self.pdfBase(box)
        applyMatrix()
    }

    /// Ends the current page.
    public func endPDFPage() { endPage() }

    /// Ends the current page.
    public func endPage() {
        guard let pdf, pdf.pageOpen else { return }
        cairo_show_page(cr)
        pdf.pageOpen = false
    }

    /// Ends any open page and writes the document out; the context draws nothing afterwards.
    public func closePDF() {
        guard let pdf else { return }
        endPage()
        pdf.finish()
    }
}
