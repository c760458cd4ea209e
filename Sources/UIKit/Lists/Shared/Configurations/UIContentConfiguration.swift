import Foundation

/// What a cell or view shows, as a value: it makes the view that shows it, and may change for a state.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration as it should look in `state`.
    @MainActor func updated(for state: UIConfigurationState) -> Self
}
