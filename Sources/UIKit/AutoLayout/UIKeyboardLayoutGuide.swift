import Foundation

/// The guide that tracks the keyboard (`UIView.keyboardLayoutGuide`): it spans the view's width along its
/// bottom edge, as tall as the part of the view the keyboard covers — the on-screen keyboard, an input view or
/// an input accessory view (see `UIResponder.inputView`) — and moves with the keyboard's animation. While no
/// keyboard is shown it is as tall as the bottom safe-area inset (zero with `usesBottomSafeArea` off), so
/// content pinned above it stays above the safe area, as on iOS.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard; recorded (the keyboard never undocks).
    open var followsUndockedKeyboard = false

    /// Whether the guide's top stops at the bottom of the safe area while the keyboard is off screen
    /// (true), or at the view's bottom edge (false).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { systemGuideDidChange() } }
    }

    /// The distance above the keyboard at which a drag dismisses it; recorded.
    open var keyboardDismissPadding: CGFloat = 0

    /// The keyboard guide of `view`.
    init(owningView view: UIView) {
        super.init(system: .keyboard, identifier: "UIViewKeyboardLayoutGuide", owningView: view)
        KeyboardManager.shared.register(self)
    }

    /// A guide decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The guide's height in `owner`: how far the keyboard shown on its screen reaches up from the view's bottom
    /// edge, else the bottom safe-area inset (or zero).
    func height(in owner: UIView) -> CGFloat {
        let resting = usesBottomSafeArea ? owner.safeAreaInsets.bottom : 0
        guard let window = owner.window, let keyboard = KeyboardManager.shared.keyboardFrame(on: window.screen) else {
            return resting
        }
        let covered = owner.convert(window.convert(keyboard, from: nil), from: window)
        let bounds = owner.bounds
        guard covered.maxX > bounds.minX, covered.minX < bounds.maxX else { return resting }
        return min(bounds.height, max(resting, bounds.maxY - covered.minY))
    }
}
