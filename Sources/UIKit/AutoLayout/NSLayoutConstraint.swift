import Foundation

/// A relation between two layout attributes that Auto Layout keeps true:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Make one with the seven-argument initializer or, more readably, with anchors
/// (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`), then activate it. An active
/// constraint is installed on the nearest common ancestor of its items (see `UIView.constraints`); its
/// items are held weakly, so a constraint never keeps a view alive, and a view that leaves its hierarchy
/// takes the constraints that tie it to the rest of that hierarchy with it. Changing `constant` or
/// `priority` re-lays out at the next layout pass.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    // MARK: Storage

    /// The left-hand side. The relation is set once, right after `init()` (see `configure`).
    var firstSide: LayoutSide { firstSideStorage ?? Self.noItem }
    /// `firstSide`; nil until configured, so that making a constraint does not first copy (and retain) a placeholder.
    private var firstSideStorage: LayoutSide?
    /// The right-hand side before the multiplier and constant; nil for a constant.
    private(set) var secondSide: LayoutSide?
    private(set) var multiplierStorage: CGFloat = 1
    var constantStorage: CGFloat = 0
    // The one-byte fields together after the four-byte priority, in the padding an eight-byte field would leave.
    var priorityStorage = UILayoutPriority.required
    private(set) var relationStorage = Relation.equal
    /// Whether the constraint is installed (system constraints: whether the engine holds it).
    var isActiveStorage = false
    /// Whether UIKit made the constraint (autoresizing masks, content sizes, guides, fitting): when one
    /// conflicts with an app's constraint, the app's is broken.
    var isSystemConstraint = false
    /// What `configure` noted, in one byte: the one-byte fields fill the padding after the priority, and one more
    /// would make every constraint a larger block of memory.
    private var setup = Setup()
    private struct Setup: OptionSet {
        let rawValue: UInt8
        /// An initializer gave the constraint its relation; an empty one is refused.
        static let isConfigured = Setup(rawValue: 1)
        /// A side names a leading or trailing edge (margins included).
        static let namesLeadingOrTrailing = Setup(rawValue: 2)
    }
    /// Whether a side names a leading or trailing edge (margins included), which a right-to-left layout mirrors: noted
    /// once, as reading a stored side copies it.
    var namesLeadingOrTrailing: Bool { setup.contains(.namesLeadingOrTrailing) }
    /// The view the constraint is installed on.
    var container: UIView? {
        // The reference is always a view's (the setter takes views alone): read without a checked cast, as it is
        // several times for each constraint activated and solved.
        // Not `Optional.map`: its closure checks that it runs on the main actor, at every call.
        get {
            guard let object = containerReference?.object else { return nil }
            return unsafeDowncast(object, to: UIView.self)
        }
        set { containerReference = newValue?.layoutReference }
    }
    /// How Auto Layout refers to the container (see `LayoutReference`).
    private var containerReference: LayoutReference?
    /// The reference to the constraint, once made; `deinit` clears it on the thread that releases the constraint.
    nonisolated(unsafe) private var layoutReferenceStorage: LayoutReference?

    /// How the items' states refer to the constraint, made on first use; the constraint clears it in
    /// `deinit`.
    var layoutReference: LayoutReference { .reference(to: self, keptIn: &layoutReferenceStorage) }

    /// The fields few constraints set, made when one is: out of line, every constraint takes a smaller block of
    /// memory (160 bytes instead of 192; a column of rows wrote 4 KB of new memory a row through UIKit). The
    /// identifier stays inline: UIKit names the constraints it makes for stack views, guides and fitting.
    private final class RareFields {
        var refusal: String?
        var systemSpacingMultiplier: CGFloat?
        var shouldBeArchived = false
    }
    private var rareFields: RareFields?

    /// Writes one of the rare fields, making the side object only for a value other than the field's default.
    private func setRareField<Value: Equatable>(_ field: ReferenceWritableKeyPath<RareFields, Value>, to value: Value,
                                                unless defaultValue: Value) {
        if let rareFields {
            rareFields[keyPath: field] = value
        } else if value != defaultValue {
            let made = RareFields()
            made[keyPath: field] = value
            rareFields = made
        }
    }

    /// Why the constraint can never be activated (Apple throws where Vellum refuses); nil when valid. An empty
    /// constraint, as `init()` leaves it, is refused without storing why.
    var refusal: String? {
        get {
            if let rareFields, let refusal = rareFields.refusal { return refusal }
            return setup.contains(.isConfigured) ? nil : "Constraint must contain a first layout item"
        }
        set { setRareField(\.refusal, to: newValue, unless: nil) }
    }
    /// For a system-spacing constraint, the multiplier of the standard spacing (printed as `NSSpace`).
    var systemSpacingMultiplier: CGFloat? {
        get { rareFields?.systemSpacingMultiplier }
        set { setRareField(\.systemSpacingMultiplier, to: newValue, unless: nil) }
    }
    /// When the constraint was last activated (or made, for UIKit's): the most recent of an app's
    /// constraints in a conflict is the one broken.
    var sequence = 0
    /// Its place in its container's list of installed constraints (see `LayoutState.addInstalled`), or -1.
    var installedSlot = -1
    /// The `serial` of the engine whose record of the constraint `engineRecord` is; 0 for none (see
    /// `AutoLayoutEngine.held`).
    var recordEngine = 0
    /// That engine's record. Not retained: it is read only while `recordEngine` names the engine reading it, and
    /// an engine's serial is never reused; the engine clears both when it lets go of the record and when it goes.
    unowned(unsafe) var engineRecord: AutoLayoutEngine.Record?
    /// The batch of the engine queue it last joined, negated once that batch was taken (see
    /// `AutoLayoutEngine.constraintNeedsUpdate`); 0 before.
    var queuedBatch = 0

    // MARK: Creating constraints

    /// The constraint `view1.attr1 relation multiplier × view2.attr2 + c`. Items are views or layout guides;
    /// `view2` is nil (and `attr2` `.notAnAttribute`) for a size equal to a constant. Invalid combinations
    /// (a location equal to a constant, a left edge against a leading one, a position against a size,
    /// non-finite numbers) are logged with UIKit's message, and the constraint then refuses to activate.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init()
        let first = NSLayoutConstraint.layoutItem(view1)
        let second = view2.flatMap(NSLayoutConstraint.layoutItem)
        let firstSide = LayoutSide.attribute(LayoutTerm(item: first, attribute: attr1))
        let secondSide = second.map { LayoutSide.attribute(LayoutTerm(item: $0, attribute: attr2)) }
        configure(first: firstSide, relation: relation, second: secondSide, multiplier: multiplier, constant: c)
        let context = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        if first == nil || (view2 != nil && second == nil) {
            refuse(context + "Constraint items must each be a view or layout guide.")
        } else if view2 == nil && attr2 != .notAnAttribute && attr1.isLocation {
            refuse(context + Self.locationEqualToConstantMessage)
        } else {
            validate(first: firstSide, second: secondSide, context: context)
        }
    }

    /// A constraint between two sides, made by anchors or by UIKit itself. `context` starts the message of a
    /// refusal; it is made only then (an anchor's describes the anchor).
    convenience init(first: LayoutSide, relation: Relation, second: LayoutSide?, multiplier: CGFloat, constant: CGFloat,
                     priority: UILayoutPriority = .required, context: @autoclosure () -> String) {
        self.init()
        configure(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                  priority: priority)
        // The sides are read from the arguments: each read of a stored side copies it.
        if first.hasReleasedItem || second?.hasReleasedItem == true {
            refuse(context() + "The anchor's item was released.")
        } else {
            validate(first: first, second: second, context: context())
        }
    }

    /// An empty constraint, Objective-C's `init`, which subclasses override; the seven-argument initializer
    /// and anchors give it its relation. Left empty, it cannot be activated (refused and logged, as UIKit
    /// throws).
    public override init() {
        super.init()
    }

    /// Gives a constraint made by `init()` its relation: the one step after it that every initializer takes.
    func configure(first: LayoutSide, relation: Relation, second: LayoutSide?, multiplier: CGFloat, constant: CGFloat,
                   priority: UILayoutPriority = .required) {
        firstSideStorage = first
        secondSide = second
        relationStorage = relation
        multiplierStorage = multiplier
        constantStorage = constant
        priorityStorage = priority
        setup = first.namesLeadingOrTrailing || second?.namesLeadingOrTrailing == true
            ? [.isConfigured, .namesLeadingOrTrailing] : .isConfigured
    }

    /// The side of an empty constraint.
    private static let noItem = LayoutSide.attribute(LayoutTerm(item: nil, attribute: .notAnAttribute))

    /// Nonisolated, as `dealloc` is in UIKit, so that subclasses may write their own (see `MainActorTeardown`).
    deinit {
        layoutReferenceStorage?.object = nil
    }

    // MARK: Activating

    /// Activates each constraint: the same as setting `isActive`, in one batch (Auto Layout solves once, at
    /// the next layout pass).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        var engines = EngineLookup()
        for constraint in constraints { constraint.activate(engines: &engines) }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Whether the constraint takes part in layout. Activating installs it on the nearest common ancestor
    /// of its items; items in different hierarchies are refused (logged), and the constraint stays inactive.
    open var isActive: Bool {
        get { isActiveStorage && (isSystemConstraint || container != nil) }
        set {
            guard newValue else { return deactivate() }
            var engines = EngineLookup()
            activate(engines: &engines)
        }
    }

    // MARK: The relation

    /// The first item: a view or a layout guide (nil once it was released, or for a distance between anchors).
    open var firstItem: AnyObject? { firstSide.term?.item }

    /// The attribute of the first item.
    open var firstAttribute: Attribute { firstSide.term?.attribute ?? .notAnAttribute }

    /// The second item, nil when the first attribute is compared with a constant.
    open var secondItem: AnyObject? { secondSide?.term?.item }

    /// The attribute of the second item; `.notAnAttribute` without one.
    open var secondAttribute: Attribute { secondSide?.term?.attribute ?? .notAnAttribute }

    /// The anchor of the first side.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(side: firstSide) }

    /// The anchor of the second side, nil without one.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondSide.map { NSLayoutAnchor(side: $0) } }

    /// How the first attribute compares with the second.
    open var relation: Relation { relationStorage }

    /// The factor of the second attribute.
    open var multiplier: CGFloat { multiplierStorage }

    /// The amount added to the multiplied second attribute. Changing it re-lays out at the next layout
    /// pass; a non-finite value is refused (logged).
    open var constant: CGFloat {
        get { constantStorage }
        set { setConstant(newValue) }
    }

    /// How strongly the constraint holds: `.required` (1000) by default. A priority outside (0, 1000] is
    /// refused, and so is a change between required and optional while the constraint is active (both
    /// logged, as UIKit throws).
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set { setPriority(newValue) }
    }

    /// A name shown in the constraint's description and in Auto Layout's logs.
    open var identifier: String?

    /// Whether the constraint is archived with its view; Vellum archives none, so it is only recorded.
    open var shouldBeArchived: Bool {
        get { rareFields?.shouldBeArchived ?? false }
        set { setRareField(\.shouldBeArchived, to: newValue, unless: false) }
    }

    /// For example `<NSLayoutConstraint:0x6000… UIView:0x7f….width == 20   (active)>`, as UIKit prints it.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }

    // MARK: Members UIKit's own constraints override


    /// The expression text between the address and the status, for descriptions.
    var relationDescription: String { standardRelationDescription }

    /// The solver constraints for this one, in the coordinates of the view it is installed on; nil when an item is
    /// gone or outside that view, or a number in them is not finite.
    func makeSolverConstraints(in builder: inout ExpressionBuilder) -> BuiltConstraints? {
        standardSolverConstraints(in: &builder)
    }
}
