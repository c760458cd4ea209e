import Foundation

/// The app's side of assistive technologies: notifications it posts to them, the state of the user's
/// accessibility settings, and conversion to the screen coordinates accessibility frames use.
///
/// Linux has no bridge to its screen readers yet, so every assistive technology reads as off; what the app
/// posts is kept for tests to check (`UIKitTesting`'s `AccessibilityAssistant`).
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// A notification with UIKit's number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: the argument is the element to focus, or a string to read.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed: the argument is the element to focus, or a string to read.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, is to be read now.
        public static let announcement = Notification(rawValue: 1008)
        /// Scrolling finished: the argument is the string to read ("Page 3 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technology should stop looking at the screen (the argument names which).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Assistive technology may look at the screen again (the argument names which).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// A notification posted to assistive technologies, and its argument.
    package struct PostedNotification {
        package let notification: Notification
        package let argument: Any?
    }

    /// Who sees what the app posts: `UIKitTesting` records it; nothing else listens on Linux yet.
    package static var postObserver: (@MainActor (PostedNotification) -> Void)?

    /// Tells assistive technologies about a change, as `UIAccessibilityPostNotification` does.
    public static func post(notification: Notification, argument: Any?) {
        postObserver?(PostedNotification(notification: notification, argument: argument))
    }

    /// `rect`, in `view`'s coordinates, in screen coordinates: what `accessibilityFrame` takes. Outside a
    /// window it is in the coordinates of the top of the view's hierarchy.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        return view.window?.convert(inWindow, to: nil as UIWindow?) ?? inWindow
    }

    /// `path`, in `view`'s coordinates, moved to screen coordinates: what `accessibilityPath` takes. A copy,
    /// the path given left as it is; it is moved, not turned, so a rotated view's path keeps its angle.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = convertToScreenCoordinates(CGRect(origin: .zero, size: .zero), in: view).origin
        let converted = UIBezierPath(cgPath: path.cgPath)
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }

    // MARK: Assistive technologies and settings (none is on: Linux has no bridge to them yet)

    /// Whether VoiceOver is running.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether AssistiveTouch is running.
    public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Guided Access is on.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether the user asked for bold text.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for less motion.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for cross-fades instead of sliding transitions.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether the user asked for less transparency (blurs drawn opaque).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for darker system colours (higher contrast).
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether colours are shown in grayscale.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether colours are inverted.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the user asked for shapes besides colour to tell things apart.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether buttons are drawn with shapes.
    public static var buttonShapesEnabled: Bool { false }
    /// Whether switches show on/off labels.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether videos play automatically.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether audio is played in mono.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether closed captions are shown.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Speak Selection is on.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether Speak Screen is on.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether shaking the device offers undo.
    public static var isShakeToUndoEnabled: Bool { true }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when the reduce-motion setting changes.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when the reduce-transparency setting changes.
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when the bold-text setting changes.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when the darker-colours setting changes.
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
