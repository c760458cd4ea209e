import Foundation

/// A controller's view from Interface Builder: its storyboard scene's, or its nib's (`init(nibName:bundle:)`,
/// or the nib named after its class when `nibName` is nil), loaded by the default `loadView()`.
extension UIViewController {
    /// Loads the view from the controller's storyboard scene or nib; false when it has neither, or the nib
    /// cannot be loaded (logged in UIKit's words), so that `loadView()` makes a plain view.
    func loadViewFromInterfaceBuilder() -> Bool {
        if let storyboardScene { return storyboardScene.loadView(of: self) }
        let bundle = nibBundle ?? .main
        guard let name = nibName ?? Self.defaultNibName(of: type(of: self), in: bundle) else { return false }
        return loadView(fromNib: name, in: bundle)
    }

    /// The nib iOS looks for when `nibName` is nil: named like the class without its module and without a
    /// final "Controller" (`ProfileView` for `ProfileViewController`), else like the class. UIKit's own
    /// classes have none.
    static func defaultNibName(of type: UIViewController.Type, in bundle: Bundle) -> String? {
        guard !String(reflecting: type).hasPrefix("UIKit.") else { return nil }
        let className = String(describing: type)
        var names = [className]
        if className.hasSuffix("Controller") { names.insert(String(className.dropLast("Controller".count)), at: 0) }
        return names.first { InterfaceBuilderResources.url(named: $0, extension: "xib", in: bundle) != nil }
    }

    /// Loads the nib `name` with the controller as File's Owner and takes the view its `view` outlet names.
    private func loadView(fromNib name: String, in bundle: Bundle) -> Bool {
        let document: InterfaceBuilderDocument
        do throws(InterfaceBuilderError) {
            document = try InterfaceBuilderResources.document(named: name, extension: "xib", in: bundle)
        } catch where error.kind == .notFound {
            uikitLog.error("Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'")
            return false
        } catch {
            uikitLog.error("UIViewController: the nib \(name) cannot be read: \(error)")
            return false
        }
        let decoder = InterfaceBuilderDecoder(document: document, bundle: bundle, owner: self)
        _ = decoder.instantiateTopLevelObjects()
        if viewIfLoaded == nil {
            let owner = document.topLevelObjects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let outlet = owner?.child(named: "connections")?.children.first { $0.name == "outlet" && $0["property"] == "view" }
            view = decoder.referencedObject(outlet?["destination"]) as? UIView
        }
        guard viewIfLoaded != nil else {
            uikitLog.error("-[\(type(of: self)) _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
            return false
        }
        return true
    }
}
