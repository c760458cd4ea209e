import Foundation

/// What a `UIAction` runs, given the action (whose `sender` is the control that sent it).
@preconcurrency public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and image: a control's action (`addAction(_:for:)`, `UIButton(primaryAction:)`)
/// or a menu's item.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that tells actions apart: a control keeps one action per identifier and event.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier: unique unless one was given.
    public let identifier: Identifier
    /// The title shown when the action is looked for (in a menu's search).
    open var discoverabilityTitle: String?
    /// How the action is shown and whether it can be chosen.
    open var attributes: Attributes
    /// Whether the action shows a check mark.
    open var state: State
    /// The object that sent the action while its handler runs (the control); nil otherwise.
    public private(set) var sender: Any?
    let handler: UIActionHandler

    /// An action running `handler`; without an identifier it gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as the action's sender.
    open func perform(withSender sender: Any?, target: Any? = nil) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
