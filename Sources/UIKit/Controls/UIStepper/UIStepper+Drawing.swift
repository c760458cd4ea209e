import Foundation

extension UIStepper {
    /// The corner radius of the default background.
    static let cornerRadius: CGFloat = 8
    /// The length of the default minus and plus strokes.
    static let symbolLength: CGFloat = 14
    /// The default divider's height.
    static let dividerHeight: CGFloat = 18

    /// The state a segment is drawn in: disabled when it cannot step, highlighted while pressed.
    func state(of segment: Segment) -> State {
        if !canStep(segment) { return .disabled }
        return pressedSegment == segment ? .highlighted : .normal
    }

    /// Draws the background (or its image), the pressed segment darker, the divider (or its image) and the two
    /// symbols (or their images, template images in the symbol colour).
    func drawSegments() {
        let box = CGRect(origin: .zero, size: Self.size)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leftSegment: Segment = rightToLeft ? .increment : .decrement
        let rightSegment: Segment = rightToLeft ? .decrement : .increment
        let halves = box.divided(atDistance: box.width / 2, from: .minXEdge)
        let rounded = UIBezierPath(roundedRect: box, cornerRadius: Self.cornerRadius)

        if let image = backgroundImage(for: state) {
            image.draw(in: box)
        } else {
            UIColor.tertiarySystemFill.setFill()
            rounded.fill()
        }
        if let pressedSegment {
            UIGraphicsGetCurrentContext()?.saveGState()
            rounded.addClip()
            UIColor.tertiarySystemFill.setFill()
            UIRectFillUsingBlendMode(pressedSegment == leftSegment ? halves.slice : halves.remainder, .normal)
            UIGraphicsGetCurrentContext()?.restoreGState()
        }
        drawDivider(in: box, left: state(of: leftSegment), right: state(of: rightSegment))
        drawSymbol(leftSegment, in: halves.slice)
        drawSymbol(rightSegment, in: halves.remainder)
    }

    private func drawDivider(in box: CGRect, left: State, right: State) {
        if let image = dividerImage(forLeftSegmentState: left, rightSegmentState: right) {
            let size = image.size
            image.draw(in: CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height))
            return
        }
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: box.midX - 0.5, y: box.midY - Self.dividerHeight / 2, width: 1, height: Self.dividerHeight))
    }

    private func drawSymbol(_ segment: Segment, in half: CGRect) {
        let state = state(of: segment)
        let color: UIColor = state == .disabled ? .tertiaryLabel : .label
        let center = CGPoint(x: half.midX, y: half.midY)
        let custom = segment == .increment ? incrementImage(for: state) : decrementImage(for: state)
        if let custom {
            let size = custom.size
            let image = custom.renderingMode == .alwaysOriginal ? custom : custom.withTintColor(color)
            image.draw(in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            return
        }
        let half = Self.symbolLength / 2
        color.setFill()
        UIRectFill(CGRect(x: center.x - half, y: center.y - 1, width: Self.symbolLength, height: 2))
        if segment == .increment {
            UIRectFill(CGRect(x: center.x - 1, y: center.y - half, width: 2, height: Self.symbolLength))
        }
    }
}
