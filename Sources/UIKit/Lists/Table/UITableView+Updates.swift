import Foundation

extension UITableView {
    /// How long row animations take.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Reads the data source again and shows its rows anew at the next layout; the selection is cleared
    /// and the shown cells go back to their pools.
    public func reloadData() {
        selectedRows = []
        touchedRow = nil
        setNeedsReload()
    }

    /// Makes the changes `updates` records (inserts, deletes, moves and reloads of rows and sections) one
    /// animated update, checked against the data source's counts; `completion` runs when the animations end
    /// (false if the update was refused).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    /// Begins recording changes to apply together at the matching `endUpdates()`; blocks nest.
    public func beginUpdates() {
        updateDepth += 1
        if pendingUpdate == nil { pendingUpdate = ListUpdate() }
    }

    /// Applies the changes recorded since the outermost `beginUpdates()`.
    public func endUpdates() {
        guard updateDepth > 0 else {
            return uikitLog.error("UITableView: endUpdates() without a matching beginUpdates(); ignored.")
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate ?? ListUpdate()
        let animations = pendingAnimations
        let completions = pendingCompletions
        pendingUpdate = nil
        pendingAnimations = RowAnimations()
        pendingCompletions = []
        apply(update, animations: animations, completions: completions)
    }

    /// Inserts rows at `indexPaths` (positions after the update), animated with `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update, animations in
            update.insertedItems.formUnion(indexPaths)
            for path in indexPaths { animations.inserted[path] = animation }
        }
    }

    /// Deletes the rows at `indexPaths` (positions before the update), animated with `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update, animations in
            update.deletedItems.formUnion(indexPaths)
            for path in indexPaths { animations.deleted[path] = animation }
        }
    }

    /// Replaces the cells of the rows at `indexPaths` with new ones from the data source, animated with
    /// `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update, animations in
            update.reloadedItems.formUnion(indexPaths)
            for path in indexPaths { animations.deleted[path] = animation }
        }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { update, _ in update.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
    }

    /// Inserts `sections` (positions after the update), animated with `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update, animations in
            update.insertedSections.formUnion(sections)
            for section in sections { animations.insertedSections[section] = animation }
        }
    }

    /// Deletes `sections` (positions before the update), animated with `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update, animations in
            update.deletedSections.formUnion(sections)
            for section in sections { animations.deletedSections[section] = animation }
        }
    }

    /// Replaces every row of `sections` with new cells, animated with `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update, animations in
            update.reloadedSections.formUnion(sections)
            for section in sections {
                animations.deletedSections[section] = animation
                animations.insertedSections[section] = animation
            }
        }
    }

    /// Moves `section` (before the update) to `newSection` (after it).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { update, _ in update.movedSections.append(.init(from: section, to: newSection)) }
    }

    /// Asks the data source again for the shown cells of `indexPaths`, giving it back the same cells from
    /// `dequeueReusableCell(withIdentifier:for:)`, without animation or a new cell (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = shownCells[indexPath] else { continue }
            reconfiguringCell = cell
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
            if returned !== cell {
                uikitLog.error("UITableView: the data source returned a different cell when reconfiguring the row at \(ListUpdate.describe(indexPath)); the shown cell is kept.")
            }
        }
    }

    /// Records one change: into the open update block, or as an update of its own.
    private func record(_ change: (inout ListUpdate, inout RowAnimations) -> Void) {
        beginUpdates()
        var update = pendingUpdate ?? ListUpdate()
        change(&update, &pendingAnimations)
        pendingUpdate = update
        endUpdates()
    }

    /// Checks `update` against the data source's new counts and shows it: surviving cells move to their new
    /// rows, removed ones leave and new ones arrive with their animations. A mismatch is refused with
    /// Apple's message and the table reloads, as iOS would have raised.
    private func apply(_ update: ListUpdate, animations: RowAnimations, completions: [(Bool) -> Void]) {
        let committedDropRow = committedDropRow
        self.committedDropRow = nil
        guard let old = geometry, !update.isEmpty else {
            if !update.isEmpty { setNeedsReload() }
            return finish(completions, true)
        }
        swipeController.close(animated: false)
        let counts = readCounts()
        let mapping: ListUpdateMapping
        switch update.resolve(old: old.counts, new: counts, names: .table) {
        case .failure(let failure):
            uikitLog.error("UITableView: \(failure.message) The table reloads its data.")
            reloadData()
            return finish(completions, false)
        case .success(let resolved):
            mapping = resolved
        }
        var new = buildGeometry(counts: counts)
        if rowSizing == .whenShown {
            for (s, section) in old.sections.enumerated() where !update.deletedSections.contains(s) {
                for (row, height) in section.rows.differingRows {
                    let oldPath = IndexPath(row: row, section: s)
                    if !mapping.isReloaded(oldPath), let newPath = mapping.newIndexPath(forOld: oldPath), new.contains(newPath) {
                        new.setHeight(height, ofRow: newPath)
                    }
                }
            }
        }
        selectedRows = selectedRows.compactMap { mapping.newIndexPath(forOld: $0) }.filter(new.contains)
        moveDropPlaceholders(with: mapping, counts: counts, committed: committedDropRow)
        touchedRow = nil

        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, RowAnimation)] = []
        for (oldPath, cell) in shownCells {
            if !mapping.isReloaded(oldPath), let newPath = mapping.newIndexPath(forOld: oldPath), new.contains(newPath) {
                kept[newPath] = cell
            } else {
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: oldPath)
                leaving.append((cell, animations.deletion(of: oldPath)))
            }
        }
        for (section, view) in shownHeaders { retireHeaderFooter(view, section: section, header: true) }
        for (section, view) in shownFooters { retireHeaderFooter(view, section: section, header: false) }
        shownCells = kept
        prefetchedRows = []
        geometry = new

        let animated = UIView.areAnimationsEnabled && ViewAnimationBlock.current?.animates != false
        var arriving: [(UITableViewCell, CGRect, RowAnimation)] = []
        UIView.performWithoutAnimation {
            let before = Set(shownCells.keys)
            updateContentSize()
            showRowsUntilSettled()
            for (path, cell) in shownCells where !before.contains(path) {
                let target = rectForRowWithoutLogging(path, in: geometry ?? new)
                if let oldPath = mapping.oldIndexPath(forNew: path), !mapping.isReloaded(oldPath), old.contains(oldPath) {
                    cell.frame = CGRect(x: target.minX, y: old.span(ofRow: oldPath).y, width: target.width, height: target.height)
                    arriving.append((cell, target, .none))
                } else {
                    let animation = animations.insertion(of: path)
                    cell.frame = Self.start(of: animation, for: target)
                    cell.alpha = animation.fades ? 0 : 1
                    arriving.append((cell, target, animation))
                }
            }
        }
        leavingCells.append(contentsOf: leaving.map(\.0))
        guard animated else {
            placeShownViews()
            for (cell, _) in leaving { endLeaving(cell) }
            return finish(completions, true)
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.placeShownViews()
            for (cell, _, animation) in arriving where animation.fades { cell.alpha = 1 }
            for (cell, animation) in leaving {
                if animation == .none {
                    cell.isHidden = true
                } else {
                    cell.frame = Self.end(of: animation, for: cell.frame)
                    if animation.fades { cell.alpha = 0 }
                }
            }
        }, completion: { finished in
            for (cell, _) in leaving { self.endLeaving(cell) }
            self.finish(completions, finished)
        })
    }

    /// Recycles a cell whose row left in an update, once its animation ended.
    private func endLeaving(_ cell: UITableViewCell) {
        guard let index = leavingCells.firstIndex(where: { $0 === cell }) else { return }
        leavingCells.remove(at: index)
        cell.alpha = 1
        recycle(cell)
    }

    private func finish(_ completions: [(Bool) -> Void], _ finished: Bool) {
        for completion in completions { completion(finished) }
    }

    private func rectForRowWithoutLogging(_ path: IndexPath, in geometry: TableGeometry) -> CGRect {
        let span = geometry.span(ofRow: path)
        return CGRect(x: sectionInset, y: span.y, width: rowWidth, height: span.height)
    }

    /// Where an arriving row's cell starts for `animation`, given where it ends.
    static func start(of animation: RowAnimation, for frame: CGRect) -> CGRect {
        switch animation {
        case .right: frame.offsetBy(dx: frame.width, dy: 0)
        case .left: frame.offsetBy(dx: -frame.width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .middle: CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        case .fade, .none, .automatic: frame
        }
    }

    /// Where a leaving row's cell ends for `animation`, given where it starts.
    static func end(of animation: RowAnimation, for frame: CGRect) -> CGRect {
        start(of: animation, for: frame)
    }
}

extension UITableView.RowAnimation {
    /// Whether rows fade as they arrive or leave: every animation but `.none`, so a sliding row never shows
    /// over its neighbours.
    var fades: Bool { self != .none }
}

/// The animations asked for each inserted, deleted and reloaded row and section of an update.
struct RowAnimations {
    var inserted: [IndexPath: UITableView.RowAnimation] = [:]
    var deleted: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedSections: [Int: UITableView.RowAnimation] = [:]

    /// How the row now at `path` arrives: its own animation, its section's, else a fade (a reloaded row's
    /// new cell fades in as iOS's reload does).
    func insertion(of path: IndexPath) -> UITableView.RowAnimation {
        inserted[path] ?? insertedSections[path.section] ?? deleted[path].map { $0 == .none ? .none : .fade } ?? .fade
    }

    /// How the row that was at `path` leaves.
    func deletion(of path: IndexPath) -> UITableView.RowAnimation {
        deleted[path] ?? deletedSections[path.section] ?? .fade
    }
}
