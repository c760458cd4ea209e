import Foundation

/// The view controllers of an Interface Builder storyboard (`Name.storyboard`, the XML Xcode writes, read as
/// it sits in the source tree, or the `Name.storyboardc` folder `ibtool` compiles from it), and the segues
/// between them.
///
/// The document is parsed once and shared while the file is unchanged; every instantiation makes new
/// controllers, and each controller makes its view from its scene when the view is first asked for, as on iOS.
/// A storyboard that cannot be found or read is logged once, when it is made; its instantiations then give
/// nothing (where iOS raises, Vellum logs and returns a plain controller).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name, without the extension.
    let name: String
    /// The bundle the storyboard and its resources come from.
    let bundle: Bundle
    /// The parsed document; nil when the storyboard could not be found or read.
    let document: InterfaceBuilderDocument?

    /// The storyboard `name.storyboard` in `storyboardBundleOrNil` (the main bundle when nil): at the bundle's
    /// top, in its preferred localizations' `.lproj` folders, or in `Base.lproj`; where there is no source, the
    /// compiled `name.storyboardc`.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil ?? .main
        document = Self.document(named: name, in: bundle)
        super.init()
    }

    private static func document(named name: String, in bundle: Bundle) -> InterfaceBuilderDocument? {
        var file = "\(name).storyboard"
        do throws(InterfaceBuilderError) {
            let document: InterfaceBuilderDocument
            if InterfaceBuilderResources.url(named: name, extension: "storyboard", in: bundle) == nil,
               let compiled = InterfaceBuilderResources.url(named: name, extension: "storyboardc", in: bundle) {
                file = "\(name).storyboardc"
                document = try CompiledStoryboard.document(at: compiled)
            } else {
                document = try InterfaceBuilderResources.document(named: name, extension: "storyboard", in: bundle)
            }
            guard document.kind == .storyboard else {
                uikitLog.error("UIStoryboard: \(file) is a nib, not a storyboard; it has no view controllers.")
                return nil
            }
            return document
        } catch where error.kind == .notFound && file.hasSuffix(".storyboard") {
            uikitLog.error("Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
        } catch {
            uikitLog.error("UIStoryboard: \(file) cannot be read: \(error)")
        }
        return nil
    }

    // MARK: Instantiating

    /// A new instance of the storyboard's initial view controller (its designated entry point), with the
    /// containers its relationship segues fill; nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The initial view controller, made by `creator` from the scene's coder (calling the controller's
    /// `init?(coder:)` with values of its own); when `creator` is nil or returns nil, the storyboard's class.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let id = document?.initialViewControllerID else { return nil }
        let controller = instantiateController(id: id, creator: creator.map { make in { make($0) } })
        guard let typed = controller as? ViewController else {
            if let controller { uikitLog.error("UIStoryboard: the initial view controller of \(name) is a \(type(of: controller)), not a \(ViewController.self); nil.") }
            return nil
        }
        return typed
    }

    /// A new instance of the view controller whose Storyboard ID is `identifier`. Where iOS raises for an
    /// unknown identifier, Vellum logs UIKit's message and returns a plain `UIViewController`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The view controller whose Storyboard ID is `identifier`, made by `creator` from the scene's coder; when
    /// `creator` is nil or returns nil, the storyboard's class. An unknown identifier, or a controller that is
    /// not a `ViewController`, is logged and gives a `ViewController` made from an empty coder (which traps only
    /// when its class cannot be made from a coder at all, where iOS would have raised already).
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let id = document?.identifiers[identifier] {
            let controller = instantiateController(id: id, creator: creator.map { make in { make($0) } })
            if let typed = controller as? ViewController { return typed }
            if let controller {
                uikitLog.error("UIStoryboard: the view controller \(identifier) of \(name) is a \(type(of: controller)), not a \(ViewController.self).")
            }
        } else if document != nil {
            uikitLog.error("Storyboard (<UIStoryboard: \(NSLayoutConstraint.address(of: self))>) doesn't contain a view controller with identifier '\(identifier)'")
        }
        let coder = StoryboardScene.emptyCoder(bundle: bundle)
        guard let stand = creator?(coder) ?? ViewController(coder: coder) else {
            preconditionFailure("UIStoryboard: \(ViewController.self) cannot be made from a coder.")
        }
        return stand
    }

    /// A new controller of the scene whose controller element has `id`, set up as a storyboard's: its storyboard,
    /// segues and relationship children; `creator` makes it from the coder when given and it returns one.
    func instantiateController(id: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document, let element = document.elementsByID[id] else { return nil }
        if element.name == "viewControllerPlaceholder" { return instantiateReference(element) }
        let decoder = InterfaceBuilderDecoder(document: document, bundle: bundle, owner: nil)
        var made: AnyObject?
        if let creator {
            let coder = InterfaceBuilderCoder(element: element, decoder: decoder)
            if let created = creator(coder) {
                decoder.adopt(created, for: element, asMade: true)
                made = created
            }
        }
        made = made ?? decoder.object(for: element)
        decoder.finish()
        guard let controller = made as? UIViewController else {
            uikitLog.error("UIStoryboard: the scene \(id) of \(name) makes no view controller; nil.")
            return nil
        }
        let scene = StoryboardScene(storyboard: self, document: document, element: element)
        controller.storyboard = self
        controller.storyboardScene = scene
        scene.takeSegues(decoder.segues, for: controller, decoder: decoder)
        return controller
    }

    /// The controller a reference to another storyboard (`<viewControllerPlaceholder storyboardName=
    /// referencedIdentifier= bundleIdentifier=>`) stands for, as iOS resolves it: that storyboard (this one when
    /// it names none, from the bundle with that identifier when it names one), then its controller of that
    /// identifier, else its initial one. A storyboard that cannot be found, or an identifier it lacks, is logged
    /// and gives nil, so the segue to the reference does nothing; so does a reference that leads back to itself.
    private func instantiateReference(_ element: InterfaceBuilderElement) -> UIViewController? {
        guard let document, let id = element.id else { return nil }
        if let identifier = element["missingReference"] {
            // A compiled storyboard's placeholder its Info.plist lists no reference for.
            uikitLog.error("UIStoryboard: could not find reference info for placeholder with identifier '\(identifier)' in \(name); nil.")
            return nil
        }
        return Self.whileInstantiating(document, id, what: "the storyboard reference \(id) of \(name)") {
            let other = element["storyboardName"].map { UIStoryboard(name: $0, bundle: referencedBundle(element["bundleIdentifier"])) } ?? self
            guard let otherDocument = other.document else { return nil }
            guard let identifier = element["referencedIdentifier"] else { return other.instantiateInitialViewController() }
            guard let target = otherDocument.identifiers[identifier] else {
                uikitLog.error("Storyboard (<UIStoryboard: \(NSLayoutConstraint.address(of: other))>) doesn't contain a view controller with identifier '\(identifier)'")
                return nil
            }
            return other.instantiateController(id: target, creator: nil)
        }
    }

    /// The bundle a reference names by identifier: this storyboard's when it is that bundle, else the loaded
    /// bundle with that identifier, else the main bundle, as iOS's nil bundle is.
    private func referencedBundle(_ identifier: String?) -> Bundle {
        guard let identifier, bundle.bundleIdentifier != identifier else { return bundle }
        return Bundle(identifier: identifier) ?? .main
    }

    /// The scenes whose references are being resolved or whose relationship and embed segues are being
    /// performed, innermost last: meeting one again means the references form a cycle, which would
    /// instantiate without end (a cycle within one document is refused when it is read).
    private static var scenesUnderway: [(document: ObjectIdentifier, id: String)] = []

    /// `body`, run unless the scene `id` of `document` is already under way further up, in which case the
    /// cycle is logged and nothing is run.
    static func whileInstantiating<T>(_ document: InterfaceBuilderDocument, _ id: String, what: @autoclosure () -> String,
                                      _ body: () -> T?) -> T? {
        let key = ObjectIdentifier(document)
        guard !scenesUnderway.contains(where: { $0.document == key && $0.id == id }) else {
            uikitLog.error("UIStoryboard: \(what()) leads back to itself through storyboard references; it is left out.")
            return nil
        }
        scenesUnderway.append((key, id))
        defer { scenesUnderway.removeLast() }
        return body()
    }
}
