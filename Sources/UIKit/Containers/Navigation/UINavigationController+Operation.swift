import Foundation

extension UINavigationController {
    /// What a navigation transition does, as the delegate's animation-controller question names it.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none
        /// A controller is pushed onto the stack.
        case push
        /// The top controller is popped off.
        case pop
    }
}
