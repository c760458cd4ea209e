import Foundation

/// What an edit menu interaction asks its app: the menu to show, built from the suggested actions, and the
/// rectangle the menu must not cover.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu for `configuration`; `suggestedActions` are the standard edit actions the responder chain can
    /// perform. Return nil to show them as they are.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle, in the interaction's view, that the menu sits beside (a selection); by default the source
    /// point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
}

extension UIEditMenuInteractionDelegate {
    /// Shows the suggested actions.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// The source point.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
}
