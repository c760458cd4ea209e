import Foundation

extension UICollectionViewCompositionalLayout {
    private var isVertical: Bool { configuration.scrollDirection == .vertical }

    /// Computes every section's frames and the content size.
    func computeSections() {
        sections = []
        guard let collectionView else { return contentSize = .zero }
        let inset = collectionView.adjustedContentInset
        let visible = CGSize(width: max(0, collectionView.bounds.width - inset.left - inset.right),
                             height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
        let environment = CompositionalEnvironment(contentSize: visible, contentInsets: .zero,
                                                   traitCollection: collectionView.traitCollection)
        // Cells measured across another width or height would measure differently now.
        if let old = self.environment?.contentSize, isVertical ? old.width != visible.width : old.height != visible.height {
            measuredSizes = [:]
            measuredSupplementarySizes = [:]
        }
        self.environment = environment
        hasEstimatedItems = false
        hasEstimatedSupplementaries = false
        globalSupplementaries = []
        let global = configuration.boundarySupplementaryItems
        var main: CGFloat = 0
        for item in global where isBefore(item.alignment) {
            main = placeGlobal(item, at: main, in: visible)
        }
        let measuredItems = Dictionary(grouping: measuredSizes.keys, by: \.section).mapValues { Set($0.map(\.item)) }
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { main += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                sections.append(CompositionalSection(start: main, end: main, contentEnd: main))
                continue
            }
            let computed = layOut(section, index: index, itemCount: count, at: main, visible: visible, environment: environment,
                                  measuredItems: measuredItems[index] ?? [])
            sections.append(computed)
            main = computed.end
        }
        for item in global where !isBefore(item.alignment) {
            main = placeGlobal(item, at: main, in: visible)
        }
        contentSize = isVertical ? CGSize(width: visible.width, height: main) : CGSize(width: main, height: visible.height)
    }

    /// Places a header or footer of the whole layout across it at `main`; where the next element goes.
    private func placeGlobal(_ item: NSCollectionLayoutBoundarySupplementaryItem, at main: CGFloat, in visible: CGSize) -> CGFloat {
        let size = item.layoutSize.resolved(in: visible)
        let length = isVertical ? size.height : size.width
        let place = item.extendsBoundary || isBefore(item.alignment) ? main : main - length
        globalSupplementaries.append(.init(kind: item.elementKind,
                                           frame: frame(main: place, cross: 0, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y),
                                           zIndex: item.zIndex, pinned: item.pinToVisibleBounds, leads: isBefore(item.alignment)))
        return item.extendsBoundary ? main + length : main
    }

