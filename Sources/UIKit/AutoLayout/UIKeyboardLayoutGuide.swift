import Foundation

/// The guide that tracks the on-screen keyboard (`UIView.keyboardLayoutGuide`). Vellum shows no software
/// keyboard, so the keyboard is always docked off screen: the guide spans the view's width along its
/// bottom edge, as tall as the bottom safe-area inset (zero with `usesBottomSafeArea` off). Content pinned
/// above it stays above the safe area, as on iOS while the keyboard is hidden.
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
    }

    /// A guide decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
