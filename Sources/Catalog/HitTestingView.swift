import UIKit

/// The Event Handling Guide's hit-testing figure: view A holds B and C, C holds D and E. A tap finds the deepest
/// view containing it, as `hitTest(_:with:)` does (A, then C, then E), and the label shows that view and the
/// responder chain from it up to A.
final class HitTestingView: UIView {
    private let names = ["A", "B", "C", "D", "E"]
    private let result = UILabel(frame: CGRect(x: 12, y: 300, width: 326, height: 40))
    private var views: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 350, height: 350)))
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.addSublayer(caption("Hit-testing: tap a view", frame: CGRect(x: 12, y: 10, width: 326, height: 20),
                                  size: 13, hex: 0x6E6E73))
        let frames = [CGRect(x: 12, y: 40, width: 326, height: 250), CGRect(x: 12, y: 30, width: 120, height: 200),
                      CGRect(x: 144, y: 30, width: 170, height: 200), CGRect(x: 10, y: 30, width: 70, height: 150),
                      CGRect(x: 90, y: 30, width: 70, height: 150)]
        let hues: [UInt32] = [0xD1D1D6, 0x5AC8FA, 0xFFCC00, 0xFF9500, 0x34C759]
        let parents = [-1, 0, 0, 2, 2]
        for (index, frame) in frames.enumerated() {
            let view = UIView(frame: frame)
            view.backgroundColor = uiColor(hues[index])
            view.layer.cornerRadius = 8
            view.layer.addSublayer(caption(names[index], frame: CGRect(x: 8, y: 6, width: 30, height: 18), size: 15))
            (parents[index] < 0 ? self : views[parents[index]]).addSubview(view)
            views.append(view)
        }
        result.numberOfLines = 2
        result.font = .systemFont(ofSize: 13)
        result.text = "Tap A, B, C, D or E."
        addSubview(result)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: HitTestingView.tapped))
    }

    required init?(coder: NSCoder) { nil }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard let hit = hitTest(recognizer.location(in: self), with: nil), let index = views.firstIndex(of: hit) else {
            result.text = "Tap A, B, C, D or E."
            return
        }
        var chain: [String] = [], responder: UIResponder? = hit
        while let view = responder as? UIView, let position = views.firstIndex(of: view) {
            chain.append(names[position])
            responder = view.next
        }
        result.text = "Hit-test view: \(names[index])\nResponder chain: \(chain.joined(separator: " → ")) → …"
    }
}