    /// Lays out `section`, the one at `index`, with `itemCount` items from `start` along the scrolling axis;
    /// `measuredItems` are the items whose cells were measured.
    private func layOut(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, at start: CGFloat, visible: CGSize,
                        environment: NSCollectionLayoutEnvironment, measuredItems: Set<Int>) -> CompositionalSection {
        var result = CompositionalSection()
        result.start = start
        result.visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
        result.listConfiguration = section.listConfiguration
        let isOrthogonal = section.orthogonalScrollingBehavior != .none
        let insets = section.contentInsets
        // The section's extent across the scrolling axis, and its content's inside the insets.
        let across = isVertical ? visible.width : visible.height
        let (insetBefore, insetAfter, crossBefore, crossAfter) = isVertical
            ? (insets.top, insets.bottom, insets.leading, insets.trailing)
            : (insets.leading, insets.trailing, insets.top, insets.bottom)
        let contentAcross = max(0, across - crossBefore - crossAfter)
        let container = isVertical ? CGSize(width: contentAcross, height: visible.height)
                                   : CGSize(width: visible.width, height: contentAcross)
        var main = start
        let boundary = section.boundarySupplementaryItems
        let supplementaryAcross = section.supplementariesFollowContentInsets ? contentAcross : across
        let supplementaryCross = section.supplementariesFollowContentInsets ? crossBefore : 0
        let supplementaryContainer = isVertical ? CGSize(width: supplementaryAcross, height: visible.height)
                                                : CGSize(width: visible.width, height: supplementaryAcross)
        for item in boundary where isBefore(item.alignment) {
            let (size, estimated) = boundarySize(of: item, in: supplementaryContainer, section: index, placed: result.supplementaries)
            result.supplementaries.append(.init(kind: item.elementKind,
                                                frame: frame(main: main, cross: supplementaryCross, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y),
                                                zIndex: item.zIndex, pinned: item.pinToVisibleBounds, estimated: estimated))
            if item.extendsBoundary { main += isVertical ? size.height : size.width }
        }
        let decorationStart = main
        main += insetBefore
        let groupSize = section.group.layoutSize.resolved(in: container)
        var bandLength: CGFloat = 0
        let isEstimated = section.group.hasEstimatedDimension
        if isEstimated { hasEstimatedItems = true }
        // Every repetition is the same but a custom group's, and one holding items measured to other sizes.
        let template = Self.isCustom(section.group) ? nil : arrange(section.group, in: groupSize, environment: environment, measured: nil)
        var item = 0
        var cross = crossBefore
        while item < itemCount {
            let (leaves, placedSize) = repetition(of: section.group, at: item, section: index, in: groupSize, template: template,
                                                  measuredItems: measuredItems, environment: environment)
            guard !leaves.isEmpty else { break }
            let groupLength = isVertical ? placedSize.height : placedSize.width
            let groupAcross = isVertical ? placedSize.width : placedSize.height
            bandLength = max(bandLength, groupLength)
            let origin = frame(main: main, cross: isOrthogonal ? cross : crossBefore, size: .zero).origin
            let taken = min(leaves.count, itemCount - item)
            for leaf in leaves.prefix(taken) {
                result.itemFrames.append(leaf.frame.offsetBy(dx: origin.x, dy: origin.y))
                result.itemZIndexes.append(leaf.zIndex)
                if isEstimated { result.itemEstimates.append(leaf.estimated) }
            }
            if isOrthogonal {
                result.groups.append(.init(start: cross, end: cross + groupAcross, items: item..<(item + taken)))
                cross += groupAcross + section.interGroupSpacing
            } else {
                result.groups.append(.init(start: main, end: main + groupLength, items: item..<(item + taken)))
            }
            item += taken
            if !isOrthogonal { main += groupLength + (item < itemCount ? section.interGroupSpacing : 0) }
        }
        if isOrthogonal, itemCount > 0 {
            result.orthogonalBand = band(of: section, index: index, groups: result.groups, at: main, length: bandLength,
                                         across: across, insets: (crossBefore, crossAfter))
            main += bandLength
        }
        main += insetAfter
        result.contentEnd = main
        for decoration in section.decorationItems {
            let d = decoration.contentInsets
            let area = frame(main: decorationStart, cross: 0, size: isVertical ? CGSize(width: across, height: main - decorationStart)
                                                                                : CGSize(width: main - decorationStart, height: across))
            let inner = CGRect(x: area.minX + d.leading, y: area.minY + d.top,
                               width: max(0, area.width - d.leading - d.trailing), height: max(0, area.height - d.top - d.bottom))
            result.decorations.append(.init(kind: decoration.elementKind, frame: inner, zIndex: decoration.zIndex, pinned: false))
        }
        for item in boundary where !isBefore(item.alignment) {
            let (size, estimated) = boundarySize(of: item, in: supplementaryContainer, section: index, placed: result.supplementaries)
            let place = item.extendsBoundary ? main : main - (isVertical ? size.height : size.width)
            result.supplementaries.append(.init(kind: item.elementKind,
                                                frame: frame(main: place, cross: supplementaryCross, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y),
                                                zIndex: item.zIndex, pinned: item.pinToVisibleBounds, estimated: estimated))
            if item.extendsBoundary { main += isVertical ? size.height : size.width }
        }
        result.end = main
        return result
    }

    /// The size of a section's boundary item in `container` and its estimated dimensions, which take the size its
    /// view measured once it was shown; `placed` are the section's supplementary items before it, which give its
    /// index path.
    private func boundarySize(of item: NSCollectionLayoutBoundarySupplementaryItem, in container: CGSize, section: Int,
                              placed: [CompositionalSection.Element]) -> (CGSize, EstimatedAxes) {
        var size = item.layoutSize.resolved(in: container)
        let estimated = EstimatedAxes(item.layoutSize)
        guard !estimated.isEmpty else { return (size, estimated) }
        hasEstimatedSupplementaries = true
        let indexPath = IndexPath(item: placed.filter { $0.kind == item.elementKind }.count, section: section)
        if let measured = measuredSupplementarySizes[item.elementKind]?[indexPath] {
            if estimated.contains(.width) { size.width = measured.width }
            if estimated.contains(.height) { size.height = measured.height }
        }
        return (size, estimated)
    }

