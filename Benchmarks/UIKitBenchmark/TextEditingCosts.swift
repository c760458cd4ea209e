// Issue 20's editing figures: caret and hit-test queries in a 10,000-word document (10 paragraphs of 1,000 words,
// wrapped at 600 points), typing one character in the middle of a paragraph of it against the same in a
// one-paragraph document (the cost must not grow with the other paragraphs), and typing into a UITextField.
import Foundation
import UIKit
import UIKitTesting

/// `count` words of 3 to 9 letters, from a fixed seed.
func words(_ count: Int, seed: UInt64) -> String {
    var state = seed
    var result: [String] = []
    result.reserveCapacity(count)
    for _ in 0..<count {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let length = 3 + Int(state >> 60) % 7
        result.append(String(repeating: "e", count: length).enumerated().map { index, _ in
            Character(Unicode.Scalar(UInt8(97 + Int((state >> UInt64(8 + index * 5)) & 0xF) % 26)))
        }.map(String.init).joined())
    }
    return result.joined(separator: " ")
}

/// The document of `paragraphs` paragraphs of 1,000 words, wrapped at 600 points and laid out.
@MainActor private func document(paragraphs: Int) -> TextDocument {
    let text = (0..<paragraphs).map { words(1000, seed: UInt64($0 + 1)) }.joined(separator: "\n")
    let document = TextDocument(text: text, font: .systemFont(ofSize: 17))
    document.wrapWidth = 600
    _ = document.size
    return document
}

/// Median microseconds of caretRect and closestPosition at 2,000 places, and median milliseconds of typing one
/// character in the middle of the middle paragraph (the edit and the relayout it needs) with 1 and 10 paragraphs.
@MainActor func textEditingCosts() -> (caret: Double, closest: Double, type1: Double, type10: Double) {
    let large = document(paragraphs: 10)
    check(large.text.split(separator: " ").count >= 9_990, "the document should hold 10,000 words")
    let height = large.size.height
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int(state >> 33) % max(bound, 1)
    }
    let offsets = (0..<2000).map { _ in next(large.length) }
    var sum: CGFloat = 0
    let caret = median(offsets.map { offset in
        let start = now()
        sum += large.caretRect(at: offset).minX
        return now() - start
    })
    let points = (0..<2000).map { _ in CGPoint(x: CGFloat(next(600)), y: CGFloat(next(Int(height)))) }
    var total = 0
    let closest = median(points.map { point in
        let start = now()
        total += large.offset(closestTo: point)
        return now() - start
    })
    check(sum.isFinite && total > 0, "the queries should find places")

    func typing(_ document: TextDocument) -> Double {
        let middle = document.paragraphIndex(containing: document.length / 2)
        let (start, end) = document.bounds(ofParagraph: middle)
        return median((0..<50).map { step in
            let offset = (start + end) / 2 + step
            let begin = now()
            document.replace(NSRange(location: offset, length: 0), with: "x")
            _ = document.caretRect(at: offset + 1)
            _ = document.size
            return now() - begin
        })
    }
    let small = document(paragraphs: 1)
    return (caret * 1e6, closest * 1e6, typing(small) * 1e3, typing(large) * 1e3)
}

/// Median milliseconds of the main thread's CPU time, and of wall time, from a typed character to the frame pass
/// after it, in a UITextField in a window holding `wordCount` words on its one line, the caret in the middle.
@MainActor func textFieldTypingCost(wordCount: Int) -> (cpu: Double, wall: Double) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 380, height: 34))
    field.borderStyle = .roundedRect
    field.text = words(wordCount, seed: 7)
    window.addSubview(field)
    window.isHidden = false
    window.makeKey()
    _ = field.becomeFirstResponder()
    let middle = field.position(from: field.beginningOfDocument, offset: (field.text?.utf16.count ?? 0) / 2)!
    field.selectedTextRange = field.textRange(from: middle, to: middle)
    FramePass.runOnce()
    let times = (0..<20).map { _ in
        let start = (now(), threadCPUTime())
        field.insertText("x")
        FramePass.runOnce()
        return (now() - start.0, threadCPUTime() - start.1)
    }
    check(field.text?.filter { $0 == "x" }.count ?? 0 >= 20, "the field should hold what was typed")
    _ = field.resignFirstResponder()
    window.isHidden = true
    return (median(times.map(\.1)) * 1e3, median(times.map(\.0)) * 1e3)
}
