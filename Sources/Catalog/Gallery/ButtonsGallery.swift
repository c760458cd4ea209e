import UIKit

/// The gallery's buttons: the four configuration styles, a subtitle and a symbol-less image, and the legacy
/// system types.
@MainActor func buttonsGalleryRows() -> [(title: String, view: UIView)] {
    func button(_ configuration: UIButton.Configuration, _ title: String) -> UIButton {
        var configuration = configuration
        configuration.title = title
        return UIButton(configuration: configuration)
    }
    var large = UIButton.Configuration.filled()
    large.buttonSize = .large
    large.cornerStyle = .capsule
    large.title = "Continue"
    var subtitled = UIButton.Configuration.tinted()
    subtitled.title = "Download"
    subtitled.subtitle = "12.4 MB"
    subtitled.titleAlignment = .center
    let disabled = button(.filled(), "Disabled")
    disabled.isEnabled = false
    let system = UIButton(type: .system)
    system.setTitle("System button", for: .normal)
    let types = UIStackView(arrangedSubviews: [UIButton(type: .detailDisclosure), UIButton(type: .contactAdd),
                                               UIButton(type: .close)])
    types.spacing = 16
    return [
        ("Filled", button(.filled(), "Buy")),
        ("Tinted", button(.tinted(), "Add")),
        ("Gray", button(.gray(), "Edit")),
        ("Plain", button(.plain(), "More")),
        ("Disabled", disabled),
        ("Subtitle", UIButton(configuration: subtitled)),
        ("Large capsule", UIButton(configuration: large)),
        ("System", system),
        ("Types", types),
    ]
}
