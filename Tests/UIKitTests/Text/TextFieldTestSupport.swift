import Testing
@testable import UIKit
import UIKitTesting

/// A delegate that logs each call and answers as told.
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowsChanges = true
    var allowsBeginning = true
    var allowsEnding = true
    var allowsReturn = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowsBeginning }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowsEnding }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location),\(range.length) \"\(string)\" over \"\(textField.text ?? "")\"")
        return allowsChanges
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("selection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowsReturn }
}

/// A 300 × 34 rounded-rect field at (10, 10) in a 400 × 400 key window with an event generator.
@MainActor
func withTextField(_ body: (UITextField, UIWindow, EventGenerator) throws -> Void) rethrows {
    try withEventWindow { window, generator in
        window.makeKey()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        FramePass.runOnce()
        try body(field, window, generator)
    }
}

extension UITextField {
    /// The selection as an NSRange.
    var selectedRange: NSRange { (selectedTextRange as? TextOffsetRange)?.range ?? NSRange(location: -1, length: 0) }
}
