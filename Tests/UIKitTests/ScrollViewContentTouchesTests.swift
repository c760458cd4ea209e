import Testing
@testable import UIKit
import UIKitTesting

/// Touches on the content of a scroll view, as Apple documents `delaysContentTouches`,
/// `canCancelContentTouches`, `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`: a touch-down
/// reaches the content after 150 ms held still; a drag that begins first scrolls, and one that begins later
/// cancels the content's touches unless the content keeps them.
///
/// The drag is relied on only for this: the pan begins after 10 points of movement, and the offset follows
/// the translation from there (a drag up by 20 then 60 points begins the pan, then scrolls 50 points).
@MainActor @Suite struct ScrollViewContentTouchesTests {
    /// A scroll view logging what it is asked, answering as `refusesTouches` and `cancelsControls` say.
    private final class AskingScrollView: UIScrollView {
        var log: EventLog?
        var refusesTouches = false
        var cancelsControls = false

        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            log?.add("shouldBegin(\(name(of: view)))")
            return !refusesTouches && super.touchesShouldBegin(touches, with: event, in: view)
        }

        override func touchesShouldCancel(in view: UIView) -> Bool {
            log?.add("shouldCancel(\(name(of: view)))")
            return cancelsControls || super.touchesShouldCancel(in: view)
        }

