import Foundation

/// The view a drag item shows while it is dragged, once lifted.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    /// The view shown under the finger.
    open private(set) var view: UIView
    /// How the view is drawn.
    open private(set) var parameters: UIDragPreviewParameters

    /// A preview showing `view` with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview showing the whole of `view`.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
