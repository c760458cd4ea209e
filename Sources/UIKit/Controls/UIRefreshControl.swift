import Foundation

/// A control that starts the refreshing of a scroll view's content: set it as the scroll view's
/// `refreshControl`, and listen for `.valueChanged`.
///
/// It sits just above the content. Pulling the content down past `pullThreshold` while the finger is still
/// down sends `.valueChanged` once and starts refreshing, as on iOS 7 and later; while refreshing, the scroll
/// view's `adjustedContentInset` grows by the control's height so that it stays in view, until
/// `endRefreshing()` takes the inset back and scrolls the content up to its rest.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, iOS's (60 points); also the inset it adds while refreshing.
    static let height: CGFloat = 60
    /// How far the content must be pulled beyond its resting top to start refreshing: 115 points, the figure
    /// ISRefreshControl (a re-creation of iOS's control, github.com/ishkawa/ISRefreshControl) measured.
    static let pullThreshold: CGFloat = 115
    /// The spokes of the spinner.
    private static let spokeCount = 8

    /// Whether a refresh is under way: from a pull past the threshold or `beginRefreshing()`, until
    /// `endRefreshing()`.
    public private(set) var isRefreshing = false

    /// A title shown under the spinner; nil by default.
    open var attributedTitle: NSAttributedString? {
        didSet { setNeedsDisplay() }
    }

    /// Whether a pull may start a refresh: false once one has started, true again when the content is back
    /// at its top, so one pull sends `.valueChanged` once.
    var isArmed = true
    /// How many spokes of the spinner show: they appear one by one as the pull nears the threshold.
    private var visibleSpokes = 0 {
        didSet { if visibleSpokes != oldValue { setNeedsDisplay() } }
    }

    /// A refresh control, not refreshing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        autoresizingMask = .flexibleWidth
        contentMode = .redraw
    }

    /// A refresh control decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The scroll view whose `refreshControl` this is.
    var scrollView: UIScrollView? {
        guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else { return nil }
        return scrollView
    }

    /// Starts refreshing, as a pull does but without sending `.valueChanged`: the scroll view's inset grows
    /// to hold the control; the content does not move.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        visibleSpokes = Self.spokeCount
        scrollView?.updateAdjustedContentInset()
    }

    /// Ends refreshing: the scroll view's inset shrinks back, and content pulled down to show the control
    /// scrolls up to its rest (animated).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        visibleSpokes = 0
        scrollView?.refreshControlDidEndRefreshing()
    }

    /// The content was pulled `distance` beyond its resting top (negative: not pulled); `pulling` says
    /// whether a finger holds it. A pull past the threshold starts refreshing and sends `.valueChanged`.
    func contentPulled(by distance: CGFloat, pulling: Bool) {
        if distance <= 0 { isArmed = true }
        if !isRefreshing {
            let progress = min(1, max(0, distance / Self.pullThreshold))
            visibleSpokes = Int((progress * CGFloat(Self.spokeCount)).rounded(.down))
        }
        guard pulling, isArmed, isEnabled, !isRefreshing, distance >= Self.pullThreshold else { return }
        isArmed = false
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// Draws the spinner's visible spokes in the tint colour (gray unless one is set), and the title under it.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), visibleSpokes > 0 || attributedTitle != nil else { return }
        let titleSize = attributedTitle?.size() ?? .zero
        let center = CGPoint(x: bounds.midX, y: bounds.midY - (titleSize.height > 0 ? titleSize.height / 2 + 2 : 0))
        let color = tintColorStorage ?? .systemGray
        context.saveGState()
        context.setLineCap(.round)
        context.setLineWidth(2)
        for spoke in 0..<visibleSpokes {
            let angle = -CGFloat.pi / 2 + CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokeCount)
            context.setStrokeColor(color.withAlphaComponent(1 - CGFloat(spoke) * 0.08).cgColor)
            context.move(to: CGPoint(x: center.x + 5 * cos(angle), y: center.y + 5 * sin(angle)))
            context.addLine(to: CGPoint(x: center.x + 10 * cos(angle), y: center.y + 10 * sin(angle)))
            context.strokePath()
        }
        context.restoreGState()
        attributedTitle?.draw(at: CGPoint(x: bounds.midX - titleSize.width / 2, y: center.y + 14))
    }

    /// Redraws the spinner in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
