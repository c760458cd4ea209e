import Foundation

/// An attribute of a view or layout guide, to make constraints from:
/// `label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)`.
///
/// The type parameter keeps kinds apart at compile time: an x-axis anchor (`NSLayoutXAxisAnchor`) relates
/// only to x-axis anchors, a y-axis one to y-axis ones, and a size (`NSLayoutDimension`) to sizes or
/// constants. Constraints come back inactive; activate them. An anchor holds its item weakly.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The attribute, or the distance between two, this anchor stands for.
    let side: LayoutSide

    init(side: LayoutSide) {
        self.side = side
        super.init()
    }

    /// The anchor of `attribute` of the item `reference` refers to.
    convenience init(reference: LayoutReference, attribute: NSLayoutConstraint.Attribute) {
        self.init(side: .attribute(LayoutTerm(reference: reference, attribute: attribute)))
    }

    // MARK: Constraints

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.side, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.side, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.side, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor.side, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor.side, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor.side, constant: c)
    }

    // MARK: Inspecting

    /// The view or layout guide the anchor belongs to (nil for a distance between two anchors, or once
    /// the item was released).
    open var item: AnyObject? { side.term?.item }

    /// The attribute's name, for example `leading`.
    open var name: String {
        switch side {
        case let .attribute(term): term.attribute.name
        case let .distance(from, to): "\(to.attribute.name)-\(from.attribute.name)"
        }
    }

    /// Whether the constraints leave the anchor's item free along the anchor's axis.
    open var hasAmbiguousLayout: Bool {
        side.items.contains { itemHasAmbiguousLayout($0) }
    }

    /// The constraints that determine the anchor's item along the anchor's axis.
    open func constraintsAffectingLayout() -> [NSLayoutConstraint] {
        let axis: NSLayoutConstraint.Axis = side.kind == .xPosition || side.kind == .width ? .horizontal : .vertical
        var seen = Set<ObjectIdentifier>()
        return side.items.flatMap { constraintsAffecting($0, axis: axis) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// For example `<NSLayoutXAxisAnchor:0x6000… "UIView:0x7f….leading">`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { anchorDescription }
    }

    var anchorDescription: String {
        "<\(NSLayoutConstraint.className(of: self)):\(NSLayoutConstraint.address(of: self)) \"\(NSLayoutConstraint.describe(side))\">"
    }

    // MARK: Making constraints

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, _ other: LayoutSide?, multiplier: CGFloat = 1,
                        constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: side, relation: relation, second: other, multiplier: multiplier, constant: constant,
                           context: "NSLayoutConstraint for \(anchorDescription): ")
    }
}

extension UIView {
    /// The standard space between sibling views, and between a view and its superview's edge: 8 points.
    static let standardSpacing: CGFloat = 8
}
