import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The smallest text input: it takes typed text, and shows the input views it is given.
final class KeyboardField: UIView, UIKeyInput {
    var text = ""
    var accessory: UIView?
    var input: UIView?

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { accessory }
    override var inputView: UIView? { input }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

@MainActor @Suite(.serialized) struct KeyboardTests {
    /// A phone-sized window (390 × 844 points, 34 at the bottom unsafe) with the on-screen keyboard on or off,
    /// the controlled clock running, and the keyboard notifications recorded.
    private func withPhone(onScreenKeyboard: Bool = true,
                           _ body: (UIWindow, RecordedNotifications, ControlledClock) throws -> Void) rethrows {
        try withScreenWindow(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) { window, _ in
            OnScreenKeyboard.isEnabled = onScreenKeyboard
            let notes = RecordedNotifications([
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidChangeFrameNotification,
                UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification,
            ], trimming: ["UIKeyboard", "Notification"])
            defer {
                notes.stop()
                OnScreenKeyboard.isEnabled = false
            }
            try ControlledClock.run { clock in
                // The keyboard goes before the screen does.
                defer {
                    window.endEditing(true)
                    finish(clock)
                }
                try body(window, notes, clock)
            }
        }
    }

    /// A quarter of a second and a frame: the keyboard's animation is over.
    private func finish(_ clock: ControlledClock) { clock.renderFrames(17) }

    @Test func showingAndHidingPostTheNotificationsWithTheirUserInfo() throws {
        try withPhone { window, notes, clock in
            let field = KeyboardField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            window.addSubview(field)
            #expect(field.becomeFirstResponder())
            #expect(notes.names == ["WillChangeFrame", "WillShow"])
            // 216 points of keys on a phone in portrait, plus the 34-point bottom safe area.
            let shown = CGRect(x: 0, y: 594, width: 390, height: 250)
            #expect(notes.frame(UIResponder.keyboardFrameBeginUserInfoKey, 1) == CGRect(x: 0, y: 844, width: 390, height: 250))
            #expect(notes.frame(UIResponder.keyboardFrameEndUserInfoKey, 1) == shown)
            let info = notes.infos[1]
            #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
            let curve = try #require((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue)
            #expect(curve == 7 && UIView.AnimationCurve(rawValue: curve) == .easeInOut)
            #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
            #expect(OnScreenKeyboard.frame(on: window.screen) == shown)

            finish(clock)
            #expect(notes.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
            #expect(OnScreenKeyboard.window(on: window.screen)?.isHidden == false)

            notes.reset()
            #expect(field.resignFirstResponder())
            #expect(notes.names == ["WillChangeFrame", "WillHide"])
            #expect(notes.frame(UIResponder.keyboardFrameBeginUserInfoKey, 1) == shown)
            #expect(notes.frame(UIResponder.keyboardFrameEndUserInfoKey, 1) == CGRect(x: 0, y: 844, width: 390, height: 250))
            #expect(OnScreenKeyboard.frame(on: window.screen) == nil)
            finish(clock)
            #expect(notes.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
            #expect(OnScreenKeyboard.window(on: window.screen)?.isHidden == true)
        }
    }

    @Test func theKeyboardLeavesWhenTheFirstResponderLeavesTheWindowOrIsHidden() throws {
        try withPhone { window, notes, clock in
            let container = UIView(frame: window.bounds)
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            container.addSubview(field)
            window.addSubview(container)
            #expect(field.becomeFirstResponder())
            finish(clock)
            notes.reset()
            // Its superview taken out of the window: the field ends editing and the keyboard goes.
            container.removeFromSuperview()
            #expect(!field.isFirstResponder && !field.isEditing)
            #expect(notes.names == ["WillChangeFrame", "WillHide"])
            #expect(OnScreenKeyboard.frame(on: window.screen) == nil)
            finish(clock)

            window.addSubview(container)
            #expect(field.becomeFirstResponder())
            finish(clock)
            notes.reset()
            container.isHidden = true
            #expect(!field.isFirstResponder)
            #expect(notes.names == ["WillChangeFrame", "WillHide"])
            finish(clock)
        }
    }

