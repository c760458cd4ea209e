import Foundation

/// A rectangle that takes part in Auto Layout like a view, without being one: it draws nothing, takes no
/// touches and is not in the view hierarchy. Use guides for the space between views, or to group views,
/// instead of empty spacer views. Add it to a view (`addLayoutGuide(_:)`), constrain its anchors, and read
/// the solved rectangle from `layoutFrame`, in the owning view's coordinates.
///
/// Views provide guides of their own: `layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `readableContentGuide` and `keyboardLayoutGuide`, which follow the view's margins and safe area.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which system guide this is, if it is one: UIKit keeps its constraints.
    enum SystemKind {
        case margins, safeArea, readableContent, keyboard
    }

    /// The view the guide belongs to.
    var owningViewStorage: UIView? {
        get { owningViewReference?.view }
        set { owningViewReference = newValue?.layoutReference }
    }
    /// How Auto Layout refers to the owning view (see `LayoutReference`).
    private var owningViewReference: LayoutReference?
    let layoutItemState = LayoutItemState()
    var systemKind: SystemKind?
    /// The reference to the guide, once made; `deinit` clears it on the thread that releases the guide.
    nonisolated(unsafe) private var layoutReferenceStorage: LayoutReference?

    /// How Auto Layout refers to the guide, made on first use; the guide clears it in `deinit`.
    var layoutReference: LayoutReference { .reference(to: self, keptIn: &layoutReferenceStorage) }
    /// `layoutReference`, if made.
    var existingLayoutReference: LayoutReference? { layoutReferenceStorage }

    /// Nonisolated, as `dealloc` is in UIKit, so that subclasses may write their own (see `MainActorTeardown`).
    deinit {
        layoutReferenceStorage?.object = nil
    }

    /// A guide; add it to a view to use it.
    public override init() {
        super.init()
    }

    /// A guide decoded from an archive; Vellum decodes none, so the guide starts empty.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A system guide of `kind`, owned by `view`.
    init(system kind: SystemKind, identifier: String, owningView view: UIView) {
        systemKind = kind
        self.identifier = identifier
        super.init()
        owningViewStorage = view
    }

    /// The view the guide belongs to; setting it adds the guide to that view (or removes it, for nil).
    open var owningView: UIView? {
        get { owningViewStorage }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { owningViewStorage?.removeLayoutGuide(self) }
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as Auto Layout last solved it; `.zero`
    /// while no constraint places it.
    open var layoutFrame: CGRect { solvedLayoutFrame }

    /// A name shown in descriptions and Auto Layout's logs.
    open var identifier = ""

    // MARK: Anchors

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

    // MARK: Debugging

    /// Whether the constraints leave the guide's rectangle free to take more than one value.
    open var hasAmbiguousLayout: Bool { itemHasAmbiguousLayout(self) }

    /// The constraints that determine the guide's rectangle along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsAffecting(self, axis: axis)
    }

    /// For example `<UILayoutGuide: 0x6000… - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 47}, {390, 763}}, owningView = <UIView: 0x7f…>>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let f = layoutFrame
            let numbers = [f.minX, f.minY, f.width, f.height].map(NSLayoutConstraint.format)
            let name = identifier.isEmpty ? "" : " - \"\(identifier)\""
            let owner = owningViewStorage.map { "<\(NSLayoutConstraint.className(of: $0)): \(NSLayoutConstraint.address(of: $0))>" } ?? "(nil)"
            return "<\(NSLayoutConstraint.className(of: self)): \(NSLayoutConstraint.address(of: self))\(name), layoutFrame = {{\(numbers[0]), \(numbers[1])}, {\(numbers[2]), \(numbers[3])}}, owningView = \(owner)>"
        }
    }
}
