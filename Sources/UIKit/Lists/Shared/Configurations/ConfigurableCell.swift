import Foundation

/// A table or collection view cell with content and background configurations updated for its state: the
/// update cycle both share. Each class keeps its public `open` members, as in Apple's SDK, and forwards them
/// here.
@MainActor
protocol ConfigurableCell: UIView {
    var contentConfiguration: UIContentConfiguration? { get set }
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    var configurationState: UICellConfigurationState { get }
    /// Whether `updateConfiguration(using:)` runs before the next layout or measurement.
    var needsConfigurationUpdate: Bool { get set }
    func updateConfiguration(using state: UICellConfigurationState)
}

extension ConfigurableCell {
    /// Marks the configurations out of date; they are updated at the next layout.
    func scheduleConfigurationUpdate() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending configuration update now: before the cell is measured or laid out.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    /// The automatic part of `updateConfiguration(using:)`: each configuration the cell updates
    /// automatically, updated for `state`.
    func updateConfigurationsAutomatically(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
    }
}
