import Foundation
import LayoutEngine

/// The four unknowns Auto Layout solves for an item: its alignment rectangle (a view's frame less its
/// `alignmentRectInsets`; a layout guide's `layoutFrame`), in its parent's coordinates. A class, so that
/// handing them out retains one object, not four.
final class ItemVariables: Sendable {
    /// Where the engine holding the item keeps its entry: each variable's `owner`.
    let link: ItemLink
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    /// The unknowns of the view or layout guide whose identity is `key`.
    init(key: ObjectIdentifier) {
        let link = ItemLink(key: key)
        self.link = link
        minX = Variable(owner: link)
        minY = Variable(owner: link)
        width = Variable(owner: link)
        height = Variable(owner: link)
    }

    /// All four, in the order above.
    var all: [Variable] { [minX, minY, width, height] }

    /// Whether `variable` is one of the four.
    func owns(_ variable: Variable) -> Bool {
        variable === minX || variable === minY || variable === width || variable === height
    }
}

/// The Auto Layout state of a view or layout guide (made for a view on first use).
@MainActor
func layoutItemState(of item: AnyObject) -> LayoutItemState {
    if let view = item as? UIView { return view.autoLayoutState }
    if let guide = item as? UILayoutGuide { return guide.layoutItemState }
    preconditionFailure("layout items are views and layout guides")
}

/// What a layout item (a view or a layout guide) keeps for Auto Layout.
///
/// The lists that activation and the engine touch for every constraint (here and in `LayoutState`) are exempt
/// from dynamic exclusivity checks, as the engine's own are (see `AutoLayoutEngine`): main-actor state that only
/// these short reads and writes touch, none held across a call that could reach the same property again.
@MainActor
class LayoutItemState {
    /// Active constraints that name the item (to drop them when it leaves its hierarchy), each with the
    /// `sequence` of the activation that listed it. Deactivating a constraint leaves its entry stale instead of
    /// searching the list for it (which made deactivating many constraints of one view quadratic); stale
    /// entries are skipped when read and swept when the list has doubled since the last sweep.
    @exclusivity(unchecked) private(set) var referencing: [(reference: LayoutReference, sequence: Int)] = []
    /// The length of `referencing` at which it is next swept.
    @exclusivity(unchecked) private var sweepLength = 16
    /// The engine that last took the item in: told when the item's own constraints must change.
    var engine: AutoLayoutEngine? {
        get { engineHandle?.engine }
        set { engineHandle = newValue?.handle }
    }
    /// Held through its handle (see `AutoLayoutEngine.Handle`).
    private var engineHandle: AutoLayoutEngine.Handle?

    /// Lists `constraint`, just activated (its `sequence` set), as naming the item.
    func addReference(_ constraint: NSLayoutConstraint) {
        if referencing.count >= sweepLength {
            referencing.removeAll { Self.constraint(of: $0) == nil }
            sweepLength = max(16, 2 * referencing.count)
        }
        // An item is mostly named by a few constraints (its edges and a neighbour's): one allocation, not three
        // as the list grows from one entry to four.
        if referencing.capacity == 0 { referencing.reserveCapacity(4) }
        referencing.append((constraint.layoutReference, constraint.sequence))
    }

    /// The active constraints naming the item.
    var referencingConstraints: [NSLayoutConstraint] { referencing.compactMap(Self.constraint(of:)) }

    /// The constraint of an entry of `referencing`, unless it went away or was deactivated since it was listed.
    private static func constraint(of entry: (reference: LayoutReference, sequence: Int)) -> NSLayoutConstraint? {
        guard let constraint = entry.reference.object as? NSLayoutConstraint, constraint.isActiveStorage,
              constraint.sequence == entry.sequence else { return nil }
        return constraint
    }
}

/// A view's Auto Layout state, in one side object made on first use, so a view that never meets Auto
/// Layout pays for one optional reference.
@MainActor
final class LayoutState: LayoutItemState {
    /// The constraints installed on the view (`UIView.constraints`), in the order they were added.
    var installed: [NSLayoutConstraint] { installedSlots.compactMap(\.self) }
    /// `installed` with holes where constraints were uninstalled, each constraint knowing its slot
    /// (`installedSlot`), so that uninstalling one is not a search; compacted when half are holes.
    @exclusivity(unchecked) private var installedSlots: [NSLayoutConstraint?] = []
    @exclusivity(unchecked) private var installedHoles = 0
    /// For the top of a hierarchy: the hierarchy's engine (a window's, or a detached tree's).
    var hostedEngine: AutoLayoutEngine?
    /// Set on the view and all its ancestors once any of them uses Auto Layout, so walks over a
    /// hierarchy skip the branches that do not (it is never cleared).
    var subtreeUsesAutoLayout = false
    /// `setNeedsUpdateConstraints()` was called and `updateConstraints()` has not run since.
    var needsUpdateConstraints = false
    /// `updateConstraints()` ran at least once.
    var didUpdateConstraints = false
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompression = UILayoutPriority.defaultHigh
    var verticalCompression = UILayoutPriority.defaultHigh
    /// The layout guides added with `addLayoutGuide(_:)`, system guides included once made.
    var guides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    /// Subviews (as the engine's items) to take their solved frames at the view's next layout.
    @exclusivity(unchecked) var queuedPlacements: [AutoLayoutEngine.Item] = []
    /// For `exerciseAmbiguityInLayout()`: which way the next exercise moves.
    var exerciseDirection: Double = 1

    /// Adds `constraint` at the end of `installed`.
    func addInstalled(_ constraint: NSLayoutConstraint) {
        constraint.installedSlot = installedSlots.count
        installedSlots.append(constraint)
    }

    /// Takes `constraint` out of `installed`.
    func removeInstalled(_ constraint: NSLayoutConstraint) {
        let slot = constraint.installedSlot
        guard slot >= 0, slot < installedSlots.count, installedSlots[slot] === constraint else { return }
        installedSlots[slot] = nil
        constraint.installedSlot = -1
        installedHoles += 1
        guard installedHoles > 16, 2 * installedHoles > installedSlots.count else { return }
        installedSlots = installedSlots.filter { $0 != nil }
        for (index, constraint) in installedSlots.enumerated() { constraint?.installedSlot = index }
        installedHoles = 0
    }

    /// The system guides that exist, whose constants follow the view's margins and safe area.
    var systemGuides: [UILayoutGuide] {
        [layoutMarginsGuide, safeAreaLayoutGuide, readableContentGuide, keyboardLayoutGuide].compactMap(\.self)
    }
}
