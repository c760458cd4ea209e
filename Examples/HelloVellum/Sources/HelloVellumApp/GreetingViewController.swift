import UIKit

/// A greeting above a button, centred by Auto Layout; each tap counts, and a badge fades in.
public final class GreetingViewController: UIViewController {
    /// The greeting, then the number of taps.
    public let label = UILabel()
    /// Counts a tap.
    public let button = UIButton(type: .system)
    /// Fades in, over `fadeDuration`, after the first tap.
    public let badge = UIView()
    /// How many times the button was tapped.
    public private(set) var taps = 0

    /// How long the badge takes to appear.
    public static let fadeDuration: TimeInterval = 0.3

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.text = "Hello, Vellum"
        label.textAlignment = .center
        button.setTitle("Tap me", for: .normal)
        // Swift on Linux has no #selector: Vellum's target–action takes the method itself.
        button.addTarget(self, action: GreetingViewController.tapped, for: .touchUpInside)
        badge.backgroundColor = .systemGreen
        badge.alpha = 0
        for subview in [label, button, badge] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -20),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 12),
            badge.widthAnchor.constraint(equalToConstant: 16),
            badge.heightAnchor.constraint(equalToConstant: 16),
            badge.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: button.centerYAnchor),
        ])
    }

    private func tapped() {
        taps += 1
        label.text = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
        UIView.animate(withDuration: Self.fadeDuration) { self.badge.alpha = 1 }
    }
}
