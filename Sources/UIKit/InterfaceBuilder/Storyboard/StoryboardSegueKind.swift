import Foundation

/// The standard kinds of storyboard segue (`<segue kind=…>`) and how each shows its destination.
@MainActor
enum StoryboardSegueKind {
    /// `show` (and Xcode 5's `push`): `show(_:sender:)` from the source.
    case show
    /// `showDetail` (and `replace`): `showDetailViewController(_:sender:)` from the source.
    case showDetail
    /// `presentation` (and `modal`): presented by the source, in the styles the segue names, if any.
    case presentation(style: UIModalPresentationStyle?, transition: UIModalTransitionStyle?, animated: Bool)
    /// `popoverPresentation` (and `popover`): presented as a popover pointing at the anchor, else at the
    /// view or bar button item that triggered the segue.
    case popover(anchor: UIPopoverPresentationControllerSourceItem?, arrowDirections: UIPopoverArrowDirection, animated: Bool)
    /// `embed`: the destination becomes a child of the source, its view filling `container`.
    case embed(container: UIView)
    /// `relationship`: the destination takes its place in the source container (`rootViewController`,
    /// `viewControllers`, the split view's columns).
    case relationship(String)
    /// `unwind`: back to the destination found for the action, popping and dismissing on the way.
    case unwind(Selector)
    /// `custom`: the segue's class performs it (its `perform()` override); nothing more here.
    case custom

    /// Shows `segue.destination` from `segue.source` this way.
    func perform(_ segue: UIStoryboardSegue) {
        let source = segue.source, destination = segue.destination
        switch self {
        case .show:
            source.show(destination, sender: segue.sender)
        case .showDetail:
            source.showDetailViewController(destination, sender: segue.sender)
        case let .presentation(style, transition, animated):
            if let style { destination.modalPresentationStyle = style }
            if let transition { destination.modalTransitionStyle = transition }
            source.present(destination, animated: animated)
        case let .popover(anchor, arrowDirections, animated):
            destination.modalPresentationStyle = .popover
            let popover = destination.popoverPresentationController
            popover?.permittedArrowDirections = arrowDirections
            let pointedAt: Any? = anchor ?? segue.sender
            switch pointedAt {
            case let view as UIView: popover?.sourceView = view
            case let item as UIPopoverPresentationControllerSourceItem: popover?.sourceItem = item
            default: popover?.sourceView = source.view
            }
            source.present(destination, animated: animated)
        case let .embed(container):
            source.addChild(destination)
            let view: UIView = destination.view
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            destination.didMove(toParent: source)
        case let .relationship(name):
            Self.relate(destination, to: source, as: name)
        case .unwind:
            Self.unwind(segue)
        case .custom:
            break
        }
    }

    /// Puts `destination` in `container` as its relationship `name` says.
    private static func relate(_ destination: UIViewController, to container: UIViewController, as name: String) {
        switch (container, name) {
        case let (navigation as UINavigationController, "rootViewController"):
            navigation.setViewControllers([destination], animated: false)
        case let (tabs as UITabBarController, "viewControllers"):
            tabs.setViewControllers((tabs.viewControllers ?? []) + [destination], animated: false)
        case let (split as UISplitViewController, _):
            let columns: [String: UISplitViewController.Column] = [
                "masterViewController": .primary, "primaryViewController": .primary,
                "supplementaryViewController": .supplementary, "detailViewController": .secondary,
                "secondaryViewController": .secondary, "compactViewController": .compact,
            ]
            guard let column = columns[name] else { fallthrough }
            if split.style != .unspecified { return split.setViewController(destination, for: column) }
            guard column == .primary || column == .secondary else {
                return uikitLog.error("UIStoryboardSegue: a classic split view controller has no \(column) column; \(type(of: destination)) is not added to it.")
            }
            var controllers = split.viewControllers
            if column == .primary { controllers.insert(destination, at: 0) } else { controllers.append(destination) }
            split.viewControllers = controllers
        default:
            uikitLog.error("UIStoryboardSegue: \(type(of: container)) has no relationship \"\(name)\"; \(type(of: destination)) is not added to it.")
        }
    }

    /// Goes back from the segue's source to its destination: the presentations between them are dismissed,
    /// then each container on the way down from where the two meet shows the next controller toward the
    /// destination (`unwind(for:towards:)`: a navigation controller pops, a tab bar controller selects).
    private static func unwind(_ segue: UIStoryboardSegue) {
        var destinationPath = [segue.destination]
        while let up = destinationPath.last.flatMap(unwindAncestor) { destinationPath.append(up) }
        var meeting: UIViewController? = segue.source
        var dismissing: UIViewController?
        while let current = meeting, !destinationPath.contains(where: { $0 === current }) {
            if current.parent == nil { dismissing = current.presentingViewController }
            meeting = unwindAncestor(of: current)
        }
        guard let meeting, let index = destinationPath.firstIndex(where: { $0 === meeting }) else {
            return uikitLog.error("UIStoryboardSegue: \(segue.destination) is not on the way back from \(segue.source); the unwind segue does nothing.")
        }
        dismissing?.dismiss(animated: true)
        for step in stride(from: index, to: 0, by: -1) {
            destinationPath[step].unwind(for: segue, towards: destinationPath[step - 1])
        }
    }

    /// The controller above `controller` on the way back: its parent, else the one that presented it.
    static func unwindAncestor(of controller: UIViewController) -> UIViewController? {
        controller.parent ?? controller.presentingViewController
    }
}
