import Foundation

/// An effect a `UIVisualEffectView` shows: a blur (`UIBlurEffect`) or vibrancy (`UIVibrancyEffect`).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// An effect that changes nothing.
    public override init() {
        super.init()
    }
}
