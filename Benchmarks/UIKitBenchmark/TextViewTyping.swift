// Issue 20's typing figures through the view: one character typed in the middle of a 10,000-word UITextView
// (10 paragraphs of 1,000 words) against the same in one paragraph of 1,000 words, from the key event to the
// committed frame: the cost must not grow with the other paragraphs.
import Foundation
import UIKit
import UIKitTesting

/// Median milliseconds of the main thread's CPU time, and of wall time, from a key typing one character in the
/// middle of a `UITextView` holding `paragraphs` paragraphs of `wordsEach` words (wrapped at 600 points, as the
/// engine figures are), through the frame pass that commits it.
@MainActor func textViewTypingCost(paragraphs: Int, wordsEach: Int = 1000) -> (cpu: Double, wall: Double) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 800))
    let textView = UITextView(frame: CGRect(x: 10, y: 0, width: 610, height: 800))
    textView.font = .systemFont(ofSize: 17)
    textView.textContainerInset = .zero
    textView.text = (0..<paragraphs).map { words(wordsEach, seed: UInt64($0 + 1)) }.joined(separator: "\n")
    window.addSubview(textView)
    window.isHidden = false
    window.makeKey()
    let generator = EventGenerator(window: window, timing: .virtual)
    _ = textView.becomeFirstResponder()
    let middle = textView.text.utf16.count / 2
    textView.selectedRange = NSRange(location: middle, length: 0)
    FramePass.drain()
    let times = (0..<30).map { _ in
        let start = (now(), threadCPUTime())
        generator.keyType("x")
        FramePass.runOnce()
        return (now() - start.0, threadCPUTime() - start.1)
    }
    check(textView.text.filter { $0 == "x" }.count >= 30, "the text view should hold what was typed")
    check(textView.bounds.contains(textView.caretRect(for: textView.selectedTextRange!.end)), "the caret should stay in view")
    _ = textView.resignFirstResponder()
    window.isHidden = true
    return (median(times.map(\.1)) * 1e3, median(times.map(\.0)) * 1e3)
}
