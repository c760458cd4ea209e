import Foundation

extension UICollectionView {
    /// How far an orthogonal section's band is scrolled; zero until it is.
    func orthogonalContentOffset(inSection section: Int) -> CGPoint {
        orthogonalScrollers[section]?.contentOffset ?? orthogonalOffsets[section] ?? .zero
    }

    /// Makes, moves and removes the scroll views of the orthogonal sections meeting the bounds, so that their
    /// number follows the screen; a band that scrolls out of view keeps its offset for when it comes back.
    func updateOrthogonalScrollers() {
        var kept: [Int: OrthogonalScrollView] = [:]
        for band in layoutStorage.orthogonalBands(in: bounds) {
            if let scroller = orthogonalScrollers[band.section] {
                scroller.update(band)
                kept[band.section] = scroller
            } else {
                let scroller = OrthogonalScrollView(band: band, collectionView: self)
                scroller.contentOffset = orthogonalOffsets[band.section] ?? .zero
                insertSubview(scroller, at: backgroundView == nil ? 0 : 1)
                kept[band.section] = scroller
            }
        }
        for (section, scroller) in orthogonalScrollers where kept[section] == nil {
            orthogonalOffsets[section] = scroller.contentOffset
            scroller.removeFromSuperview()
        }
        orthogonalScrollers = kept
    }

    /// For an item of an orthogonal section, scrolls the section's band so that the item stands at
    /// `scrollPosition`'s place along the band (without one, by the least that shows it whole), within the
    /// band's range; returns the positions left for the collection view's own scroll, with the nearest edge
    /// added when none is given across the band and the item is out of view. Any other item leaves
    /// `scrollPosition` to the collection view.
    func scrollBand(toItem indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) -> ScrollPosition {
        guard let layout = layoutStorage as? UICollectionViewCompositionalLayout,
              layout.sections.indices.contains(indexPath.section), let band = layout.sections[indexPath.section].orthogonalBand,
              layout.sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return scrollPosition }
        let frame = layout.sections[indexPath.section].itemFrames[indexPath.item]
        let horizontal = band.scrollsHorizontally
        let (low, high) = horizontal ? (frame.minX - band.frame.minX, frame.maxX - band.frame.minX)
                                     : (frame.minY - band.frame.minY, frame.maxY - band.frame.minY)
        let length = horizontal ? band.frame.width : band.frame.height
        let current = orthogonalContentOffset(inSection: indexPath.section)
        let along: [ScrollPosition] = horizontal ? [.left, .centeredHorizontally, .right] : [.top, .centeredVertically, .bottom]
        var target = horizontal ? current.x : current.y
        if scrollPosition.contains(along[0]) {
            target = low
        } else if scrollPosition.contains(along[1]) {
            target = (low + high) / 2 - length / 2
        } else if scrollPosition.contains(along[2]) {
            target = high - length
        } else if low < target {
            target = low
        } else if high > target + length {
            target = high - length
        }
        let contentLength = horizontal ? band.contentSize.width : band.contentSize.height
        target = min(max(target, 0), max(0, contentLength - length))
        let offset = horizontal ? CGPoint(x: target, y: 0) : CGPoint(x: 0, y: target)
        if let scroller = orthogonalScrollers[indexPath.section] {
            scroller.setContentOffset(offset, animated: animated)
        } else {
            orthogonalOffsets[indexPath.section] = offset
            setNeedsLayout()
        }
        // Without a place across the band, the collection view scrolls by the least that brings the band in.
        var rest = scrollPosition.subtracting(ScrollPosition(along))
        let across: [ScrollPosition] = horizontal ? [.top, .centeredVertically, .bottom] : [.left, .centeredHorizontally, .right]
        if rest.isDisjoint(with: ScrollPosition(across)) {
            let visible = bounds.inset(by: adjustedContentInset)
            let (low, high) = horizontal ? (frame.minY < visible.minY, frame.maxY > visible.maxY)
                                         : (frame.minX < visible.minX, frame.maxX > visible.maxX)
            if low { rest.insert(across[0]) } else if high { rest.insert(across[2]) }
        }
        return rest
    }

    /// Forgets every band's scroll, as a reload does on iOS.
    func resetOrthogonalScrollers() {
        for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
        orthogonalScrollers = [:]
        orthogonalOffsets = [:]
    }

    /// Places a cell or other element's view where `attributes` put it: a cell of an orthogonal section in
    /// its band's scroll view (where it stays put as the band scrolls), anything else in the collection view.
    func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
        let scroller = attributes.representedElementCategory == .cell ? orthogonalScrollers[attributes.indexPath.section] : nil
        view.applyGeometry(attributes)
        if let scroller {
            view.center = convert(attributes.center, to: scroller)
            if view.superview !== scroller { scroller.insertSubview(view, at: 0) }
        } else if view.superview !== self {
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
    }
}
