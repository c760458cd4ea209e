// The Swift 5 target's custom control as Swift 6 wants it. Its `deinit` is nonisolated, as UIKit's is, so the
// observer it removes is kept where a nonisolated `deinit` may read it.
import UIKit

/// A control whose value steps up when tracked to the right and down to the left.
class StepperControl: UIControl {
    static let valueDidChange = Notification.Name("StepperControlValueDidChange")

    var value: Double = 0 {
        didSet { label.text = StepperFormatter().string(for: self) }
    }
    var stepValue: Double = 1
    private let label = UILabel()
    private var trackingStart: CGPoint = .zero
    nonisolated(unsafe) private var observer: NSObjectProtocol?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        observer = NotificationCenter.default.addObserver(forName: StepperControl.valueDidChange, object: nil,
                                                          queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.setNeedsLayout() }
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 120, height: 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 4)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let distance = touch.location(in: self).x - trackingStart.x
        guard abs(distance) > 20 else { return true }
        value += distance > 0 ? stepValue : -stepValue
        trackingStart = touch.location(in: self)
        sendActions(for: .valueChanged)
        return true
    }
}

/// A subclass that tears down on the main actor instead: an isolated `deinit` under UIKit's nonisolated one.
final class CountingStepper: StepperControl {
    static var released = 0

    isolated deinit {
        Self.released += 1
    }
}

/// Formats a stepper's value.
@MainActor
final class StepperFormatter {
    func string(for control: StepperControl) -> String {
        control.isEnabled ? String(format: "%.0f", control.value) : "–"
    }
}

/// A target of the control's actions.
@MainActor
final class StepperObserver: NSObject {
    private(set) var lastValue: Double?

    func observe(_ control: StepperControl) {
        control.addTarget(self, action: Selector("valueChanged:", StepperObserver.valueChanged), for: .valueChanged)
    }

    func valueChanged(_ sender: StepperControl) {
        lastValue = sender.value
    }
}
