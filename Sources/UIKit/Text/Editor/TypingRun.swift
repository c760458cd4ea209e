import Foundation

/// An edit one undo step takes back: where its text now stands and the text it replaced. Typing at the end
/// of a run grows it, so a word typed letter by letter is undone at once, as on iOS.
@MainActor
final class TypingRun {
    var range: NSRange
    let replaced: String

    init(range: NSRange, replaced: String) {
        self.range = range
        self.replaced = replaced
    }
}
