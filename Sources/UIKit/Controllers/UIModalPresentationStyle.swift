import Foundation

/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet for most controllers.
    case automatic = -2
    /// No style; what a transition that is not a presentation reports.
    case none = -1
    /// Covering the screen; the presenter's view leaves the hierarchy.
    case fullScreen = 0
    /// A sheet covering the screen's height, partly in a wide window.
    case pageSheet = 1
    /// A smaller sheet centred in a wide window.
    case formSheet = 2
    /// Covering the controller that defines the presentation context.
    case currentContext = 3
    /// Shown by the transitioning delegate's presentation controller and animators.
    case custom = 4
    /// Covering the screen, the presenter's view staying beneath.
    case overFullScreen = 5
    /// Covering the context's controller, its view staying beneath.
    case overCurrentContext = 6
    /// In a popover beside its source on a large window; adapted to a sheet on a compact one.
    case popover = 7
}
