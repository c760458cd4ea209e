import Foundation

/// What a button with a `UIButton.Configuration` keeps beside the legacy per-state values: the configuration,
/// its update handler, and the views only a configured button shows (its background, subtitle and activity
/// indicator).
@MainActor
final class ConfiguredButton {
    var configuration: UIButton.Configuration?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    var automaticallyUpdates = true
    /// Whether `updateConfiguration()` runs before the next layout.
    var needsUpdate = false
    let background = UIView(frame: .zero)
    let subtitleLabel = UILabel(frame: .zero)
    /// The indicator standing in the image's place, made the first time a configuration shows one.
    var activityIndicator: UIActivityIndicatorView?

    init() {
        background.isUserInteractionEnabled = false
        subtitleLabel.isUserInteractionEnabled = false
    }
}
