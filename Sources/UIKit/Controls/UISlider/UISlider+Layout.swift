import Foundation

extension UISlider {
    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The size of the thumb shown now: its image's, else the default disc's.
    var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// `minimumValueImageRect(forBounds:)` as UIKit places it.
    func standardMinimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimumValueImage, atLeadingEnd: true, in: bounds)
    }

    /// `maximumValueImageRect(forBounds:)` as UIKit places it.
    func standardMaximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(maximumValueImage, atLeadingEnd: false, in: bounds)
    }

    private func valueImageRect(_ image: UIImage?, atLeadingEnd leading: Bool, in bounds: CGRect) -> CGRect {
        let size = image?.size ?? .zero
        let atLeft = leading != isRightToLeft
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// `trackRect(forBounds:)` as UIKit places it: between the value images, 8 points from each.
    func standardTrackRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX, right = bounds.maxX
        let leftImage = isRightToLeft ? maximumValueImage : minimumValueImage
        let rightImage = isRightToLeft ? minimumValueImage : maximumValueImage
        if let leftImage { left += leftImage.size.width + Self.valueImageGap }
        if let rightImage { right -= rightImage.size.width + Self.valueImageGap }
        let height = currentMinimumTrackImage?.size.height ?? currentMaximumTrackImage?.size.height ?? Self.trackHeight
        return CGRect(x: left, y: bounds.midY - height / 2, width: max(0, right - left), height: height)
    }

    /// `thumbRect(forBounds:trackRect:value:)` as UIKit places it: the thumb stays inside the track.
    func standardThumbRect(trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let fraction = CGFloat(fraction(of: value))
        let travel = max(0, rect.width - size.width)
        let x = isRightToLeft ? rect.maxX - size.width - travel * fraction : rect.minX + travel * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `value` lies in the range, from 0 to 1 (0 for an empty range).
    func fraction(of value: Float) -> Float {
        let span = maximumValue - minimumValue
        return span > 0 ? min(1, max(0, (value - minimumValue) / span)) : 0
    }

    /// The value whose thumb is centred at `x`.
    func value(forThumbCentreAt x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let width = thumbSize.width
        let travel = track.width - width
        guard travel > 0 else { return minimumValue }
        var fraction = (x - track.minX - width / 2) / travel
        if isRightToLeft { fraction = 1 - fraction }
        return minimumValue + Float(min(1, max(0, fraction))) * (maximumValue - minimumValue)
    }

    /// The slider's intrinsic content size.
    var naturalSize: CGSize {
        let height = max(Self.naturalHeight, thumbSize.height, minimumValueImage?.size.height ?? 0,
                         maximumValueImage?.size.height ?? 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    /// Places the parts for the current value: the minimum track runs from its end to the thumb's centre, the
    /// maximum track from there to the other end.
    func layoutParts() {
        partsView.frame = bounds
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        thumbView.frame = thumb
        let (left, right) = (CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height),
                             CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height))
        minimumTrackView.frame = isRightToLeft ? right : left
        maximumTrackView.frame = isRightToLeft ? left : right
    }

    /// Puts the current state's images and colours in the parts.
    func updateLook() {
        let thumbImage = currentThumbImage
        thumbView.image = thumbImage
        if thumbImage == nil {
            ControlLook.styleThumb(thumbView, diameter: Self.thumbDiameter, color: thumbTintColor ?? .white)
        } else {
            thumbView.backgroundColor = nil
            thumbView.layer.cornerRadius = 0
            thumbView.layer.shadowOpacity = 0
        }
        styleTrack(minimumTrackView, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor)
        styleTrack(maximumTrackView, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? .systemFill)
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        partsView.alpha = isEnabled ? 1 : 0.5
        invalidateIntrinsicContentSize()
        layoutParts()
    }

    private func styleTrack(_ view: UIImageView, image: UIImage?, color: UIColor) {
        view.image = image
        view.backgroundColor = image == nil ? color : nil
        view.layer.cornerRadius = image == nil ? Self.trackHeight / 2 : 0
    }
}
