import Foundation

/// How a `<segue>` element of the document becomes a segue a controller can perform.
extension UIStoryboard {
    /// The names Interface Builder writes for `modalPresentationStyle`, in raw-value order from 0.
    nonisolated static let presentationStyles = ["fullScreen", "pageSheet", "formSheet", "currentContext", "custom",
                                     "overFullScreen", "overCurrentContext", "popover"]
    /// The names Interface Builder writes for `modalTransitionStyle`, in raw-value order from 0.
    nonisolated static let transitionStyles = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]

    /// The segue `element` describes, from `source` (a control, a bar button item, a container view or the
    /// controller) in the load `decoder` ran; nil, logged, when its kind is unknown or it lacks what its kind needs.
    func segueTemplate(_ element: InterfaceBuilderElement, from source: AnyObject,
                       decoder: InterfaceBuilderDecoder) -> StoryboardSegueTemplate? {
        let place = "the segue \(element.id ?? "") on line \(element.line) of \(name).storyboard"
        let kind: StoryboardSegueKind
        switch element["kind"] {
        case "show", "push":
            kind = .show
        case "showDetail", "replace":
            kind = .showDetail
        case "presentation", "modal":
            kind = .presentation(style: InterfaceBuilderValues.enumeration(element["modalPresentationStyle"], Self.presentationStyles,
                                                                           as: UIModalPresentationStyle.self),
                                 transition: InterfaceBuilderValues.enumeration(element["modalTransitionStyle"], Self.transitionStyles,
                                                                                as: UIModalTransitionStyle.self),
                                 animated: element.bool("animates") ?? true)
        case "popoverPresentation", "popover":
            let anchor = decoder.referencedObject(element["popoverAnchorView"] ?? element["popoverAnchorBarButtonItem"])
            kind = .popover(anchor: anchor as? UIPopoverPresentationControllerSourceItem,
                            arrowDirections: Self.arrowDirections(element.child(key: "popoverArrowDirection")),
                            animated: element.bool("animates") ?? true)
        case "embed":
            guard let container = source as? UIView else {
                uikitLog.error("UIStoryboard: \(place) embeds into \(type(of: source)), not a container view; ignored.")
                return nil
            }
            kind = .embed(container: container)
        case "relationship":
            kind = .relationship(element["relationship"] ?? "")
        case "unwind":
            guard let action = element["unwindAction"] else {
                uikitLog.error("UIStoryboard: \(place) unwinds with no unwindAction; ignored.")
                return nil
            }
            kind = .unwind(Selector(action))
        case "custom":
            kind = .custom
        case let other:
            uikitLog.error("UIStoryboard: \(place) has the unknown kind \"\(other ?? "")\"; ignored.")
            return nil
        }
        var template = StoryboardSegueTemplate(identifier: element["identifier"], kind: kind) { [self] source, sender in
            guard let id = element["destination"] else {
                uikitLog.error("UIStoryboard: \(place) has no destination; it does nothing.")
                return nil
            }
            let creator = element["destinationCreationSelector"].flatMap {
                segueActionCreator($0, of: source, sender: sender, identifier: element["identifier"])
            }
            return instantiateController(id: id, creator: creator)
        }
        if let className = element["customClass"] {
            let found = InterfaceBuilderConnections.classNamed(className, module: element["customModule"])
            if let segueClass = found as? UIStoryboardSegue.Type {
                template.segueClass = segueClass
            } else {
                uikitLog.error("Unknown class \(className) in Interface Builder file.")
            }
        }
        return template
    }

    /// The source's `@IBSegueAction` named `selector` as a creator of the destination from its coder; nil, logged
    /// in iOS's words, when the source registered none, so the storyboard makes the destination itself.
    private func segueActionCreator(_ selector: String, of source: UIViewController, sender: Any?,
                                    identifier: String?) -> ((NSCoder) -> UIViewController?)? {
        guard let action = InterfaceBuilderRegistry.shared.segueAction(selector, of: source) else {
            let type = String(reflecting: Swift.type(of: source))
            uikitLog.error("-[\(type) \(selector)]: unrecognized selector sent to instance \(NSLayoutConstraint.address(of: source)). The segue action is not registered (add the InterfaceBuilderPlugin, or register it with InterfaceBuilder.register(_:outlets:actions:inspectables:segueActions:)); the storyboard makes the destination.")
            return nil
        }
        return { [weak source] coder in source.flatMap { action.make($0, coder, sender, identifier) } }
    }

    /// `<popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>`; any
    /// direction when absent.
    private static func arrowDirections(_ element: InterfaceBuilderElement?) -> UIPopoverArrowDirection {
        guard let element else { return .any }
        var directions: UIPopoverArrowDirection = []
        if element.bool("up") == true { directions.insert(.up) }
        if element.bool("down") == true { directions.insert(.down) }
        if element.bool("left") == true { directions.insert(.left) }
        if element.bool("right") == true { directions.insert(.right) }
        return directions.isEmpty ? .any : directions
    }
}
