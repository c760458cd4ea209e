import Foundation
import LayoutEngine

/// The view an item lives in: the view itself, or a guide's owning view.
@MainActor
private func hostView(of item: AnyObject) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningViewStorage
}

/// The engine holding `item`, brought up to date, and its entry there.
@MainActor
private func solvedItem(_ item: AnyObject) -> (AutoLayoutEngine, AutoLayoutEngine.Item)? {
    guard let view = hostView(of: item) else { return nil }
    view.prepareConstraintsForLayout()
    guard let engine = view.hierarchyEngine(create: false), let entry = engine.item(for: item) else { return nil }
    return (engine, entry)
}

/// Whether the constraints leave any of `item`'s unknowns free (an item Auto Layout does not place is not
/// ambiguous).
@MainActor
func itemHasAmbiguousLayout(_ item: AnyObject) -> Bool {
    guard let (engine, entry) = solvedItem(item) else { return false }
    return entry.variables.all.contains { engine.solver.isVariableAmbiguous($0) }
}

/// The constraints, UIKit's own included, that determine `item`'s position and size along `axis`, in the
/// order they were added.
@MainActor
func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let (engine, entry) = solvedItem(item) else { return [] }
    let variables = axis == .horizontal ? [entry.variables.minX, entry.variables.width]
                                        : [entry.variables.minY, entry.variables.height]
    var seen = Set<ObjectIdentifier>()
    var found: [NSLayoutConstraint] = []
    for variable in variables {
        for solverConstraint in engine.solver.constraintsAffecting(variable) {
            guard let constraint = engine.constraint(for: solverConstraint),
                  seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
            found.append(constraint)
        }
    }
    return found.sorted { $0.sequence < $1.sequence }
}

extension UIView {
    /// Moves the view to another solution of its ambiguous unknowns: to the far end of what they allow,
    /// alternately one way and the other (the other way at once if one way is already the end), by pulling
    /// them with the weakest priority while the engine re-solves. The frame changes at once; the views
    /// around follow at the next layout pass, until a change of constraints solves again.
    func exerciseAmbiguity() {
        guard let (engine, entry) = solvedItem(self), let state = layoutState else { return }
        let ambiguous = entry.variables.all.filter { engine.solver.isVariableAmbiguous($0) }
        guard !ambiguous.isEmpty else { return }
        let before = engine.alignmentRect(of: entry)
        for _ in 0..<2 {
            let direction = state.exerciseDirection
            state.exerciseDirection = -direction
            let pulls = ambiguous.map { variable in
                SolverConstraint(LinearExpression(variable), .equal,
                                 LinearExpression(constant: engine.solver.value(of: variable) + 10_000 * direction),
                                 strength: Strength(0.5))
            }
            let added = engine.addTemporary(pulls)
            let rect = engine.alignmentRect(of: entry)
            engine.removeTemporary(added)
            guard rect == before else {
                if !translatesAutoresizingMaskIntoConstraints { applyEngineFrame(rect) }
                engine.sync()
                return
            }
        }
    }
}
