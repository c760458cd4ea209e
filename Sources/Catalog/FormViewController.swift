import UIKit

/// A form as apps make them: a field in each border style, a password, a notes text view, and a chat-style
/// input bar — a text view that grows with its text up to five lines, then scrolls, and a send button — that
/// rides on the keyboard layout guide, so the on-screen keyboard pushes it up instead of covering it.
final class FormViewController: UIViewController, UITextViewDelegate {
    private let notes = UITextView()
    private let message = UITextView()
    private let sent = UILabel()
    /// Holds the message at five lines once it is taller: then it scrolls.
    private lazy var messageCap = message.heightAnchor.constraint(equalToConstant: fiveLineHeight)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Form"
    }

    required init?(coder: NSCoder) { nil }

    private var fiveLineHeight: CGFloat {
        let inset = message.textContainerInset
        return (5 * (message.font ?? .systemFont(ofSize: 17)).lineHeight + inset.top + inset.bottom).rounded(.up)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let fields: [UIView] = [
            field("Name", .roundedRect),
            field("Line border", .line),
            field("Bezel border", .bezel),
            field("No border", .none),
            secureField(),
        ]
        notes.font = .systemFont(ofSize: 17)
        notes.text = "Notes wrap across lines and scroll. Links such as www.swift.org are plain while editing."
        notes.layer.cornerRadius = 8
        notes.layer.borderWidth = 0.5
        notes.layer.borderColor = UIColor.separator.cgColor
        notes.heightAnchor.constraint(equalToConstant: 110).isActive = true
        sent.font = .systemFont(ofSize: 15)
        sent.textColor = .secondaryLabel
        sent.numberOfLines = 0
        sent.text = "Messages you send appear here."

        let form = UIStackView(arrangedSubviews: fields + [notes, sent])
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)

        let bar = inputBar()
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            form.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    private func field(_ placeholder: String, _ style: UITextField.BorderStyle) -> UITextField {
        let field = UITextField()
        field.borderStyle = style
        field.placeholder = placeholder
        field.clearButtonMode = .whileEditing
        return field
    }

    private func secureField() -> UITextField {
        let field = field("Password", .roundedRect)
        field.isSecureTextEntry = true
        field.text = "secret"
        return field
    }

    /// The message box and the send button on a bar above the keyboard (or the bottom safe area).
    private func inputBar() -> UIView {
        let bar = UIView()
        bar.backgroundColor = .secondarySystemBackground
        bar.translatesAutoresizingMaskIntoConstraints = false
        message.font = .systemFont(ofSize: 17)
        message.isScrollEnabled = false
        message.layer.cornerRadius = 18
        message.layer.borderWidth = 0.5
        message.layer.borderColor = UIColor.separator.cgColor
        message.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        message.delegate = self
        message.translatesAutoresizingMaskIntoConstraints = false
        let send = UIButton(type: .system)
        send.setTitle("Send", for: .normal)
        send.addAction(UIAction { [weak self] _ in self?.sendMessage() }, for: .touchUpInside)
        send.translatesAutoresizingMaskIntoConstraints = false
        send.setContentHuggingPriority(.required, for: .horizontal)
        bar.addSubview(message)
        bar.addSubview(send)
        NSLayoutConstraint.activate([
            message.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            message.bottomAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            message.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
            send.leadingAnchor.constraint(equalTo: message.trailingAnchor, constant: 8),
            send.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
            send.bottomAnchor.constraint(equalTo: message.bottomAnchor),
            send.heightAnchor.constraint(equalToConstant: 36),
        ])
        return bar
    }

    /// Up to five lines the message grows; past them it keeps five lines' height and scrolls.
    func textViewDidChange(_ textView: UITextView) {
        guard textView === message else { return }
        let needed = message.sizeThatFits(CGSize(width: message.bounds.width, height: .greatestFiniteMagnitude)).height
        let scrolls = needed > fiveLineHeight
        guard scrolls != message.isScrollEnabled else { return }
        message.isScrollEnabled = scrolls
        messageCap.isActive = scrolls
    }

    /// Types `text` into the message box as the keyboard would, for the recorded tour.
    func typeMessage(_ text: String) {
        _ = message.becomeFirstResponder()
        for character in text { message.insertText(String(character)) }
    }

    private func sendMessage() {
        guard message.hasText else { return }
        sent.text = "Sent: " + message.text
        message.text = ""
        textViewDidChange(message)
    }
}
