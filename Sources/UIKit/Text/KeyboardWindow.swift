import Foundation

/// The window a screen's keyboard shows in, in front of the app's windows, as iOS's keyboard window is. It
/// covers the screen and takes touches only on the keyboard: the input accessory view on top, and below it
/// the first responder's input view or the on-screen keyboard, above the bottom safe area.
@MainActor
final class KeyboardWindow: UIWindow {
    /// The level of keyboard windows: in front of alerts.
    static let keyboardLevel = UIWindow.Level(10_000_000)

    /// The keyboard: it moves as a whole, and holds the views shown.
    private let container = UIView()
    private var accessory: UIView?
    private var input: UIView?
    private lazy var onScreenKeyboard = OnScreenKeyboardView()

    /// A hidden keyboard window covering `screen`.
    init(screen: UIScreen) {
        super.init(frame: screen.bounds)
        self.screen = screen
        windowLevel = Self.keyboardLevel
        backgroundColor = nil
        isOpaque = false
        container.backgroundColor = OnScreenKeyboardView.backgroundColor
        container.clipsToBounds = true
        addSubview(container)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Touches outside the keyboard go to the windows behind.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// Shows `input` (or the on-screen keyboard) with `accessory` on top; returns the keyboard's frame in
    /// screen coordinates once in place.
    /// The on-screen keyboard takes its keys from `traits`.
    func install(input newInput: UIView?, accessory newAccessory: UIView?, onScreenKeyboard keyboard: Bool,
                 traits: UITextInputTraits?) -> CGRect {
        let screenBounds = screen.bounds
        frame = screenBounds
        if keyboard { onScreenKeyboard.configure(for: traits) }
        let newInput = newInput ?? (keyboard ? onScreenKeyboard as UIView : nil)
        if accessory !== newAccessory { accessory?.removeFromSuperview() }
        if input !== newInput { input?.removeFromSuperview() }
        accessory = newAccessory
        input = newInput
        let width = screenBounds.width
        let bottomInset = screen.safeAreaInsets.bottom
        let accessoryHeight = newAccessory.map { Self.height(of: $0, width: width) } ?? 0
        var inputHeight: CGFloat = 0
        if let newInput {
            inputHeight = newInput is OnScreenKeyboardView ? OnScreenKeyboardView.height(on: screen) : Self.height(of: newInput, width: width)
        }
        let container = self.container
        UIView.performWithoutAnimation {
            if let newAccessory {
                newAccessory.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
                if newAccessory.superview !== container { container.addSubview(newAccessory) }
            }
            if let newInput {
                newInput.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: inputHeight)
                if newInput.superview !== container { container.addSubview(newInput) }
            }
        }
        let height = accessoryHeight + inputHeight + bottomInset
        return CGRect(x: 0, y: screenBounds.maxY - height, width: width, height: height)
    }

    /// The on-screen keyboard shown, if it is.
    var shownOnScreenKeyboard: OnScreenKeyboardView? { input as? OnScreenKeyboardView }

    /// Moves the keyboard to `frame`, in screen coordinates.
    func placeInputViews(at frame: CGRect) {
        container.frame = convert(frame, from: nil)
    }

    /// Takes the views out once the keyboard has gone, giving the app's views back.
    func removeInputViews() {
        accessory?.removeFromSuperview()
        input?.removeFromSuperview()
        accessory = nil
        input = nil
    }

    /// The height an input or accessory view asks for: its frame's, else what its constraints or intrinsic
    /// size give at `width`.
    private static func height(of view: UIView, width: CGFloat) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let fitting = view.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        return fitting.height.isFinite ? max(0, fitting.height) : 0
    }
}
