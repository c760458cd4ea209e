import UIKit

/// The gallery's rows for visual effects: each blur material over a striped backdrop, with
/// vibrant content, as an app shows them.
@MainActor
func effectsGalleryRows() -> [(title: String, view: UIView)] {
    let blurs: [(String, UIBlurEffect.Style)] = [
        ("Blur, ultra-thin material", .systemUltraThinMaterial),
        ("Blur, regular material", .systemMaterial),
        ("Blur, thick material", .systemThickMaterial),
        ("Blur, chrome material", .systemChromeMaterial),
        ("Blur, dark material", .systemMaterialDark),
    ]
    var rows = blurs.map { title, style in (title: title, view: effectSample(UIBlurEffect(style: style), caption: title).sample) }
    let (vibrant, blur) = effectSample(UIBlurEffect(style: .systemMaterial), caption: nil)
    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
    vibrancy.translatesAutoresizingMaskIntoConstraints = false
    // A system button draws in its tint, which vibrancy gives the content view.
    let button = UIButton(type: .system)
    button.setTitle("Vibrant secondary label", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    vibrancy.contentView.addSubview(button)
    blur.contentView.addSubview(vibrancy)
    NSLayoutConstraint.activate([
        vibrancy.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor),
        vibrancy.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor),
        vibrancy.topAnchor.constraint(equalTo: blur.contentView.topAnchor),
        vibrancy.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor),
        button.centerXAnchor.constraint(equalTo: vibrancy.contentView.centerXAnchor),
        button.centerYAnchor.constraint(equalTo: vibrancy.contentView.centerYAnchor),
    ])
    rows.append((title: "Vibrancy over a material", view: vibrant))
    return rows
}

/// A 300 × 64 point sample: coloured stripes behind a rounded effect view, with an optional caption in its
/// content view; the sample and its effect view.
@MainActor
private func effectSample(_ effect: UIVisualEffect, caption: String?) -> (sample: UIView, effectView: UIVisualEffectView) {
    let sample = UIView()
    sample.translatesAutoresizingMaskIntoConstraints = false
    let stripes: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
    let stack = UIStackView(arrangedSubviews: stripes.map { color in
        let stripe = UIView()
        stripe.backgroundColor = color
        return stripe
    })
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    sample.addSubview(stack)
    let effectView = UIVisualEffectView(effect: effect)
    effectView.translatesAutoresizingMaskIntoConstraints = false
    effectView.layer.cornerRadius = 12
    effectView.clipsToBounds = true
    sample.addSubview(effectView)
    NSLayoutConstraint.activate([
        sample.widthAnchor.constraint(equalToConstant: 300),
        sample.heightAnchor.constraint(equalToConstant: 64),
        stack.leadingAnchor.constraint(equalTo: sample.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: sample.trailingAnchor),
        stack.topAnchor.constraint(equalTo: sample.topAnchor),
        stack.bottomAnchor.constraint(equalTo: sample.bottomAnchor),
        effectView.leadingAnchor.constraint(equalTo: sample.leadingAnchor, constant: 24),
        effectView.trailingAnchor.constraint(equalTo: sample.trailingAnchor, constant: -24),
        effectView.topAnchor.constraint(equalTo: sample.topAnchor, constant: 8),
        effectView.bottomAnchor.constraint(equalTo: sample.bottomAnchor, constant: -8),
    ])
    if let caption {
        let label = UILabel()
        label.text = caption
        label.translatesAutoresizingMaskIntoConstraints = false
        effectView.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: effectView.contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: effectView.contentView.centerYAnchor),
        ])
    }
    return (sample, effectView)
}
