import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite struct EventsHitTestingTests {
    /// A shown window (a hidden one is hit by nothing); it leaves its screen when the test lets it go.
    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.isHidden = false
        return window
    }

    @Test func lastAddedSubviewWinsAndOrderChangesFollow() {
        let w = window()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(a)
        w.addSubview(b)
        #expect(w.hitTest(CGPoint(x: 50, y: 50), with: nil) === b)
        w.bringSubviewToFront(a)
        #expect(w.hitTest(CGPoint(x: 50, y: 50), with: nil) === a)
        w.sendSubviewToBack(a)
        w.insertSubview(b, at: 0)
        #expect(w.hitTest(CGPoint(x: 50, y: 50), with: nil) === a)
        w.isHidden = true
        #expect(w.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    }

    @Test func deepestContainingDescendantWins() {
        let w = window()
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let c = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        let g = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        w.addSubview(p)
        p.addSubview(c)
        c.addSubview(g)
        #expect(w.hitTest(CGPoint(x: 65, y: 65), with: nil) === g)
        #expect(w.hitTest(CGPoint(x: 75, y: 75), with: nil) === c)
        #expect(w.hitTest(CGPoint(x: 10, y: 10), with: nil) === p)
        #expect(w.hitTest(CGPoint(x: 350, y: 350), with: nil) === w)
        #expect(w.hitTest(CGPoint(x: -1, y: -1), with: nil) == nil)
        #expect(w.hitTest(CGPoint(x: 400, y: 400), with: nil) == nil)
    }

    @Test func pointInsideIsTheHalfOpenBoundsInBoundsCoordinates() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(!v.point(inside: CGPoint(x: 100, y: 100), with: nil))
        #expect(v.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!v.point(inside: CGPoint(x: -0.5, y: 10), with: nil))
        v.bounds.origin = CGPoint(x: 10_000, y: 10_000)
        #expect(!v.point(inside: CGPoint(x: 50, y: 50), with: nil))
        #expect(v.point(inside: CGPoint(x: 10_050, y: 10_050), with: nil))
    }

    /// Back, then Front ⊃ FrontChild, all at the window's top-left.
    private func layered() -> (UIWindow, UIView, UIView, UIView) {
        let w = window()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        w.addSubview(back)
        w.addSubview(front)
        front.addSubview(child)
        return (w, back, front, child)
    }

    @Test func hiddenViewsAndTheirSubtreesAreSkipped() {
        let (w, back, front, child) = layered()
        front.isHidden = true
        #expect(!child.isHidden)
        #expect(w.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
    }

    @Test(arguments: [(0.0, false), (0.005, false), (0.01, false), (0.011, true)])
    func alphaUnderOneHundredthIsSkipped(alpha: Double, hitsChild: Bool) {
        let (w, back, front, child) = layered()
        front.alpha = CGFloat(alpha)
        let hit = w.hitTest(CGPoint(x: 25, y: 25), with: nil)
        #expect(hit === (hitsChild ? child : back))
    }

    @Test func alphaOfOneHundredthReadsBackAsAFloat() {
        let v = UIView()
        v.alpha = 0.01
        #expect(v.alpha == CGFloat(Float(0.01)))
        #expect(v.alpha < 0.01)
    }

    @Test func disabledInteractionRemovesTheSubtree() {
        let (w, back, front, _) = layered()
        front.isUserInteractionEnabled = false
        #expect(w.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
    }

    @Test func overflowingSubviewsAreNotReachedOutsideTheSuperview() {
        let w = window()
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        p.clipsToBounds = false
        let c = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        w.addSubview(p)
        p.addSubview(c)
        #expect(w.hitTest(CGPoint(x: 120, y: 120), with: nil) === w)
        #expect(w.hitTest(CGPoint(x: 90, y: 90), with: nil) === c)
    }

    /// A view that also claims the frame of its overflowing subview.
    final class ReachingView: UIView {
        var extra = CGRect.zero
        var never = false
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            if never { return false }
            return super.point(inside: point, with: event) || extra.contains(point)
        }
    }

    /// A view whose `hitTest` override records the points it is asked about and can answer for itself.
    final class AskedView: UIView {
        var asked: [CGPoint] = []
        var answer: UIView?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            asked.append(point)
            return answer ?? super.hitTest(point, with: event)
        }
    }

    @Test func hitTestOverridesAreAskedInTheirOwnCoordinatesEvenWhenHidden() {
        let w = window()
        let p = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        p.bounds.origin = CGPoint(x: 10, y: 0)
        let a = AskedView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        w.addSubview(p)
        p.addSubview(a)
        // (150, 150) in the window is (60, 50) in p's bounds; a's centre (40, 40) is 20 points left and 10 up,
        // half that in a's scaled space: (20 + 10, 20 + 5).
        #expect(w.hitTest(CGPoint(x: 150, y: 150), with: nil) === a)
        #expect(a.asked == [CGPoint(x: 30, y: 25)])
        // Hidden, the override is still asked; its default refuses, its own answer wins.
        a.isHidden = true
        #expect(w.hitTest(CGPoint(x: 150, y: 150), with: nil) === p && a.asked.count == 2)
        a.answer = w
        #expect(w.hitTest(CGPoint(x: 150, y: 150), with: nil) === w && a.asked.count == 3)
    }

    @Test func pointInsideOverridesChangeWhatIsReachable() {
        let w = window()
        let p = ReachingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        w.addSubview(p)
        p.addSubview(c)
        p.extra = c.frame
        #expect(w.hitTest(CGPoint(x: 120, y: 120), with: nil) === c)
        p.never = true
        #expect(w.hitTest(CGPoint(x: 90, y: 90), with: nil) === w)
        #expect(w.hitTest(CGPoint(x: 10, y: 10), with: nil) === w)
    }

    @Test func scaledViewsAreHitWhereTheyAreShown() {
        let w = window()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.center = CGPoint(x: 200, y: 200)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        w.addSubview(v)
        #expect(w.hitTest(CGPoint(x: 110, y: 110), with: nil) === v)
        #expect(w.hitTest(CGPoint(x: 90, y: 90), with: nil) === w)
        #expect(w.hitTest(CGPoint(x: 299, y: 299), with: nil) === v)
        #expect(w.hitTest(CGPoint(x: 301, y: 301), with: nil) === w)
    }

    @Test func rotatedViewsAreHitWhereTheyAreShown() {
        let w = window()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        v.center = CGPoint(x: 200, y: 200)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        w.addSubview(v)
        #expect(w.hitTest(CGPoint(x: 200, y: 240), with: nil) === v)
        #expect(w.hitTest(CGPoint(x: 240, y: 200), with: nil) === w)
    }

    @Test func aScaledRootHitTestsInItsOwnCoordinates() {
        // Shown as 100 × 100 at the origin: 200 × 200 points scaled by a half.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.center = CGPoint(x: 50, y: 50)
        root.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        let sub = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(sub)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === sub)
        #expect(root.hitTest(CGPoint(x: 74, y: 74), with: nil) === sub)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 199, y: 199), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
    }

    @Test func boundsOriginAndSublayerTransformsAreHonoured() {
        let w = window()
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        let content = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 20))
        w.addSubview(scroller)
        scroller.addSubview(content)
        #expect(w.hitTest(CGPoint(x: 10, y: 15), with: nil) === content)
        #expect(w.hitTest(CGPoint(x: 10, y: 65), with: nil) === scroller)
        scroller.layer.sublayerTransform = CATransform3DMakeTranslation(0, 20, 0)
        #expect(w.hitTest(CGPoint(x: 10, y: 35), with: nil) === content)
    }

    @Test func transparentContentIsStillHit() {
        let w = window()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = .clear
        w.addSubview(v)
        #expect(w.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
    }

    @Test func disabledControlsAreSkipped() {
        let w = window()
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        w.addSubview(p)
        p.addSubview(control)
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === control)
        control.isEnabled = false
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === p)
    }

    @Test func viewsAnimatedWithoutInteractionTakeNoTouches() {
        let (w, back, front, _) = layered()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 10
        animation.setValue(true, forKey: UIView.blocksInteractionAnimationKey)
        front.layer.add(animation, forKey: "fade")
        #expect(w.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(front.isUserInteractionEnabled)
        let allowing = CABasicAnimation(keyPath: "opacity")
        allowing.duration = 10
        front.layer.removeAnimation(forKey: "fade")
        front.layer.add(allowing, forKey: "fade")
        #expect(w.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
    }

    @Test func aTenThousandViewTreeIsSearchedFrontToBack() {
        let w = window()
        // 100 rows of 100 cells, each cell 4 points square.
        var views: [UIView] = []
        for row in 0..<100 {
            let rowView = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 4, width: 400, height: 4))
            w.addSubview(rowView)
            for column in 0..<100 {
                let v = UIView(frame: CGRect(x: CGFloat(column) * 4, y: 0, width: 4, height: 4))
                rowView.addSubview(v)
                views.append(v)
            }
        }
        #expect(w.hitTest(CGPoint(x: 1, y: 1), with: nil) === views[0])
        #expect(w.hitTest(CGPoint(x: 397, y: 397), with: nil) === views[9_999])
    }
}
