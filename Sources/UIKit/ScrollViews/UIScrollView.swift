import Foundation

/// A view that shows a larger content area through its bounds and lets the user scroll it by dragging,
/// flicking, a wheel or a trackpad, and zoom it by pinching.
///
/// The content offset is the bounds' origin, as on iOS: subviews are placed in content coordinates and move
/// as the bounds origin moves. The scroll view clips to its bounds by default.
///
/// Members a subclass may override are declared here, in the class body; the work is in the file for its
/// concern (`UIScrollView+Insets.swift`, `UIScrollView+Dragging.swift`, …).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Geometry (UIScrollView+Insets.swift)

    var contentSizeStorage = CGSize.zero
    var contentInsetStorage = UIEdgeInsets.zero
    var adjustedContentInsetStorage = UIEdgeInsets.zero
    var contentInsetAdjustmentBehaviorStorage = ContentInsetAdjustmentBehavior.automatic
    /// The navigation controller whose bars follow this scroll view's offset (large titles, scroll edges).
    weak var barsController: UINavigationController?

    /// The delegate told of scrolling and zooming; held weakly.
    open weak var delegate: UIScrollViewDelegate?

    /// The point of the content shown at the bounds' top left: the bounds' origin. Setting it moves the
    /// content at once, without limits; non-finite values are refused.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffsetImmediately(newValue) }
    }

    /// The size of the content. Non-finite or negative sizes are refused.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set { setContentSize(newValue) }
    }

    /// Space around the content, added to how far it scrolls: the content can scroll to show `contentInset`
    /// beyond each edge. Non-finite insets are refused.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set { setContentInset(newValue) }
    }

    /// The insets scrolling honours: `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior`
    /// decides.
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInsetStorage }

    /// How the safe area adds to `contentInset`; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { contentInsetAdjustmentBehaviorStorage }
        set {
            contentInsetAdjustmentBehaviorStorage = newValue
            updateAdjustedContentInset()
        }
    }

    /// Whether the safe area also insets the scroll indicators; true by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { placeIndicators() }
    }

    /// Called when `adjustedContentInset` changes; a subclass overriding it calls `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    // MARK: Behaviour

    /// Whether the user can scroll; true by default. Off, the pan recognizer is disabled.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether scrolling stops on multiples of the bounds' size; false by default.
    open var isPagingEnabled = false

    /// Whether a drag that starts along one axis scrolls only along it; false by default.
    open var isDirectionalLockEnabled = false

    /// Whether the content can be dragged past its edges and springs back; true by default.
    open var bounces = true

    /// Whether a vertical drag bounces even when the content is no taller than the bounds; false by default.
    open var alwaysBounceVertical = false

    /// Whether a horizontal drag bounces even when the content is no wider than the bounds; false by default.
    open var alwaysBounceHorizontal = false

    /// How fast a scroll slows down after the finger lifts; `.normal` by default. Rates outside (0, 1) are
    /// refused.
    open var decelerationRate: DecelerationRate {
        get { decelerationRateStorage }
        set {
            guard newValue.rawValue > 0, newValue.rawValue < 1 else {
                return uikitLog.error("UIScrollView: refused deceleration rate \(newValue.rawValue): it must lie between 0 and 1.")
            }
            decelerationRateStorage = newValue
        }
    }
    var decelerationRateStorage = DecelerationRate.normal

    /// Whether tapping the status bar scrolls this view to the top, when it is the only visible one of its
    /// window with this on; true by default. Vellum has no status bar: a tap in the window's top safe-area
    /// inset stands for it (see `UIScrollView+ScrollToTop.swift`).
    open var scrollsToTop = true

    /// Whether dragging dismisses the keyboard; `.none` by default. With `.onDrag`, a drag that begins makes the
    /// window's first responder resign. With `.interactive`, a finger dragged below the keyboard's top pulls it
    /// down; released moving down (or past half the keyboard) the first responder resigns, else it slides back.
    open var keyboardDismissMode = KeyboardDismissMode.none

    /// Whether a scroll view's index shows; `.automatic` by default.
    open var indexDisplayMode = IndexDisplayMode.automatic

    // MARK: State

    /// Whether a finger is down on the content, though it may not have moved yet.
    public internal(set) var isTracking = false

    /// Whether the content is being dragged: the finger has moved far enough to scroll.
    public internal(set) var isDragging = false

    /// Whether the content is moving on after the finger lifted.
    public internal(set) var isDecelerating = false

    /// Whether the content is being zoomed by a pinch.
    public internal(set) var isZooming = false

    /// Whether the zoom scale is springing back into its allowed range.
    public internal(set) var isZoomBouncing = false

    /// The recognizer of the drags that scroll the view. Apps may attach `require(toFail:)` to it; its
    /// delegate is the scroll view.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = makePanGestureRecognizer()

    // MARK: Scrolling from code (UIScrollView+Scrolling.swift)

    /// Moves the content to `contentOffset`, in an animation when `animated` (the delegate then hears
    /// `scrollViewDidEndScrollingAnimation(_:)` at its end). Non-finite offsets are refused.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll(to: contentOffset, animated: animated)
    }

    /// Scrolls as little as needed to show `rect` (in the scroll view's coordinates), within the content's
    /// range; nothing happens when it is already visible or not finite.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard let offset = contentOffset(showing: rect) else { return }
        setContentOffset(offset, animated: animated)
    }

    // MARK: Dragging and deceleration (UIScrollView+Dragging.swift)

    /// The drag in progress, if any.
    var drag: ScrollDrag?

    /// The content's motion on its own (a deceleration or an animated scroll), if any.
    var scrollMotion: ScrollAnimator?

    /// The velocity of the deceleration the finger now down caught, until a drag takes it or the finger lifts.
    var caughtVelocity = CGPoint.zero

    /// While the content moves on its own, a touch or scroll over it reaches the scroll view, not the content:
    /// as on iOS, the touch that catches a moving scroll stops it and is not a tap on what lies under it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit != nil, scrollMotion != nil, event?.type != .hover else { return hit }
        return self
    }

    /// The way the content offset last moved along each axis (−1, 0 or 1): where tiles are drawn ahead
    /// (`UIScrollView+TilesAhead.swift`).
    var scrollDirection = CGPoint.zero

    // MARK: Content touches (UIScrollView+ContentTouches.swift)

    /// Whether a touch-down reaches the content only after a short hold, so that a drag starting on it
    /// scrolls instead; true by default.
    open var delaysContentTouches = true

    /// Whether a drag that begins cancels the touches the content is tracking; true by default.
    open var canCancelContentTouches = true

    /// Withholds touch-downs from the content for `delaysContentTouches` and keeps the pan from cancelling
    /// the content's touches when the rules above say so.
    private(set) lazy var delayedTouchesBeganGestureRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer(scrollView: self)

    /// Whether `view` may receive the touches that began in it; true by default. Asked just before the
    /// touch-down would reach `view`: after the delay when `delaysContentTouches` is on, at once otherwise.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag that begins may cancel the touches `view` is tracking: by default true, except for a
    /// `UIControl`. Asked only when `canCancelContentTouches` is on.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    // MARK: Auto Layout inside the scroll view (UIScrollView+LayoutGuides.swift)

    /// The guide of the untranslated content rectangle: constraints to its edges place the content in
    /// content coordinates, and when they determine its width or height, they set `contentSize`; otherwise it
    /// is `contentSize` large, at the content's origin. The app's constraints between the scroll view's own
    /// edges and its content refer to it too.
    open var contentLayoutGuide: UILayoutGuide { scrollViewLayoutGuide(.content) }

    /// The guide of the scroll view's frame as seen from inside: views pinned to it do not scroll.
    open var frameLayoutGuide: UILayoutGuide { scrollViewLayoutGuide(.frame) }

    var contentLayoutGuideStorage: ScrollViewLayoutGuide?
    var frameLayoutGuideStorage: ScrollViewLayoutGuide?

    // MARK: Zooming (UIScrollView+Zooming.swift)

    var minimumZoomScaleStorage: CGFloat = 1
    var maximumZoomScaleStorage: CGFloat = 1
    var zoomScaleStorage: CGFloat = 1
    var zoomAnimation: ZoomAnimation?
    /// The pinch under way: the view it zooms, the scale it began at, and the point of the view (in the
    /// view's own coordinates) that stays under the fingers' centroid.
    var zoomPinch: (view: UIView, startScale: CGFloat, anchor: CGPoint)?

    /// The smallest scale zooming allows; 1 by default. Values that are not finite or not positive are
    /// refused. Setting it leaves `zoomScale` as it is, as on iOS.
    open var minimumZoomScale: CGFloat {
        get { minimumZoomScaleStorage }
        set { setZoomScaleLimit(newValue, isMinimum: true) }
    }

    /// The largest scale zooming allows; 1 by default. Zooming is possible, and `pinchGestureRecognizer`
    /// exists, once it is above `minimumZoomScale`. Values that are not finite or not positive are refused.
    open var maximumZoomScale: CGFloat {
        get { maximumZoomScaleStorage }
        set { setZoomScaleLimit(newValue, isMinimum: false) }
    }

    /// The scale of the view the delegate gives for zooming; 1 by default. Setting it zooms at once, about the
    /// centre of the bounds, within the limits.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale`, kept within the limits, about the centre of the bounds; in an animation when
    /// `animated`, between `scrollViewWillBeginZooming(_:with:)` and `scrollViewDidEndZooming(_:with:atScale:)`.
    /// A scale that is not finite is refused; without a view for zooming nothing happens.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoom(toScale: scale, animated: animated)
    }

    /// Zooms so that `rect`, in the coordinates of the view for zooming, fills the bounds as far as the
    /// limits allow, centred where the content's range permits. A rect that is not finite is refused.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoom(toRect: rect, animated: animated)
    }

    /// Whether a pinch may go past the limits, the scale springing back when the fingers lift; true by
    /// default. Off, the scale stops at the limits.
    open var bouncesZoom = true

    /// The recognizer of the pinches that zoom; nil until `maximumZoomScale` is above `minimumZoomScale`,
    /// and again when it no longer is. Apps may attach `require(toFail:)` to it.
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    // MARK: Indicators (UIScrollView+Indicators.swift)

    /// Whether the vertical scroll indicator shows while scrolling; true by default.
    open var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { indicators.vertical?.alpha = 0 } }
    }

    /// Whether the horizontal scroll indicator shows while scrolling; true by default.
    open var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { indicators.horizontal?.alpha = 0 } }
    }

    /// The colour of the indicators; `.default` by default.
    open var indicatorStyle = IndicatorStyle.default {
        didSet { indicatorStyleDidChange() }
    }

    /// How far the vertical indicator keeps from the bounds' edges (the safe area is added when
    /// `automaticallyAdjustsScrollIndicatorInsets` is on). Non-finite insets are refused.
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { indicators.verticalInsets }
        set { setIndicatorInsets(newValue, for: .vertical) }
    }

    /// How far the horizontal indicator keeps from the bounds' edges (see `verticalScrollIndicatorInsets`).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { indicators.horizontalInsets }
        set { setIndicatorInsets(newValue, for: .horizontal) }
    }

    /// Both indicators' insets: setting sets both, reading gives the vertical one's (deprecated on iOS 13
    /// in favour of the two above).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators of the axes that scroll for a moment, then fades them as after a scroll.
    open func flashScrollIndicators() {
        showIndicatorsForScroll()
    }

    /// The indicators, their insets and their fade.
    lazy var indicators = ScrollIndicators(scrollView: self)

    /// Keeps the indicators in front of a subview just added or moved.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        keepIndicatorsInFront()
    }

    // MARK: Refresh control (UIScrollView+RefreshControl.swift)

    /// The control that a pull beyond the top starts refreshing with; it becomes a subview just above the
    /// content. Nil by default.
    open var refreshControl: UIRefreshControl? {
        didSet { setRefreshControl(refreshControl, replacing: oldValue) }
    }

    // MARK: Creating scroll views

    /// A scroll view with `frame`, clipping to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// A scroll view decoded from an archive: from an Interface Builder document, its scrolling, zooming and insets.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
        if let coder = coder as? InterfaceBuilderCoder { decodeScrollView(from: coder) }
    }

    private func setUpScrollView() {
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(delayedTouchesBeganGestureRecognizer)
    }

    // MARK: Overrides of UIView

    /// The bounds; a change of their origin is a scroll (`scrollViewDidScroll(_:)`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            let oldSize = super.bounds.size
            super.bounds = newValue
            if super.bounds.size != oldSize { updateAdjustedContentInset(keepingContentAtRest: owningViewController != nil) }
            let origin = super.bounds.origin
            if origin != oldOrigin {
                func way(_ change: CGFloat) -> CGFloat { change > 0 ? 1 : change < 0 ? -1 : 0 }
                scrollDirection = CGPoint(x: way(origin.x - oldOrigin.x), y: way(origin.y - oldOrigin.y))
                contentOffsetDidChange()
            }
        }
    }

    /// The frame; a change of size may change the adjusted insets.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize { updateAdjustedContentInset(keepingContentAtRest: owningViewController != nil) }
        }
    }

    /// Recomputes `adjustedContentInset` from the new safe area; a view controller's scroll view keeps content
    /// resting at its top there, as it does whichever of a resize, a layout pass or this call sees the new
    /// safe area first.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset(keepingContentAtRest: owningViewController != nil)
    }

    /// Recomputes `adjustedContentInset` (moving inside the window changes the safe area it covers) and
    /// places the indicators for the new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset(keepingContentAtRest: owningViewController != nil)
        updateContentSizeFromContentLayoutGuide()
        placeIndicators()
    }
}
