import Foundation

/// A transition from one view controller to another: one of a storyboard's standard kinds (show, show detail,
/// present modally, popover, embed, relationship, unwind), a subclass's `perform()`, or a block.
///
/// The storyboard makes one each time a segue is triggered, after its destination and before the source's
/// `prepare(for:sender:)`; code can make and perform one too. Vellum creates a storyboard's custom segue class
/// by name through `init(identifier:source:destination:)`, which is therefore `required`: a subclass that
/// overrides it writes `required` where iOS code writes `override`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard; nil when it has none.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    /// The block `perform()` calls, for a segue made with one.
    private var performHandler: (@MainActor () -> Void)?
    /// The storyboard transition `perform()` runs, for a segue of a standard kind.
    var kind: StoryboardSegueKind?
    /// What triggered the segue: a standard kind passes it on (`show(_:sender:)`, a popover's anchor).
    var sender: Any?

    /// A segue from `source` to `destination`; `perform()` does nothing until a subclass overrides it.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` calls `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Runs the transition: the block the segue was made with, else its storyboard kind's; a subclass
    /// overrides it to show `destination` its own way.
    open func perform() {
        if let performHandler { return performHandler() }
        kind?.perform(self)
    }
}
