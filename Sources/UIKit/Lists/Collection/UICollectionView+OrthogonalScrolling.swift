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
