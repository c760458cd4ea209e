import Foundation

extension UIView {
    /// The tint as its subtree sees it: the colour and whether it is dimmed.
    struct TintState: Equatable {
        var color: UIColor
        var isDimmed: Bool
    }

    var tintState: TintState {
        TintState(color: undimmedTintColor, isDimmed: effectiveTintAdjustmentMode == .dimmed)
    }

    /// The view's own tint, else the nearest ancestor's, else the window's default: system blue.
    private var undimmedTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let color = current.tintColorStorage { return color }
            view = current.superviewStorage
        }
        return .systemBlue
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

    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
            view = current.superviewStorage
        }
        return .normal
    }

    func setTintColor(_ color: UIColor?) {
        let old = tintState
        tintColorStorage = color
        tintMayHaveChanged(from: old)
    }

    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let old = tintState
        tintAdjustmentModeStorage = mode
        tintMayHaveChanged(from: old)
    }

    /// Calls `tintColorDidChange()` on the view and on every descendant that inherits what changed (the
    /// colour, or whether it is dimmed), when the tint changed from `old`.
    func tintMayHaveChanged(from old: TintState) {
        let new = tintState
        guard new != old else { return }
        notifyTintChange(colorChanged: new.color != old.color, dimmingChanged: new.isDimmed != old.isDimmed)
    }

    private func notifyTintChange(colorChanged: Bool, dimmingChanged: Bool) {
        tintColorDidChange()
        for subview in subviewStorage {
            let color = colorChanged && subview.tintColorStorage == nil
            let dimming = dimmingChanged && subview.tintAdjustmentModeStorage == .automatic
            if color || dimming { subview.notifyTintChange(colorChanged: color, dimmingChanged: dimming) }
        }
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
