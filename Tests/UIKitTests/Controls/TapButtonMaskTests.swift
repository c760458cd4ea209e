import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite struct TapButtonMaskTests {
    /// Counts the recognitions of a tap recognizer that requires `buttons`, on a 400-point view.
    @MainActor private final class TapCounter {
        let recognizer = UITapGestureRecognizer()
        var count = 0

        init(requiring buttons: UIEvent.ButtonMask, on view: UIView) {
            recognizer.buttonMaskRequired = buttons
            recognizer.addTarget(self, action: TapCounter.tapped)
            view.addGestureRecognizer(recognizer)
        }

        func tapped(_ recognizer: UITapGestureRecognizer) {
            count += 1
        }
    }

    @Test func aRightClickFiresOnlyTheRecognizerRequiringTheSecondaryButton() throws {
        try withEventWindow { window, generator in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(view)
            let primary = TapCounter(requiring: .primary, on: view)
            let secondary = TapCounter(requiring: .secondary, on: view)
            #expect(UITapGestureRecognizer().buttonMaskRequired == .primary)

            generator.secondaryClick(at: CGPoint(x: 100, y: 100))
            #expect(primary.count == 0 && secondary.count == 1)

            // A finger is the primary button; so is a pointer's left click.
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            #expect(primary.count == 1 && secondary.count == 1)
            generator.wait(0.5)
            generator.touchType = .indirectPointer
            try generator.fingerTap(at: CGPoint(x: 100, y: 100))
            #expect(primary.count == 2 && secondary.count == 1)
        }
    }
}