    @Test func movingBetweenFieldsKeepsTheKeyboardAndAnAccessoryRidesOnIt() {
        withPhone { window, notes, clock in
            let first = KeyboardField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            let second = KeyboardField(frame: CGRect(x: 20, y: 160, width: 200, height: 40))
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
            second.accessory = bar
            window.addSubview(first)
            window.addSubview(second)
            _ = first.becomeFirstResponder()
            finish(clock)
            notes.reset()
            // The same keyboard for the next plain field: nothing moves, nothing is posted.
            let third = KeyboardField(frame: CGRect(x: 20, y: 220, width: 200, height: 40))
            window.addSubview(third)
            _ = third.becomeFirstResponder()
            #expect(notes.names.isEmpty)
            // A field with an accessory view: the keyboard grows by its height, without hiding first.
            _ = second.becomeFirstResponder()
            #expect(notes.names == ["WillChangeFrame", "WillShow"])
            #expect(notes.frame(UIResponder.keyboardFrameBeginUserInfoKey, 1) == CGRect(x: 0, y: 594, width: 390, height: 250))
            #expect(notes.frame(UIResponder.keyboardFrameEndUserInfoKey, 1) == CGRect(x: 0, y: 550, width: 390, height: 294))
            finish(clock)
            // The accessory spans the screen's width on top of the keys.
            #expect(bar.window === OnScreenKeyboard.window(on: window.screen))
            #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 550, width: 390, height: 44))
            _ = second.resignFirstResponder()
            finish(clock)
            #expect(bar.superview == nil)
        }
    }

