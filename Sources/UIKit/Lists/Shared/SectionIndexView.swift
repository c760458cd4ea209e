import Foundation

/// The section index along a table's or collection view's trailing edge: its titles stacked in the middle,
/// and a touch or drag on them scrolling to the section of the title under the finger.
@MainActor
final class SectionIndexView: UIView {
    private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    /// Called with the index of the title touched.
    var touched: ((Int) -> Void)?

    /// The width of the index strip.
    static let width: CGFloat = 16
    /// The height of one title.
    static let titleHeight: CGFloat = 14

    /// Shows `titles` along the trailing edge of `list`'s visible area, inside its adjusted content inset, in
    /// `existing` or a new index view; removes `existing` and returns `nil` when there are no titles.
    static func place(_ existing: SectionIndexView?, titles: [String]?, in list: UIScrollView, color: UIColor?,
                      background: UIColor?, touched: @escaping (Int) -> Void) -> SectionIndexView? {
        guard let titles, !titles.isEmpty else {
            existing?.removeFromSuperview()
            return nil
        }
        let index = existing ?? SectionIndexView()
        if index.superview !== list { list.addSubview(index) }
        index.touched = touched
        index.backgroundColor = background
        index.setTitles(titles, color: color)
        let inset = list.adjustedContentInset, bounds = list.bounds
        index.frame = CGRect(x: bounds.maxX - width - inset.right, y: bounds.minY + inset.top,
                             width: width, height: max(bounds.height - inset.top - inset.bottom, 0))
        list.bringSubviewToFront(index)
        return index
    }

    func setTitles(_ titles: [String], color: UIColor?) {
        if titles != self.titles {
            labels.forEach { $0.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                label.textAlignment = .center
                addSubview(label)
                return label
            }
            self.titles = titles
            setNeedsLayout()
        }
        for label in labels { label.textColor = color ?? tintColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = ((bounds.height - CGFloat(labels.count) * Self.titleHeight) / 2).rounded()
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * Self.titleHeight, width: bounds.width, height: Self.titleHeight)
        }
    }

    /// The title under `y`, clamped to the titles there are.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let top = (bounds.height - CGFloat(titles.count) * Self.titleHeight) / 2
        return min(max(Int(((y - top) / Self.titleHeight).rounded(.down)), 0), titles.count - 1)
    }

    /// The list's scrolling gives way: a drag along the index moves through the titles, not the content.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { report(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { report(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func report(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self).y) else { return }
        touched?(index)
    }
}
