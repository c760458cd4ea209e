import Foundation

/// A range in one of Vellum's text views: UTF-16 offsets into its text.
final class TextOffsetRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
    override var description: String { "<TextOffsetRange \(range.location)…\(range.location + range.length)>" }
}
