import Foundation

/// A position in one of Vellum's text views: a UTF-16 offset into its text.
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "<TextOffsetPosition \(offset)>" }
}
