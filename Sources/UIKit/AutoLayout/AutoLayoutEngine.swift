import Foundation
import LayoutEngine

/// The Auto Layout engine of one view hierarchy: a window's, or a detached tree's top view's (made when
/// that tree is first laid out), or a temporary one for `systemLayoutSizeFitting(_:)`. One engine per
/// window, as Apple's, keeps the work of a change local to the windows it touches.
///
/// The engine is lazy: activating, deactivating, changing a constant or moving views only queues the
/// constraints and items concerned; `sync()` (run before layout) brings the solver up to date in one
/// batch, then marks for layout the superviews of the views whose solved frames changed. Each view or
/// guide that a constraint names is an *item* of the engine, with four unknowns; an item also brings the
/// constraints UIKit makes for it: its frame while it translates its autoresizing mask, its intrinsic
/// content size otherwise, and for system guides, their margins.
///
/// When a required constraint cannot hold, the engine logs UIKit's "Unable to simultaneously satisfy
/// constraints." report and breaks one constraint of the conflict: never a system constraint if an
/// app's constraint is in it, otherwise the most recently activated one. The broken constraint stays
/// active (as on iOS) and is tried again, silently, whenever required constraints are removed.
///
/// The stored properties the engine reads and writes for every constraint and item (here and in `Record` and
/// `Item`) are exempt from dynamic exclusivity checks: they are main-actor state that only the engine's own short
/// reads and writes touch, none held across a call that could reach the same property again, and the checks
/// took several per cent of activating and laying out a column of rows (release profile).
@MainActor
final class AutoLayoutEngine {
    /// A constraint the engine holds.
    final class Record {
        let constraint: NSLayoutConstraint
        /// The solver constraints made from it (two for a content size); kept while broken, to retry.
        @exclusivity(unchecked) var built: BuiltConstraints
        /// Whether `built` is in the solver.
        @exclusivity(unchecked) var isInSolver = false
        /// Whether a conflict broke it.
        @exclusivity(unchecked) var isBroken = false
        /// Its index in the engine's `held`; -1 before it is held and once removed.
        @exclusivity(unchecked) var heldIndex = -1
        /// Whether the engine still holds it: false once removed, so that a record waiting to go into the solver
        /// (see `deferredOptional`, and `pendingInsertions` after `letGoWhileBuilding`) is dropped without a look-up.
        var isHeld: Bool { heldIndex >= 0 }
        /// Whether all its solver constraints are optional: read when it goes in, noted when they are made, while
        /// still in cache (reading each one's strength again as the batch goes in missed the cache once a row).
        let isOptional: Bool
        /// The items it names, which the engine keeps while it holds the constraint: the first two inline (a
        /// constraint names one or two, so a record needs no list of its own), the others in `moreItems`.
        @exclusivity(unchecked) private var firstItem: Item?
        @exclusivity(unchecked) private var secondItem: Item?
        @exclusivity(unchecked) private var moreItems: [Item] = []

        init(_ constraint: NSLayoutConstraint, built: BuiltConstraints) {
            self.constraint = constraint
            self.built = built
            isOptional = !built.contains { $0.strength.isRequired }
        }

        /// Adds `item` to the items the record keeps.
        func keep(_ item: Item) {
            if firstItem == nil {
                firstItem = item
            } else if secondItem == nil {
                secondItem = item
            } else {
                moreItems.append(item)
            }
        }

        /// Lets go of the items the record keeps, handing each to `body` first.
        func dropItems(_ body: (Item) -> Void) {
            if let firstItem { body(firstItem) }
            if let secondItem { body(secondItem) }
            for item in moreItems { body(item) }
            firstItem = nil
            secondItem = nil
            moreItems = []
        }
    }

    /// A view or layout guide the engine holds.
    final class Item {
        /// How Auto Layout refers to the object.
        let reference: LayoutReference
        /// The object's identity, the key of `items`.
        let key: ObjectIdentifier
        let variables: ItemVariables
        /// How many records (and other items' system constraints) name it.
        @exclusivity(unchecked) var references = 0
        /// The constraints UIKit made for it.
        var system: [Record] = []
        /// The numbers the system constraints were made from, to skip refreshes that change nothing.
        var signature: SystemSignature {
            get { signatureBox?.value ?? AutoLayoutEngine.plainViewSignature }
            set {
                if newValue == AutoLayoutEngine.plainViewSignature {
                    signatureBox = nil
                } else if let signatureBox {
                    signatureBox.value = newValue
                } else {
                    signatureBox = SignatureBox(newValue)
                }
            }
        }
        /// `signature`, out of line and the item's own: nil for a plain view's, the commonest, so that an item takes a
        /// 96-byte block, not 160 (eight numbers in a vector are 64 bytes, aligned to 64).
        private var signatureBox: SignatureBox?
        /// The superview in whose queue the item's view waits to take its solved frame (see `queuePlacement`).
        @exclusivity(unchecked) var placementParent: LayoutReference?
        /// The `syncNumber` of the sync that queued the view's placement and marked its superview for layout:
        /// publishing that sync's changes need not look at the view again.
        @exclusivity(unchecked) var markedInSync = 0
        /// The `serial` of the engine holding it; 0 once that engine let go of it (`forget`). A view's queue of
        /// placements may list another engine's item, so it is asked for this engine's number, not whether held.
        @exclusivity(unchecked) var holder: Int

