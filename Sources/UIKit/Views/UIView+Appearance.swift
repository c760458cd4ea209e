import Foundation

extension UIView {
    /// The tint as its subtree sees it: the colour and whether it is dimmed.
    struct TintState: Equatable {
        var color: UIColor
        var isDimmed: Bool
    }

    var tintState: TintState { tintStateStorage }

    /// What the view's own settings and its superview's tint give: its own colour, else the superview's, else
    /// system blue; its own adjustment mode, else the superview's, else normal.
    private var resolvedTintState: TintState {
        let inherited = superviewStorage?.tintStateStorage ?? TintState(color: .systemBlue, isDimmed: false)
        let mode = tintAdjustmentModeStorage
        return TintState(color: tintColorStorage ?? inherited.color,
                         isDimmed: mode == .automatic ? inherited.isDimmed : mode == .dimmed)
    }

    var effectiveTintColor: UIColor {
        let state = tintState
        return state.isDimmed ? Self.dimmed(state.color) : state.color
    }

    /// Dimmed tint: the colour's luminance as a gray, a little translucent, as UIKit shows controls under
    /// a modal view.
    static func dimmed(_ color: UIColor) -> UIColor {
        guard let (r, g, b, a) = color.rgba else { return color }
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return UIColor(white: luminance, alpha: a * 0.8)
    }

    var effectiveTintAdjustmentMode: TintAdjustmentMode { tintStateStorage.isDimmed ? .dimmed : .normal }

    func setTintColor(_ color: UIColor?) {
        tintColorStorage = color
        updateTint()
    }

    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        tintAdjustmentModeStorage = mode
        updateTint()
    }

    /// Brings the kept tint of the view, and of the descendants that inherit what changed, up to date after the
    /// view's own setting or its superview changed; then, `notifying`, calls `tintColorDidChange()` on each view
    /// whose tint changed, parents first, when every one of them shows its new tint.
    func updateTint(notifying: Bool = true) {
        guard resolvedTintState != tintStateStorage else { return }
        var changed: [UIView] = []
        var pending = [self]
        while let view = pending.popLast() {
            let state = view.resolvedTintState
            guard state != view.tintStateStorage else { continue }
            view.tintStateStorage = state
            changed.append(view)
            pending.append(contentsOf: view.subviewStorage.reversed())
        }
        if notifying { for view in changed { view.tintColorDidChange() } }
    }

    // MARK: Content and masks

    func applyContentMode() {
        layer.contentsGravity = contentMode.contentsGravity
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }

    func setMaskView(_ view: UIView?) {
        guard view !== self else {
            return uikitLog.error("UIView: a view cannot be its own mask; ignored.")
        }
        maskViewStorage = view
        layer.mask = view?.layer
    }

    /// The part of the view's content (in unit coordinates) that stretches when the view resizes; the rest
    /// keeps its size. Deprecated in UIKit in favour of resizable images; Core Animation's `contentsCenter`.
    public var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { if newValue.isFinite { layer.contentsCenter = newValue } }
    }
}
