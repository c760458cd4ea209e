import Foundation

/// An Interface Builder document opened by path for a tool that shows it (`vellum-preview`): where `UINib` and
/// `UIStoryboard` log a fault and give nothing, this throws it, naming the element and line.
///
/// Its objects are made by the same loads as an app's (`InterfaceBuilderDecoder`, `UIStoryboard`), so a custom
/// class the process does not have is made as the element's UIKit class, after UIKit's "Unknown class" log line.
@MainActor
package struct InterfaceBuilderPreview {
    /// A fault in the document or in what was asked of it; `description` names the element and line when known.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// One object a preview can show: a storyboard scene's controller, or a xib's top-level object.
    package struct Scene: Equatable, Sendable {
        /// The element's `id`, which `--scene` accepts.
        package let id: String
        /// A storyboard scene's `sceneID`; nil in a xib.
        package let sceneID: String?
        /// The Storyboard ID (`storyboardIdentifier`), if any.
        package let identifier: String?
        /// The class the document names: its custom class, else the element's UIKit class.
        package let className: String
        /// The title the document gives it, if any.
        package let title: String?
        /// Whether it is the storyboard's initial view controller.
        package let isInitial: Bool
    }

    /// What was made for a scene.
    package enum Content {
        case view(UIView)
        case controller(UIViewController)
    }

    /// The file the document was read from.
    package let url: URL
    let document: InterfaceBuilderDocument

    /// Reads and checks the document at `url` (`.xib`, `.storyboard`, or a compiled `.nib` file or folder).
    package init(contentsOf url: URL) throws(Failure) {
        self.url = url
        do {
            document = try InterfaceBuilderDocumentCache.document(at: InterfaceBuilderResources.compiledNibFile(in: url) ?? url)
        } catch {
            throw Failure(description: "\(url.lastPathComponent): \(error)")
        }
    }

    /// Whether the document is a storyboard.
    package var isStoryboard: Bool { document.kind == .storyboard }

    /// The objects it can show, in document order: a storyboard's scenes, a xib's top-level objects.
    package var scenes: [Scene] {
        switch document.kind {
        case .storyboard:
            document.scenes.compactMap { scene in
                document.controller(inScene: scene).flatMap { describe($0, sceneID: scene["sceneID"]) }
            }
        case .xib:
            document.topLevelObjects.compactMap { $0.name == "placeholder" ? nil : describe($0, sceneID: nil) }
        }
    }

    private func describe(_ element: InterfaceBuilderElement, sceneID: String?) -> Scene? {
        guard let id = element.id else { return nil }
        let className = element["customClass"] ?? InterfaceBuilderClasses.elementClasses[element.name] ?? "<\(element.name)>"
        let title = element["title"] ?? element.child(key: "navigationItem")?["title"]
        return Scene(id: id, sceneID: sceneID, identifier: element["storyboardIdentifier"], className: className,
                     title: title, isInitial: id == document.initialViewControllerID)
    }

    /// The scene `name` names — an element id, a Storyboard ID or a storyboard `sceneID` — or, for nil, the
    /// storyboard's initial scene or the xib's first top-level object.
    package func scene(named name: String?) throws(Failure) -> Scene {
        let all = scenes
        guard let name else {
            if isStoryboard {
                guard let initial = all.first(where: \.isInitial) else {
                    throw Failure(description: "\(url.lastPathComponent) has no initial view controller: name a scene with --scene (see --list).")
                }
                return initial
            }
            guard let first = all.first else { throw Failure(description: "\(url.lastPathComponent) has no top-level object to show.") }
            return first
        }
        guard let found = all.first(where: { $0.id == name }) ?? all.first(where: { $0.identifier == name })
            ?? all.first(where: { $0.sceneID == name }) else {
            throw Failure(description: "\(url.lastPathComponent) has no scene \"\(name)\"; --list shows its scenes.")
        }
        return found
    }

    /// New objects for `scene`, made as an app's load makes them: a storyboard's controller with its
    /// relationship children, or a xib's top-level objects with File's Owner nil.
    package func instantiate(_ scene: Scene) throws(Failure) -> Content {
        // The document's folder is its bundle, so that its asset catalog and the storyboards it refers to are found.
        let bundle = Bundle(url: url.deletingLastPathComponent())
        let made: AnyObject?
        switch document.kind {
        case .storyboard:
            let storyboard = UIStoryboard(name: url.deletingPathExtension().lastPathComponent, bundle: bundle)
            made = storyboard.instantiateController(id: scene.id, creator: nil)
        case .xib:
            made = InterfaceBuilderDecoder(document: document, bundle: bundle, owner: nil).instantiate(objectID: scene.id)
        }
        switch made {
        case let controller as UIViewController: return .controller(controller)
        case let view as UIView: return .view(view)
        default: throw Failure(description: "\(scene.className) \"\(scene.id)\" in \(url.lastPathComponent) makes no view or view controller.")
        }
    }
}
