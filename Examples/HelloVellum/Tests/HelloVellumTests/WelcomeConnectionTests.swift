import HelloVellumApp
import Testing
import UIKit

/// The app's `@IBOutlet`, `@IBAction` and `@IBInspectable` members connect by name with no registration in its
/// code: the InterfaceBuilderPlugin generated it.
@MainActor
@Suite struct WelcomeConnectionTests {
    @Test func outletsActionsAndInspectablesConnectByName() {
        let controller = WelcomeViewController()
        var label: UILabel? = UILabel()
        let buttons = [UIButton(), UIButton()]
        controller.setValue(label, forKey: "titleLabel")
        controller.setValue(buttons, forKey: "buttons")
        controller.setValue(UIColor.systemPurple, forKey: "highlightColor")
        #expect(controller.titleLabel === label)
        #expect(controller.buttons.count == 2 && controller.buttons[1] === buttons[1])

        #expect(UIApplication.shared.sendAction(Selector("greet:"), to: controller, from: buttons[0], for: nil))
        #expect(controller.greetings == 1)
        #expect(label?.text == "Welcome back")
        #expect(label?.textColor == .systemPurple)

        label = nil
        #expect(controller.titleLabel == nil)
    }
}