    /// The items of the repetition of `group` starting at `item`: `template` unless the group is custom or
    /// holds an item measured to its own size.
    private func repetition(of group: NSCollectionLayoutGroup, at item: Int, section: Int, in size: CGSize,
                            template: (leaves: [CompositionalLeaf], size: CGSize)?, measuredItems: Set<Int>,
                            environment: NSCollectionLayoutEnvironment) -> (leaves: [CompositionalLeaf], size: CGSize) {
        if let template, !(item..<(item + template.leaves.count)).contains(where: measuredItems.contains) { return template }
        let measured = MeasuredLeaves(first: item) { [measuredSizes] in measuredSizes[IndexPath(item: $0, section: section)] }
        return arrange(group, in: size, environment: environment, measured: measured)
    }

    /// The band of an orthogonal section's `groups`, `length` deep from `main`, and where its groups rest.
    private func band(of section: NSCollectionLayoutSection, index: Int, groups: [CompositionalSection.GroupSpan], at main: CGFloat,
                      length: CGFloat, across: CGFloat, insets: (before: CGFloat, after: CGFloat)) -> OrthogonalBand {
        let contentAcross = (groups.last?.end ?? 0) + insets.after
        let resting: [CGFloat]
        switch section.orthogonalScrollingBehavior {
        case .continuousGroupLeadingBoundary, .groupPaging: resting = groups.map { $0.start - insets.before }
        case .groupPagingCentered: resting = groups.map { ($0.start + $0.end) / 2 - across / 2 }
        case .none, .continuous, .paging: resting = []
        }
        return OrthogonalBand(section: index,
                              frame: frame(main: main, cross: 0, size: isVertical ? CGSize(width: across, height: length)
                                                                                  : CGSize(width: length, height: across)),
                              contentSize: isVertical ? CGSize(width: contentAcross, height: length)
                                                      : CGSize(width: length, height: contentAcross),
                              scrollsHorizontally: isVertical, behavior: section.orthogonalScrollingBehavior,
                              restingOffsets: resting)
    }

    private func isBefore(_ alignment: NSRectAlignment) -> Bool {
        switch alignment {
        case .top, .topLeading, .topTrailing: true
        case .leading: !isVertical
        default: false
        }
    }

    private func frame(main: CGFloat, cross: CGFloat, size: CGSize) -> CGRect {
        isVertical ? CGRect(origin: CGPoint(x: cross, y: main), size: size) : CGRect(origin: CGPoint(x: main, y: cross), size: size)
    }

    private static func isCustom(_ group: NSCollectionLayoutGroup) -> Bool {
        if case .custom = group.arrangement { return true }
        return false
    }

