@_implementationOnly import CCairo
@_implementationOnly import CPoppler
import Foundation

/// Draws an asset catalog's PDF images (single-scale vectors, "Preserve Vector Data" or not) through
/// poppler-glib, at the display's scale: the first page, at its size in points.
enum PDFVectorImage {
    /// The first page of the PDF in `file` drawn at `scale` pixels per point; nil (logged) for a file too large,
    /// one poppler cannot read, or one without pages.
    static func render(pdfAt file: URL, scale: CGFloat) -> CGImage? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
        guard let size, size <= VectorImage.maxFileBytes, let data = FileManager.default.contents(atPath: file.path) else {
            return VectorImage.failure(file, size == nil ? "it cannot be read" : "it is larger than \(VectorImage.maxFileBytes) bytes")
        }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            return VectorImage.failure(file, VectorImage.message(error))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            return VectorImage.failure(file, "it has no pages")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return VectorImage.drawPixels(file: file, width: width, height: height, scale: scale) { cairo in
            cairo_scale(cairo, Double(scale), Double(scale))
            poppler_page_render(page, cairo)
            return cairo_status(cairo) == CAIRO_STATUS_SUCCESS ? nil : "cairo could not draw its page"
        }
    }
}