    @Test func withAHardwareKeyboardOnlyInputViewsAndAccessoriesShow() {
        withPhone(onScreenKeyboard: false) { window, notes, clock in
            let plain = KeyboardField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            window.addSubview(plain)
            _ = plain.becomeFirstResponder()
            #expect(notes.names.isEmpty && OnScreenKeyboard.frame(on: window.screen) == nil)

            // An accessory alone sits at the bottom, above the safe area.
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
            plain.accessory = bar
            plain.reloadInputViews()
            #expect(notes.names == ["WillChangeFrame", "WillShow"])
            #expect(OnScreenKeyboard.frame(on: window.screen) == CGRect(x: 0, y: 766, width: 390, height: 78))
            finish(clock)
            #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 766, width: 390, height: 44))

            // An input view shows in the keyboard's place, under the accessory, at its own height.
            let picker = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 180))
            plain.input = picker
            plain.reloadInputViews()
            #expect(OnScreenKeyboard.frame(on: window.screen) == CGRect(x: 0, y: 586, width: 390, height: 258))
            finish(clock)
            #expect(picker.convert(picker.bounds, to: nil) == CGRect(x: 0, y: 630, width: 390, height: 180))
            _ = plain.resignFirstResponder()
            finish(clock)
            // The app's views are handed back once the keyboard has gone.
            #expect(picker.superview == nil && bar.superview == nil && notes.names.last == "DidHide")
        }
    }

    @Test func theKeyboardGuideFollowsTheKeyboardInItsAnimation() throws {
        try withPhone { window, _, clock in
            let inputBar = UIView()
            inputBar.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(inputBar)
            NSLayoutConstraint.activate([
                inputBar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                inputBar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                inputBar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
                inputBar.heightAnchor.constraint(equalToConstant: 50),
            ])
            let field = KeyboardField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            inputBar.addSubview(field)
            window.layoutIfNeeded()
            // No keyboard: the guide is the bottom safe area.
            #expect(inputBar.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
            #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))

            _ = field.becomeFirstResponder()
            // The model is where the keyboard is going; the bar slides there in the keyboard's 0.25 s.
            #expect(inputBar.frame == CGRect(x: 0, y: 544, width: 390, height: 50))
            #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 594, width: 390, height: 250))
            let animation = try #require(inputBar.layer.animation(forKey: "position"))
            #expect(animation.duration == 0.25)
            clock.renderFrames(6)
            let between = try #require(inputBar.layer.presentation()).frame.minY
            #expect(between > 544 && between < 760)
            finish(clock)
            #expect(inputBar.layer.presentation()?.frame.minY == 544)

            _ = field.resignFirstResponder()
            finish(clock)
            #expect(inputBar.frame.minY == 760 && inputBar.layer.presentation()?.frame.minY == 760)
        }
    }

    @Test func theOnScreenKeysTypeIntoTheFirstResponder() throws {
        try withPhone { window, _, clock in
            let field = KeyboardField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            window.addSubview(field)
            _ = field.becomeFirstResponder()
            finish(clock)
            let keyboardWindow = try #require(OnScreenKeyboard.window(on: window.screen))
            @MainActor func key(_ title: String) throws -> UIView {
                var stack: [UIView] = [keyboardWindow]
                while let view = stack.popLast() {
                    if let button = view as? UIButton, button.title(for: .normal) == title { return button }
                    stack += view.subviews
                }
                throw KeyNotFound(title: title)
            }
            let generator = EventGenerator(window: keyboardWindow, timing: .virtual)
            for title in ["⇧", "H", "i", "space", "t", "⌫", "return"] { try generator.fingerTap(on: key(title)) }
            #expect(field.text == "Hi \n")
            // A tap outside the keyboard reaches the app's window below.
            #expect(keyboardWindow.hitTest(CGPoint(x: 100, y: 300), with: nil) == nil)
        }
    }

    @Test func eachKeyboardTypeShowsItsKeysAndTheNumberPadTypesDigits() throws {
        try withPhone { window, _, clock in
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            window.addSubview(field)
            @MainActor func keys() -> [String: UIButton] {
                var found: [String: UIButton] = [:]
                var stack: [UIView] = OnScreenKeyboard.window(on: window.screen).map { [$0] } ?? []
                while let view = stack.popLast() {
                    if let button = view as? UIButton, let title = button.title(for: .normal) { found[title] = button }
                    stack += view.subviews
                }
                return found
            }
            @MainActor func show(_ type: UIKeyboardType) -> Set<String> {
                _ = field.resignFirstResponder()
                finish(clock)
                field.keyboardType = type
                _ = field.becomeFirstResponder()
                finish(clock)
                return Set(keys().keys)
            }
            let letters = Set("qwertyuiopasdfghjklzxcvbnm".map(String.init))
            #expect(show(.default) == letters.union(["⇧", "⌫", "123", "space", "return"]))
            #expect(show(.emailAddress) == letters.union(["⇧", "⌫", "123", "space", "@", ".", "return"]))
            #expect(show(.URL) == letters.union(["⇧", "⌫", "123", ".", "/", ".com", "return"]))
            #expect(show(.twitter) == letters.union(["⇧", "⌫", "123", "space", "@", "#", "return"]))
            #expect(show(.webSearch) == letters.union(["⇧", "⌫", "123", "space", ".", "return"]))
            let digits = Set("0123456789".map(String.init))
            #expect(show(.numberPad) == digits.union(["", "⌫"]))
            #expect(show(.asciiCapableNumberPad) == digits.union(["", "⌫"]))
            #expect(show(.decimalPad) == digits.union([Locale.current.decimalSeparator ?? ".", "⌫"]))
            #expect(show(.phonePad) == digits.union(["+*#", "⌫"]))
            #expect(show(.numbersAndPunctuation) == digits.union(["-", "/", ":", ";", "(", ")", "$", "&", "@", "\"",
                                                                  "#+=", ".", ",", "?", "!", "'", "⌫", "ABC", "space", "return"]))

            // Typing on the number pad inserts digits; the phone pad's "+*#" key shows its symbols.
            let generator = try EventGenerator(window: #require(OnScreenKeyboard.window(on: window.screen)), timing: .virtual)
            _ = show(.numberPad)
            for title in ["4", "2", "⌫", "7"] { try generator.fingerTap(on: #require(keys()[title])) }
            #expect(field.text == "47")
            _ = show(.phonePad)
            try generator.fingerTap(on: #require(keys()["+*#"]))
            try generator.fingerTap(on: #require(keys()["+"]))
            #expect(field.text == "47+" && keys()["123"] != nil)
            // The "123" and "#+=" keys turn the letters plane to numbers and symbols, and "ABC" back.
            _ = show(.default)
            try generator.fingerTap(on: #require(keys()["123"]))
            try generator.fingerTap(on: #require(keys()["#+="]))
            #expect(keys()["€"] != nil && keys()["["] != nil && keys()["q"] == nil)
            try generator.fingerTap(on: #require(keys()["€"]))
            try generator.fingerTap(on: #require(keys()["123"]))
            try generator.fingerTap(on: #require(keys()["ABC"]))
            #expect(field.text == "47+€" && keys()["q"] != nil)
        }
    }

    @Test func theReturnKeyShowsItsTypeAndWaitsForTextWhenAsked() throws {
        try withPhone { window, _, clock in
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            field.returnKeyType = .send
            field.enablesReturnKeyAutomatically = true
            window.addSubview(field)
            _ = field.becomeFirstResponder()
            finish(clock)
            let keyboard = try #require(OnScreenKeyboard.window(on: window.screen))
            @MainActor func key(_ title: String) -> UIButton? {
                var stack: [UIView] = [keyboard]
                while let view = stack.popLast() {
                    if let button = view as? UIButton, button.title(for: .normal) == title { return button }
                    stack += view.subviews
                }
                return nil
            }
            #expect(key("return") == nil)
            let send = try #require(key("send"))
            #expect(!send.isEnabled && send.backgroundColor == .systemBlue)
            let generator = EventGenerator(window: keyboard, timing: .virtual)
            try generator.fingerTap(on: #require(key("h")))
            #expect(field.text == "h" && send.isEnabled)
            try generator.fingerTap(on: #require(key("⌫")))
            #expect(field.text == "" && !send.isEnabled)
            field.text = "set by the app"
            #expect(send.isEnabled)
            #expect(OnScreenKeyboardView.returnKeyTitle(.go) == "go" && OnScreenKeyboardView.returnKeyTitle(.done) == "done"
                    && OnScreenKeyboardView.returnKeyTitle(.emergencyCall) == "Emergency Call")
        }
    }

    @Test func aDragInAScrollViewThatDismissesOnDragTakesTheKeyboardAway() throws {
        try withPhone { window, notes, clock in
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            scrollView.keyboardDismissMode = .onDrag
            window.addSubview(scrollView)
            let field = KeyboardField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            scrollView.addSubview(field)
            _ = field.becomeFirstResponder()
            finish(clock)
            notes.reset()
            let generator = EventGenerator(window: window, timing: .virtual)
            try generator.fingerDrag(from: scrollView, by: CGVector(dx: 0, dy: -120))
            #expect(!field.isFirstResponder && notes.names.prefix(2) == ["WillChangeFrame", "WillHide"])
        }
    }

    @Test func anInteractiveDragPullsTheKeyboardDownAndDismissesIt() throws {
        try withPhone { window, notes, clock in
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 390, height: 3000)
            scrollView.keyboardDismissMode = .interactive
            window.addSubview(scrollView)
            let field = KeyboardField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            scrollView.addSubview(field)
            _ = field.becomeFirstResponder()
            finish(clock)
            let keys = try #require(OnScreenKeyboard.window(on: window.screen)?.subviews.first)
            #expect(keys.frame.minY == 594)
            notes.reset()
            let generator = EventGenerator(window: window, timing: .virtual)

            // Above the keyboard the drag only scrolls; 40 points below its top, the keyboard follows the finger.
            try generator.fingerDown(at: CGPoint(x: 195, y: 400))
            try generator.fingerMove(to: CGPoint(x: 195, y: 560), duration: 0.1)
            #expect(keys.frame.minY == 594)
            try generator.fingerMove(to: CGPoint(x: 195, y: 634), duration: 0.1)
            #expect(keys.frame.minY == 634 && field.isFirstResponder)
            // Further down it follows, and released moving down, it goes.
            try generator.fingerMove(to: CGPoint(x: 195, y: 700), duration: 0.2)
            #expect(keys.frame.minY == 700)
            try generator.fingerUp()
            #expect(!field.isFirstResponder && notes.names == ["WillChangeFrame", "WillHide"])
        }
    }
}

private struct KeyNotFound: Error {
    let title: String
}
