import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ViewLayoutTests {
    /// The frame of a 20-wide child at x = 10 in a 100-wide parent after the parent grows to 200, for a mask.
    private func resized(_ mask: UIView.AutoresizingMask, child: CGRect = CGRect(x: 10, y: 30, width: 20, height: 40),
                         from: CGSize = CGSize(width: 100, height: 100), to: CGSize = CGSize(width: 200, height: 160)) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: from))
        let view = UIView(frame: child)
        view.autoresizingMask = mask
        parent.addSubview(view)
        parent.frame.size = to
        return view.frame
    }

    @Test func eachSingleFlexiblePartTakesTheWholeChange() {
        // Width +100, height +60; left margin 10, width 20, right margin 70; top 30, height 40, bottom 30.
        #expect(resized([]) == CGRect(x: 10, y: 30, width: 20, height: 40))
        #expect(resized(.flexibleLeftMargin) == CGRect(x: 110, y: 30, width: 20, height: 40))
        #expect(resized(.flexibleWidth) == CGRect(x: 10, y: 30, width: 120, height: 40))
        #expect(resized(.flexibleRightMargin) == CGRect(x: 10, y: 30, width: 20, height: 40))
        #expect(resized(.flexibleTopMargin) == CGRect(x: 10, y: 90, width: 20, height: 40))
        #expect(resized(.flexibleHeight) == CGRect(x: 10, y: 30, width: 20, height: 100))
        #expect(resized(.flexibleBottomMargin) == CGRect(x: 10, y: 30, width: 20, height: 40))
    }

    @Test func severalFlexiblePartsShareTheChangeInProportionToTheirLengths() {
        // Left 10 and width 20 share +100 as 10:20.
        let a = resized([.flexibleLeftMargin, .flexibleWidth])
        #expect(abs(a.minX - (10 + 100.0 / 3)) < 1e-9 && abs(a.width - (20 + 200.0 / 3)) < 1e-9)
        // Left 10 and right 70: the view keeps its relative place.
        let b = resized([.flexibleLeftMargin, .flexibleRightMargin])
        #expect(abs(b.minX - 22.5) < 1e-9 && b.width == 20)
        // All three: everything doubles.
        let c = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(abs(c.minX - 20) < 1e-9 && abs(c.width - 40) < 1e-9)
        // Top 30, height 40, bottom 30 share +60 as 3:4:3.
        let d = resized([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        #expect(abs(d.minY - 48) < 1e-9 && abs(d.height - 64) < 1e-9)
        // Flexible parts of zero length share equally.
        let e = resized([.flexibleLeftMargin, .flexibleWidth], child: CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(e == CGRect(x: 50, y: 0, width: 50, height: 0))
    }

    @Test func autoresizingCascadesAndCanBeTurnedOff() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        leaf.autoresizingMask = .flexibleWidth
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.bounds.size = CGSize(width: 150, height: 100)
        #expect(middle.frame.width == 150 && leaf.frame.width == 100)
        middle.autoresizesSubviews = false
        root.bounds.size = CGSize(width: 200, height: 100)
        #expect(middle.frame.width == 200 && leaf.frame.width == 100)
    }

    @Test func aSizeChangeSchedulesLayoutAndAMoveDoesNot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        performPendingUpdates()
        let before = view.layoutCount
        view.center = CGPoint(x: 50, y: 50)
        performPendingUpdates()
        #expect(view.layoutCount == before)
        view.bounds.size = CGSize(width: 20, height: 20)
        performPendingUpdates()
        #expect(view.layoutCount == before + 1)
        performPendingUpdates()
        #expect(view.layoutCount == before + 1)
    }

    @Test func layoutRunsOncePerPassTopDownAndLayoutIfNeededRunsItNow() {
        let log = RecordingView.Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        performPendingUpdates()
        log.entries = []
        child.setNeedsLayout()
        parent.setNeedsLayout()
        child.setNeedsLayout()
        #expect(log.entries.isEmpty)
        performPendingUpdates()
        #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
        log.entries = []
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries == ["child.layoutSubviews"])
        child.layoutIfNeeded()
        #expect(log.entries == ["child.layoutSubviews"])
    }

    @Test func aTurnOfTheRunLoopLaysOut() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RecordingView("v")
        window.addSubview(view)
        performPendingUpdates()
        let before = view.layoutCount
        view.setNeedsLayout()
        // In an app this is `RunLoop.main`; under swift test the main actor runs on a thread of its own. The frame
        // cycle's pass runs before the loop waits and when a turn ends, so one turn that does not wait lays out.
        _ = RunLoop.current.run(mode: .default, before: Date())
        #expect(view.layoutCount == before + 1)
        _ = RunLoop.current.run(mode: .default, before: Date())
        #expect(view.layoutCount == before + 1, "nothing marked, nothing laid out")
    }

    @Test func sizeToFitKeepsTheOriginAndTakesTheSizeThatFits() {
        final class Fitting: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 33, height: 11) }
        }
        let view = Fitting(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 33, height: 11))
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 3, height: 4))
    }

    @Test func layoutMarginsDefaultToEightAndFollowTheSafeArea() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))

        let screen = VirtualScreens.connect(size: CGSize(width: 100, height: 200), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        window.screen = screen
        let top = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 50))
        window.addSubview(top)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        top.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        #expect(top.layoutMargins == UIEdgeInsets(top: 30, left: 8, bottom: 8, right: 8))
        top.insetsLayoutMarginsFromSafeArea = false
        #expect(top.layoutMargins.top == 8)
    }
}
