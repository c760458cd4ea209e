import DequeModule

import Foundation

/// A rectangular area on screen: it draws its content, lays out its subviews and, with the event system,
/// handles touches in it. Every view is backed by a Core Animation layer (`layer`), which it is the
/// delegate of; geometry, appearance and drawing go through that layer.
///
/// Members a subclass may override are declared here, in the class body: Swift without the Objective-C
/// runtime cannot override what an extension declares. The work is in the file for its concern
/// (`UIView+Geometry.swift`, `UIView+Hierarchy.swift`, `UIView+Layout.swift`, `UIView+Drawing.swift`, …).
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Storage

    /// The layer the view draws into and is composited as.
    public var layer: CALayer { layerStorage }
    /// The layer, set once by the initializers: `deinit` reads it on whichever thread releases the view.
    nonisolated(unsafe) let layerStorage: CALayer
    /// The subviews, back to front, in a ring buffer as Core Foundation keeps arrays: removing the first of many
    /// costs as little as removing the last.
    var subviewStorage: Deque<UIView> = []
    /// The superview, unowned: it keeps its subviews and clears this when it removes one and in `deinit`, on the
    /// thread that releases it (`OrphanedSubviews`); a weak reference would give it a side table and slow every
    /// retain and release of it.
    nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?
    var backgroundColorStorage: UIColor?
    var tintAdjustmentModeStorage = TintAdjustmentMode.automatic
    /// The tint the view shows, kept current as tints and the hierarchy change (Views/UIView+Appearance.swift),
    /// so reading it costs no walk up a deep tree.
    var tintStateStorage = TintState(color: .systemBlue, isDimmed: false)
    /// The window the view is in, kept current as the view moves between windows: `window` costs no walk up.
    weak var windowStorage: UIWindow?
    /// What few views set, made on first use (Views/RareViewState.swift): a plain view pays one pointer.
    var rareState: RareViewState?
    /// The appearance properties the app set on this view, which appearance proxies leave alone.
    var appearanceSetByApp = AppearanceProperty()
    /// Set by the default `draw(_:)`: a view whose drawing is the default keeps no backing store.
    var defaultDrawRan = false
    /// Auto Layout's state for the view, made on first use (AutoLayout/LayoutState.swift).
    var layoutState: LayoutState?
    /// How Auto Layout refers to the view, made on first use (see `layoutReference`); cleared by `deinit`, on any
    /// thread. On the view, not in its rare state: every anchor and every constraint built reads it, and a view laid
    /// out by constraints would otherwise make a rare state for it alone.
    nonisolated(unsafe) var layoutReferenceStorage: LayoutReference?

    // MARK: Creating views

    /// The class of the layer each view of this class is backed by. Vellum's layer classes are honoured;
    /// Swift on Linux cannot create an instance of an arbitrary class, so a class of the app's own is
    /// backed by its nearest Vellum ancestor (logged once).
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        layerStorage = UIView.makeLayer(of: type(of: self).layerClass)
        super.init()
        setUpLayer()
        if frame.isFinite {
            self.frame = frame
        } else {
            uikitLog.error("UIView: frame \(frame) is not finite; the view starts with CGRectZero.")
        }
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view decoded from an archive: from an Interface Builder document, its frame, appearance, layout
    /// margins, accessibility and subviews; from any other coder, a view with a zero frame.
    public required init?(coder: NSCoder) {
        layerStorage = UIView.makeLayer(of: type(of: self).layerClass)
        super.init()
        setUpLayer()
        if let coder = coder as? InterfaceBuilderCoder { decodeView(from: coder) }
    }

    /// Nonisolated, as `dealloc` is in UIKit (see `MainActorTeardown`). A view without subviews needs nothing
    /// of the main actor; the subviews of one with them are released there (`OrphanedSubviews`).
    deinit {
        layerStorage.setOwningDelegate(nil)
        layoutReferenceStorage?.object = nil
        guard !subviewStorage.isEmpty else { return }
        let orphans = OrphanedSubviews(subviewStorage, layer: layerStorage)
        subviewStorage = []
        MainActorTeardown.perform(with: orphans) { $0.release() }
    }

    // MARK: The responder chain

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Geometry (UIView+Geometry.swift)
    // The getters read the layer's model directly: a view's layer is main-actor only, as the view is, so they
    // take no layer lock.

    /// The view's rectangle in its superview's coordinates. Under a non-identity `transform` it is the
    /// bounding box of the transformed bounds, and setting it is undefined (as in UIKit): use `center` and
    /// `bounds`. Not finite values are refused.
    open var frame: CGRect {
        get { layer.frameInSuperlayer }
        set { setFrame(newValue) }
    }

    /// The view's rectangle in its own coordinates: its origin is the point of its content shown at the top
    /// left, its size the view's size. Not finite values are refused.
    open var bounds: CGRect {
        get { layer.boundsStorage }
        set { setBounds(newValue) }
    }

    /// The centre of the view's frame, in its superview's coordinates.
    open var center: CGPoint {
        get { layer.positionStorage }
        set { setCenter(newValue) }
    }

    /// The affine transform applied to the view, around its centre.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transformStorage) }
        set { setTransform(CATransform3DMakeAffineTransform(newValue)) }
    }

    /// The 3D transform applied to the view, around its centre.
    open var transform3D: CATransform3D {
        get { layer.transformStorage }
        set { setTransform(newValue) }
    }

    /// Pixels per point of the view's backing store: the screen's scale once the view is in a window.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScaleStorage }
        set {
            guard newValue.isFinite, newValue > 0, newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            layer.setNeedsDisplay()
        }
    }

    // MARK: Observing the hierarchy (UIView+Hierarchy.swift)

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview, or was removed from its superview.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to `newWindow` (`nil` when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved to a new window, or left its window.
    open func didMoveToWindow() {}

    // MARK: Layout (UIView+Layout.swift)

    /// Whether the view resizes its subviews by their `autoresizingMask` when its size changes.
    open var autoresizesSubviews = true
    /// How the view resizes when its superview's size changes.
    open var autoresizingMask: AutoresizingMask = []

    /// Positions the subviews; the default does nothing (Auto Layout applies constraints here).
    /// Called by the layout pass after `setNeedsLayout()` or a change of size; never call it directly.
    open func layoutSubviews() {}

    /// The size that best fits `size`; the default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() { resizeToFit() }

    /// The space around the content that subviews laid out by margins keep, in the view's coordinates.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            directionalMarginsStorage = nil
            setLayoutMargins(newValue)
        }
    }

    /// The layout margins in terms of the leading and trailing edges, which are the right and left ones in a
    /// right-to-left layout. Margins set this way follow the view when its direction changes.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalMargins(of: layoutMargins) }
        set { setDirectionalLayoutMargins(newValue) }
    }

    /// What the view shows, as far as it decides whether the view flips in a right-to-left layout.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set { setSemanticContentAttribute(newValue) }
    }

    /// The direction to arrange and draw the view's own content in: its `semanticContentAttribute` relative to
    /// the direction of its surroundings (see `UIView+LayoutDirection.swift`).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttributeStorage, relativeTo: inheritedLayoutDirection)
    }

    /// Called on each view of a subtree whose layout direction may have changed: the view lays out again.
    func layoutDirectionDidChange() { setNeedsLayout() }

    /// Whether the superview's margins also apply where they reach into this view.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins grow to keep the content inside the safe area.
    open var insetsLayoutMarginsFromSafeArea = true

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}
    /// Called when the safe area insets change.
    open func safeAreaInsetsDidChange() {}

    /// Whether constraint-based layout must run for views of this class; Auto Layout fills the pass.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Whether the view's frame and autoresizing mask become constraints; true for views made in code.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { translatesAutoresizingMaskDidChange() } }
    }
    /// Updates the view's constraints; called before layout after `setNeedsUpdateConstraints()`.
    open func updateConstraints() {}
    /// The natural size of the content; `noIntrinsicMetric` in a dimension that has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Auto Layout (AutoLayout/UIView+Constraints.swift, +ConstraintPasses, +Fitting, +LayoutGuides, +LayoutDebugging)

    /// The constraints installed on the view: activated constraints whose nearest common ancestor is this
    /// view, and those added with `addConstraint(_:)`, in the order they were installed.
    open var constraints: [NSLayoutConstraint] { layoutState?.installed ?? [] }
    /// Installs `constraint` on this view, which must contain its items; prefer `isActive`.
    open func addConstraint(_ constraint: NSLayoutConstraint) { installConstraint(constraint, checkingScope: true) }
    /// Installs each constraint on this view; prefer `NSLayoutConstraint.activate(_:)`.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { installConstraint(constraint, checkingScope: true) }
    }
    /// Removes `constraint` from this view's constraints, deactivating it.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstallConstraint(constraint) }
    /// Removes each constraint from this view's constraints.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { uninstallConstraint(constraint) }
    }

    /// Asks for `updateConstraints()` before the next layout pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    /// Runs `updateConstraints()` now on this view and its subviews that asked for it, leaves first.
    open func updateConstraintsIfNeeded() { runPendingConstraintUpdates(inSubtreeOf: self) }
    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Tells Auto Layout that `intrinsicContentSize` changed; it is read again at the next layout pass.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
    /// How strongly the view resists growing beyond its intrinsic size along `axis`; 250 by default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { huggingPriority(for: axis) }
    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setHuggingPriority(priority, for: axis)
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis`; 750 by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriority(for: axis)
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setCompressionPriority(priority, for: axis)
    }

    /// The smallest size (`layoutFittingCompressedSize`) or largest (`layoutFittingExpandedSize`), or
    /// nearest to `targetSize`, that the view's constraints and its subviews' allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size the view's constraints allow nearest to `targetSize`, pulled towards it on each axis with
    /// the given priority (`.required` fixes that dimension).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The insets from the frame to the content constraints align (the alignment rectangle); zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle of a frame: the frame less `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame of an alignment rectangle: the rectangle plus `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { outsetAlignmentRect(alignmentRect) }
    /// The view whose first baseline this view's `firstBaseline` constraints align: the view itself by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline this view's `lastBaseline` constraints align: the view itself by default.
    open var forLastBaselineLayout: UIView { self }
    /// The first baseline's distance from the top of the alignment rectangle; nil (the bottom edge) for a
    /// view without text. Text views override it.
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// The last baseline's distance from the bottom of the alignment rectangle; nil (the bottom edge) for a
    /// view without text. Text views override it.
    var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// Whether the constraints leave the view's frame free to take more than one value.
    open var hasAmbiguousLayout: Bool { itemHasAmbiguousLayout(self) }
    /// Moves an ambiguously laid out view to another of the frames its constraints allow.
    open func exerciseAmbiguityInLayout() { exerciseAmbiguity() }
    /// The constraints that determine the view's frame along `axis`, UIKit's own included.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsAffecting(self, axis: axis)
    }

    /// The layout guides added to the view (and the system guides it made).
    open var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }
    /// Adds `layoutGuide` to the view: its `layoutFrame` is in the view's coordinates.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { adoptLayoutGuide(layoutGuide) }
    /// Removes `layoutGuide`, deactivating the constraints that name it.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { dropLayoutGuide(layoutGuide) }
    /// The view's layout margins as a guide.
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    /// A guide within the margins no wider than a comfortable line of text, centred.
    open var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }
    /// The part of the view its window's safe area covers, as a guide.
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// The part of the view the keyboard covers (see `UIKeyboardLayoutGuide`); with no keyboard shown, the
    /// bottom safe-area inset.
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { systemGuide(.keyboard) as! UIKeyboardLayoutGuide }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutReference, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutReference, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutReference, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutReference, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutReference, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutReference, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(reference: layoutReference, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(reference: layoutReference, attribute: .height) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutReference, attribute: .centerX) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutReference, attribute: .centerY) }
    /// The baseline of the first line of text.
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutReference, attribute: .firstBaseline) }
    /// The baseline of the last line of text.
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutReference, attribute: .lastBaseline) }

    // MARK: Drawing and appearance (UIView+Drawing.swift, UIView+Appearance.swift)

    /// Draws the view's content into the current graphics context, which is clipped to `rect` (the union of
    /// the rectangles marked invalid) and flipped to the view's coordinates. Runs on the first display and
    /// after `setNeedsDisplay()`; never merely because the view moved or resized (except with `.redraw`).
    /// A view that does not override it gets no backing store.
    open func draw(_ rect: CGRect) { defaultDrawRan = true }

    /// Marks the whole view for redrawing at the next display pass.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` (in the view's coordinates) for redrawing at the next display pass.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// The colour the bounds are filled with under the content; `nil` for none. A dynamic colour is resolved
    /// for the view's traits, and again when they change.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            noteAppearanceSet(.backgroundColor)
            layer.backgroundColor = newValue?.resolvedCGColor(with: traitCollection)
        }
    }

    /// The view's opacity, from 0 to 1. A view under 0.01 takes no touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacityStorage) }
        set { if newValue.isFinite { layer.opacity = Float(min(max(newValue, 0), 1)) } }
    }

    /// Whether the view is hidden: it and its subviews are not drawn and take no touches, but still take
    /// part in layout.
    open var isHidden: Bool {
        get { layer.isHiddenStorage }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed { hiddenDidChangeForAutoLayout() }
            if changed, newValue { windowStorage?.resignFirstResponder(inside: self) }
        }
    }

    /// Whether the view promises to fill its bounds with opaque content: `true` by default, as on iOS, where it
    /// is a hint to the drawing system. Vellum composites by the background colour and keeps the alpha of a
    /// view's backing store either way, so a view that breaks the promise still shows what is beneath it.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether subviews and content are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBoundsStorage }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the area to redraw is cleared to transparent before `draw(_:)` runs.
    open var clearsContextBeforeDrawing = true

    /// How the existing drawing is shown when the view's size changes.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { applyContentMode() }
    }

    /// A view whose alpha masks this one (it is not in the hierarchy).
    open var mask: UIView? {
        get { maskViewStorage }
        set { setMaskView(newValue) }
    }

    /// The tint colour: the view's own, else its superview's, else system blue; dimmed when the tint
    /// adjustment mode is `.dimmed`.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            noteAppearanceSet(.tintColor)
            setTintColor(newValue)
        }
    }

    /// How the tint colour is shown; `.automatic` follows the superview.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Called when the view's effective tint colour or tint adjustment mode changes.
    open func tintColorDidChange() {}

    // MARK: Traits (Traits/UIView+Traits.swift)

    /// Called after the view's `traitCollection` changed, with `UITraitCollection.current` set to the new one;
    /// `previousTraitCollection` is the one before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: The layer's delegate (UIView+Drawing.swift)

    /// Draws the layer's backing store by calling `draw(_:)` with the context current.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawLayer(layer, in: ctx) }

    /// Lays out the subviews when the layer lays out its sublayers.
    open func layoutSublayers(of layer: CALayer) { layoutLayer(layer) }

    /// The action for a change to the view's own layer: `NSNull` outside animation blocks, so nothing
    /// animates. Outside blocks the layer does not ask (every property change would pay for the call), so
    /// an override is consulted only inside animation blocks.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { layerAction(for: layer, forKey: event) }

    // MARK: Identity and events

    /// A number that identifies the view to `viewWithTag(_:)`.
    open var tag = 0
    /// Whether touches and other user events reach the view. Read by every hit test for every view it passes, so
    /// without Swift's run-time exclusivity check, as the layer geometry it reads: a plain flag is never accessed
    /// in overlapping ways, and the main actor keeps other threads away.
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches only while no other view in its window has any.
    open var isExclusiveTouch = false

    // MARK: Events (Events/UIView+HitTesting.swift, Gestures/UIView+Gestures.swift)

    /// Gesture recognizers and other event state, made on first use: a view without any pays one pointer.
    var eventStorage: ViewEventStorage?

    /// The farthest descendant of the view (or the view itself) that contains `point`, given in the view's
    /// coordinates; nil when the view is hidden, has user interaction disabled, an alpha under 0.01, or does
    /// not contain the point. Subviews are searched front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point`, in the view's coordinates, is inside the view; by default, inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { boundsContain(point) }

    /// Whether `gestureRecognizer`, attached to this view or an ancestor and about to recognize touches
    /// hit-tested to this view, may leave its possible state; true by default. False makes it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Focus (Focus/UIView+Focus.swift)

    /// Whether the view can be focused: false for a plain view; enabled buttons, switches, sliders, steppers,
    /// segmented controls and text fields can, and table rows.
    open var canBecomeFocused: Bool { false }
    /// Where focus goes when it enters the view: nowhere in particular, so to its first focusable item in
    /// reading order.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// Whether focus may move as `context` says; true.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved to, from or within the view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The focus group of the view and what it holds; nil for its superview's.
    open var focusGroupIdentifier: String? {
        get { focusSettings.groupIdentifier ?? defaultFocusGroupIdentifier }
        set { focusSettings.groupIdentifier = newValue }
    }
    /// How strongly the view asks to be focused when focus enters its group.
    open var focusGroupPriority: UIFocusGroupPriority {
        get { focusSettings.groupPriority }
        set { focusSettings.groupPriority = newValue }
    }
    /// What shows the view focused: the system's halo unless set; nil shows nothing.
    open var focusEffect: UIFocusEffect? {
        get { focusSettings.effect }
        set { focusSettings.effect = newValue }
    }

    // MARK: Debugging (Views/UIView+Debugging.swift)

    /// UIKit's description: `<UILabel: 0x…; frame = (0 0; 100 20); text = 'Hi'; opaque = NO;
    /// userInteractionEnabled = NO; layer = <CALayer: 0x…>>`. Read off the main actor, where the view's state
    /// cannot be, it is only `<UILabel: 0x…>`.
    nonisolated open override var description: String {
        guard MainActorTeardown.isOnMainActor else { return "<\(NSLayoutConstraint.className(of: self)): \(NSLayoutConstraint.address(of: self))>" }
        return MainActor.assumeIsolated { debugFieldsDescription }
    }
}


extension UIView: @preconcurrency CALayerDelegate {}
