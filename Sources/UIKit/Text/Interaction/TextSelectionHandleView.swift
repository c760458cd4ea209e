import Foundation

/// A selection handle as iOS draws it in the tint colour: a 2-point bar as tall as the line at one end of the
/// selection, with a round knob above the start or below the end. The view is wider than what it draws, so a
/// finger finds it, and carries the pan that drags it.
final class TextSelectionHandleView: UIView {
    /// Whether this is the start handle (knob above) or the end handle (knob below).
    let isStart: Bool
    /// Drags the handle.
    let pan = UIPanGestureRecognizer()
    /// How far from the line's middle a finger on the knob is, in points: what a drag aims past.
    var grabOffset: CGFloat { lineHeight / 2 + Self.knobDiameter / 2 }

    /// The knob's diameter (iOS 13–18; an estimate, Apple does not publish it).
    static let knobDiameter: CGFloat = 10
    /// How far the touch area reaches beyond the bar on each side.
    static let touchMargin: CGFloat = 14
    private var lineHeight: CGFloat = 0

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        isOpaque = false
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { nil }

    /// Places the handle at `caret` (a zero-width rectangle of the line at the selection's end) in `view`.
    func place(at caret: CGRect, in view: UIView) {
        lineHeight = caret.height
        let margin = Self.touchMargin, knob = Self.knobDiameter
        frame = CGRect(x: caret.minX - margin, y: caret.minY - knob - (isStart ? margin : 0),
                       width: 2 * margin, height: caret.height + knob + margin)
        if superview !== view { view.addSubview(self) }
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let margin = Self.touchMargin, knob = Self.knobDiameter
        let lineTop = isStart ? margin + knob : knob
        context.setFillColor(tintColor.cgColor)
        context.fill(CGRect(x: margin - 1, y: lineTop, width: 2, height: lineHeight))
        let knobY = isStart ? lineTop - knob : lineTop + lineHeight
        context.fillEllipse(in: CGRect(x: margin - knob / 2, y: knobY, width: knob, height: knob))
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