        /// The item of the view or layout guide `reference` refers to, alive now, whose unknowns are `variables`.
        init(_ reference: LayoutReference, variables: ItemVariables, holder: Int) {
            self.holder = holder
            self.reference = reference
            key = variables.link.key
            self.variables = variables
        }

        /// The view or layout guide; nil once it went away.
        var object: AnyObject? { reference.object }
    }

    /// The top of the hierarchy (or the view being fitted).
    var host: UIView? { hostReference.view }
    /// How the engine refers to its host (see `LayoutReference`).
    private let hostReference: LayoutReference
    /// Whether this is a temporary engine sizing `host`: the host's own frame is not held.
    let isFitting: Bool
    let solver = Solver()

    /// The records, in no order, each knowing its index. An engine finds its record of a constraint on the
    /// constraint itself (`NSLayoutConstraint.engineRecord`), written there when no other engine's record is, and
    /// freed when the record goes or the engine does; the records of an engine that finds the slot taken (a
    /// window's while a view moves between hierarchies) are in `overflow`. A fitting engine writes none, and keeps
    /// no table: it is never synced, so never looks a record up by its constraint. A column of rows spent 2–3% of
    /// its time hashing constraints into one table of all records.
    @exclusivity(unchecked) private var held: [Record] = []
    /// The records not written on their constraints, by constraint (see `held`).
    @exclusivity(unchecked) private var overflow: [ObjectIdentifier: Record] = [:]
    /// The records of the solver's constraints, by solver constraint: made when first needed (to name the
    /// constraints of a conflict, or to debug) and kept up to date from then on, as most engines never need it.
    @exclusivity(unchecked) private var recordIndex: [ObjectIdentifier: Record]?
    /// The items, by their objects' identities. The engine that last took an item in also writes it on the item's
    /// unknowns (`ItemLink`), where it is found without hashing.
    @exclusivity(unchecked) private var items: [ObjectIdentifier: Item] = [:]
    /// This engine's number, unique across engines: which engine an `ItemLink` names.
    private let serial = AutoLayoutEngine.newNumber()
    @exclusivity(unchecked) private var pendingConstraints: [NSLayoutConstraint] = []
    /// The number of the batch `pendingConstraints` gathers, unique across engines: a constraint whose
    /// `queuedBatch` is this one already waits in the queue, so no set of queued constraints is hashed.
    @exclusivity(unchecked) private var batch = AutoLayoutEngine.newNumber()
    private var pendingItems: [Item] = []
    private var releaseCandidates: [Item] = []
    /// The list of items an expression builder fills, kept between constraints so that each does not
    /// allocate its own.
    @exclusivity(unchecked) private var spareUsedItems: [LayoutReference] = []
    /// While a batch goes in: the records it adds whose constraints are all optional, put in the solver after
    /// its required ones (see `applyQueuedChanges`).
    @exclusivity(unchecked) private var deferredOptional: [Record]?
    /// While a batch's additions are built: the records to put in the solver once all are built, in order. The
    /// solver then takes them in one run, its tableau kept in cache rather than evicted between constraints by
    /// the views, states and constraints that building each one reads (a column of rows took 40% longer in the
    /// solver than the same system added alone).
    @exclusivity(unchecked) private var pendingInsertions: [PendingInsertion]?
    /// A record waiting in `pendingInsertions`, with what putting it in the solver reads: by then a batch of
    /// thousands has pushed the record itself out of cache, and only a conflict needs more of it than a write.
    private struct PendingInsertion {
        let record: Record
        let built: BuiltConstraints
        let isOptional: Bool
    }
    /// Whether a record was let go while `pendingInsertions` was gathered: its entries must then be asked whether
    /// their records are still held.
    @exclusivity(unchecked) private var letGoWhileBuilding = false
    /// The number of the current (or last) `sync`.
    @exclusivity(unchecked) private var syncNumber = 0
    /// The records a conflict broke, by constraint: retried when a required constraint goes.
    private var broken: [ObjectIdentifier: Record] = [:]
    private var requiredRemoved = false
    private var isSyncing = false
    private var isRegistered = false

