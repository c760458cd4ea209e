import UIKit

/// The catalog's first screen, made in Interface Builder: `App/Main.storyboard` lays it out — a stack view of
/// the mark, the title, a line of text and a button, centred by constraints to the safe area — and
/// `App/Assets.xcassets` gives its picture and colours, light and dark.
final class WelcomeViewController: UIViewController {
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    weak var titleLabel: UILabel!
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    weak var openButton: UIButton!

    /// Opens the guide's tab.
    @IBAction func openGuide(_ sender: UIButton) {
        tabBarController?.selectedIndex = 1
    }
}
