import Foundation

extension UICollectionViewFlowLayout {
    /// `length` along the scrolling axis and `across` it, as a size.
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        scrollDirection == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    /// A rectangle from its place and size along the scrolling axis and across it.
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        scrollDirection == .vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    func mainLength(_ size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.height : size.width }
    func crossLength(_ size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.width : size.height }
    func mainStart(_ rect: CGRect) -> CGFloat { scrollDirection == .vertical ? rect.minY : rect.minX }
    func mainEnd(_ rect: CGRect) -> CGFloat { scrollDirection == .vertical ? rect.maxY : rect.maxX }

    /// Whether `newBounds` differ from the collection view's in size across the scrolling: lines break anew.
    func resizesAcross(to newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return crossLength(collectionView.bounds.size) != crossLength(newBounds.size)
    }

    /// The insets `sectionInset` is measured from, in the collection view's bounds.
    private var referenceInsets: UIEdgeInsets {
        guard let collectionView else { return .zero }
        switch sectionInsetReference {
        case .fromContentInset: return collectionView.adjustedContentInset
        case .fromSafeArea: return collectionView.safeAreaInsets
        case .fromLayoutMargins: return collectionView.layoutMargins
        }
    }

    /// Computes every section's frames and the content size.
    func computeSections() {
        sections = []
        guard let collectionView else { return contentSize = .zero }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let insets = referenceInsets
        let crossInsetBefore = scrollDirection == .vertical ? insets.left : insets.top
        let crossInsetAfter = scrollDirection == .vertical ? insets.right : insets.bottom
        let available = max(0, crossLength(collectionView.bounds.size) - crossInsetBefore - crossInsetAfter)
        // Content coordinates start inside the content inset, so insets measured from it place nothing.
        let crossOrigin = crossInsetBefore - (scrollDirection == .vertical ? collectionView.adjustedContentInset.left
                                                                           : collectionView.adjustedContentInset.top)
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var main: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self,
                                                       minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                // A drop placeholder takes the item size; the delegate is asked of its own items only.
                let size = sizesCellsItself ? measuredSizes[indexPath] ?? estimate
                    : collectionView.isDropPlaceholder(indexPath) ? itemSize
                    : delegate?.collectionView(collectionView, layout: self,
                                               sizeForItemAt: collectionView.dataSourceIndexPath(forItemAt: indexPath)) ?? itemSize
                sizes.append(Self.validSize(size, at: indexPath))
            }
            let (before, after, crossBefore, crossAfter) = scrollDirection == .vertical
                ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
            let start = main
            let headerLength = max(0, mainLength(headerSize))
            let header = rect(main: main, cross: crossOrigin, mainLength: headerLength, crossLength: available)
            main += headerLength + before
            let itemsStart = main
            let itemCross = crossOrigin + crossBefore
            let lines = Self.breakLines(sizes.map(crossLength), available: max(0, available - crossBefore - crossAfter),
                                        spacing: itemSpacing)
            var frames = [CGRect](repeating: .zero, count: count)
            var flowLines: [FlowSection.Line] = []
            flowLines.reserveCapacity(lines.count)
            for (index, line) in lines.enumerated() {
                if index > 0 { main += lineSpacing }
                let lineLength = line.items.map { mainLength(sizes[$0]) }.max() ?? 0
                for (item, offset) in zip(line.items, line.offsets) {
                    let itemLength = mainLength(sizes[item])
                    frames[item] = rect(main: main + (lineLength - itemLength) / 2, cross: itemCross + offset,
                                        mainLength: itemLength, crossLength: crossLength(sizes[item]))
                }
                flowLines.append(.init(start: main, end: main + lineLength, items: line.items))
                main += lineLength
            }
            main += after
            let itemsEnd = main
            let footerLength = max(0, mainLength(footerSize))
            let footer = rect(main: main, cross: crossOrigin, mainLength: footerLength, crossLength: available)
            main += footerLength
            sections.append(FlowSection(header: header, footer: footer, lines: flowLines, itemFrames: frames,
                                        start: start, end: main, itemsEnd: itemsEnd, itemsStart: itemsStart))
        }
        contentSize = size(main: main, cross: available)
    }

    /// A size to use for an item: negative or non-finite sizes are refused with a log and become zero.
    private static func validSize(_ size: CGSize, at indexPath: IndexPath) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            uikitLog.error("Negative or non-finite sizes are not supported in the flow layout. Item at index path \(indexPath.description) has size \(size); it is laid out as zero.")
            return .zero
        }
        return size
    }

    /// Breaks items of `lengths` (across the scrolling) into lines of `available` length with at least
    /// `spacing` between items, and places them on their lines: each line's items and their offsets.
    static func breakLines(_ lengths: [CGFloat], available: CGFloat,
                           spacing: CGFloat) -> [(items: Range<Int>, offsets: [CGFloat])] {
        var ranges: [Range<Int>] = []
        var first = 0
        var used: CGFloat = 0
        for (index, length) in lengths.enumerated() {
            if index > first, used + spacing + length > available {
                ranges.append(first..<index)
                first = index
                used = length
            } else {
                used += (index > first ? spacing : 0) + length
            }
        }
        if first < lengths.count { ranges.append(first..<lengths.count) }
        var previousGap = spacing
        return ranges.enumerated().map { number, items in
            let total = items.reduce(0) { $0 + lengths[$1] }
            let gap: CGFloat
            var start: CGFloat = 0
            if number < ranges.count - 1 {
                // Full lines share what is left between their items; a lone item is centred.
                gap = items.count > 1 ? (available - total) / CGFloat(items.count - 1) : 0
                if items.count == 1 { start = (available - total) / 2 }
                if items.count > 1 { previousGap = gap }
            } else {
                // The last line lines up with the one above where it fits, else keeps the minimum spacing.
                let fits = total + previousGap * CGFloat(items.count - 1) <= available
                gap = fits ? previousGap : spacing
            }
            var offsets: [CGFloat] = []
            var offset = start
            for item in items {
                offsets.append(offset)
                offset += lengths[item] + gap
            }
            return (items, offsets)
        }
    }

    /// The attributes of every element meeting `rect`: the sections by binary search, then their lines.
    func attributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let low = mainStart(rect), high = mainEnd(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        var section = sections.partitioningIndex { $0.end > low }
        while section < sections.count, sections[section].start < high {
            let flow = sections[section]
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(ofKind: kind, inSection: section), attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
            var line = flow.lines.partitioningIndex { $0.end > low }
            while line < flow.lines.count, flow.lines[line].start < high {
                for item in flow.lines[line].items where flow.itemFrames[item].intersects(rect) {
                    let attributes = Self.layoutAttributesClass.init(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = flow.itemFrames[item]
                    attributes.fittedAxes = fittedCellAxes
                    result.append(attributes)
                }
                line += 1
            }
            section += 1
        }
        return result
    }

    /// The header or footer of `section`, pinned to the visible bounds when asked; nil when it has no length.
    func supplementaryAttributes(ofKind kind: String, inSection section: Int) -> UICollectionViewLayoutAttributes? {
        let flow = sections[section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        var frame = isHeader ? flow.header : flow.footer
        let length = mainLength(frame.size)
        guard length > 0 else { return nil }
        let attributes = Self.layoutAttributesClass.init(forSupplementaryViewOfKind: kind,
                                                         with: IndexPath(item: 0, section: section))
        if let collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            let inset = collectionView.adjustedContentInset
            let visibleStart = mainStart(collectionView.bounds) + (scrollDirection == .vertical ? inset.top : inset.left)
            let visibleEnd = mainEnd(collectionView.bounds) - (scrollDirection == .vertical ? inset.bottom : inset.right)
            let place = isHeader ? min(max(flow.start, visibleStart), flow.itemsEnd - length)
                                 : max(min(mainStart(frame), visibleEnd - length), flow.itemsStart)
            frame = rect(main: place, cross: scrollDirection == .vertical ? frame.minX : frame.minY,
                         mainLength: length, crossLength: crossLength(frame.size))
            attributes.zIndex = 1024
        }
        attributes.frame = frame
        return attributes
    }
}
