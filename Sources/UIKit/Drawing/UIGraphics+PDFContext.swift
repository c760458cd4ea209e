import Foundation

/// Starts a PDF document written to `data` when `UIGraphicsEndPDFContext()` is called; pages default to
/// `bounds` (zero bounds: US Letter). `documentInfo` takes `kCGPDFContextTitle` and the like. The context is
/// current, in UIKit's y-down space, but nothing is drawn until a page begins.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect,
                                            _ documentInfo: [AnyHashable: Any]?) {
    beginPDFContext(CGDataConsumer(appendingTo: data), bounds, documentInfo)
}

/// Starts a PDF document written to the file at `path`, as `UIGraphicsBeginPDFContextToData` does; false
/// when the file cannot be created.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect,
                                            _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard let consumer = CGDataConsumer(url: URL(fileURLWithPath: path)) else { return false }
    return beginPDFContext(consumer, bounds, documentInfo)
}

@discardableResult
private func beginPDFContext(_ consumer: CGDataConsumer, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    let usable = bounds.isFinite && bounds.width > 0 && bounds.height > 0
    let page = usable ? bounds.standardized : CGRect(x: 0, y: 0, width: 612, height: 792)
    var box = CGRect(origin: .zero, size: page.size)
    var info: [String: Any] = [:]
    for (key, value) in documentInfo ?? [:] {
        if let key = key as? String { info[key] = value }
    }
    guard let context = CGContext(consumer: consumer, mediaBox: &box, info) else { return false }
    GraphicsContextStack.current.begun.append((context, .pdf(bounds: page, page: page)))
    UIGraphicsPushContext(context)
    return true
}

/// The PDF context begun last on this thread, if it is the current context, and where it is in the stack.
private func currentPDFContext() -> (CGContext, CGRect, Int)? {
    let stack = GraphicsContextStack.current
    guard let current = stack.top, let index = stack.begun.lastIndex(where: { $0.context === current }),
          case .pdf(let bounds, _) = stack.begun[index].kind else { return nil }
    return (current, bounds, index)
}

/// Ends the current page of the current PDF context, if any, and starts one of the document's bounds.
public func UIGraphicsBeginPDFPage() {
    guard let (_, bounds, _) = currentPDFContext() else { return }
    UIGraphicsBeginPDFPageWithInfo(bounds, nil)
}

/// Ends the current page of the current PDF context, if any, and starts one of `bounds`; `pageInfo` is
/// accepted and ignored.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let (context, documentBounds, index) = currentPDFContext() else { return }
    let page = context.beginUIKitPDFPage(bounds: bounds.isFinite && bounds.width > 0 && bounds.height > 0
                                             ? bounds : documentBounds)
    GraphicsContextStack.current.begun[index].kind = .pdf(bounds: documentBounds, page: page)
}

/// The bounds of the current PDF page (or of the document before the first page); `.zero` when the current
/// context is not a PDF context.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    guard let (_, _, index) = currentPDFContext(),
          case .pdf(_, let page) = GraphicsContextStack.current.begun[index].kind else { return .zero }
    return page
}

/// Ends the current PDF document, writing it out, and makes the previous context current again.
public func UIGraphicsEndPDFContext() {
    guard let (context, _, index) = currentPDFContext() else { return }
    context.closePDF()
    GraphicsContextStack.current.begun.remove(at: index)
    UIGraphicsPopContext()
}