    /// The items of one repetition of `group` of `size`, their frames relative to the group's origin, in
    /// order, and the group's size once placed: an estimated dimension of an item takes its measured size
    /// from `measured`, and an estimated dimension of a group grows or shrinks to what its items take.
    func arrange(_ group: NSCollectionLayoutGroup, in size: CGSize, environment: NSCollectionLayoutEnvironment,
                 measured: MeasuredLeaves?) -> (leaves: [CompositionalLeaf], size: CGSize) {
        let insets = group.contentInsets
        let inner = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, size.height - insets.top - insets.bottom))
        let origin = CGPoint(x: insets.leading, y: insets.top)
        let horizontal: Bool
        switch group.arrangement {
        case .custom(let provider):
            let groupEnvironment = CompositionalEnvironment(contentSize: inner, contentInsets: .zero,
                                                            traitCollection: environment.traitCollection)
            let leaves: [CompositionalLeaf] = provider(groupEnvironment).compactMap { item in
                guard item.frame.isFinite else {
                    uikitLog.error("NSCollectionLayoutGroupCustomItem: a custom group's item frame \(item.frame) is not finite; the item is not placed.")
                    return nil
                }
                return CompositionalLeaf(frame: item.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: item.zIndex)
            }
            measured?.skip(leaves.count)
            return (leaves, size)
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        let length = horizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The subitems and the space each takes: repeated ones share the group; listed ones cycle while they fit.
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.repeatCount, let subitem = group.subitems.first {
            let share = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
            let resolved = subitem.layoutSize.resolved(in: inner)
            let size = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            placed = Array(repeating: (subitem, size), count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            // Tiny fractions could fill a group with millions of items: a group holds 10,000 at most.
            while placed.count < 10_000 {
                let subitem = group.subitems[index % group.subitems.count]
                let size = subitem.layoutSize.resolved(in: inner)
                let extent = horizontal ? size.width : size.height
                let next = used + (placed.isEmpty ? 0 : spacing) + extent
                // A small tolerance keeps fractions such as 1/3 from losing their last item to rounding.
                guard placed.isEmpty || next <= length + 0.001, extent > 0 || placed.isEmpty else { break }
                placed.append((subitem, size))
                used = next
                index += 1
                if extent <= 0 { break }
            }
        }
        let total = placed.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
        var gap = spacing
        if let interItemSpacing = group.interItemSpacing, interItemSpacing.isFlexibleSpacing, placed.count > 1 {
            gap = max(spacing, (length - total) / CGFloat(placed.count - 1))
        }
        var result: [CompositionalLeaf] = []
        var position: CGFloat = 0
        var thickness: CGFloat = 0
        for (item, proposed) in placed {
            var size = proposed
            let itemOrigin = horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
            if let subgroup = item as? NSCollectionLayoutGroup {
                let (leaves, placedSize) = arrange(subgroup, in: size, environment: environment, measured: measured)
                size = placedSize
                result += leaves.map { $0.offsetBy(dx: itemOrigin.x, dy: itemOrigin.y) }
            } else {
                let i = item.contentInsets
                let estimated = EstimatedAxes(item.layoutSize)
                if let fitted = measured?.next(), !estimated.isEmpty {
                    if estimated.contains(.width) { size.width = fitted.width + i.leading + i.trailing }
                    if estimated.contains(.height) { size.height = fitted.height + i.top + i.bottom }
                }
                result.append(CompositionalLeaf(frame: CGRect(x: itemOrigin.x + i.leading, y: itemOrigin.y + i.top,
                                                              width: max(0, size.width - i.leading - i.trailing),
                                                              height: max(0, size.height - i.top - i.bottom)),
                                                zIndex: 0, estimated: estimated))
            }
            position += (horizontal ? size.width : size.height) + gap
            thickness = max(thickness, horizontal ? size.height : size.width)
        }
        var groupSize = size
        let along = (placed.isEmpty ? 0 : position - gap) + (horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom)
        let across = thickness + (horizontal ? insets.top + insets.bottom : insets.leading + insets.trailing)
        if group.layoutSize.widthDimension.isEstimated { groupSize.width = horizontal ? along : across }
        if group.layoutSize.heightDimension.isEstimated { groupSize.height = horizontal ? across : along }
        return (result, groupSize)
    }

    // MARK: Queries

    /// How far an orthogonal section is scrolled across the layout.
    private func orthogonalOffset(inSection section: Int) -> CGFloat {
        let offset = collectionView?.orthogonalContentOffset(inSection: section) ?? .zero
        return isVertical ? offset.x : offset.y
    }

    private func shownFrame(section: Int, item: Int) -> CGRect {
        let frame = sections[section].itemFrames[item]
        guard sections[section].orthogonalBand != nil else { return frame }
        let shift = orthogonalOffset(inSection: section)
        return isVertical ? frame.offsetBy(dx: -shift, dy: 0) : frame.offsetBy(dx: 0, dy: -shift)
    }

    /// The bands of the orthogonal sections meeting `rect`.
    func bands(in rect: CGRect) -> [OrthogonalBand] {
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        var result: [OrthogonalBand] = []
        var index = sections.partitioningIndex { $0.end > low }
        while index < sections.count, sections[index].start < high {
            if let band = sections[index].orthogonalBand, band.frame.intersects(rect) { result.append(band) }
            index += 1
        }
        return result
    }

    /// The elements meeting `rect`: the sections and their groups by binary search.
    func attributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        var result = globalAttributes().filter { $0.frame.intersects(rect) }
        var index = sections.partitioningIndex { $0.end > low }
        while index < sections.count, sections[index].start < high {
            let section = sections[index]
            let firstItem = result.count
            let crossShift = section.orthogonalBand == nil ? 0 : orthogonalOffset(inSection: index)
            // An orthogonal section's groups lie across in order: they are searched in the rectangle moved by its scroll.
            let (groupLow, groupHigh) = section.orthogonalBand == nil
                ? (low, high)
                : ((isVertical ? rect.minX : rect.minY) + crossShift, (isVertical ? rect.maxX : rect.maxY) + crossShift)
            var group = section.groups.partitioningIndex { $0.end > groupLow }
            while group < section.groups.count, section.groups[group].start < groupHigh {
                for item in section.groups[group].items where shownFrame(section: index, item: item).intersects(rect) {
                    result.append(itemAttributes(section: index, item: item))
                }
                group += 1
            }
            if let handler = section.visibleItemsInvalidationHandler, let environment {
                let scroll = isVertical ? CGVector(dx: -crossShift, dy: 0) : CGVector(dx: 0, dy: -crossShift)
                let offset = collectionView?.contentOffset ?? .zero
                let items = result[firstItem...].map { CompositionalVisibleItem($0, scroll: scroll) }
                handler(items, isVertical ? CGPoint(x: crossShift, y: offset.y) : CGPoint(x: offset.x, y: crossShift), environment)
            }
            var counts: [String: Int] = [:]
            for element in section.supplementaries {
                let item = counts[element.kind, default: 0]
                counts[element.kind] = item + 1
                let attributes = supplementaryAttributes(section: index, element: element, item: item)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            for element in section.decorations where element.frame.intersects(rect) {
                let attributes = Self.layoutAttributesClass.init(forDecorationViewOfKind: element.kind,
                                                                 with: IndexPath(item: 0, section: index))
                attributes.frame = element.frame
                attributes.zIndex = element.zIndex
                result.append(attributes)
            }
            index += 1
        }
        return result
    }

    /// The headers and footers of the whole layout, each numbered among those of its kind, pinned ones kept
    /// in the visible bounds.
    func globalAttributes() -> [UICollectionViewLayoutAttributes] {
        var counts: [String: Int] = [:]
        return globalSupplementaries.map { element in
            let item = counts[element.kind, default: 0]
            counts[element.kind] = item + 1
            let attributes = Self.layoutAttributesClass.init(forSupplementaryViewOfKind: element.kind,
                                                             with: IndexPath(item: item, section: 0))
            attributes.frame = element.pinned ? pinnedGlobalFrame(element) : element.frame
            attributes.zIndex = element.zIndex
            return attributes
        }
    }

    /// A pinned header or footer of the whole layout: a header no higher than the top of the visible bounds, a
    /// footer no lower than their bottom (their leading and trailing edges in a horizontal layout).
    private func pinnedGlobalFrame(_ element: CompositionalSection.Element) -> CGRect {
        let frame = element.frame
        guard let collectionView else { return frame }
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        var pinned = frame
        if isVertical {
            pinned.origin.y = element.leads ? max(frame.minY, visible.minY) : min(frame.minY, visible.maxY - frame.height)
        } else {
            pinned.origin.x = element.leads ? max(frame.minX, visible.minX) : min(frame.minX, visible.maxX - frame.width)
        }
        return pinned
    }

    /// The attributes of an item where it is shown: in an orthogonal section, moved by the section's scroll.
    func itemAttributes(section: Int, item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = shownFrame(section: section, item: item)
        attributes.zIndex = sections[section].itemZIndexes[item]
        if sections[section].itemEstimates.indices.contains(item) { attributes.fittedAxes = sections[section].itemEstimates[item] }
        return attributes
    }

    /// A boundary supplementary item's attributes, a pinned header kept in view while its section is.
    func supplementaryAttributes(section: Int, element: CompositionalSection.Element, item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init(forSupplementaryViewOfKind: element.kind,
                                                         with: IndexPath(item: item, section: section))
        var frame = element.frame
        if element.pinned, let collectionView, isVertical {
            let visibleTop = collectionView.bounds.minY + collectionView.adjustedContentInset.top
            let isHeader = frame.minY < sections[section].contentEnd
            if isHeader {
                frame.origin.y = max(frame.minY, min(visibleTop, sections[section].contentEnd - frame.height))
            }
        }
        attributes.frame = frame
        attributes.zIndex = element.zIndex
        return attributes
    }
}
