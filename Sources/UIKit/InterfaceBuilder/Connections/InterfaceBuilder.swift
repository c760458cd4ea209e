import Foundation

/// What Interface Builder documents may connect to in your classes: Vellum's stand-in for the Objective-C
/// runtime, which on iOS finds outlets, actions and inspectable properties by name.
///
/// Swift on Linux can neither find a property nor a method by its name, so each class says which of its
/// key paths and methods a document may name. The Interface Builder plugin writes these registrations for
/// every `@IBOutlet`, `@IBAction` and `@IBInspectable` in a target (add it to the target's `plugins:`);
/// code can also register by hand:
///
/// ```swift
/// InterfaceBuilder.register(ProfileViewController.self,
///                           outlets: ["nameLabel": \ProfileViewController.nameLabel],
///                           actions: [Selector("save:", ProfileViewController.save)])
/// ```
///
/// What a class registers holds for its subclasses, and a subclass's registration of the same name wins.
@MainActor
public enum InterfaceBuilder {
    /// A type the Interface Builder plugin generates in each module, named
    /// `VellumInterfaceBuilderRegistrar`: UIKit finds it by name the first time a document connects an object
    /// of that module, so the generated registrations need no call from the app.
    public protocol Registrar: AnyObject {
        /// Registers the module's outlets, actions and inspectable properties.
        @MainActor static func registerInterfaceBuilderConnections()
    }

    /// Registers what documents may set on instances of `type`: `outlets` and `inspectables` are writable
    /// key paths by property name (an outlet collection's key path is to an array), `actions` are selectors
    /// bound to methods of `type` (`Selector("save:", Controller.save)`), `segueActions` its `@IBSegueAction`
    /// methods. Registering a name again replaces it.
    public static func register<T: AnyObject>(_ type: T.Type, outlets: [String: PartialKeyPath<T>] = [:],
                                              actions: [Selector] = [], inspectables: [String: PartialKeyPath<T>] = [:],
                                              segueActions: [SegueAction] = []) {
        InterfaceBuilderRegistry.shared.register(type, properties: outlets.merging(inspectables) { outlet, _ in outlet },
                                                 actions: actions, segueActions: segueActions)
    }

    /// Registers `type` under `name`, so that documents naming it as `customClass` (with or without a module)
    /// instantiate it: for classes Swift cannot find by `Module.Class` (nested, private or generic ones), or
    /// a class renamed since the documents were written.
    public static func register(_ type: AnyClass, named name: String) {
        InterfaceBuilderRegistry.shared.register(type, named: name)
    }
}
