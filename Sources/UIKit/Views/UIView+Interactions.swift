import Foundation

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [UIInteraction] {
        get { interactionsStorage }
        set {
            for interaction in interactionsStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction`, moving it from the view it was on; adding it twice does nothing.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactionsStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionsStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`, if it was added to this view.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactionsStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionsStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
