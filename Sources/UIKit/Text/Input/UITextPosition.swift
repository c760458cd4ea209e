import Foundation

/// A place in a text-input view's document, between two characters. Abstract: each adopter of `UITextInput`
/// subclasses it with what it needs to find the place.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// A position for a subclass to describe.
    public override init() {
        super.init()
    }
}
