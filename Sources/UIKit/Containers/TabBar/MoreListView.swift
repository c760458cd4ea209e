import Foundation

/// The More tab's list: a row 44 points high per tab, its image and title, separated by hairlines. A tap on
/// a row picks it. A stand-in until UIKit's table view exists.
final class MoreListView: UIView {
    static let rowHeight: CGFloat = 44

    /// The items listed, top to bottom.
    var items: [UITabBarItem] = [] {
        didSet { setNeedsDisplay() }
    }
    /// What a tap on a row does.
    var onPick: ((Int) -> Void)?
    private var pressedRow: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// The row at `point` below the safe area's top, if any.
    func row(at point: CGPoint) -> Int? {
        let row = Int(((point.y - safeAreaInsets.top) / Self.rowHeight).rounded(.down))
        return point.y >= safeAreaInsets.top && items.indices.contains(row) ? row : nil
    }

    override func draw(_ rect: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17),
                                                         .foregroundColor: UIColor.black]
        for (row, item) in items.enumerated() {
            let top = safeAreaInsets.top + CGFloat(row) * Self.rowHeight
            if let image = item.image {
                let side = min(29, image.size.height)
                image.withTintColor(tintColor).draw(in: CGRect(x: 16, y: top + (Self.rowHeight - side) / 2,
                                                               width: side, height: side))
            }
            let title = (item.title ?? "") as NSString
            let height = title.size(withAttributes: attributes).height
            title.draw(at: CGPoint(x: 60, y: top + (Self.rowHeight - height) / 2), withAttributes: attributes)
            UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29).setFill()
            UIBezierPath(rect: CGRect(x: 60, y: top + Self.rowHeight - 1 / max(1, contentScaleFactor),
                                      width: bounds.width - 60, height: 1 / max(1, contentScaleFactor))).fill()
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedRow = touches.first.flatMap { row(at: $0.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { pressedRow = nil }
        guard let row = pressedRow, touches.first.flatMap({ self.row(at: $0.location(in: self)) }) == row else { return }
        onPick?(row)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedRow = nil
    }
}
