import Foundation

/// The keyboard's place on each screen: what shows below the app while a responder is first responder, and
/// where. The first responder's `inputView` shows there when it has one; otherwise a responder that takes
/// typed text (`UIKeyInput`) gets the on-screen keyboard when the host asks for one (a touch-screen device:
/// `VELLUM_KEYBOARD=onscreen`, or a test's `OnScreenKeyboard.isEnabled`); with a hardware keyboard it gets
/// none. Its `inputAccessoryView` rides on top of either, or alone at the bottom of the screen.
///
/// The views live in a keyboard window of the screen's (as on iOS), in front of the app's. Every change slides
/// the keyboard in 0.25 s, posts the keyboard notifications, and moves the keyboard layout guides of the
/// screen's views in the same animation.
@MainActor
package final class KeyboardManager {
    /// The one manager.
    package static let shared = KeyboardManager()

    /// The duration of the keyboard's animations, as iOS reports it.
    static let animationDuration: TimeInterval = 0.25
    /// The curve iOS reports for the keyboard's animations: a private curve, 7.
    static let animationCurve = 7

    /// Whether a responder that takes typed text gets the on-screen keyboard.
    package var showsOnScreenKeyboard = ProcessInfo.processInfo.environment["VELLUM_KEYBOARD"]?.lowercased() == "onscreen"

    /// Each screen's keyboard: its window, and its frame where shown.
    private var keyboards: [ScreenKeyboard] = []
    /// While positive, first-responder changes do not move the keyboard (a responder resigning for another).
    private var heldUpdates = 0

    /// The window whose first responder the keyboard last came for: the on-screen keys type into it.
    private(set) weak var servedWindow: UIWindow?

    /// The keyboard layout guides made so far, held weakly: the ones in a screen's windows follow its keyboard.
    private var guides: [WeakKeyboardGuide] = []

    /// The frame of the keyboard shown on `screen`, in screen coordinates (where it is going while it moves);
    /// nil when none is.
    package func keyboardFrame(on screen: UIScreen) -> CGRect? { keyboard(on: screen)?.frame }

    /// The keyboard window of `screen`, if its keyboard was ever shown.
    package func keyboardWindow(on screen: UIScreen) -> UIWindow? { keyboard(on: screen)?.window }

    /// The keyboard of `screen`, if it was ever shown; the entries of screens that went are dropped.
    private func keyboard(on screen: UIScreen) -> ScreenKeyboard? {
        keyboards.removeAll { $0.screen == nil }
        return keyboards.first { $0.screen === screen }
    }

    func register(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakKeyboardGuide(guide: guide))
    }

    /// Runs `body` without moving the keyboard for the first-responder changes it makes.
    func holdingUpdates<Result>(_ body: () -> Result) -> Result {
        heldUpdates += 1
        defer { heldUpdates -= 1 }
        return body()
    }

    /// `window`'s first responder changed (or asked to reload its input views): shows, changes or hides the
    /// keyboard of its screen.
    func firstResponderChanged(in window: UIWindow) {
        guard heldUpdates == 0, !(window is KeyboardWindow) else { return }
        let screen = window.screen
        let responder = window.currentFirstResponder
        let input = responder?.inputView
        let accessory = responder?.inputAccessoryView
        let keyboard = input == nil && showsOnScreenKeyboard && responder is UIKeyInput
        guard input != nil || accessory != nil || keyboard else { return hide(on: screen) }
        servedWindow = window
        let entry = self.keyboard(on: screen) ?? makeKeyboard(on: screen)
        let end = entry.window.install(input: input, accessory: accessory, onScreenKeyboard: keyboard,
                                       traits: responder as? UITextInputTraits)
        move(entry, to: end)
    }

    /// The first responder's text changed: a Return key that enables itself automatically follows.
    func textInputChanged() {
        for entry in keyboards { entry.window.shownOnScreenKeyboard?.updateReturnKey() }
    }

    private func makeKeyboard(on screen: UIScreen) -> ScreenKeyboard {
        let entry = ScreenKeyboard(screen: screen)
        keyboards.append(entry)
        return entry
    }

    private func hide(on screen: UIScreen) {
        guard let entry = keyboard(on: screen), entry.frame != nil else { return }
        move(entry, to: nil)
    }

    /// Slides the keyboard of `screen` to `end` (nil: off the screen), posting the notifications and moving the
    /// keyboard guides alongside.
    private func move(_ entry: ScreenKeyboard, to end: CGRect?) {
        guard let screen = entry.screen else { return }
        let window = entry.window
        let begin = entry.frame
        guard begin != end else { return }
        let offScreen = { (frame: CGRect) in CGRect(x: frame.minX, y: screen.bounds.maxY, width: frame.width, height: frame.height) }
        let from = begin ?? offScreen(end ?? .zero)
        let to = end ?? offScreen(begin ?? .zero)
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: from),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: to),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let showing = end != nil
        entry.frame = end
        entry.transitionCount += 1
        let transition = entry.transitionCount
        post(UIResponder.keyboardWillChangeFrameNotification, userInfo)
        post(showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, userInfo)
        if begin == nil {
            UIView.performWithoutAnimation { window.placeInputViews(at: from) }
            window.isHidden = false
        }
        let options = UIView.AnimationOptions(rawValue: UInt(Self.animationCurve) << 16).union(.beginFromCurrentState)
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: options, animations: {
            window.placeInputViews(at: to)
            self.layOutGuides(on: screen)
        }, completion: { _ in
            guard transition == entry.transitionCount else { return }
            if !showing {
                window.isHidden = true
                window.removeInputViews()
            }
            self.post(UIResponder.keyboardDidChangeFrameNotification, userInfo)
            self.post(showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification, userInfo)
        })
    }

    // MARK: Interactive dismissal

    /// A drag in a scroll view that dismisses the keyboard interactively moved the finger to `location` (screen
    /// coordinates) on `screen`: below the keyboard's top, the keyboard follows it down.
    func interactiveDrag(to location: CGPoint, on screen: UIScreen) {
        guard let entry = keyboard(on: screen), let frame = entry.frame else { return }
        let window = entry.window
        let pulled = frame.offsetBy(dx: 0, dy: min(frame.height, max(0, location.y - frame.minY)))
        UIView.performWithoutAnimation { window.placeInputViews(at: pulled) }
        interactiveOffset = pulled.minY - frame.minY
    }

    /// The drag ended with the finger moving at `velocity` (points a second, screen axes): a keyboard pulled down
    /// and released moving down, or past half its height, goes (its first responder resigns in `window`);
    /// otherwise it slides back.
    func endInteractiveDrag(velocity: CGPoint, in window: UIWindow) {
        guard interactiveOffset > 0, let entry = keyboard(on: window.screen), let frame = entry.frame else { return }
        let keyboardWindow = entry.window
        let offset = interactiveOffset
        interactiveOffset = 0
        if velocity.y > 0 || offset > frame.height / 2 {
            window.endEditing(true)
        } else {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: .beginFromCurrentState) {
                keyboardWindow.placeInputViews(at: frame)
            }
        }
    }

    /// How far an interactive drag has pulled the keyboard down.
    private var interactiveOffset: CGFloat = 0

    /// Refreshes the keyboard guides of `screen`'s windows and lays the windows out, inside the keyboard's
    /// animation, so that views pinned to a guide move with the keyboard.
    private func layOutGuides(on screen: UIScreen) {
        var windows: [UIWindow] = []
        for entry in guides {
            guard let guide = entry.guide, let window = guide.owningViewStorage?.window, window.screen === screen else { continue }
            guide.systemGuideDidChange()
            if !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.layoutIfNeeded() }
    }

    private func post(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo)
    }
}

/// A screen's keyboard: the window it shows in, and where it is.
@MainActor
final class ScreenKeyboard {
    weak var screen: UIScreen?
    let window: KeyboardWindow
    /// The keyboard's frame in screen coordinates while shown (where it is going while it moves); nil when hidden.
    var frame: CGRect?
    /// Counts the keyboard's moves, so that the completion of one overtaken by the next does nothing.
    var transitionCount = 0

    init(screen: UIScreen) {
        self.screen = screen
        window = KeyboardWindow(screen: screen)
    }
}

/// A keyboard guide, held weakly.
struct WeakKeyboardGuide {
    weak var guide: UIKeyboardLayoutGuide?
}
