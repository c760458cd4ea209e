import Foundation

/// One of a stepper's two buttons as assistive technologies see it: "Increment" or "Decrement", a button
/// (not enabled when it cannot step) whose activation steps the stepper and sends `.valueChanged`.
@MainActor
final class StepperButtonElement: UIAccessibilityElement {
    private weak var stepper: UIStepper?
    private let segment: UIStepper.Segment

    init(stepper: UIStepper, segment: UIStepper.Segment) {
        self.stepper = stepper
        self.segment = segment
        super.init(accessibilityContainer: stepper)
        accessibilityLabel = segment == .increment ? "Increment" : "Decrement"
        accessibilityFrameInContainerSpace = stepper.frame(of: segment)
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let stepper, stepper.canStep(segment) else { return [.button, .notEnabled] }
            return .button
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityValue: String? {
        get { stepper.map { String(format: "%g", $0.value) } }
        set { super.accessibilityValue = newValue }
    }

    override func accessibilityActivate() -> Bool {
        guard let stepper, stepper.canStep(segment) else { return false }
        stepper.step(segment)
        if !stepper.isContinuous { stepper.sendActions(for: .valueChanged) }
        return true
    }
}