        /// The scene's name for a content view (not its accessibility identifier: an associated object, which
        /// the associated-object tests running alongside would count).
        private func name(of view: UIView) -> String {
            (view as? TouchLoggingView)?.name ?? (view is UIButton ? "button" : "\(type(of: view))")
        }
    }

    /// A 400-point-square scroll view filling the window, 2000 points tall, with a button centred at
    /// (200, 140) and a plain touch-logging view centred at (200, 340); the button logs its control events
    /// and the scroll view its questions into the same log.
    private struct Scene {
        let scroll: AskingScrollView
        let button: UIButton
        let plain: TouchLoggingView
        let log: EventLog
        static let onButton = CGPoint(x: 200, y: 140)
        static let onPlain = CGPoint(x: 200, y: 340)

        init(in window: UIWindow) {
            log = EventLog()
            scroll = AskingScrollView(frame: window.bounds)
            scroll.log = log
            scroll.contentSize = CGSize(width: 400, height: 2000)
            button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 200, height: 80)
            let names: [(UIControl.Event, String)] = [
                (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchUpInside, "upInside"),
                (.touchCancel, "cancel"), (.primaryActionTriggered, "action"),
            ]
            for (event, name) in names { button.addAction(UIAction { [log] _ in log.add(name) }, for: event) }
            plain = TouchLoggingView("plain", frame: CGRect(x: 100, y: 300, width: 200, height: 80), log: log)
            scroll.addSubview(button)
            scroll.addSubview(plain)
            window.addSubview(scroll)
        }
    }

    /// Down at `start`, held `hold` seconds, then up by 20 points (beginning a pan) and on to 60.
    private func dragUp(_ generator: EventGenerator, from start: CGPoint, holding hold: TimeInterval) throws {
        try generator.fingerDown(at: start)
        generator.wait(hold)
        try generator.fingerMove(to: CGPoint(x: start.x, y: start.y - 20))
        try generator.fingerMove(to: CGPoint(x: start.x, y: start.y - 60))
    }

    @Test func aQuickDragFromAButtonScrollsAndTheButtonNeverSeesTheTouch() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            try dragUp(generator, from: Scene.onButton, holding: 0.05)
            #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 50))
            generator.wait(0.3)
            #expect(!scene.button.isHighlighted)
            try generator.fingerUp()
            #expect(scene.log.entries == [])
        }
    }

    @Test func theTouchDownReachesTheContentAfter150Milliseconds() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            try generator.fingerDown(at: Scene.onPlain)
            generator.wait(0.14)
            #expect(scene.log.entries == [])
            generator.wait(0.02)
            #expect(scene.log.entries == ["shouldBegin(plain)", "plain.began(1)"])
            try generator.fingerUp()
            #expect(scene.log.entries.last == "plain.ended(1)")
        }
    }

    @Test func aTapOnAButtonFiresItsActionWithALateTouchDown() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            try generator.fingerDown(at: Scene.onButton)
            generator.wait(0.05)
            #expect(scene.log.entries == [] && !scene.button.isHighlighted)
            try generator.fingerUp()
            #expect(scene.log.entries == ["shouldBegin(button)", "down", "upInside", "action"])
            #expect(scene.scroll.contentOffset == .zero)
        }
    }

    @Test func aButtonInNestedScrollViewsGetsOneLateTouchDownAndFires() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            // Two more scroll views around the button, each asking, each withholding the touch-down 150 ms.
            let inner = AskingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let middle = AskingScrollView(frame: inner.frame)
            for scroll in [inner, middle] {
                scroll.log = scene.log
                scroll.contentSize = CGSize(width: 400, height: 800)
            }
            scene.scroll.addSubview(middle)
            middle.addSubview(inner)
            inner.addSubview(scene.button)
            try generator.fingerDown(at: Scene.onButton)
            generator.wait(0.1)
            #expect(scene.log.entries == [])
            generator.wait(0.1)
            #expect(scene.log.entries.filter { $0 == "shouldBegin(button)" }.count == 3)
            #expect(scene.log.entries.last == "down" && scene.button.isHighlighted)
            try generator.fingerUp()
            #expect(Array(scene.log.entries.suffix(3)) == ["down", "upInside", "action"])
        }
    }

    @Test func aButtonHeldThenDraggedKeepsItsTouchAndNothingScrolls() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            try generator.fingerDown(at: Scene.onButton)
            generator.wait(0.2)
            #expect(scene.button.isHighlighted)
            try generator.fingerMove(to: CGPoint(x: 200, y: 120))
            try generator.fingerMove(to: CGPoint(x: 200, y: 80))
            // Asked as the pan was about to begin: a control is not cancelled by default, so it keeps the touch.
            #expect(scene.log.entries == ["shouldBegin(button)", "down", "shouldCancel(button)", "dragInside", "dragInside"])
            #expect(scene.scroll.contentOffset == .zero && scene.button.isHighlighted)
            try generator.fingerUp()
            #expect(Array(scene.log.entries.suffix(2)) == ["upInside", "action"])
        }
    }

    @Test func aSubclassCancellingControlsTakesTheDragFromAHeldButton() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            scene.scroll.cancelsControls = true
            try dragUp(generator, from: Scene.onButton, holding: 0.2)
            #expect(scene.log.entries == ["shouldBegin(button)", "down", "shouldCancel(button)", "cancel"])
            #expect(!scene.button.isHighlighted && !scene.button.isTracking)
            #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 50))
            try generator.fingerUp()
            #expect(scene.log.entries.count == 4)
        }
    }

    @Test func aPlainViewHeldThenDraggedIsCancelledAndTheViewScrolls() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            try dragUp(generator, from: Scene.onPlain, holding: 0.2)
            #expect(scene.log.entries == ["shouldBegin(plain)", "plain.began(1)", "shouldCancel(plain)", "plain.cancelled(1)"])
            #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 50))
        }
    }

    @Test func withoutTheDelayTheContentHasTheTouchAtOnce() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            scene.scroll.delaysContentTouches = false
            try generator.fingerDown(at: Scene.onButton)
            #expect(scene.log.entries == ["shouldBegin(button)", "down"] && scene.button.isHighlighted)
            // So a quick drag from the button no longer scrolls: the button keeps it.
            try generator.fingerMove(to: CGPoint(x: 200, y: 120))
            try generator.fingerMove(to: CGPoint(x: 200, y: 80))
            #expect(scene.scroll.contentOffset == .zero)
            try generator.fingerUp()
            try generator.fingerDown(at: Scene.onPlain)
            #expect(scene.log.entries.suffix(2) == ["shouldBegin(plain)", "plain.began(1)"])
            try generator.fingerUp()
        }
    }

    @Test func touchesTheScrollViewRefusesNeverReachTheContent() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            scene.scroll.refusesTouches = true
            try generator.fingerDown(at: Scene.onPlain)
            generator.wait(0.3)
            try generator.fingerUp()
            try generator.fingerTap(at: Scene.onButton)
            #expect(scene.log.entries == ["shouldBegin(plain)", "shouldBegin(button)"])
            // A drag still scrolls, and what was refused is not asked about when it begins.
            try dragUp(generator, from: Scene.onPlain, holding: 0.2)
            #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 50))
            #expect(scene.log.entries.suffix(1) == ["shouldBegin(plain)"])
            try generator.fingerUp()
        }
    }

    @Test func withoutCancellingContentTouchesTrackingContentNeverScrolls() throws {
        try withEventWindow { window, generator in
            let scene = Scene(in: window)
            scene.scroll.canCancelContentTouches = false
            try dragUp(generator, from: Scene.onPlain, holding: 0.2)
            // The subclass is not asked: nothing can cancel.
            #expect(scene.log.entries == ["shouldBegin(plain)", "plain.began(1)", "plain.moved(1)", "plain.moved(1)"])
            #expect(scene.scroll.contentOffset == .zero)
            try generator.fingerUp()
            // Before the content has the touch, a drag still scrolls.
            try dragUp(generator, from: Scene.onPlain, holding: 0.05)
            #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 50))
            try generator.fingerUp()
        }
    }
}
