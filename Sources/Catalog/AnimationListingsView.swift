import UIKit

/// The Animations chapter's listings, each in a tile playing it: they start shortly after launch, and a tap
/// plays them all again.
final class AnimationListingsView: UIView {
    private var tiles: [(title: String, play: (UIView) -> Void)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        tiles = [
            ("4-1  animate(withDuration:)", listing4_1), ("4-2  options and completion", listing4_2),
            ("4-3  begin/commit", listing4_3), ("4-4  begin/commit delegate", listing4_4),
            ("4-5  nested, repeat 2.5", listing4_5), ("4-6  transition(with:) curl", listing4_6),
            ("4-7  setAnimationTransition", listing4_7), ("4-8  transition(from:to:)", listing4_8),
            ("4-9  view and layer together", listing4_9),
        ]
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: AnimationListingsView.replay))
        after(0.2) { [weak self] in self?.replay() }
    }

    /// Listing 4-`number` (1 to 9) alone, in one tile.
    convenience init(listing number: Int) {
        self.init(frame: CGRect(x: 0, y: 0, width: 204, height: 164))
        tiles = [tiles[min(max(number, 1), tiles.count) - 1]]
    }

    required init?(coder: NSCoder) { nil }

    /// Lays the tiles out anew and plays every listing.
    func replay() {
        for view in subviews { view.removeFromSuperview() }
        let columns = 5, width: CGFloat = 180, height: CGFloat = 140
        for (index, tile) in tiles.enumerated() {
            let x = 12 + CGFloat(index % columns) * (width + 8), y = 12 + CGFloat(index / columns) * (height + 8)
            let stage = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
            stage.backgroundColor = uiColor(0x1F2A36)
            stage.layer.cornerRadius = 10
            stage.clipsToBounds = true
            stage.layer.addSublayer(caption(tile.title, frame: CGRect(x: 8, y: 6, width: width - 16, height: 16),
                                            size: 11, hex: 0xD1D1D6))
            addSubview(stage)
            tile.play(stage)
        }
    }

    private func square(_ stage: UIView, _ x: CGFloat, _ hex: UInt32) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: 40, width: 60, height: 60))
        view.backgroundColor = uiColor(hex)
        view.layer.cornerRadius = 8
        stage.addSubview(view)
        return view
    }

    /// Listing 4-1: one view fades out while another fades in.
    private func listing4_1(_ stage: UIView) {
        let first = square(stage, 20, 0xFF9500), second = square(stage, 100, 0x34C759)
        second.alpha = 0
        UIView.animate(withDuration: 1) {
            first.alpha = 0
            second.alpha = 1
        }
    }

    /// Listing 4-2: fade out with custom options; the completion handler fades back in after a delay.
    private func listing4_2(_ stage: UIView) {
        let view = square(stage, 60, 0x5AC8FA)
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 }) { _ in
            UIView.animate(withDuration: 1, delay: 1, options: .curveEaseOut, animations: { view.alpha = 1 })
        }
    }

    /// Listing 4-3: Listing 4-1 with the begin/commit methods.
    private func listing4_3(_ stage: UIView) {
        let first = square(stage, 20, 0xFF2D55), second = square(stage, 100, 0xAF52DE)
        second.alpha = 0
        UIView.beginAnimations("ToggleViews", context: nil)
        UIView.setAnimationDuration(1)
        first.alpha = 0
        second.alpha = 1
        UIView.commitAnimations()
    }

    /// Listing 4-4: a begin/commit fade whose did-stop handler fades the view back in.
    private func listing4_4(_ stage: UIView) {
        let view = square(stage, 60, 0xFFCC00)
        fadingView = view
        UIView.beginAnimations("ShowHideView", context: nil)
        UIView.setAnimationCurve(.easeIn)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelegate(self)
        UIView.setAnimationDidStop(Selector("showHideDidStop:finished:context:", AnimationListingsView.showHideDidStop))
        view.alpha = 0
        UIView.commitAnimations()
    }

    private weak var fadingView: UIView?

    private func showHideDidStop(_ animationID: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
        UIView.beginAnimations("ShowHideView2", context: nil)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelay(1)
        fadingView?.alpha = 1
        UIView.commitAnimations()
    }

    /// Listing 4-5: two views fade out; a nested block with its own curve and duration blinks a third 2.5
    /// times before it hides.
    private func listing4_5(_ stage: UIView) {
        let first = square(stage, 10, 0x30B0C7), second = square(stage, 60, 0x30B0C7)
        let third = square(stage, 110, 0xFF3B30)
        UIView.animate(withDuration: 1, delay: 1, options: .curveEaseOut, animations: {
            first.alpha = 0
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedCurve, .curveLinear,
                                                                   .overrideInheritedDuration, .repeat, .autoreverse],
                           animations: {
                UIView.setAnimationRepeatCount(2.5)
                third.alpha = 0
            })
            second.alpha = 0
        })
    }

    /// Two "pages" of text, one shown, for the transition listings.
    private func pages(_ stage: UIView, _ hexes: (UInt32, UInt32)) -> (container: UIView, shown: UILabel, hidden: UILabel) {
        let container = UIView(frame: CGRect(x: 20, y: 32, width: 140, height: 96))
        stage.addSubview(container)
        var made: [UILabel] = []
        for (text, hex) in [("First page", hexes.0), ("New page", hexes.1)] {
            let page = UILabel(frame: container.bounds)
            page.text = text
            page.textAlignment = .center
            page.backgroundColor = uiColor(hex)
            container.addSubview(page)
            made.append(page)
        }
        made[1].isHidden = true
        return (container, made[0], made[1])
    }

    /// Listing 4-6: a transition swaps the visible text page for the empty one.
    private func listing4_6(_ stage: UIView) {
        let (container, shown, hidden) = pages(stage, (0xFFFFFF, 0xF2F2F7))
        UIView.transition(with: container, duration: 1, options: .transitionCurlUp, animations: {
            shown.isHidden = true
            hidden.isHidden = false
        })
    }

    /// Listing 4-7: the same change made with the begin/commit methods.
    private func listing4_7(_ stage: UIView) {
        let (container, shown, hidden) = pages(stage, (0xE5F6FF, 0xFFF4E5))
        UIView.beginAnimations("ToggleSiblings", context: nil)
        UIView.setAnimationTransition(.curlUp, for: container, cache: true)
        UIView.setAnimationDuration(1)
        shown.isHidden = true
        hidden.isHidden = false
        UIView.commitAnimations()
    }

    /// Listing 4-8: toggling between two views, flipping one way or the other.
    private func listing4_8(_ stage: UIView) {
        let (_, primary, secondary) = pages(stage, (0x34C759, 0x007AFF))
        UIView.transition(from: primary, to: secondary, duration: 1,
                          options: [.transitionFlipFromRight, .showHideTransitionViews])
    }

    /// Listing 4-9: a view's frame and its layer's corner radius animate together, the layer's change
    /// made with Core Animation inside the view's block.
    private func listing4_9(_ stage: UIView) {
        let view = square(stage, 20, 0x5856D6)
        UIView.animate(withDuration: 1) {
            view.frame = CGRect(x: 90, y: 40, width: 70, height: 70)
            let corners = CABasicAnimation(keyPath: "cornerRadius")
            corners.fromValue = 8
            corners.toValue = 35
            corners.duration = 1
            view.layer.add(corners, forKey: "cornerRadius")
            view.layer.cornerRadius = 35
        }
    }
}
