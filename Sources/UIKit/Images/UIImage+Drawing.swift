import Foundation

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point`, composited with `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, upright in the current (y-down) context. A resizable image
    /// keeps its caps at their size and tiles or stretches its middle; a tinted image is drawn as its alpha
    /// filled with the tint. An image made from data and drawn into a bitmap at most half its pixels each way
    /// is decoded at the size drawn.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bitmap != nil, rect.isFinite,
              rect.width != 0, rect.height != 0 else { return }
        let target = rect.standardized
        context.saveGState()
        defer { context.restoreGState() }
        if let tintColor {
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            drawContents(in: target, context)
            context.setBlendMode(.sourceIn)
            context.setFillColor(tintColor.cgColor)
            context.fill(target)
            context.endTransparencyLayer()
        } else {
            drawContents(in: target, context)
        }
    }

    /// Draws the image scaled to fill `rect`, composited with `blendMode` at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
    }

    /// Fills `rect` with the image repeated at its size, tiles anchored at the origin of user space.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setFillColor(UIColor(patternImage: self).cgColor)
        context.fill(rect)
    }

    /// Draws the bitmap into `rect`: whole, or in nine parts for a resizable image.
    private func drawContents(in rect: CGRect, _ context: CGContext) {
        let size = self.size
        let insets = capInsets
        guard insets != .zero, size.width > 0, size.height > 0, let upright = uprightBitmap()
        else { return drawOriented(in: rect, context) }
        // Source columns and rows in points, caps limited to the image; destination caps limited to the rect.
        let left = min(max(insets.left, 0), size.width), right = min(max(insets.right, 0), size.width - left)
        let top = min(max(insets.top, 0), size.height), bottom = min(max(insets.bottom, 0), size.height - top)
        let sourceX = [0, left, size.width - right, size.width]
        let sourceY = [0, top, size.height - bottom, size.height]
        let scaleX = min(1, rect.width / max(left + right, .leastNonzeroMagnitude))
        let scaleY = min(1, rect.height / max(top + bottom, .leastNonzeroMagnitude))
        let targetX = [rect.minX, rect.minX + left * scaleX, rect.maxX - right * scaleX, rect.maxX]
        let targetY = [rect.minY, rect.minY + top * scaleY, rect.maxY - bottom * scaleY, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                                    height: sourceY[row + 1] - sourceY[row])
                let target = CGRect(x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column],
                                    height: targetY[row + 1] - targetY[row])
                // Each part is cut out of the bitmap, so scaling it never blends in its neighbours' pixels.
                let pixels = CGRect(x: source.minX * scale, y: source.minY * scale, width: source.width * scale,
                                    height: source.height * scale).integral
                guard target.width > 0, target.height > 0, let part = upright.cropping(to: pixels) else { continue }
                var tile = target.size
                if resizingMode == .tile {
                    if column == 1 { tile.width = source.width }
                    if row == 1 { tile.height = source.height }
                }
                // Tiles this small would take too long; stretching looks the same at this size.
                if (target.width / tile.width).rounded(.up) * (target.height / tile.height).rounded(.up) > 10_000 {
                    tile = target.size
                }
                drawTiles(of: part, size: tile, in: target, context)
            }
        }
    }

    /// Fills `target` with `part` drawn upright in tiles of `size` from `target`'s origin.
    private func drawTiles(of part: CGImage, size: CGSize, in target: CGRect, _ context: CGContext) {
        guard size == target.size else {
            context.saveGState()
            context.clip(to: target)
            var y = target.minY
            while y < target.maxY {
                var x = target.minX
                while x < target.maxX {
                    Self.drawUpright(part, in: CGRect(origin: CGPoint(x: x, y: y), size: size), context)
                    x += size.width
                }
                y += size.height
            }
            context.restoreGState()
            return
        }
        Self.drawUpright(part, in: target, context)
    }

    /// Draws `bitmap` filling `rect` of a y-down context, its first row at the top.
    private static func drawUpright(_ bitmap: CGImage, in rect: CGRect, _ context: CGContext) {
        context.saveGState()
        // Quartz draws an image's first row at the top of a y-up rectangle: flip it into the y-down space.
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(bitmap, in: rect)
        context.restoreGState()
    }

    /// Draws the whole bitmap turned as `imageOrientation` says, filling `rect` of the y-down context: `image`
    /// when given, else the bitmap — in a bitmap context, decoded at the device pixels it covers when that is
    /// at most half the image's each way.
    func drawOriented(in rect: CGRect, _ context: CGContext, image given: CGImage? = nil) {
        guard let bitmap else { return }
        let size = self.size
        guard size.width > 0, size.height > 0 else { return }
        // The bitmap's own width and height in points, before it is turned.
        let (w, h) = imageOrientation.swapsSides ? (size.height, size.width) : (size.width, size.height)
        let turn: CGAffineTransform
        switch imageOrientation {
        case .up: turn = .identity
        case .upMirrored: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .right: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .rightMirrored: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case .left: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        }
        // Quartz draws an image's first row at the top of a y-up rectangle: flip it into the y-down space.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        let place = CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height,
                                      tx: rect.minX, ty: rect.minY)
        context.saveGState()
        context.concatenate(flip.concatenating(turn).concatenating(place))
        // The lengths the bitmap's sides take in the device; a PDF's device is in points, and is drawn whole.
        let t = context.ctm
        let covered = CGSize(width: w * hypot(t.a, t.b), height: h * hypot(t.c, t.d))
        if let image = given ?? (context.width > 0 ? bitmap.image(covering: covered) : bitmap.image) {
            context.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        }
        context.restoreGState()
    }
}
