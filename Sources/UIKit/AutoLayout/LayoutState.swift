import Foundation
import LayoutEngine

/// The four unknowns Auto Layout solves for an item: its alignment rectangle (a view's frame less its
/// `alignmentRectInsets`; a layout guide's `layoutFrame`), in its parent's coordinates. A class, so that
/// handing them out retains one object, not four.
final class ItemVariables: Sendable {
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()

    /// All four, in the order above.
    var all: [Variable] { [minX, minY, width, height] }
}

/// What a layout item (a view or a layout guide) keeps for Auto Layout.
@MainActor
class LayoutItemState {
    /// The item's unknowns, made when it first enters an engine.
    private var variablesStorage: ItemVariables?
    /// Active constraints that name the item (to drop them when it leaves its hierarchy).
    var referencing: [LayoutReference] = []
    /// The engine that last took the item in: told when the item's own constraints must change.
    weak var engine: AutoLayoutEngine?

    /// The item's unknowns.
    var variables: ItemVariables {
        if let variablesStorage { return variablesStorage }
        let made = ItemVariables()
        variablesStorage = made
        return made
    }

    func addReference(_ constraint: NSLayoutConstraint) {
        // Constraints that died without being deactivated leave empty entries; sweep them now and then.
        if referencing.count >= 16 && referencing.count & (referencing.count - 1) == 0 {
            referencing.removeAll { $0.object == nil }
        }
        referencing.append(constraint.layoutReference)
    }

    func removeReference(_ constraint: NSLayoutConstraint) {
        referencing.removeAll { $0.object == nil || $0.object === constraint }
    }

    /// The live constraints naming the item.
    var referencingConstraints: [NSLayoutConstraint] { referencing.compactMap { $0.object as? NSLayoutConstraint } }
}

/// A view's Auto Layout state, in one side object made on first use, so a view that never meets Auto
/// Layout pays for one optional reference.
@MainActor
final class LayoutState: LayoutItemState {
    /// The constraints installed on the view (`UIView.constraints`), in the order they were added.
    var installed: [NSLayoutConstraint] = []
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
    /// For `exerciseAmbiguityInLayout()`: which way the next exercise moves.
    var exerciseDirection: Double = 1

    /// The system guides that exist, whose constants follow the view's margins and safe area.
    var systemGuides: [UILayoutGuide] {
        [layoutMarginsGuide, safeAreaLayoutGuide, readableContentGuide, keyboardLayoutGuide].compactMap(\.self)
    }
}
