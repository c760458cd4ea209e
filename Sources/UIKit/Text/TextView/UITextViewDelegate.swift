import Foundation

/// What a text view asks and tells as it is edited and its links are tapped. Every member is optional: the
/// defaults allow every change and follow every link.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view is first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16) may become `text`; the view still holds the old text.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether tapping the link to `URL` in `characterRange` may go on to its action (iOS 10–16's question,
    /// still asked first).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// The action a tap on `textItem` performs; nil performs none. The default returns `defaultAction`.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
}

extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    /// `defaultAction`.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        defaultAction
    }
}

/// How the user acted on a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the item's default action.
    case invokeDefaultAction = 0
    /// A long press: a menu of actions.
    case presentActions = 1
    /// A preview.
    case preview = 2
}
