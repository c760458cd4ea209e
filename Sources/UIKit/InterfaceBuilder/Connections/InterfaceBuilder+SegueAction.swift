import Foundation

extension InterfaceBuilder {
    /// An `@IBSegueAction` method bound to its Objective-C selector: a storyboard segue whose
    /// `destinationCreationSelector` names it calls it on the source controller with the destination's coder,
    /// and shows the controller it returns. Written by the Interface Builder plugin, or by hand:
    ///
    /// ```swift
    /// InterfaceBuilder.register(ListController.self,
    ///                           segueActions: [.init("makeDetailWithCoder:", ListController.makeDetail(coder:))])
    /// ```
    public struct SegueAction: Sendable {
        /// The selector Interface Builder writes: `makeDetail:`, `makeDetailWithCoder:`,
        /// `makeDetailWithCoder:sender:segueIdentifier:`.
        public let name: String
        /// Calls the method on a source of its class; nil when the source is not one, or the method gives nil.
        let make: @MainActor (_ source: AnyObject, _ coder: NSCoder, _ sender: Any?, _ identifier: String?) -> UIViewController?

        /// A segue action taking the coder alone.
        public init<T: AnyObject, Destination: UIViewController>(_ name: String,
                                                                 _ method: @escaping @MainActor (T) -> (NSCoder) -> Destination?) {
            self.name = name
            make = { source, coder, _, _ in (source as? T).flatMap { method($0)(coder) } }
        }

        /// A segue action taking the coder and the segue's sender.
        public init<T: AnyObject, Destination: UIViewController>(_ name: String,
                                                                 _ method: @escaping @MainActor (T) -> (NSCoder, Any?) -> Destination?) {
            self.name = name
            make = { source, coder, sender, _ in (source as? T).flatMap { method($0)(coder, sender) } }
        }

        /// A segue action taking the coder, the segue's sender and its identifier.
        public init<T: AnyObject, Destination: UIViewController>(
            _ name: String, _ method: @escaping @MainActor (T) -> (NSCoder, Any?, String?) -> Destination?) {
            self.name = name
            make = { source, coder, sender, identifier in (source as? T).flatMap { method($0)(coder, sender, identifier) } }
        }
    }
}
