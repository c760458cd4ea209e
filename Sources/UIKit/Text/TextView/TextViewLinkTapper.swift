import Foundation

/// The delegate of a text view's interaction: a single tap on a link, in a view that is not editable, follows
/// the link rather than selecting.
@MainActor
final class TextViewLinkTapper: UITextInteractionDelegate {
    private unowned let textView: UITextView

    init(textView: UITextView) {
        self.textView = textView
    }

    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool {
        guard !textView.isEditable, interaction.tap.state == .ended, interaction.tap.tapCount == 1,
              let link = textView.link(at: interaction.view?.convert(point, to: textView) ?? point) else { return true }
        textView.touchedLink = nil
        textView.followLink(link)
        return false
    }
}
