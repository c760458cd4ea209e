import Foundation

/// Zooming, as on iOS: the delegate's view for zooming gets a scale transform with its frame's top left kept,
/// and the content size follows its frame. A pinch zooms about the point of the content under the fingers'
/// centroid, while the scroll view's pan, recognizing with it, moves the content with the centroid (after its
/// 10 points of hysteresis, as any drag); past the limits it rubber-bands (with `bouncesZoom`) and springs back
/// when the fingers lift.
extension UIScrollView {
    typealias ZoomPose = ZoomAnimation.Pose

    func setZoomScaleLimit(_ value: CGFloat, isMinimum: Bool) {
        guard value.isFinite, value > 0 else {
            let name = isMinimum ? "minimumZoomScale" : "maximumZoomScale"
            let kept = isMinimum ? minimumZoomScaleStorage : maximumZoomScaleStorage
            return uikitLog.error("UIScrollView: refused \(name) \(value): a zoom scale must be finite and above 0; it stays \(kept).")
        }
        if isMinimum { minimumZoomScaleStorage = value } else { maximumZoomScaleStorage = value }
        updatePinchGestureRecognizer()
    }

    /// Makes the pinch recognizer when the limits allow zooming, and drops it when they no longer do (a pinch
    /// under way then ends, springing back into the new limits).
    private func updatePinchGestureRecognizer() {
        let zooms = minimumZoomScaleStorage < maximumZoomScaleStorage
        if zooms, pinchGestureRecognizer == nil {
            let pinch = ScrollViewPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
            if zoomPinch != nil { endPinch() }
        }
    }

    /// The scales zooming rests within. A minimum above the maximum, which an app passes through while it
    /// sets the two in turn, is logged only when a zoom meets it; zooming then keeps to the minimum.
    func zoomScaleRange() -> ClosedRange<CGFloat> {
        let lower = minimumZoomScaleStorage, upper = maximumZoomScaleStorage
        guard lower <= upper else {
            uikitLog.error("UIScrollView: minimumZoomScale \(lower) is above maximumZoomScale \(upper); zooming keeps to \(lower).")
            return lower...lower
        }
        return lower...upper
    }

    /// The delegate's view for zooming, when it is a subview; one that is not is refused, with a log.
    func zoomableView() -> UIView? {
        guard let view = delegate?.viewForZooming(in: self) else { return nil }
        guard view.superview === self else {
            uikitLog.error("UIScrollView: viewForZooming(in:) returned a \(type(of: view)) that is not a subview of the scroll view; it is not zoomed.")
            return nil
        }
        return view
    }

    // MARK: Zooming from code

