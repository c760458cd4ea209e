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
        var main: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { main += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                sections.append(CompositionalSection(start: main, end: main, contentEnd: main))
                continue
            }
            let computed = layOut(section, itemCount: count, at: main, visible: visible, environment: environment)
            sections.append(computed)
            main = computed.end
        }
        contentSize = isVertical ? CGSize(width: visible.width, height: main) : CGSize(width: main, height: visible.height)
    }

    /// Lays out `section` with `itemCount` items from `start` along the scrolling axis.
    private func layOut(_ section: NSCollectionLayoutSection, itemCount: Int, at start: CGFloat, visible: CGSize,
                        environment: NSCollectionLayoutEnvironment) -> CompositionalSection {
        var result = CompositionalSection()
        result.start = start
        result.isOrthogonal = section.orthogonalScrollingBehavior != .none
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
            let size = item.layoutSize.resolved(in: supplementaryContainer)
            result.supplementaries.append(.init(kind: item.elementKind,
                                                frame: frame(main: main, cross: supplementaryCross, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y),
                                                zIndex: item.zIndex, pinned: item.pinToVisibleBounds))
            if item.extendsBoundary { main += isVertical ? size.height : size.width }
        }
        let decorationStart = main
        main += insetBefore
        let groupSize = section.group.layoutSize.resolved(in: container)
        let groupLength = isVertical ? groupSize.height : groupSize.width
        let groupAcross = isVertical ? groupSize.width : groupSize.height
        let template = Self.isCustom(section.group) ? nil : leaves(of: section.group, in: groupSize, environment: environment)
        var item = 0
        var cross = crossBefore
        while item < itemCount {
            let leaves = template ?? leaves(of: section.group, in: groupSize, environment: environment)
            guard !leaves.isEmpty else { break }
            let origin = result.isOrthogonal ? frame(main: main, cross: cross, size: .zero).origin
                                             : frame(main: main, cross: crossBefore, size: .zero).origin
            let taken = min(leaves.count, itemCount - item)
            for leaf in leaves.prefix(taken) {
                result.itemFrames.append(leaf.frame.offsetBy(dx: origin.x, dy: origin.y))
                result.itemZIndexes.append(leaf.zIndex)
            }
            let groupMain = isVertical ? origin.y : origin.x
            result.groups.append(.init(start: groupMain, end: groupMain + groupLength, items: item..<(item + taken)))
            item += taken
            if result.isOrthogonal {
                cross += groupAcross + section.interGroupSpacing
            } else {
                main += groupLength + (item < itemCount ? section.interGroupSpacing : 0)
            }
        }
        if result.isOrthogonal, itemCount > 0 { main += groupLength }
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
            let size = item.layoutSize.resolved(in: supplementaryContainer)
            let place = item.extendsBoundary ? main : main - (isVertical ? size.height : size.width)
            result.supplementaries.append(.init(kind: item.elementKind,
                                                frame: frame(main: place, cross: supplementaryCross, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y),
                                                zIndex: item.zIndex, pinned: item.pinToVisibleBounds))
            if item.extendsBoundary { main += isVertical ? size.height : size.width }
        }
        result.end = main
        return result
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

    /// The frames of the items of one repetition of `group` of `size`, relative to the group's origin, in order.
    func leaves(of group: NSCollectionLayoutGroup, in size: CGSize,
                environment: NSCollectionLayoutEnvironment) -> [(frame: CGRect, zIndex: Int)] {
        let insets = group.contentInsets
        let inner = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, size.height - insets.top - insets.bottom))
        let origin = CGPoint(x: insets.leading, y: insets.top)
        let horizontal: Bool
        switch group.arrangement {
        case .custom(let provider):
            let groupEnvironment = CompositionalEnvironment(contentSize: inner, contentInsets: .zero,
                                                            traitCollection: environment.traitCollection)
            return provider(groupEnvironment).compactMap { item in
                guard item.frame.isFinite else {
                    uikitLog.error("NSCollectionLayoutGroupCustomItem: a custom group's item frame \(item.frame) is not finite; the item is not placed.")
                    return nil
                }
                return (item.frame.offsetBy(dx: origin.x, dy: origin.y), item.zIndex)
            }
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
        var result: [(frame: CGRect, zIndex: Int)] = []
        var position: CGFloat = 0
        for (item, size) in placed {
            let itemOrigin = horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
            if let subgroup = item as? NSCollectionLayoutGroup {
                result += leaves(of: subgroup, in: size, environment: environment)
                    .map { ($0.frame.offsetBy(dx: itemOrigin.x, dy: itemOrigin.y), $0.zIndex) }
            } else {
                let i = item.contentInsets
                result.append((CGRect(x: itemOrigin.x + i.leading, y: itemOrigin.y + i.top,
                                      width: max(0, size.width - i.leading - i.trailing),
                                      height: max(0, size.height - i.top - i.bottom)), 0))
            }
            position += (horizontal ? size.width : size.height) + gap
        }
        return result
    }

    // MARK: Queries

    /// The elements meeting `rect`: the sections and their groups by binary search.
    func attributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let low = isVertical ? rect.minY : rect.minX, high = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var index = sections.partitioningIndex { $0.end > low }
        while index < sections.count, sections[index].start < high {
            let section = sections[index]
            if section.isOrthogonal {
                for item in section.itemFrames.indices where section.itemFrames[item].intersects(rect) {
                    result.append(itemAttributes(section: index, item: item))
                }
            } else {
                var group = section.groups.partitioningIndex { $0.end > low }
                while group < section.groups.count, section.groups[group].start < high {
                    for item in section.groups[group].items where section.itemFrames[item].intersects(rect) {
                        result.append(itemAttributes(section: index, item: item))
                    }
                    group += 1
                }
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

    func itemAttributes(section: Int, item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = sections[section].itemFrames[item]
        attributes.zIndex = sections[section].itemZIndexes[item]
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
