import Foundation

/// A named action: what iOS code writes as `#selector(copy(_:))`.
///
/// There is no Objective-C runtime on Linux, so a name alone cannot find a method. A selector is therefore
/// either a bare name (`"copy:"`, `Selector("paste:")`), which the standard edit actions and responders that
/// override `UIResponder.implementation(of:)` answer, or a name bound to an unbound method reference
/// (`Selector("ping:", Controller.ping)`), which any instance of `Controller` (or a subclass) performs —
/// the Swift-native counterpart of "the class implements the method". Selectors are equal when their names
/// are, so `action == "copy:"` works in `canPerformAction(_:withSender:)`.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, Sendable {
    /// The selector's name, as Objective-C spells it (`"copy:"`).
    public let name: String
    /// The method the name is bound to, if any. Only called on the main actor.
    let method: ActionMethod?

    /// A selector named `name`.
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    /// A selector named by a string literal: `let action: Selector = "copy:"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A selector named `name` that instances of `T` perform by calling `method` with the sender.
    /// A sender of another type than `Sender` is refused and logged.
    @preconcurrency
    public init<T: AnyObject, Sender>(_ name: String, _ method: @escaping @MainActor (T) -> (Sender) -> Void) {
        self.name = name
        self.method = ActionMethod(method)
    }

    /// A selector named `name` that instances of `T` perform by calling `method` with no argument.
    @preconcurrency
    public init<T: AnyObject>(_ name: String, _ method: @escaping @MainActor (T) -> () -> Void) {
        self.name = name
        self.method = ActionMethod(method)
    }

    /// A selector named `name` that instances of `T` perform by calling `method` with the sender, which says
    /// whether it succeeded (a `UIAccessibilityCustomAction`'s method).
    @preconcurrency
    public init<T: AnyObject, Sender>(_ name: String, _ method: @escaping @MainActor (T) -> (Sender) -> Bool) {
        self.name = name
        self.method = ActionMethod(method)
    }

    /// A selector named `name` that instances of `T` perform by calling `method` with the sender and the
    /// event (`action(_:forEvent:)`).
    @preconcurrency
    public init<T: AnyObject, Sender>(_ name: String, _ method: @escaping @MainActor (T) -> (Sender, UIEvent) -> Void) {
        self.name = name
        self.method = ActionMethod(method)
    }

    /// The name.
    public var description: String { name }

    /// Selectors with the same name are equal, bound or not.
    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// How many unnamed actions were registered: each gets a name of its own (unbound method references cannot be
/// compared, so two registrations are never taken for the same pair).
@MainActor private var unnamedActionCount = 0

/// A unique name for an action registered as an unbound method of `type`.
@MainActor
func unnamedActionName(of type: Any.Type, arguments: String) -> String {
    unnamedActionCount += 1
    return "\(type).action\(arguments)#\(unnamedActionCount)"
}

/// The name of `selector`, as Foundation's function gives it on Apple platforms.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// A selector named `name`, as Foundation's function makes it on Apple platforms.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// An unbound method reference with its receiver's type erased: the Swift-native half of target–action.
/// It calls the method on a target of the right type with the sender (and event) when the method takes them.
struct ActionMethod: Sendable {
    /// Whether `target` is of the method's class.
    let accepts: @MainActor (AnyObject) -> Bool
    /// Calls the method on `target`; false when `target` is not of its class or the sender not of its type.
    let invoke: @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Bool

    init(accepts: @escaping @MainActor (AnyObject) -> Bool,
         invoke: @escaping @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Bool) {
        self.accepts = accepts
        self.invoke = invoke
    }

    init<T: AnyObject, Sender>(_ method: @escaping @MainActor (T) -> (Sender) -> Void) {
        accepts = { $0 is T }
        invoke = { target, sender, _ in
            guard let receiver = target as? T else { return false }
            guard let argument = ActionMethod.cast(sender, to: Sender.self) else { return false }
            method(receiver)(argument)
            return true
        }
    }

    /// The method's own answer is the result: false when it did not succeed, as when it was not called.
    init<T: AnyObject, Sender>(_ method: @escaping @MainActor (T) -> (Sender) -> Bool) {
        accepts = { $0 is T }
        invoke = { target, sender, _ in
            guard let receiver = target as? T else { return false }
            guard let argument = ActionMethod.cast(sender, to: Sender.self) else { return false }
            return method(receiver)(argument)
        }
    }

    init<T: AnyObject>(_ method: @escaping @MainActor (T) -> () -> Void) {
        accepts = { $0 is T }
        invoke = { target, _, _ in
            guard let receiver = target as? T else { return false }
            method(receiver)()
            return true
        }
    }

    init<T: AnyObject, Sender>(_ method: @escaping @MainActor (T) -> (Sender, UIEvent) -> Void) {
        accepts = { $0 is T }
        invoke = { target, sender, event in
            guard let receiver = target as? T else { return false }
            guard let argument = ActionMethod.cast(sender, to: Sender.self) else { return false }
            // An action sent without an event (`sendActions(for:)`) still gets one, as UIKit's does.
            method(receiver)(argument, event ?? UIEvent())
            return true
        }
    }

    /// `sender` as the method's parameter type; nil (logged) when it is not one.
    private static func cast<Sender>(_ sender: Any?, to _: Sender.Type) -> Sender? {
        if let argument = sender as? Sender { return argument }
        uikitLog.error("UIKit: an action method taking \(Sender.self) was sent \(sender.map { "\(type(of: $0))" } ?? "nil") as its sender; not called.")
        return nil
    }
}
