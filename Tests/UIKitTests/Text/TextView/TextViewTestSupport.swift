import Testing
@testable import UIKit
import UIKitTesting

/// A text view delegate that logs each call and answers as told.
final class RecordingTextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    var allowsChanges = true
    var allowsLinks = true
    var linkAction: UIAction?
    var followed: [URL] = []

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("change \(range.location),\(range.length) \(text.debugDescription)")
        return allowsChanges
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection") }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        log.append("shouldInteract \(URL.absoluteString) \(characterRange.location),\(characterRange.length)")
        return allowsLinks
    }
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        log.append("primaryAction \(textItem.link?.absoluteString ?? "-")")
        return UIAction { [weak self] _ in if let url = textItem.link { self?.followed.append(url) } }
    }
}

/// A 300 × 200 text view at (10, 10) in a 400 × 400 key window with an event generator, in the system
/// font at 17 points.
@MainActor
func withTextView(_ body: (UITextView, UIWindow, EventGenerator) throws -> Void) rethrows {
    try withEventWindow { window, generator in
        window.makeKey()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        textView.font = .systemFont(ofSize: 17)
        window.addSubview(textView)
        FramePass.runOnce()
        try body(textView, window, generator)
    }
}
