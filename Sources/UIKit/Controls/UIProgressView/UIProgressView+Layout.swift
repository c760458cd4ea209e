import Foundation

extension UIProgressView {
    /// The track fills the bounds; the bar covers the progress's share of it from the leading end.
    func layoutParts() {
        trackView.frame = bounds
        let width = bounds.width * CGFloat(progress)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - width : bounds.minX
        progressBarView.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Puts the colours or images in the track and the bar; the default style rounds their ends.
    func updateLook() {
        style(trackView, image: trackImage, color: trackTintColor ?? .systemFill)
        style(progressBarView, image: progressImage, color: progressTintColor ?? tintColor)
        layoutParts()
    }

    private func style(_ view: UIImageView, image: UIImage?, color: UIColor) {
        view.image = image
        view.backgroundColor = image == nil ? color : nil
        view.layer.cornerRadius = progressViewStyle == .default ? Self.naturalHeight(of: .default) / 2 : 0
    }

    /// Runs a display link while there is an observed progress and the view is in a window, so the bar follows
    /// it frame by frame (Foundation on Linux has no key–value observing to tell of changes).
    func updateProgressLink() {
        let wanted = observedProgress != nil && window != nil
        guard wanted != (progressLink != nil) else { return }
        if wanted {
            let link = CADisplayLink(target: ProgressLinkTarget(self), selector: ProgressLinkTarget.step)
            link.add(to: .current, forMode: .common)
            progressLink = link
        } else {
            progressLink?.invalidate()
            progressLink = nil
        }
    }
}

/// The display link's target: holds the progress view weakly, since a link holds its target strongly.
@MainActor
final class ProgressLinkTarget {
    weak var view: UIProgressView?

    init(_ view: UIProgressView) { self.view = view }

    func step(_ link: CADisplayLink) {
        guard let view, let observed = view.observedProgress else { return link.invalidate() }
        view.progress = Float(observed.fractionCompleted)
    }
}
