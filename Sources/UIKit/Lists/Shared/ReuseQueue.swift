import Foundation

/// Recycled views of one list view, pooled by reuse identifier, and how to make a new one for each
/// registered identifier. Shared by table and collection views for cells and supplementary views.
///
/// A registration is a closure: a list view turns a registered class into one that calls the class's
/// designated initializer (Swift on Linux cannot instantiate an `AnyClass`).
@MainActor
final class ReuseQueue<View: UIView> {
    private var makers: [String: () -> View] = [:]
    private var pools: [String: [View]] = [:]
    /// The element named in Apple's refusal: "cell", or "view of kind: UICollectionElementKindSectionHeader".
    private let noun: String
    private let prepareForReuse: (View) -> Void

    /// A queue whose refusals name `noun`, calling `prepareForReuse` on each recycled view it hands out.
    init(noun: String = "cell", prepareForReuse: @escaping (View) -> Void) {
        self.noun = noun
        self.prepareForReuse = prepareForReuse
    }

    /// Registers how to make views for `identifier`, replacing any earlier registration; nil removes it.
    func register(_ make: (() -> View)?, forIdentifier identifier: String) {
        makers[identifier] = make
    }

    /// Whether `identifier` has a registration.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A recycled view for `identifier` (prepared for reuse), else a new one from its registration, else nil.
    func dequeue(_ identifier: String) -> View? {
        if var pool = pools[identifier], let view = pool.popLast() {
            pools[identifier] = pool
            prepareForReuse(view)
            return view
        }
        return makers[identifier]?()
    }

    /// As `dequeue`, but an unregistered identifier is refused in Apple's words and answered with
    /// `fallback()`, so the list keeps showing its other views instead of crashing as iOS does.
    func dequeue(_ identifier: String, orElse fallback: () -> View) -> View {
        if let view = dequeue(identifier) { return view }
        uikitLog.error("""
            unable to dequeue a \(noun) with identifier \(identifier) - must register a nib or a class for the \
            identifier or connect a prototype cell in a storyboard
            """)
        return fallback()
    }

    /// Puts `view`, no longer shown, back in the pool of `identifier`.
    func enqueue(_ view: View, identifier: String) {
        pools[identifier, default: []].append(view)
    }

    /// Every pooled view, for a list view that drops them (a memory warning, or its own release).
    func removeAllPooled() -> [View] {
        let all = pools.values.flatMap { $0 }
        pools.removeAll()
        return all
    }

    /// How many views wait in the pool of `identifier`.
    func pooledCount(_ identifier: String) -> Int { pools[identifier]?.count ?? 0 }
}
