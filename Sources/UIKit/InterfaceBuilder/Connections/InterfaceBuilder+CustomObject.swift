import Foundation

extension InterfaceBuilder {
    /// A class that documents may instantiate as a custom object (`<customObject customClass=…>`, an object
    /// of the nib beside its views: a data source, a controller of a part of the screen) when it is not a view
    /// or view controller. iOS makes such an object with `init()`; Swift on Linux can only call an initializer
    /// on a class found by name when a protocol requires it, so the class declares its conformance (a `final`
    /// class as it is; another with `required override init()`). A gesture recognizer of a custom class
    /// (`<tapGestureRecognizer customClass=…>`) declares it too (`final class DoubleTap: UITapGestureRecognizer,
    /// InterfaceBuilder.CustomObject {}`), and is then made with `init()` and given the document's settings; its
    /// `awakeFromNib()` overrides `UIGestureRecognizer`'s, as on iOS.
    /// Views and controllers need nothing: they are made through `init?(coder:)`.
    @MainActor public protocol CustomObject: AnyObject {
        /// A new instance, as the document's loading makes it.
        init()
        /// Called once the document's objects are all made and connected, as for views.
        func awakeFromNib()
    }
}

extension InterfaceBuilder.CustomObject {
    /// Does nothing: a custom object that wants to finish its set-up declares its own.
    public func awakeFromNib() {}
}
