import Foundation

/// The outlets, actions, inspectable properties and class names registered through `InterfaceBuilder`, with
/// UIKit's own keys (`clipsToBounds`, `accessibilityIdentifier`…) registered on its classes first.
/// Lookups walk a class's superclass chain, most derived first, and load each module's generated registrar
/// the first time they meet the module.
@MainActor
final class InterfaceBuilderRegistry {
    static let shared = InterfaceBuilderRegistry()

    /// What one class registered.
    private struct Entry {
        var properties: [String: KeyPathSetter] = [:]
        var actions: [String: Selector] = [:]
        var segueActions: [String: InterfaceBuilder.SegueAction] = [:]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var classesByName: [String: AnyClass] = [:]
    /// Modules whose registrar was looked for, found or not.
    private var loadedModules: Set<String> = []
    /// Modules whose classes documents may instantiate by `Module.Class`: those that registered something or
    /// have a registrar, and the app delegate's.
    private(set) var appModules: Set<String> = []

    private init() {
        UIKitInspectables.register(in: self)
    }

    func register<T: AnyObject>(_ type: T.Type, properties: [String: PartialKeyPath<T>], actions: [Selector],
                                segueActions: [InterfaceBuilder.SegueAction] = []) {
        appModules.insert(Self.module(of: type))
        var entry = entries[ObjectIdentifier(type)] ?? Entry()
        for (name, keyPath) in properties { entry.properties[name] = KeyPathSetter(keyPath) }
        for action in actions { entry.actions[action.name] = action }
        for action in segueActions { entry.segueActions[action.name] = action }
        entries[ObjectIdentifier(type)] = entry
    }

    func register(_ type: AnyClass, named name: String) {
        appModules.insert(Self.module(of: type))
        classesByName[name] = type
    }

    /// The setter registered for `name` on `object`'s class or the nearest superclass that has one.
    func property(_ name: String, of object: AnyObject) -> KeyPathSetter? {
        firstEntry(from: type(of: object)) { $0.properties[name] }
    }

    /// The selector bound to the method registered as `name` for `object`'s class or a superclass.
    func action(_ name: String, of object: AnyObject) -> Selector? {
        firstEntry(from: type(of: object)) { $0.actions[name] }
    }

    /// The `@IBSegueAction` registered as `name` for `object`'s class or a superclass.
    func segueAction(_ name: String, of object: AnyObject) -> InterfaceBuilder.SegueAction? {
        firstEntry(from: type(of: object)) { $0.segueActions[name] }
    }

    /// The registered method `name` of `object`, as `UIResponder.method(for:)` gives it.
    func implementation(of name: String, for object: AnyObject) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        guard let method = action(name, of: object)?.method else { return nil }
        return { [weak object] sender, event in
            guard let object else { return }
            _ = method.invoke(object, sender, event)
        }
    }

    /// The class registered under `name`.
    func registeredClass(named name: String) -> AnyClass? {
        classesByName[name]
    }

    /// Loads the generated registrar of `module` once; it registers the module's classes.
    func loadRegistrar(ofModule module: String) {
        guard loadedModules.insert(module).inserted else { return }
        guard let registrar = NSClassFromString("\(module).VellumInterfaceBuilderRegistrar")
            as? InterfaceBuilder.Registrar.Type else { return }
        appModules.insert(module)
        registrar.registerInterfaceBuilderConnections()
    }

    /// Marks `module` as the app's (the app delegate's module), whose classes documents may name.
    func noteAppModule(_ module: String) {
        appModules.insert(module)
    }

    /// The module a class is declared in: the first component of its qualified name.
    nonisolated static func module(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }

    private func firstEntry<Found>(from type: AnyClass, _ pick: (Entry) -> Found?) -> Found? {
        var current: AnyClass? = type
        while let cls = current {
            loadRegistrar(ofModule: Self.module(of: cls))
            if let entry = entries[ObjectIdentifier(cls)], let found = pick(entry) { return found }
            current = _getSuperclass(cls)
        }
        return nil
    }
}
