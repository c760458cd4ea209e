import UIKit

/// A screen as an iOS project writes one for Interface Builder: its outlets, action and inspectable property are
/// connected by name, here through the registrations Vellum's InterfaceBuilderPlugin generates at build time.
/// The one edit iOS code needs is the `#if` around `@IBOutlet`, which Swift on Linux refuses on a class-typed
/// property; the file still builds for iOS unchanged.
public final class WelcomeViewController: UIViewController {
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    public weak var titleLabel: UILabel!

    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    public var buttons: [UIButton]!

    /// The colour the title takes when greeted.
    @IBInspectable public var highlightColor: UIColor = .systemOrange

    /// How many greetings were sent.
    public private(set) var greetings = 0

    @IBAction public func greet(_ sender: UIButton) {
        greetings += 1
        titleLabel.text = "Welcome back"
        titleLabel.textColor = highlightColor
    }
}
