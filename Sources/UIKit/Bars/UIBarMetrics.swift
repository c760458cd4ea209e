import Foundation

/// The bar sizes a customization applies to: a regular or compact bar, with or without a prompt.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of regular height.
    case `default` = 0
    /// A compact bar, as a phone shows in landscape.
    case compact = 1
    /// A regular bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}