    /// Engines with queued work, synced by the update pass before layout.
    private static var enginesWithWork: [Handle] = []

    /// What others hold in the engine's place: it answers the engine while the engine lives, and nil once its deinit
    /// ran. A weak reference gives its object a side table, and every retain and release of an object with one takes
    /// a slower path: held weakly, the engine (retained for every constraint activated) paid it, and then the handle,
    /// for every item an engine took in.
    final class Handle {
        /// The engine; nil once its deinit ran. Not retained: the engine clears it there.
        unowned(unsafe) fileprivate(set) var engine: AutoLayoutEngine?
    }

    /// The engine's handle, pointed at the engine once it is made.
    let handle = Handle()

    /// The counter behind `NSLayoutConstraint.sequence`.
    static var nextSequence = 0
    /// The counter behind `batch` and `serial`.
    private static var lastNumber = 0
    /// A number no engine used before, for a batch or an engine.
    private static func newNumber() -> Int {
        lastNumber += 1
        return lastNumber
    }

    init(host: UIView, isFitting: Bool = false) {
        hostReference = host.layoutReference
        self.isFitting = isFitting
        handle.engine = self
    }

    // MARK: Queuing changes

    /// Whether changes wait for `sync()`.
    var hasPendingWork: Bool { !pendingConstraints.isEmpty || !pendingItems.isEmpty }

    /// Queues `constraint` to be added, rebuilt or removed, as its state now asks.
    func constraintNeedsUpdate(_ constraint: NSLayoutConstraint) {
        guard constraint.queuedBatch != batch else { return }
        constraint.queuedBatch = batch
        pendingConstraints.append(constraint)
        register()
    }

    /// Queues the installed constraints of `view`'s subtree (branches that use Auto Layout).
    func queueConstraints(inSubtreeOf view: UIView) {
        guard let state = view.layoutState, state.subtreeUsesAutoLayout else { return }
        for constraint in state.installed { constraintNeedsUpdate(constraint) }
        for subview in view.subviews { DeepStack.run { queueConstraints(inSubtreeOf: subview) } }
    }

    /// Queues a refresh of the system constraints of `object`, if the engine holds it.
    func itemNeedsRefresh(_ object: AnyObject) {
        guard let item = item(for: object) else { return }
        pendingItems.append(item)
        register()
    }

    private func register() {
        guard !isRegistered, !isFitting else { return }
        isRegistered = true
        Self.enginesWithWork.append(handle)
    }

    /// Syncs every engine with queued work whose host is a window (the update pass, before layout).
    static func syncWindowEngines() {
        guard !enginesWithWork.isEmpty else { return }
        let engines = enginesWithWork.compactMap(\.engine)
        enginesWithWork.removeAll()
        for engine in engines {
            engine.isRegistered = false
            if engine.host is UIWindow {
                engine.sync()
            } else if engine.hasPendingWork {
                engine.register()
            }
        }
    }

    // MARK: Reading results

    /// The engine's item for `object`, if it holds it.
    func item(for object: AnyObject) -> Item? {
        if let link = existingLayoutReference(of: object)?.existingVariables?.link, link.engineSerial == serial {
            return link.item
        }
        guard let item = items[ObjectIdentifier(object)], item.object === object else { return nil }
        return item
    }

    /// The item whose unknown `variable` is, if the engine holds it.
    private func item(owning variable: Variable) -> Item? {
        guard let link = variable.owner as? ItemLink else { return nil }
        if link.engineSerial == serial { return link.item }
        guard let item = items[link.key], item.variables.link === link else { return nil }
        return item
    }

