import Foundation

/// An object that can respond to events: the base of views, view controllers, windows and the application.
///
/// Responders form the responder chain through `next`: a view's is its view controller when it is one's root
/// view, otherwise its superview; a root view's controller's is the controller's parent view or window; a
/// window's is the application; the application's is its delegate when that is a responder.
@MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil` at its end.
    open var next: UIResponder? { nil }
}
