import Foundation

/// A class whose instances take the values set on its appearance proxy (`appearance()` and the others) when
/// they enter a window; a value the app set on the instance itself wins, as on iOS.
///
/// Swift has no message forwarding, so the proxy is a `UIAppearanceProxy<Self>` rather than an instance of the
/// class: `UISwitch.appearance().onTintColor = .systemGreen` reads as on iOS, and each property set on the proxy
/// is recorded, by key path, into one table that views consult as they enter a window. Only the properties iOS
/// marks `UI_APPEARANCE_SELECTOR` are taken (see `AppearanceProperty`); another is refused with a log line.
@MainActor public protocol UIAppearance: AnyObject {}

/// A class whose instances can contain the views an appearance proxy made with
/// `appearance(whenContainedInInstancesOf:)` targets: views, view controllers and presentation controllers.
@MainActor public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The proxy for every instance of this class and its subclasses.
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [], traits: nil)
    }

    /// The proxy for instances inside the containers `containerTypes` lists, innermost first: each type must
    /// match an ancestor (a superview, or the view controller whose view it is) further out than the last.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: containerTypes, traits: nil)
    }

    /// The proxy for instances whose trait collection has every trait `trait` sets when they enter a window.
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [], traits: trait)
    }

    /// The proxy for instances with `trait`'s traits inside the containers `containerTypes` lists.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: containerTypes, traits: trait)
    }
}