    func zoom(toScale scale: CGFloat, animated: Bool) {
        guard scale.isFinite else {
            return uikitLog.error("UIScrollView: refused zoom scale \(scale): it is not finite; the scale stays \(zoomScaleStorage).")
        }
        guard let view = zoomableView() else { return }
        if scale <= 0 {
            uikitLog.error("UIScrollView: zoom scale \(scale) is not above 0; it is clamped to minimumZoomScale.")
        }
        // Apple does not say about which point setZoomScale zooms: the content at the centre of the bounds
        // stays there, as far as the content's range allows.
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        moveZoom(of: view, to: zoomScaleRange().clamping(scale),
                 showing: view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self), at: centre, animated: animated)
    }

    func zoom(toRect rect: CGRect, animated: Bool) {
        guard rect.isFinite else {
            return uikitLog.error("UIScrollView: refused to zoom to \(rect): it is not finite.")
        }
        guard let view = zoomableView() else { return }
        let rect = rect.standardized
        let area = bounds.inset(by: adjustedContentInsetStorage)
        // An empty rect asks for an infinite scale, which the limits bound; 0/0 (nothing to fit in or
        // with) keeps the scale.
        let fit = min(area.width / rect.width, area.height / rect.height)
        let scale = fit.isNaN ? zoomScaleStorage : zoomScaleRange().clamping(fit)
        moveZoom(of: view, to: scale, showing: CGPoint(x: rect.midX, y: rect.midY),
                 at: visiblePosition(of: CGPoint(x: area.midX, y: area.midY)), animated: animated)
    }

    /// Zooms `view` to `scale` with `point` of it at `position` of the visible area, the offset kept in range;
    /// animated, between the delegate's will-begin and did-end calls, as Apple documents for animated zooms.
    private func moveZoom(of view: UIView, to scale: CGFloat, showing point: CGPoint, at position: CGPoint,
                          animated: Bool) {
        cancelZoomAnimation()
        let offset = zoomOffset(showing: point, of: view, at: position, scale: scale)
        let end = ZoomPose(scale: scale, offset: clampedContentOffset(offset, zooming: view, to: scale))
        let current = ZoomPose(scale: zoomScaleStorage, offset: contentOffset)
        guard end != current else { return }
        guard animated else { return showZoom(end, of: view) }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        zoomAnimation = ZoomAnimation(self, from: current, to: end, curve: .easeInEaseOut, duration: ZoomAnimation.easeDuration)
    }

    // MARK: Geometry

    /// Shows `view` zoomed to `pose`: a scale transform with the frame's top left kept, the content size its
    /// frame's, then the offset (`scrollViewDidScroll(_:)`) and `scrollViewDidZoom(_:)`, so that the zoom
    /// callback sees the final offset.
    func showZoom(_ pose: ZoomPose, of view: UIView) {
        let zoomed = pose.scale != zoomScaleStorage
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: pose.scale, y: pose.scale)
        let size = view.bounds.size, anchor = view.layer.anchorPoint
        view.center = CGPoint(x: origin.x + size.width * pose.scale * anchor.x,
                              y: origin.y + size.height * pose.scale * anchor.y)
        zoomScaleStorage = pose.scale
        contentSize = view.frame.size
        contentOffset = pose.offset
        if zoomed { delegate?.scrollViewDidZoom(self) }
    }

    /// The content offset at which `point` of `view` (in its own coordinates) shows at `position` of the
    /// visible area (from the bounds' top left) once `view` is zoomed to `scale`.
    func zoomOffset(showing point: CGPoint, of view: UIView, at position: CGPoint, scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin, viewBounds = view.bounds
        return CGPoint(x: origin.x + (point.x - viewBounds.minX) * scale - position.x,
                       y: origin.y + (point.y - viewBounds.minY) * scale - position.y)
    }

    /// Where `point`, in the scroll view's coordinates, shows in the visible area (from the bounds' top left).
    func visiblePosition(of point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
    }

    /// `offset` within the range scrolling rests in once `view` is zoomed to `scale` (its content size is
    /// then the view's size times the scale).
    func clampedContentOffset(_ offset: CGPoint, zooming view: UIView, to scale: CGFloat) -> CGPoint {
        let minimum = minimumContentOffset, insets = adjustedContentInsetStorage
        let maximum = CGPoint(x: max(minimum.x, view.bounds.width * scale + insets.right - bounds.width),
                              y: max(minimum.y, view.bounds.height * scale + insets.bottom - bounds.height))
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// `scale` past the limits, held back as a pinch pulls on it. The overshoot's logarithm goes through iOS's
    /// rubber-band formula for scrolling, f(x) = (1 − 1/(x·c/d + 1))·d with c = 0.55 (Grant Paul's, 2013,
    /// as analysed in "Analysis of Apple's rubber band scrolling"); with d = ln 2 the scale never passes a limit
    /// by a factor of 2.
    func rubberBandedZoomScale(_ scale: CGFloat, within range: ClosedRange<CGFloat>) -> CGFloat {
        func damped(_ overshoot: CGFloat) -> CGFloat {
            let dimension = log(2.0), constant = 0.55
            return (1 - 1 / (overshoot * constant / dimension + 1)) * dimension
        }
        if scale > range.upperBound { return range.upperBound * exp(damped(log(scale / range.upperBound))) }
        if scale < range.lowerBound { return range.lowerBound / exp(damped(log(range.lowerBound / scale))) }
        return scale
    }

    // MARK: Animation

    func showZoomAnimationStep(_ pose: ZoomPose) {
        guard let view = zoomableView() else { return cancelZoomAnimation() }
        showZoom(pose, of: view)
    }

    func zoomAnimationDidFinish(at pose: ZoomPose) {
        let view = zoomableView()
        if let view { showZoom(pose, of: view) }
        zoomAnimation = nil
        isZoomBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
    }

    /// Stops a running zoom animation where it is, without the end's delegate call.
    func cancelZoomAnimation() {
        zoomAnimation?.stop()
        zoomAnimation = nil
        isZoomBouncing = false
    }

    // MARK: Pinching

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = zoomableView() else { return }
            cancelZoomAnimation()
            // The content shows under the centroid less the movement the pan has not applied yet.
            let pan = panGestureRecognizer, location = pinch.location(in: self)
            let pending = [.possible, .began, .changed].contains(pan.state) ? pan.translation(in: self) : .zero
            zoomPinch = (view, zoomScaleStorage, view.convert(CGPoint(x: location.x - pending.x, y: location.y - pending.y), from: self))
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            followPinch(pinch)
        case .changed:
            followPinch(pinch)
        case .ended, .cancelled:
            endPinch()
        default:
            break
        }
    }

    /// Zooms by the pinch's scale since it began, the anchor point staying where it shows: the pan moves it
    /// with the centroid, before or after this, in whichever order their actions come.
    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let (view, startScale, anchor) = zoomPinch else { return }
        guard view.superview === self else { return endPinch() }
        let wanted = startScale * pinch.scale
        let scale = bouncesZoom ? rubberBandedZoomScale(wanted, within: zoomScaleRange()) : zoomScaleRange().clamping(wanted)
        var offset = zoomOffset(showing: anchor, of: view, at: visiblePosition(of: view.convert(anchor, to: self)), scale: scale)
        if !bounces { offset = clampedContentOffset(offset, zooming: view, to: scale) }
        showZoom(ZoomPose(scale: scale, offset: offset), of: view)
    }

    /// The fingers lifted: a scale or offset past the limits springs back, the point under the fingers
    /// staying as near them as the range allows; the delegate hears the end after it.
    private func endPinch() {
        isZooming = false
        guard let (view, _, anchor) = zoomPinch else { return }
        zoomPinch = nil
        let current = ZoomPose(scale: zoomScaleStorage, offset: contentOffset)
        let scale = zoomScaleRange().clamping(current.scale)
        var offset = current.offset
        if scale != current.scale {
            offset = zoomOffset(showing: anchor, of: view, at: visiblePosition(of: view.convert(anchor, to: self)), scale: scale)
        }
        let end = ZoomPose(scale: scale, offset: clampedContentOffset(offset, zooming: view, to: scale))
        guard end != current, view.superview === self else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: current.scale)
            return
        }
        isZoomBouncing = scale != current.scale
        // The spring settles once what is left of the largest motion, a change of scale measured across the
        // view, is within half a device pixel.
        let distance = max(abs(end.offset.x - current.offset.x), abs(end.offset.y - current.offset.y),
                           abs(end.scale - current.scale) * max(view.bounds.width, view.bounds.height))
        let duration = ZoomAnimation.springDuration(settlingWithin: distance, to: 0.5 / contentScaleFactor)
        zoomAnimation = ZoomAnimation(self, from: current, to: end, curve: .spring, duration: duration)
    }
}

extension ClosedRange where Bound == CGFloat {
    /// `value` moved inside the range.
    fileprivate func clamping(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
