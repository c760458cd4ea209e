import Foundation

/// The animation of a full-screen presentation and its dismissal.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom, and back down.
    case coverVertical = 0
    /// The window turns over to show the presented view on its back.
    case flipHorizontal = 1
    /// The presented view fades in, and out.
    case crossDissolve = 2
    /// The presenter's page curls up to show the presented view (Vellum curls it all the way off, where iOS
    /// stops part way).
    case partialCurl = 3
}
