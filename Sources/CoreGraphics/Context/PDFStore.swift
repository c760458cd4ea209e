@_implementationOnly import CCairo

/// A PDF document being written through cairo's PDF surface.
final class PDFStore {
    let surface: OpaquePointer
    let mediaBox: CGRect
    /// The size of the current page in points.
    var pageSize: CGSize
    var pageOpen = false
    private var finished = false
    /// Keeps the consumer alive while cairo writes to it.
    private let sink: Sink

    final class Sink {
        let consumer: CGDataConsumer
        var failed = false
        init(_ consumer: CGDataConsumer) { self.consumer = consumer }
    }

    /// `box` standardized, when it can be a page: finite, not empty, and within PDF's largest page (14,400 units,
    /// 200 inches, a side).
    static func pageBox(_ box: CGRect) -> CGRect? {
        let box = box.standardized
        guard box.isFinite, box.width > 0, box.height > 0, box.width <= 14_400, box.height <= 14_400 else { return nil }
        return box
    }

    init?(consumer: CGDataConsumer, mediaBox: CGRect) {
        guard let box = Self.pageBox(mediaBox) else {
            CGLog.error("CGPDFContextCreate: invalid media box \(mediaBox).")
            return nil
        }
        sink = Sink(consumer)
        let write: cairo_write_func_t = { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            if !sink.consumer.write(UnsafeRawBufferPointer(start: bytes, count: Int(length))) { sink.failed = true }
            return sink.failed ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS
        }
        surface = cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(),
                                                      box.width, box.height)
        self.mediaBox = box
        pageSize = box.size
    }

    func setMetadata(_ info: [String: Any]?) {
        let keys: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in keys {
            if let value = info?[key] as? String { cairo_pdf_surface_set_metadata(surface, field, value) }
        }
    }

    /// Writes out the document; later drawing is ignored.
    func finish() {
        guard !finished else { return }
        finished = true
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }
}

/// The PDF document's title (a `String`), for a PDF context's auxiliary information.
public let kCGPDFContextTitle = "Title"
/// The PDF document's author.
public let kCGPDFContextAuthor = "Author"
/// The PDF document's subject.
public let kCGPDFContextSubject = "Subject"
/// The PDF document's keywords.
public let kCGPDFContextKeywords = "Keywords"
/// The application that created the PDF document.
public let kCGPDFContextCreator = "Creator"
/// A page's media box (a `CGRect`), for `beginPDFPage(_:)`.
public let kCGPDFContextMediaBox = "MediaBox"
