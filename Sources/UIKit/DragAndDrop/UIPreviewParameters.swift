import Foundation

/// How a preview draws the view it shows: the part of it that stays visible, and the colour behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown, in its coordinates; all of it when nil.
    open var visiblePath: UIBezierPath?
    /// The colour behind the view; clear when nil.
    open var backgroundColor: UIColor?

    /// Parameters showing the whole view.
    public override init() {
        super.init()
    }

    /// Parameters showing the parts of the view inside `textLineRects`, one rounded rectangle each.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(roundedRect: value.cgRectValue, cornerRadius: 4)) }
        visiblePath = path
    }
}
