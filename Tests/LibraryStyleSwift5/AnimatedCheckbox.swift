// An animated checkbox as Swift 5 libraries draw one: CAShapeLayers for the box and the check mark, the mark's
// path built by a free function, and its stroke animated with Core Animation when the box is toggled.
import UIKit

/// The check mark inside `rect`.
func checkmarkPath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: rect.minX + rect.width * 0.25, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.45, y: rect.maxY - rect.height * 0.25))
    path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.2, y: rect.minY + rect.height * 0.25))
    return path
}

/// A box that draws a check mark when selected.
class AnimatedCheckbox: UIControl {
    let boxLayer = CAShapeLayer()
    let checkLayer = CAShapeLayer()
    var animationDuration: CFTimeInterval = 0.3
    var checkColor: UIColor = .systemGreen {
        didSet { checkLayer.strokeColor = checkColor.cgColor }
    }

    override var isSelected: Bool {
        didSet { CheckboxAnimator(duration: animationDuration).animate(self, checked: isSelected) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        boxLayer.fillColor = nil
        boxLayer.strokeColor = UIColor.systemGray.cgColor
        boxLayer.lineWidth = 2
        checkLayer.fillColor = nil
        checkLayer.strokeColor = checkColor.cgColor
        checkLayer.lineWidth = 3
        checkLayer.lineCap = .round
        checkLayer.lineJoin = .round
        checkLayer.strokeEnd = 0
        layer.addSublayer(boxLayer)
        layer.addSublayer(checkLayer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        boxLayer.frame = bounds
        boxLayer.path = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 4).cgPath
        checkLayer.frame = bounds
        checkLayer.path = checkmarkPath(in: bounds).cgPath
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isSelected.toggle()
        sendActions(for: .valueChanged)
    }
}

/// Animates a checkbox's mark; a plain object outside any actor, as libraries' animators are.
struct CheckboxAnimator {
    let duration: CFTimeInterval

    func animate(_ checkbox: AnimatedCheckbox, checked: Bool) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = checkbox.checkLayer.presentation()?.strokeEnd ?? checkbox.checkLayer.strokeEnd
        animation.toValue = checked ? 1 : 0
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        checkbox.checkLayer.strokeEnd = checked ? 1 : 0
        CATransaction.commit()
        checkbox.checkLayer.add(animation, forKey: "strokeEnd")
        UIView.animate(withDuration: duration) {
            checkbox.boxLayer.strokeColor = (checked ? checkbox.checkColor : UIColor.systemGray).cgColor
            checkbox.alpha = checkbox.isEnabled ? 1 : 0.5
        }
    }
}
