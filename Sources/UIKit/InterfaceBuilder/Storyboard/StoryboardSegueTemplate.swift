import Foundation

/// A segue a controller can perform, as its storyboard describes it: its identifier, its kind, and how to get
/// its destination. Triggering it makes a fresh `UIStoryboardSegue` (and, except for unwinding, a fresh
/// destination) each time.
@MainActor
struct StoryboardSegueTemplate {
    /// The segue's identifier; nil when it has none.
    var identifier: String?
    /// How the segue shows its destination.
    var kind: StoryboardSegueKind
    /// A new destination controller for a segue from `source` triggered by `sender`; nil (logged by the maker)
    /// when it cannot be made. Unused when unwinding.
    var makeDestination: @MainActor (_ source: UIViewController, _ sender: Any?) -> UIViewController?
    /// The class of the segue: `UIStoryboardSegue`, or a storyboard's custom class.
    var segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self

    /// Runs the segue from `source` with `sender`: for a segue a control or a cell triggered (`consultingSource`),
    /// `shouldPerformSegue(withIdentifier:sender:)` may refuse first; then the destination is made (for an
    /// unwind segue, found), the source prepares, and the segue performs.
    func trigger(from source: UIViewController, sender: Any?, consultingSource: Bool) {
        if consultingSource, !source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) { return }
        if case let .unwind(action) = kind {
            return source.performUnwind(action, identifier: identifier, sender: sender, segueClass: segueClass)
        }
        guard let destination = makeDestination(source, sender) else { return }
        let segue = segueClass.init(identifier: identifier, source: source, destination: destination)
        segue.kind = kind
        segue.sender = sender
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }
}
