import Foundation

/// Whether the system shows progress while a drop's data loads.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator.
    case `default` = 1
}
