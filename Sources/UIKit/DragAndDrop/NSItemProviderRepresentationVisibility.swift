import Foundation

/// How far beyond the process an item provider's representation is shared; in-process drags keep every one.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Processes of the same team.
    case team = 1
    /// Processes of the same group.
    case group = 2
    /// This process only.
    case ownProcess = 3
}