    /// The solved alignment rectangle of an item the engine holds.
    func alignmentRect(of item: Item) -> CGRect {
        let v = item.variables
        return CGRect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                      width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The constraint made into `solverConstraint`.
    func constraint(for solverConstraint: SolverConstraint) -> NSLayoutConstraint? {
        record(for: solverConstraint)?.constraint
    }

    /// The record whose constraint the solver holds as `solverConstraint`.
    private func record(for solverConstraint: SolverConstraint) -> Record? {
        if recordIndex == nil {
            var index: [ObjectIdentifier: Record] = [:]
            for record in held where record.isInSolver {
                for built in record.built { index[ObjectIdentifier(built)] = record }
            }
            recordIndex = index
        }
        return recordIndex?[ObjectIdentifier(solverConstraint)]
    }

    /// The engine's record of `constraint`, if it holds it.
    private func record(of constraint: NSLayoutConstraint) -> Record? {
        if constraint.recordEngine == serial { return constraint.engineRecord }
        return overflow.isEmpty ? nil : overflow[ObjectIdentifier(constraint)]
    }

    /// Starts holding `record`, written on its constraint unless another engine's record is there.
    private func hold(_ record: Record) {
        record.heldIndex = held.count
        held.append(record)
        // A fitting engine lives for one measurement: it leaves the slot to the engine that lays the view out.
        if isFitting { return }
        let constraint = record.constraint
        if constraint.recordEngine == 0 {
            constraint.recordEngine = serial
            constraint.engineRecord = record
        } else {
            overflow[ObjectIdentifier(constraint)] = record
        }
    }

    /// Stops holding `record`.
    private func letGo(of record: Record) {
        guard record.isHeld else { return }
        if pendingInsertions != nil { letGoWhileBuilding = true }
        let last = held.removeLast()
        if last !== record {
            held[record.heldIndex] = last
            last.heldIndex = record.heldIndex
        }
        if !freeSlot(of: record), overflow[ObjectIdentifier(record.constraint)] === record {
            overflow[ObjectIdentifier(record.constraint)] = nil
        }
        record.heldIndex = -1
    }

    /// Clears `record` from its constraint's slot if it is written there; false when it is not.
    private func freeSlot(of record: Record) -> Bool {
        let constraint = record.constraint
        // The slotted record is alive while its engine's number is on the constraint: `held` keeps it.
        guard constraint.recordEngine == serial && constraint.engineRecord === record else { return false }
        constraint.recordEngine = 0
        constraint.engineRecord = nil
        return true
    }

    /// Tells its handle it went, and frees the record slots the engine wrote on constraints that outlive it, so that
    /// the next engine to hold them writes its own there: a detached tree's, given up when the tree joins a window;
    /// a window's, when the app keeps its views and constraints to show them again. (Isolated: it runs at once when
    /// the last reference goes on the main actor, as the host letting go of its engine does.)
    isolated deinit {
        handle.engine = nil
        for record in held { _ = freeSlot(of: record) }
    }

    // MARK: Syncing

    /// Brings the solver up to date with the queued changes, then marks for layout the superview of each
    /// constraint-laid-out view whose solved frame changed (except `laidOut`, which is laying out now).
    func sync(except laidOut: UIView? = nil) {
        guard !isSyncing else { return }
        isSyncing = true
        syncNumber += 1
        defer { isSyncing = false }
        var rounds = 0
        while hasPendingWork && rounds < 16 {
            rounds += 1
            applyQueuedChanges()
        }
        if !isFitting { publishChanges(except: laidOut) }
    }

    private func applyQueuedChanges() {
        let constraints = pendingConstraints
        pendingConstraints = []
        let taken = batch
        batch = Self.newNumber()
        let refreshes = pendingItems
        pendingItems = []
        // Optional constraints wait until the batch's required ones are in: they then meet a settled structure
        // and go in with few pivots, where each required one added after them would re-optimise their errors
        // (a fill-equally stack of N views took N² pivots over rows of length N).
        deferredOptional = []

        // Removals first, together (a subtree's constraints leaving a long chain rebuild it once), so that a
        // constraint replacing another does not conflict with it on the way; then constants moved in place.
        // Additions are listed by their index in `constraints`, and their order checked as they are met, while each
        // constraint is in cache: a list of the constraints themselves retained each one again, and releasing it
        // cost a walk of its own.
        var additions: [Int] = []
        var lastSequence = Int.min, isInActivationOrder = true
        func addition(_ index: Int) {
            additions.append(index)
            let sequence = constraints[index].sequence
            if sequence < lastSequence { isInActivationOrder = false } else { lastSequence = sequence }
        }
        var removals: [Record] = []
        var moves: [(record: Record, index: Int)] = []
        var ours = Containers()
        for index in constraints.indices {
            let constraint = constraints[index]
            // Queued here, then in another engine, then here again, a constraint is listed twice: its mark
            // becomes the negated batch number once it is taken.
            guard constraint.queuedBatch != -taken else { continue }
            constraint.queuedBatch = -taken
            let wanted = wants(constraint, ours: &ours)
            if let record = record(of: constraint) {
                if wanted {
                    moves.append((record, index))
                    continue
                }
                removals.append(record)
            }
            if wanted { addition(index) }
        }
        remove(removals)
        for (record, index) in moves where !moveInPlace(record) {
            remove([record])
            addition(index)
        }
        for item in refreshes where item.holder == serial && item.object != nil {
            refreshSystemConstraints(of: item)
        }
        // Usually queued in activation order already; the comparator closure checks its executor at each call.
        if !isInActivationOrder { additions.sort { constraints[$0].sequence < constraints[$1].sequence } }
        // A window's worth of constraints at once: grown once, not step by step.
        held.reserveRoom(for: additions.count)
        solver.reserveCapacity(forConstraints: additions.count)
        pendingInsertions = []
        pendingInsertions?.reserveCapacity(additions.count)
        for index in additions { add(constraints[index], owner: nil) }
        let built = pendingInsertions ?? []
        pendingInsertions = nil
        let askWhetherHeld = letGoWhileBuilding
        letGoWhileBuilding = false
        for index in built.indices {
            if askWhetherHeld && !built[index].record.isHeld { continue }
            // The common case without passing the record to a call, which would retain it, reading it from memory
            // again: a required constraint the solver takes as it is. Any other goes through `insert`, a conflict
            // included (the solver is left unchanged by the attempt, and `insert` names the conflict).
            // (A conflict is tried twice: the second time, through `insert`, names the constraints in it.)
            if !built[index].isOptional, built[index].built.count == 1,
               (try? solver.addConstraintIfSatisfiable(built[index].built[0])) == true {
                noteInSolver(built[index].record, built: built[index].built)
                continue
            }
            insert(built[index].record, built: built[index].built, isOptional: built[index].isOptional)
        }
        insertDeferredOptional()
        releaseUnreferencedItems()
        if requiredRemoved && !broken.isEmpty { retryBrokenConstraints() }
        requiredRemoved = false
    }

    /// Whether containers' hierarchies are this engine's, as `wants` found them: the last container asked about
    /// first, as a batch's constraints mostly come in runs installed on one view, then every one seen.
    private struct Containers {
        var last: ObjectIdentifier?
        var lastIsOurs = false
        var known: [ObjectIdentifier: Bool] = [:]
    }

    /// Whether this engine should hold `constraint`: active, valid, and installed in this engine's hierarchy.
    /// (One whose item was released is left out when it is built.) `ours` remembers, per container,
    /// whether its hierarchy is this engine's.
    private func wants(_ constraint: NSLayoutConstraint, ours: inout Containers) -> Bool {
        guard constraint.isActiveStorage, constraint.refusal == nil, let container = constraint.container else {
            return false
        }
        if isFitting { return false }
        let key = ObjectIdentifier(container)
        if key == ours.last { return ours.lastIsOurs }
        let isOurs: Bool
        if let known = ours.known[key] {
            isOurs = known
        } else if let parent = container.superviewStorage, let known = ours.known[ObjectIdentifier(parent)] {
            // A container's parent is often known already (rows in a column, their own sizes on each row).
            isOurs = known
        } else {
            isOurs = container.hierarchyRoot.layoutState?.hostedEngine === self
            ours.known[key] = isOurs
        }
        ours.last = key
        ours.lastIsOurs = isOurs
        return isOurs
    }

    /// Adds a constraint: builds it, takes in the items it names (with their system constraints), and
    /// puts it in the solver (while a batch's additions are built, once all are: see `pendingInsertions`),
    /// breaking a constraint if it conflicts.
    @discardableResult
    func add(_ constraint: NSLayoutConstraint, owner: Item?) -> Record? {
        guard let container = constraint.container ?? host else { return nil }
        // Adding a constraint may add others (an item's system constraints): the spare list goes to the
        // outermost call, and the inner ones make their own.
        var builder = ExpressionBuilder(container: container, reusing: &spareUsedItems)
        defer { builder.recycle(into: &spareUsedItems) }
        guard let built = constraint.makeSolverConstraints(in: &builder) else { return nil }
        let record = Record(constraint, built: built)
        let ownerReference = owner?.reference
        for used in builder.items where used !== ownerReference {
            guard let item = retain(used) else {
                // Gone since the constraint was built (app code that taking in an item runs, such as an intrinsic
                // size, may release a view): the constraint is left out, as one whose item was released.
                record.dropItems { release($0) }
                return nil
            }
            record.keep(item)
        }
        // `isHeld` stands for being in `held`: a record is only ever replaced through `remove`.
        assert(self.record(of: constraint) == nil, "a held constraint added again")
        hold(record)
        if pendingInsertions != nil {
            pendingInsertions?.append(PendingInsertion(record: record, built: built, isOptional: record.isOptional))
        } else {
            insert(record, built: built, isOptional: record.isOptional)
        }
        return record
    }

    /// Moves an enforced constraint whose constant is all that changed to its new constant without taking
    /// it out of the solver — the edit path, which costs the same however large the system is: what a
    /// constraint animated by changing its `constant` every frame needs. False when anything else changed or
    /// the solver cannot (a required constant that would conflict); the constraint is then rebuilt, and a
    /// conflict is resolved and logged as for a new one.
    private func moveInPlace(_ record: Record) -> Bool {
        guard record.isInSolver, !record.isBroken, let container = record.constraint.container else { return false }
        var builder = ExpressionBuilder(container: container)
        guard let rebuilt = record.constraint.makeSolverConstraints(in: &builder), rebuilt.count == record.built.count
        else { return false }
        for (index, new) in rebuilt.enumerated() {
            let old = record.built[index]
            guard (try? solver.replaceConstant(of: old, with: new)) == true else { return false }
            // Kept current as it goes, so that a later refusal takes out what the solver holds.
            record.built[index] = new
            recordIndex?[ObjectIdentifier(old)] = nil
            recordIndex?[ObjectIdentifier(new)] = record
        }
        return true
    }

    /// Removes records' constraints from the solver, in one batch, and lets go of the items they named.
    private func remove(_ list: [Record]) {
        takeOutOfSolver(list)
        for record in list {
            if record.isBroken {
                record.isBroken = false
                broken[ObjectIdentifier(record.constraint)] = nil
            }
            letGo(of: record)
            record.dropItems { item in
                // An unknown that leaves the solver and comes back starts again from 0, so a change of it may
                // go unreported: the view is placed again.
                if let view = item.object as? UIView { queuePlacement(of: item, view: view) }
                release(item)
            }
        }
    }

    private func takeOutOfSolver(_ list: [Record]) {
        var solverConstraints: [SolverConstraint] = []
        for record in list where record.isInSolver {
            record.isInSolver = false
            for solverConstraint in record.built {
                recordIndex?[ObjectIdentifier(solverConstraint)] = nil
                if solver.hasConstraint(solverConstraint) { solverConstraints.append(solverConstraint) }
                if solverConstraint.strength.isRequired { requiredRemoved = true }
            }
        }
        try? solver.removeConstraints(solverConstraints)
    }

    /// Puts the records that waited for the batch's required constraints in the solver, unless they were
    /// dropped since.
    private func insertDeferredOptional() {
        guard let deferred = deferredOptional else { return }
        deferredOptional = nil
        for record in deferred where record.isHeld { insert(record, built: record.built, isOptional: record.isOptional) }
    }

    /// Puts a record in the solver, given its `built` constraints and whether all are optional, as noted on it (while a
    /// batch's records are put in, an optional one waits for their required ones in `deferredOptional`). A required
    /// constraint that cannot hold is resolved by breaking one constraint of the conflict (logged) and trying again;
    /// each round breaks one, so this ends.
    private func insert(_ record: Record, built: BuiltConstraints, isOptional: Bool) {
        if deferredOptional != nil && isOptional {
            deferredOptional?.append(record)
            return
        }
        // The solver holds built[..<index]; `built` is the record's (read before, while in cache).
        var index = 0
        while index < built.count {
            let solverConstraint = built[index]
            do {
                try solver.addConstraint(solverConstraint)
                index += 1
            } catch {
                var conflict: [Record] = []
                if case let .unsatisfiableConstraint(_, conflicting) = error {
                    var seen = Set<ObjectIdentifier>()
                    for other in conflicting {
                        guard let owner = self.record(for: other), owner !== record,
                              seen.insert(ObjectIdentifier(owner)).inserted else { continue }
                        conflict.append(owner)
                    }
                } else {
                    uikitLog.error("Auto Layout: the engine refused \(record.constraint.layoutDescription): \(error)")
                }
                conflict.sort { $0.constraint.sequence < $1.constraint.sequence }
                conflict.append(record)
                let victim = Self.constraintToBreak(in: conflict)
                if case .unsatisfiableConstraint = error {
                    logUnsatisfiable(conflict.map(\.constraint), breaking: victim.constraint)
                }
                if victim === record {
                    for solverConstraint in built[..<index] { try? solver.removeConstraint(solverConstraint) }
                    markBroken(record)
                    return
                }
                let wasRequiredRemoved = requiredRemoved
                takeOutOfSolver([victim])
                requiredRemoved = wasRequiredRemoved
                markBroken(victim)
            }
        }
        noteInSolver(record, built: built)
    }

    /// Notes that the solver holds `built`, the record's constraints, in the record and in `recordIndex` once that is
    /// made. Always inlined: the batch's fast path calls it so as not to pass the record to a call, which retains it.
    @inline(__always)
    private func noteInSolver(_ record: Record, built: BuiltConstraints) {
        record.isInSolver = true
        if recordIndex != nil { for solverConstraint in built { recordIndex?[ObjectIdentifier(solverConstraint)] = record } }
    }

    private func markBroken(_ record: Record) {
        guard !record.isBroken else { return }
        record.isBroken = true
        broken[ObjectIdentifier(record.constraint)] = record
    }

    /// UIKit's choice: an app's constraint before one of its own, then the most recently activated.
    static func constraintToBreak(in conflict: [Record]) -> Record {
        let candidates = conflict.contains { !$0.constraint.isSystemConstraint }
            ? conflict.filter { !$0.constraint.isSystemConstraint } : conflict
        return candidates.max { $0.constraint.sequence < $1.constraint.sequence }!
    }

    /// Puts broken constraints back where they now fit, silently, in the order they were activated.
    private func retryBrokenConstraints() {
        for record in broken.values.sorted(by: { $0.constraint.sequence < $1.constraint.sequence }) {
            var added: [SolverConstraint] = []
            for solverConstraint in record.built {
                guard (try? solver.addConstraintIfSatisfiable(solverConstraint)) == true else { break }
                added.append(solverConstraint)
            }
            if added.count == record.built.count {
                noteInSolver(record, built: record.built)
                record.isBroken = false
                broken[ObjectIdentifier(record.constraint)] = nil
            } else {
                for solverConstraint in added { try? solver.removeConstraint(solverConstraint) }
            }
        }
    }

    // MARK: Items

    /// Takes in the view or layout guide `reference` refers to (once more), adding its system constraints the first
    /// time; nil when it went away. An item held already is found from the reference, without looking at the object.
    func retain(_ reference: LayoutReference) -> Item? {
        if let link = reference.existingVariables?.link, link.engineSerial == serial, let item = link.item {
            item.references += 1
            return item
        }
        guard let object = reference.object else { return nil }
        return retain(object, reference: reference)
    }

    /// Takes in `object`, which `reference` refers to (once more), adding its system constraints the first time.
    func retain(_ object: AnyObject, reference: LayoutReference) -> Item {
        if let known = items[ObjectIdentifier(object)] {
            if known.object === object {
                known.references += 1
                return known
            }
            removeItem(known)
        }
        // Made here if the item has none, fitting engines included: the item then counts as using Auto Layout.
        let state = layoutItemState(of: object)
        let item = Item(reference, variables: reference.variables(of: object), holder: serial)
        if let view = object as? UIView {
            // As in Apple's engine, a view's unknowns start at its frame, which they keep where no constraint
            // determines them (a new view constrained only by `width <= 23` stays 0 wide).
            // Zero is where an unknown starts already (`forget` clears what an earlier item left).
            func start(_ variable: Variable, at value: CGFloat) {
                if value != 0 { _ = try? solver.setInitialValue(Double(value), for: variable) }
            }
            let r = view.alignmentRect(forFrame: view.untransformedFrame)
            let v = item.variables
            start(v.minX, at: r.minX)
            start(v.minY, at: r.minY)
            start(v.width, at: r.width)
            start(v.height, at: r.height)
        }
        items[ObjectIdentifier(object)] = item
        item.references = 1
        if !isFitting {
            state.engine = self
            let link = item.variables.link
            link.engineSerial = serial
            link.item = item
        }
        installSystemConstraints(of: item)
        // Its frame now comes from the engine, even if the solved values equal the last published ones.
        if let view = object as? UIView { queuePlacement(of: item, view: view) }
        return item
    }

    private func release(_ item: Item) {
        item.references -= 1
        if item.references <= 0 { releaseCandidates.append(item) }
    }

    /// Lets go of the items no constraint names any more, their system constraints removed in one batch a
    /// round (which may release the items those named).
    private func releaseUnreferencedItems() {
        while !releaseCandidates.isEmpty {
            let candidates = releaseCandidates
            releaseCandidates = []
            var system: [Record] = []
            for item in candidates where item.references <= 0 && item.holder == serial {
                system += item.system
                forget(item)
            }
            remove(system)
        }
    }

    private func removeItem(_ item: Item) {
        remove(item.system)
        forget(item)
    }

    /// Drops an item whose system constraints are gone or going.
    private func forget(_ item: Item) {
        item.system = []
        // Initial values of unknowns that never entered the solver would otherwise stay with it.
        for variable in item.variables.all { _ = try? solver.setInitialValue(0, for: variable) }
        if items[item.key] === item { items[item.key] = nil }
        item.holder = 0
        let link = item.variables.link
        if link.engineSerial == serial && link.item === item {
            link.engineSerial = 0
            link.item = nil
        }
        if let object = item.object {
            let state = layoutItemState(of: object)
            if state.engine === self { state.engine = nil }
        }
    }

    /// Remakes an item's system constraints if the numbers they come from changed.
    private func refreshSystemConstraints(of item: Item) {
        guard let object = item.object else { return }
        let signature = systemSignature(of: object)
        if signature == item.signature { return }
        remove(item.system)
        item.system = []
        installSystemConstraints(of: item, signature: signature)
        if let view = object as? UIView { queuePlacement(of: item, view: view) }
    }

    private func installSystemConstraints(of item: Item, signature: SystemSignature? = nil) {
        guard let object = item.object else { return }
        let signature = signature ?? systemSignature(of: object)
        item.signature = signature
        for constraint in systemConstraints(of: object, signature: signature) {
            AutoLayoutEngine.nextSequence += 1
            constraint.sequence = AutoLayoutEngine.nextSequence
            constraint.isActiveStorage = true
            if let record = add(constraint, owner: item) { item.system.append(record) }
        }
    }

    // MARK: Publishing

    /// Marks for layout the superview of each constraint-laid-out view whose unknowns changed.
    private func publishChanges(except laidOut: UIView?) {
        var previous: Item?
        solver.updateVariables { variable, _ in
            // An item's unknowns mostly change together: one look at its view is enough, and the others are
            // known as its own without a look-up.
            if let previous, previous.variables.owns(variable) { return }
            guard let item = self.item(owning: variable), item !== previous else { return }
            previous = item
            guard item.markedInSync != self.syncNumber else { return }
            guard let view = item.object as? UIView else { return }
            queuePlacement(of: item, view: view, except: laidOut)
        }
    }

    // MARK: Placing views

    /// Queues `view` (the engine's `item`) to take its solved frame when its superview next lays out, and
    /// marks the superview for layout unless `markingLayout` is false or it is `laidOut`, which lays out now.
    /// A view waits once in the queue, so a layout places only the views whose frames may differ from their
    /// solution — those whose unknowns changed, that joined the engine, or whose frames were set otherwise —
    /// not every subview.
    func queuePlacement(of item: Item, view: UIView, markingLayout: Bool = true, except laidOut: UIView? = nil) {
        guard !isFitting, !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superviewStorage else {
            return
        }
        if markingLayout && parent !== laidOut {
            parent.setNeedsLayout()
            if isSyncing { item.markedInSync = syncNumber }
        }
        let parentReference = parent.layoutReference
        if item.placementParent === parentReference { return }
        item.placementParent = parentReference
        parent.autoLayoutState.queuedPlacements.append(item)
    }

    /// Gives the views queued in `parent` their solved frames.
    func placeQueuedSubviews(of parent: UIView) {
        guard let state = parent.layoutState, !state.queuedPlacements.isEmpty else { return }
        let queued = state.queuedPlacements
        state.queuedPlacements = []
        // Compared by reference (a view keeps one), without loading and retaining the parent for each item.
        let parentReference = parent.layoutReference
        for item in queued where item.placementParent === parentReference {
            item.placementParent = nil
            // Placed (perhaps by a layout that app code ran during a sync): a change published later must queue
            // it again.
            item.markedInSync = 0
            guard item.holder == serial, let view = item.object as? UIView, view.superviewStorage === parent,
                  !view.translatesAutoresizingMaskIntoConstraints else { continue }
            view.applyEngineFrame(alignmentRect(of: item))
        }
    }

    // MARK: Temporary constraints

    /// Adds solver constraints outside any record (for fitting and exercising ambiguity); returns those
    /// that went in.
    func addTemporary(_ constraints: [SolverConstraint]) -> [SolverConstraint] {
        constraints.filter { (try? solver.addConstraint($0)) != nil }
    }

    /// Removes what `addTemporary(_:)` added.
    func removeTemporary(_ constraints: [SolverConstraint]) {
        for constraint in constraints { try? solver.removeConstraint(constraint) }
    }
}
