import Foundation

extension UICollectionView {
    /// Makes `layout` the collection view's: it prepares before the next pass.
    func attach(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.needsPrepare = true
        setNeedsLayout()
    }

    /// Invalidates the layout when it asks to be told of a change of the bounds to `newBounds`.
    func boundsWillChange(to newBounds: CGRect) {
        if layoutStorage.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// Told by the layout that it was invalidated: the elements are laid out again on the next pass.
    func layoutDidInvalidate() {
        setNeedsLayout()
    }

    /// The number of sections, as last read from the data source.
    public var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as last read from the data source; 0 for a section out of range.
    /// While an item being moved shows in another section, it counts in that section, not in its own.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = shownCounts
        guard counts.indices.contains(section) else {
            uikitLog.error("request for number of items in section \(section) when there are only \(counts.count) sections in the collection view")
            return 0
        }
        return counts[section]
    }

    /// The section counts, read from the data source when not yet known.
    var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        let read = readCounts()
        sectionCounts = read
        return read
    }

    /// The counts the data source gives now, with the drop placeholders' items; negative counts are refused as
    /// zero.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else {
            uikitLog.error("Invalid number of sections (\(sections)) returned by the data source; the collection view shows none.")
            return []
        }
        return addingDropPlaceholders(to: (0..<sections).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard items >= 0 else {
                uikitLog.error("Invalid number of items (\(items)) in section \(section) returned by the data source; the section shows none.")
                return 0
            }
            return items
        })
    }

    /// Whether `indexPath` names an item that exists (where a move shows it landing, while one does).
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = shownCounts
        return counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// Reads the counts again and replaces every view shown with a new one from the data source.
    public func reloadData() {
        swipeController.close(animated: false)
        sectionCounts = nil
        for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, at: indexPath) }
        visibleCellsByIndexPath = [:]
        visibleCellAttributes = [:]
        for (key, view) in visibleSupplementaries { endDisplaying(view, for: key) }
        visibleSupplementaries = [:]
        resetOrthogonalScrollers()
        selectedIndexPaths = []
        prefetchedIndexPaths = []
        let context = type(of: layoutStorage).invalidationContextClass.init()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layoutStorage.invalidateLayout(with: context)
    }

    /// Asks the layout for the elements meeting the bounds, shows views for them and recycles the rest.
    /// Self-sizing cells that prefer another size invalidate the layout, and the pass runs again (a few times
    /// at most, so a cell whose size never settles cannot loop). Elements measured above the first item shown
    /// move the content offset by the difference, so that what was on screen stays put, as tables do.
    func layoutVisibleElements() {
        backgroundView?.frame = bounds
        var anchor = firstShownItem().map { (indexPath: $0, origin: CGPoint?.none) }
        for _ in 0..<4 {
            layoutStorage.prepareIfNeeded()
            let size = layoutStorage.collectionViewContentSize
            if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
                contentSize = size
            } else {
                uikitLog.error("the layout's collectionViewContentSize \(size) is not a finite, non-negative size; the content size is unchanged.")
            }
            if let (indexPath, origin) = anchor, let now = layoutOrigin(ofItem: indexPath) {
                if let origin { keepOnScreen(movedBy: CGPoint(x: now.x - origin.x, y: now.y - origin.y)) }
                anchor = (indexPath, now)
            }
            updateOrthogonalScrollers()
            let attributes = validElements(layoutStorage.layoutAttributesForElements(in: bounds) ?? [])
            placeCells(attributes.filter { $0.representedElementCategory == .cell })
            placeSupplementaries(attributes.filter { $0.representedElementCategory != .cell })
            guard resizeSelfSizingCells() else { break }
        }
        swipeController.restoreOffset()
        prefetch()
    }

    /// The first item shown outside orthogonal bands (whose measuring moves the band, not the offset).
    private func firstShownItem() -> IndexPath? {
        visibleCellsByIndexPath.keys.filter { orthogonalScrollers[$0.section] == nil && isValidItem($0) }.min()
    }

    /// Where the layout places the item at `indexPath` now; nil when it does not place it.
    private func layoutOrigin(ofItem indexPath: IndexPath) -> CGPoint? {
        guard isValidItem(indexPath), let element = layoutStorage.layoutAttributesForItem(at: indexPath),
              element.hasFiniteFrame else { return nil }
        return element.frame.origin
    }

    /// Moves the content offset by `shift` along the axes the collection view scrolls, at once even inside
    /// an animation: the content moved by measuring, not by the user.
    private func keepOnScreen(movedBy shift: CGPoint) {
        let dx = contentSize.width > bounds.width ? shift.x : 0
        let dy = contentSize.height > bounds.height ? shift.y : 0
        guard dx != 0 || dy != 0 else { return }
        UIView.performWithoutAnimation {
            contentOffset = CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy)
        }
    }

    /// The attributes that name existing elements with finite frames; the others are logged once each.
    private func validElements(_ attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        attributes.filter { element in
            let key = ElementKey(category: element.representedElementCategory, kind: element.representedElementKind ?? "",
                                 indexPath: element.indexPath)
            if !element.hasFiniteFrame {
                if loggedBadElements.insert(key).inserted {
                    uikitLog.error("UICollectionViewLayoutAttributes: the layout returned a non-finite frame \(element.frame) for the element at index path \(element.indexPath.description); it is not shown.")
                }
                return false
            }
            if element.representedElementCategory == .cell, !isValidItem(element.indexPath) {
                if loggedBadElements.insert(key).inserted {
                    uikitLog.error("UICollectionView received layout attributes for a cell with an index path that does not exist: \(element.indexPath.description)")
                }
                return false
            }
            return true
        }
    }

    private func placeCells(_ attributes: [UICollectionViewLayoutAttributes]) {
        var shown: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        // Keyed by the item each place shows, which a move shown differs from the place's index path.
        for element in attributes { shown[itemShown(at: element.indexPath)] = element }
        for (indexPath, cell) in visibleCellsByIndexPath where shown[indexPath] == nil {
            visibleCellsByIndexPath[indexPath] = nil
            visibleCellAttributes[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for (indexPath, element) in shown {
            if let cell = visibleCellsByIndexPath[indexPath] {
                // The finger places the cell being moved until it lets go.
                if cell !== interactiveMove?.cell { place(cell, with: element) }
            } else if let cell = makeCell(at: indexPath) {
                cell.isSelected = selectedIndexPaths.contains(indexPath)
                cell.isHighlighted = highlightedIndexPath == indexPath
                place(cell, with: element)
                visibleCellsByIndexPath[indexPath] = cell
                prefetchedIndexPaths.remove(indexPath)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            if let cell = visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell {
                cell.placeInList(at: element.indexPath, itemCount: numberOfItems(inSection: element.indexPath.section),
                                 selectedAmongSeveral: allowsMultipleSelection && selectedIndexPaths.contains(indexPath))
            }
            visibleCellAttributes[indexPath] = element
        }
    }

    private func placeSupplementaries(_ attributes: [UICollectionViewLayoutAttributes]) {
        var shown: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for element in attributes {
            shown[ElementKey(category: element.representedElementCategory, kind: element.representedElementKind ?? "",
                             indexPath: element.indexPath)] = element
        }
        for (key, view) in visibleSupplementaries where shown[key] == nil {
            visibleSupplementaries[key] = nil
            endDisplaying(view, for: key)
        }
        for (key, element) in shown {
            if let view = visibleSupplementaries[key] {
                place(view, with: element)
            } else if let view = makeSupplementary(for: key) {
                place(view, with: element)
                visibleSupplementaries[key] = view
                if key.category == .supplementaryView {
                    collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                                       at: key.indexPath)
                }
            }
        }
    }

    /// The cell of the item at `indexPath`: the data source's, or a drop placeholder's.
    func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        if let placeholder = dropPlaceholders.first(where: { $0.indexPath == indexPath }) { return placeholder.makeCell(in: self) }
        return dataSource.collectionView(self, cellForItemAt: dataSourceIndexPath(forItemAt: indexPath))
    }

    private func makeSupplementary(for key: ElementKey) -> UICollectionReusableView? {
        switch key.category {
        case .cell: return nil
        case .supplementaryView:
            return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            guard let viewClass = layoutStorage.decorationViewClasses[key.kind] else {
                if loggedBadElements.insert(key).inserted {
                    uikitLog.error("could not dequeue a decoration view of kind: \(key.kind) - must register a nib or a class for the kind with the layout")
                }
                return nil
            }
            let queue = supplementaryQueue(forKind: "decoration:" + key.kind)
            if !queue.isRegistered(key.kind) { queue.register({ viewClass.init(frame: .zero) }, forIdentifier: key.kind) }
            let view = queue.dequeue(key.kind, orElse: { viewClass.init(frame: .zero) })
            view.reuseIdentifier = key.kind
            return view
        }
    }

    /// Takes a cell out of view and into its pool, telling the delegate.
    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if swipeController.row == indexPath { swipeController.close(animated: false) }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Takes a supplementary or decoration view out of view and into its pool.
    func endDisplaying(_ view: UICollectionReusableView, for key: ElementKey) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier {
            let kind = key.category == .decorationView ? "decoration:" + key.kind : key.kind
            supplementaryQueue(forKind: kind).enqueue(view, identifier: identifier)
        }
        if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                               at: key.indexPath)
        }
    }

    /// Asks each visible self-sizing cell, and header or footer, for the size it prefers; whether the layout was
    /// invalidated.
    private func resizeSelfSizingCells() -> Bool {
        var invalidated = false
        if layoutStorage.sizesCellsItself {
            for (indexPath, cell) in visibleCellsByIndexPath {
                guard let original = visibleCellAttributes[indexPath] else { continue }
                if resize(cell, from: original) { invalidated = true }
            }
        }
        if layoutStorage.sizesSupplementaryViewsThemselves {
            for (key, view) in visibleSupplementaries where key.category == .supplementaryView {
                guard let original = layoutStorage.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath) else { continue }
                if resize(view, from: original) { invalidated = true }
            }
        }
        return invalidated
    }

    /// Invalidates the layout when `view` prefers other attributes than `original`; whether it did.
    private func resize(_ view: UICollectionReusableView, from original: UICollectionViewLayoutAttributes) -> Bool {
        let preferred = view.preferredLayoutAttributesFitting(original)
        guard preferred.hasFiniteFrame,
              layoutStorage.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return false }
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                               withOriginalAttributes: original))
        return true
    }

    /// The delegate, as a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Queries

    /// The cells shown, in no particular order.
    public var visibleCells: [UICollectionViewCell] { Array(visibleCellsByIndexPath.values) }

    /// The index paths of the items shown, in no particular order.
    public var indexPathsForVisibleItems: [IndexPath] { Array(visibleCellsByIndexPath.keys) }

    /// The cell shown for the item at `indexPath`; nil when it is not in view.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByIndexPath[indexPath] }

    /// The index path of `cell`; nil when it is not shown.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The index path of the item at `point`, in the collection view's coordinates; nil when there is none.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        layoutStorage.prepareIfNeeded()
        return (layoutStorage.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.hasFiniteFrame && $0.frame.contains(point) && isValidItem($0.indexPath) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout attributes of the item at `indexPath`; nil when it does not exist.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValidItem(indexPath) else { return nil }
        layoutStorage.prepareIfNeeded()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    /// The layout attributes of the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutStorage.prepareIfNeeded()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` shown at `indexPath`; nil when it is not in view.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` shown.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaries.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` shown.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath)
    }
}
