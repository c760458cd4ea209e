import Foundation

/// `customClass` names resolved to classes that documents may instantiate: a class registered by name, a
/// class of the app's modules (`Module.Class`, the stored `customModule` first, then the app's own modules, as
/// a module renamed since leaves stale names), or UIKit's class of that name. Documents are untrusted input,
/// so a class is only ever one of UIKit's or a subclass of one, and of the element's base class when given, or
/// a custom object's class that declared itself one (`InterfaceBuilder.CustomObject`).
@MainActor
enum InterfaceBuilderCustomClasses {
    static func classNamed(_ name: String, module: String?, base: AnyClass?) -> AnyClass? {
        guard let found = lookUp(name, module: module) else {
            uikitLog.error("Unknown class \(name) in Interface Builder file.")
            return nil
        }
        guard base.map({ descends(found, from: $0) }) ?? (descendsFromUIKit(found) || found is InterfaceBuilder.CustomObject.Type) else {
            let required = base.map { String(reflecting: $0) } ?? "UIKit class"
            uikitLog.error("""
                Unknown class \(name) in Interface Builder file. (\(String(reflecting: found)) is not a \(required), \
                so it is not instantiated.)
                """)
            return nil
        }
        return found
    }

    private static func lookUp(_ name: String, module: String?) -> AnyClass? {
        let registry = InterfaceBuilderRegistry.shared
        if let module { registry.loadRegistrar(ofModule: module) }
        if let registered = registry.registeredClass(named: name) ?? module.flatMap({ registry.registeredClass(named: "\($0).\(name)") }) {
            return registered
        }
        let modules = candidateModules(preferring: module)
        for module in modules {
            if let found = NSClassFromString("\(module).\(name)") { return found }
        }
        if let dot = name.firstIndex(of: "."), modules.contains(String(name[..<dot])) {
            return NSClassFromString(name)
        }
        return NSClassFromString("UIKit.\(name)")
    }

    /// The modules whose classes documents may name, `preferred` first when it is one of them: the modules
    /// that registered something or have a generated registrar, and the executable's.
    private static func candidateModules(preferring preferred: String?) -> [String] {
        let registry = InterfaceBuilderRegistry.shared
        if let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent {
            let module = executable.replacingOccurrences(of: "-", with: "_")
            registry.loadRegistrar(ofModule: module)
            registry.noteAppModule(module)
        }
        var modules = registry.appModules.subtracting(["UIKit"]).sorted()
        if let preferred, let index = modules.firstIndex(of: preferred) {
            modules.insert(modules.remove(at: index), at: 0)
        }
        return modules
    }

    private static func descends(_ type: AnyClass, from base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let cls = current {
            if cls == base { return true }
            current = _getSuperclass(cls)
        }
        return false
    }

    /// Whether `type` or a superclass is declared in UIKit.
    private static func descendsFromUIKit(_ type: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let cls = current {
            if InterfaceBuilderRegistry.module(of: cls) == "UIKit" { return true }
            current = _getSuperclass(cls)
        }
        return false
    }
}
