import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ViewHierarchyTests {
    @Test func addingIntoAWindowCallsEachCallbackOnceInOrder() {
        let log = RecordingView.Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log)
        window.addSubview(parent)
        let child = RecordingView("child", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        child.addSubview(grandchild)
        log.entries = []

        parent.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(parent)",
            "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "child.didMoveToWindow", "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
            "parent.didAddSubview(child)",
        ])
        #expect(child.window === window && grandchild.window === window)

        log.entries = []
        child.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(child)",
            "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)", "grandchild.willMoveToWindow(nil)",
            "child.didMoveToWindow", "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
        ])
        #expect(child.superview == nil && child.window == nil && grandchild.window == nil)
        #expect(parent.subviews.isEmpty)
    }

    @Test func movingBetweenSuperviewsOfOneWindowDoesNotTouchTheWindowCallbacks() {
        let log = RecordingView.Log()
        let a = RecordingView("a", log: log), b = RecordingView("b", log: log), v = RecordingView("v", log: log)
        a.addSubview(v)
        log.entries = []
        b.addSubview(v)
        #expect(log.entries == ["v.willMoveToSuperview(b)", "a.willRemoveSubview(v)", "v.didMoveToSuperview",
                                "b.didAddSubview(v)"])
        #expect(a.subviews.isEmpty && b.subviews == [v] && v.superview === b)
        #expect(b.layer.sublayers?.contains { $0 === v.layer } == true)
        #expect(a.layer.sublayers == nil)
    }

    @Test func cyclesAreRefusedAndTheHierarchyKept() {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(a)
        c.addSubview(a)
        b.insertSubview(a, at: 0)
        #expect(a.superview == nil && b.superview === a && c.superview === b)
        #expect(a.subviews == [b] && b.subviews == [c] && c.subviews.isEmpty)
    }

    @Test func insertionAndReorderingKeepTheSubviewsAndLayersInStep() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)              // c a b
        parent.insertSubview(d, aboveSubview: c)    // c d a b
        #expect(parent.subviews == [c, d, a, b])
        parent.bringSubviewToFront(c)               // d a b c
        parent.sendSubviewToBack(b)                 // b d a c
        #expect(parent.subviews == [b, d, a, c])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)   // c d a b
        #expect(parent.subviews == [c, d, a, b])
        parent.insertSubview(b, belowSubview: d)    // c b d a
        #expect(parent.subviews == [c, b, d, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 9)   // refused
        #expect(parent.subviews == [c, b, d, a])
        #expect(parent.layer.sublayers!.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })

        // A layer the app added keeps its place among the views' layers.
        let extra = CALayer()
        parent.layer.insertSublayer(extra, at: 1)
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [b, d, a, c])
        #expect(parent.layer.sublayers!.last === c.layer)
        #expect(parent.layer.sublayers!.contains { $0 === extra })
    }

    @Test func tagsAreFoundDepthFirstStartingWithTheReceiver() {
        let root = UIView(), left = UIView(), deep = UIView(), right = UIView()
        root.tag = 1
        left.tag = 2
        deep.tag = 3
        right.tag = 3
        root.addSubview(left)
        left.addSubview(deep)
        root.addSubview(right)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(3) === deep)
        #expect(right.viewWithTag(3) === right)
        #expect(root.viewWithTag(4) == nil)
        #expect(deep.isDescendant(of: root) && deep.isDescendant(of: deep) && !root.isDescendant(of: deep))
    }

    @Test func removingAViewFromInsideItsOwnCallbackLeavesAConsistentTree() {
        final class Leaver: UIView {
            override func didMoveToSuperview() {
                if superview != nil { removeFromSuperview() }
            }
        }
        final class Remover: UIView {
            override func willMove(toSuperview newSuperview: UIView?) {
                if newSuperview != nil { removeFromSuperview() }
            }
        }
        let parent = UIView(), other = UIView()
        let leaver = Leaver()
        parent.addSubview(leaver)
        #expect(leaver.superview == nil && parent.subviews.isEmpty && parent.layer.sublayers == nil)
        let remover = Remover()
        other.addSubview(remover)
        parent.addSubview(remover)
        #expect(remover.superview === parent && parent.subviews == [remover] && other.subviews.isEmpty)
        #expect(remover.layer.superlayer === parent.layer)
    }

    @Test func theResponderChainRunsUpTheViewsToTheControllerWindowAndApplication() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        window.rootViewController = controller
        let view = UIView()
        controller.view.addSubview(view)
        #expect(view.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
    }
}
