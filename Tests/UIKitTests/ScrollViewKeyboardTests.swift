import Testing
@testable import UIKit
import UIKitTesting

/// Keyboard scrolling as on Mac Catalyst: what each key does to the offset, and which scroll view it goes to.
/// The offsets are read after enough frames for an animated scroll to end, whether or not it animates.
@MainActor @Suite struct ScrollViewKeyboardTests {
    private final class Focusable: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    private final class TextField: UIView, UIKeyInput {
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { false }
        func insertText(_ text: String) {}
        func deleteBackward() {}
    }

    /// A key window of 200 × 300 points holding `body`'s scroll views, with an event generator.
    private func withKeyWindow(_ body: (UIWindow, EventGenerator, ControlledClock) throws -> Void) throws {
        try withScreenWindow(size: CGSize(width: 200, height: 300)) { window, _ in
            window.makeKey()
            let generator = EventGenerator(window: window)
            try ControlledClock.run { clock in try body(window, generator, clock) }
        }
    }

    /// Presses `key` and lets a second of frames pass; the content offset then.
    private func press(_ key: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = [], in scroll: UIScrollView,
                       _ generator: EventGenerator, _ clock: ControlledClock) -> CGPoint {
        generator.keyPress(key, modifiers: modifiers)
        clock.renderFrames(60)
        return scroll.contentOffset
    }

    @Test func eachKeyScrollsByALineAPageOrToAnEnd() throws {
        try withKeyWindow { window, generator, clock in
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 200, height: 2000)
            window.addSubview(scroll)
            @MainActor func offset(_ key: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) -> CGFloat {
                press(key, modifiers, in: scroll, generator, clock).y
            }
            // A line is 40 points; a page the 300-point height less a 10-point overlap.
            #expect(offset(.keyboardDownArrow) == 40)
            #expect(offset(.keyboardPageDown) == 330)
            #expect(offset(.keyboardSpacebar) == 620)
            #expect(offset(.keyboardSpacebar, .shift) == 330)
            #expect(offset(.keyboardUpArrow) == 290)
            #expect(offset(.keyboardDownArrow, .alternate) == 580)
            #expect(offset(.keyboardPageUp) == 290)
            #expect(offset(.keyboardEnd) == 1700)
            #expect(offset(.keyboardPageDown) == 1700, "never beyond the end")
            #expect(offset(.keyboardHome) == 0)
            #expect(offset(.keyboardDownArrow, .command) == 1700)
            #expect(offset(.keyboardUpArrow, .command) == 0)
            #expect(offset(.keyboardUpArrow) == 0, "never before the start")
            #expect(offset(.keyboardDownArrow, .control) == 0, "Control-arrows are not scrolling keys")
            #expect(offset(.keyboardA) == 0)
        }
    }

    @Test func thePageLeavesOutTheInsetsAndArrowsScrollSideways() throws {
        try withKeyWindow { window, generator, clock in
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 1000, height: 2000)
            scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 40, right: 0)
            window.addSubview(scroll)
            scroll.contentOffset = CGPoint(x: 0, y: -50)
            // The visible height is 300 − 50 − 40 = 210: a page is 200.
            #expect(press(.keyboardPageDown, in: scroll, generator, clock) == CGPoint(x: 0, y: 150))
            #expect(press(.keyboardRightArrow, in: scroll, generator, clock) == CGPoint(x: 40, y: 150))
            #expect(press(.keyboardRightArrow, .alternate, in: scroll, generator, clock) == CGPoint(x: 230, y: 150))
            #expect(press(.keyboardLeftArrow, .command, in: scroll, generator, clock) == CGPoint(x: 0, y: 150))
            #expect(press(.keyboardHome, in: scroll, generator, clock) == CGPoint(x: 0, y: -50))
        }
    }

    @Test func aResponderOrKeyCommandTakingTheKeyKeepsItFromScrolling() throws {
        try withKeyWindow { window, generator, clock in
            let controller = PingController()
            window.rootViewController = controller
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 200, height: 2000)
            controller.view.addSubview(scroll)
            // FocusView's pressesBegan does not pass presses on.
            let taker = FocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            scroll.addSubview(taker)
            #expect(taker.becomeFirstResponder())
            #expect(press(.keyboardDownArrow, in: scroll, generator, clock).y == 0)
            #expect(taker.pressLog.count == 2)
            let passer = Focusable(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            scroll.addSubview(passer)
            #expect(passer.becomeFirstResponder())
            #expect(press(.keyboardDownArrow, in: scroll, generator, clock).y == 40)
            taker.commands = [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [],
                                           action: Selector("save", PingController.save))]
            #expect(taker.becomeFirstResponder())
            #expect(press(.keyboardDownArrow, in: scroll, generator, clock).y == 40)
            #expect(controller.log == ["save"])
        }
    }

    @Test func theFirstRespondersScrollViewThenThePointersThenTheLargestTakesTheKeys() throws {
        try withKeyWindow { window, generator, clock in
            let large = UIScrollView(frame: CGRect(x: 0, y: 0, width: 140, height: 300))
            let small = UIScrollView(frame: CGRect(x: 140, y: 0, width: 60, height: 300))
            let wide = UIScrollView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
            for scroll in [large, small] {
                scroll.contentSize = CGSize(width: scroll.bounds.width, height: 3000)
                window.addSubview(scroll)
            }
            // Wider than the large one but scrolling only sideways: not for the vertical keys.
            wide.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            wide.contentSize = CGSize(width: 2000, height: 300)
            window.insertSubview(wide, at: 0)
            #expect(press(.keyboardDownArrow, in: large, generator, clock).y == 40)
            generator.pointerMove(to: CGPoint(x: 170, y: 100))
            #expect(press(.keyboardDownArrow, in: small, generator, clock).y == 40)
            let focusable = Focusable(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            large.addSubview(focusable)
            #expect(focusable.becomeFirstResponder())
            #expect(press(.keyboardDownArrow, in: large, generator, clock).y == 80)
            #expect(small.contentOffset.y == 40)
            // The sideways keys find the one scroll view that scrolls sideways.
            #expect(press(.keyboardRightArrow, in: wide, generator, clock).x == 40)
            // A first responder taking text keeps its keys.
            let field = TextField(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
            large.addSubview(field)
            #expect(field.becomeFirstResponder())
            #expect(press(.keyboardSpacebar, in: large, generator, clock).y == 80)
        }
    }
}
