import Foundation

/// A row of dots, one a page, the current one brighter: iOS 14's page control, with custom indicator
/// images, a capsule background, taps that move one page toward the tap and scrubbing (touch and hold,
/// then slide) across the pages.
///
/// More pages than fit show as a window of indicators around the current page, the ones at an edge that has
/// pages beyond it drawn smaller. A negative page count shows nothing; the current page is pinned to the
/// pages there are.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the page control shows its background.
    public enum BackgroundStyle: Int, Sendable {
        /// A background while the user interacts with the control.
        case automatic = 0
        /// A background always.
        case prominent = 1
        /// No background.
        case minimal = 2
    }

    /// How the user is interacting with the control.
    public enum InteractionState: Int, Sendable {
        /// Not interacting.
        case none = 0
        /// A tap moving one page.
        case discrete = 1
        /// Scrubbing across the pages.
        case continuous = 2
    }

    /// The order of the indicators.
    public enum Direction: Int, Sendable {
        /// Left to right, or right to left in a right-to-left layout.
        case natural = 0
        /// Left to right.
        case leftToRight = 1
        /// Right to left.
        case rightToLeft = 2
        /// Top to bottom.
        case topToBottom = 3
        /// Bottom to top.
        case bottomToTop = 4
    }

    /// The dot's diameter, the distance between dot centres, the control's height (its width, vertical)
    /// and the margin at each end (undocumented; measured from iOS 14 screenshots).
    static let dotDiameter: CGFloat = 7
    static let indicatorPitch: CGFloat = 16
    static let standardThickness: CGFloat = 26
    static let endMargin: CGFloat = 6
    /// How long a touch is held before sliding scrubs.
    static let scrubDelay: TimeInterval = 0.3
    /// The scales of the last and next-to-last indicators before an edge with hidden pages beyond it.
    static let edgeScales: [CGFloat] = [0.5, 0.75]
    /// The colours of the dots when no tint is set: translucent and opaque white, as Apple documents.
    static let defaultIndicatorColor = UIColor(white: 1, alpha: 0.3)
    static let defaultCurrentIndicatorColor = UIColor.white
    /// The capsule behind the dots.
    static let backgroundCapsuleColor = UIColor(white: 0, alpha: 0.25)

    var pageCount = 0
    var page = 0
    var indicatorImages: [Int: UIImage] = [:]
    var currentIndicatorImages: [Int: UIImage] = [:]
    var indicatorViews: [UIImageView] = []
    /// The page each shown indicator stands for.
    var shownPages: Range<Int> = 0..<0
    let capsule = UIView(frame: .zero)
    var trackingStart: TimeInterval = 0
    var interaction = InteractionState.none

    /// A page control with `frame` and no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPageControl()
    }

    /// A page control decoded from an archive: from an Interface Builder document, its pages and tints.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPageControl()
        if let coder = coder as? InterfaceBuilderCoder { decodePageControl(from: coder) }
    }

    private func setUpPageControl() {
        isOpaque = false
        capsule.isUserInteractionEnabled = false
        capsule.backgroundColor = Self.backgroundCapsuleColor
        addSubview(capsule)
        indicatorsDidChange()
    }

    override class var winsSingleTapsOverAncestors: Bool { true }

    // MARK: Layout (UIPageControl+Layout.swift)

    /// The size that shows `pageCount` indicators: zero for none (or a negative count).
    open func size(forNumberOfPages pageCount: Int) -> CGSize { indicatorsSize(forNumberOfPages: pageCount) }

    /// The size that shows every page.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pageCount) }

    /// The size that shows every page, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Shows the window of pages that fits around the current page: an indicator for each, centred, the
    /// ones at an edge with hidden pages beyond it smaller, and the capsule behind them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
    }

    /// The indicators are drawn again in the new appearance's colours: an image view renders a template
    /// once, in the tint it had.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
        for view in indicatorViews { view.tintColorDidChange() }
    }

    // MARK: Accessibility

    /// A page control is an element unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The traits set, else `.adjustable` (with `.notEnabled` while disabled).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? accessibilityTraits(adding: .adjustable) }
        set { super.accessibilityTraits = newValue }
    }
    /// The value set, else "page 2 of 5"; nil without pages.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (pageCount > 0 ? "page \(page + 1) of \(pageCount)" : nil) }
        set { super.accessibilityValue = newValue }
    }
    /// Moves to the next page, as a tap past the current dot does.
    open override func accessibilityIncrement() { userMove(by: 1) }
    /// Moves to the previous page.
    open override func accessibilityDecrement() { userMove(by: -1) }

    // MARK: Tracking (UIPageControl+Tracking.swift)

    /// A touch starts as a tap; held still for a moment, sliding then scrubs.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginPageTracking(touch) }

    /// A touch held for `scrubDelay` before it slides scrubs: the page whose indicator is nearest the
    /// finger becomes current, with `.valueChanged` for each new page.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continuePageTracking(touch, with: event)
    }

    /// A tap moves one page toward the side of the current indicator it lands on, sending `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { endPageTracking(touch, with: event) }

    /// A cancelled touch ends the interaction where it is.
    open override func cancelTracking(with event: UIEvent?) {
        interaction = .none
        setNeedsLayout()
    }

    // MARK: Pages

    /// How many pages there are; a negative count is refused with a log line and shows nothing.
    open var numberOfPages: Int {
        get { pageCount }
        set {
            if newValue < 0 {
                uikitLog.error("-[UIPageControl setNumberOfPages:]: \(newValue) pages is negative; showing none.")
            }
            pageCount = max(0, newValue)
            page = min(page, max(0, pageCount - 1))
            invalidateIntrinsicContentSize()
            indicatorsDidChange()
        }
    }

    /// The page shown as current, pinned to 0…`numberOfPages` − 1. Setting it sends no event.
    open var currentPage: Int {
        get { page }
        set {
            page = min(max(0, newValue), max(0, pageCount - 1))
            indicatorsDidChange()
        }
    }

    /// Whether the control hides itself when there is one page (or none). False by default.
    open var hidesForSinglePage = false { didSet { indicatorsDidChange() } }

    /// Whether touching and holding, then sliding, scrubs across the pages. True by default.
    open var allowsContinuousInteraction = true

    /// When the capsule behind the dots shows.
    open var backgroundStyle = BackgroundStyle.automatic { didSet { indicatorsDidChange() } }

    /// How the user is interacting with the control now.
    open var interactionState: InteractionState { interaction }

    /// The order of the indicators; vertical directions stack them.
    open var direction = Direction.natural {
        didSet {
            invalidateIntrinsicContentSize()
            indicatorsDidChange()
        }
    }

    // MARK: Colours and images

    /// The colour of the indicators of the other pages; nil (the default) is a translucent white.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.pageIndicatorTintColor)
            indicatorsDidChange()
        }
    }

    /// The colour of the current page's indicator; nil (the default) is white.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.currentPageIndicatorTintColor)
            indicatorsDidChange()
        }
    }

    /// The image of every indicator without one of its own, drawn in the indicator colours; nil draws dots.
    open var preferredIndicatorImage: UIImage? {
        didSet {
            invalidateIntrinsicContentSize()
            indicatorsDidChange()
        }
    }

    /// The image of the current page's indicator when it has none of its own; nil uses the indicator
    /// image.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { indicatorsDidChange() } }

    /// Sets the indicator image of `page`; nil returns it to the preferred image.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard checkPage(page, "setIndicatorImage:forPage:") else { return }
        indicatorImages[page] = image
        indicatorsDidChange()
    }

    /// The indicator image set for `page`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Sets the image `page`'s indicator shows while it is current; nil returns it to the preferred one.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard checkPage(page, "setCurrentPageIndicatorImage:forPage:") else { return }
        currentIndicatorImages[page] = image
        indicatorsDidChange()
    }

    /// The current-page image set for `page`.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }

    /// Whether `page` is a page of the control, logging UIKit's range message when it is not.
    func checkPage(_ page: Int, _ method: String) -> Bool {
        guard page < 0 || page >= pageCount else { return true }
        uikitLog.error("-[UIPageControl \(method)]: page \(page) beyond bounds [0 .. \(pageCount - 1)]; ignored.")
        return false
    }
}
