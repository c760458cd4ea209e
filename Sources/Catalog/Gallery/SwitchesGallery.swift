import UIKit

/// The controls gallery's rows for switches, sliders, steppers, progress views and activity indicators, each
/// configured as an app would show it, in a few states.
@MainActor
func switchesGalleryRows() -> [(title: String, view: UIView)] {
    [
        ("Switch", row(switchControl(on: false), switchControl(on: true), switchControl(on: true, enabled: false))),
        ("Switch, tinted", row(tintedSwitch())),
        ("Slider", slider(value: 0.4)),
        ("Slider with value images", imageSlider()),
        ("Stepper", row(stepper(value: 0), stepper(value: 5), stepperLabel())),
        ("Progress", progress(0.3, style: .default)),
        ("Progress, bar style, tinted", tintedProgress()),
        ("Activity indicators", row(indicator(.medium), indicator(.large))),
    ]
}

/// `views` side by side, 16 points apart, centred vertically.
@MainActor
private func row(_ views: UIView...) -> UIView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .horizontal
    stack.alignment = .center
    stack.spacing = 16
    return stack
}

@MainActor
private func switchControl(on: Bool, enabled: Bool = true) -> UISwitch {
    let control = UISwitch()
    control.isOn = on
    control.isEnabled = enabled
    return control
}

@MainActor
private func tintedSwitch() -> UISwitch {
    let control = UISwitch()
    control.isOn = true
    control.onTintColor = .systemOrange
    control.thumbTintColor = .systemBackground
    return control
}

@MainActor
private func slider(value: Float) -> UISlider {
    let slider = UISlider()
    slider.value = value
    slider.translatesAutoresizingMaskIntoConstraints = false
    slider.widthAnchor.constraint(equalToConstant: 280).isActive = true
    return slider
}

@MainActor
private func imageSlider() -> UISlider {
    let slider = slider(value: 0.7)
    slider.minimumValueImage = dot(diameter: 8)
    slider.maximumValueImage = dot(diameter: 18)
    slider.minimumTrackTintColor = .systemPink
    return slider
}

/// A gray disc for the ends of a slider: small for less, large for more.
@MainActor
private func dot(diameter: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
        UIColor.systemGray.setFill()
        let inset = (20 - diameter) / 2
        UIBezierPath(ovalIn: CGRect(x: inset, y: inset, width: diameter, height: diameter)).fill()
    }
}

@MainActor
private func stepper(value: Double) -> UIStepper {
    let stepper = UIStepper()
    stepper.maximumValue = 10
    stepper.value = value
    return stepper
}

/// A stepper with a label showing its value, as apps pair them.
@MainActor
private func stepperLabel() -> UIView {
    let stepper = stepper(value: 3)
    let label = UILabel()
    label.text = "3"
    stepper.addAction(UIAction { [weak label, weak stepper] _ in
        label?.text = stepper.map { String(Int($0.value)) }
    }, for: .valueChanged)
    return row(label, stepper)
}

@MainActor
private func progress(_ value: Float, style: UIProgressView.Style) -> UIProgressView {
    let view = UIProgressView(progressViewStyle: style)
    view.progress = value
    view.translatesAutoresizingMaskIntoConstraints = false
    view.widthAnchor.constraint(equalToConstant: 280).isActive = true
    return view
}

@MainActor
private func tintedProgress() -> UIProgressView {
    let view = progress(0.75, style: .bar)
    view.progressTintColor = .systemGreen
    return view
}

@MainActor
private func indicator(_ style: UIActivityIndicatorView.Style) -> UIActivityIndicatorView {
    let indicator = UIActivityIndicatorView(style: style)
    indicator.startAnimating()
    return indicator
}
