import Foundation

/// The scroll view holding an orthogonal section's cells (UIKit's private orthogonal scroller): it scrolls
/// the section's band across the layout, tells the collection view so that cells come and go, and brings a
/// drag to rest where the section's behaviour wants it.
@MainActor
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    private weak var collectionView: UICollectionView?
    private(set) var band: OrthogonalBand
    /// Where the band was when the drag began, along it: group paging moves a group at most from there.
    private var dragStart: CGFloat = 0

    init(band: OrthogonalBand, collectionView: UICollectionView) {
        self.band = band
        self.collectionView = collectionView
        super.init(frame: band.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        // Cells keep their shadows and transforms past the band's edges, as on iOS.
        clipsToBounds = false
        delegate = self
        update(band)
    }

    required init?(coder: NSCoder) { nil }

    /// Takes the band of a new layout pass.
    func update(_ band: OrthogonalBand) {
        self.band = band
        if frame != band.frame { frame = band.frame }
        if contentSize != band.contentSize { contentSize = band.contentSize }
        isPagingEnabled = band.behavior == .paging
    }

    private func along(_ point: CGPoint) -> CGFloat { band.scrollsHorizontally ? point.x : point.y }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.setNeedsLayout()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = along(contentOffset)
    }

    /// Moves the resting place of a release to a group's, for the behaviours that rest on groups.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let resting = band.restingOffsets
        guard !resting.isEmpty else { return }
        let rest: CGFloat
        switch band.behavior {
        case .groupPaging, .groupPagingCentered:
            rest = resting[pagedGroup(in: resting, velocity: along(velocity) * 1000)]
        default:
            rest = resting[nearest(to: along(targetContentOffset.pointee), in: resting)]
        }
        if band.scrollsHorizontally { targetContentOffset.pointee.x = rest } else { targetContentOffset.pointee.y = rest }
    }

    /// The group a release with `velocity` (points a second) turns to, as paging turns pages: a flick to the
    /// next group in its direction, a slower release to the nearest, and never more than one from where the
    /// drag began.
    private func pagedGroup(in resting: [CGFloat], velocity: CGFloat) -> Int {
        let offset = along(contentOffset)
        let target: Int
        if velocity >= ScrollPhysics.pagingFlickSpeed {
            target = resting.firstIndex { $0 > offset } ?? resting.count - 1
        } else if velocity <= -ScrollPhysics.pagingFlickSpeed {
            target = resting.lastIndex { $0 < offset } ?? 0
        } else {
            target = nearest(to: offset, in: resting)
        }
        let start = nearest(to: dragStart, in: resting)
        return min(max(target, start - 1), start + 1)
    }

    private func nearest(to offset: CGFloat, in resting: [CGFloat]) -> Int {
        resting.indices.min { abs(resting[$0] - offset) < abs(resting[$1] - offset) } ?? 0
    }
}
