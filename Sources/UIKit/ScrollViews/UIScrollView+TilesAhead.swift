import Foundation

/// Drawing ahead while idle: when a scroll comes to rest, the tiled layers inside the scroll view are asked for
/// their tiles one viewport further in the direction it last moved (as Chromium's compositor prepaints along
/// the scroll, and Core Animation's tiled layers fill in around the visible rect). The frame cycle draws them
/// in its display stage, within its tile budget and after any tile on screen, so a scroll onto them shows
/// tiles already drawn.
extension UIScrollView {
    /// The scroll came to rest (a drag ended without deceleration, or the content's own motion ended).
    func scrollDidComeToRest() {
        let direction = scrollDirection
        guard direction != .zero else { return }
        let ahead = bounds.offsetBy(dx: direction.x * bounds.width, dy: direction.y * bounds.height)
        drawTilesAhead(in: ahead, under: layer)
    }

    /// Asks the tiled layers under `parent` for their tiles over `rect`, given in `parent`'s coordinates;
    /// subtrees that clip away from it are skipped.
    private func drawTilesAhead(in rect: CGRect, under parent: CALayer) {
        for sublayer in parent.sublayers ?? [] {
            let area = sublayer.convert(rect, from: parent)
            if let tiled = sublayer as? CATiledLayer { tiled.drawTilesAhead(in: area) }
            if sublayer.masksToBounds, !area.intersects(sublayer.bounds) { continue }
            drawTilesAhead(in: area, under: sublayer)
        }
    }
}
