/// The `@IBOutlet`, `@IBAction`, `@IBSegueAction` and `@IBInspectable` members of one class, as Interface Builder
/// names them.
struct ClassConnections: Equatable {
    /// The class's name as Swift code spells it from the module's top level (`Outer.Inner`).
    var className: String
    /// Outlet and outlet-collection properties.
    var outlets: [String] = []
    /// `@IBInspectable` properties.
    var inspectables: [String] = []
    /// Action methods.
    var actions: [Action] = []
    /// `@IBSegueAction` methods, which make a segue's destination from its coder.
    var segueActions: [Action] = []

    /// An `@IBAction` or `@IBSegueAction` method: its Objective-C selector and the Swift reference to it.
    struct Action: Equatable {
        /// `save:`, `saveWithSender:`, `save:forEvent:`.
        var selector: String
        /// `save(_:)`, `save(sender:)`.
        var reference: String
    }
}

extension ClassConnections {
    /// Adds what another file (an extension of the class) declares.
    mutating func merge(_ other: ClassConnections) {
        outlets += other.outlets.filter { !outlets.contains($0) }
        inspectables += other.inspectables.filter { !inspectables.contains($0) }
        actions += other.actions.filter { !actions.contains($0) }
        segueActions += other.segueActions.filter { !segueActions.contains($0) }
    }
}
