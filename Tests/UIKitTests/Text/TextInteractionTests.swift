import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A field whose edit menu adds an item of its own.
private final class MenuField: UITextField {
    override func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions + [UIAction(title: "Define") { _ in }])
    }
}

/// Records the interaction's delegate calls and refuses gestures above a line.
private final class RecordingInteractionDelegate: UITextInteractionDelegate {
    var log: [String] = []
    var refusesAbove: CGFloat = -.infinity
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { point.y >= refusesAbove }
    func interactionWillBegin(_ interaction: UITextInteraction) { log.append("willBegin") }
    func interactionDidEnd(_ interaction: UITextInteraction) { log.append("didEnd") }
}

/// `UITextInteraction` driven through the event generator on the controlled clock, over a text field that
/// lets its container take the touches (the interaction's view), so only the interaction acts on them.
@MainActor @Suite struct TextInteractionTests {
    private func withInteraction(_ mode: UITextInteractionMode = .editable, field: UITextField = UITextField(),
                                 _ body: (UITextInteraction, UITextField, UIWindow, EventGenerator) throws -> Void) throws {
        try withEventWindow { window, generator in
            window.makeKey()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            field.frame = CGRect(x: 20, y: 40, width: 300, height: 34)
            field.isUserInteractionEnabled = false
            field.text = "alpha beta gamma"
            container.addSubview(field)
            window.addSubview(container)
            let interaction = UITextInteraction(for: mode)
            interaction.textInput = field
            container.addInteraction(interaction)
            FramePass.runOnce()
            try body(interaction, field, window, generator)
            interaction.editMenu.dismissMenu()
        }
    }

    /// The window point at the middle of the caret at `offset`.
    private func point(_ field: UITextField, _ offset: Int) -> CGPoint {
        guard let position = field.position(from: field.beginningOfDocument, offset: offset) else { return .zero }
        let caret = field.caretRect(for: position)
        return field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    private func titles(_ interaction: UITextInteraction) -> [String] {
        MenuPresenter.current?.menu.children.map(\.title) ?? []
    }

    @Test func aLongPressMovesTheCaretUnderALoupe() throws {
        try withInteraction { interaction, field, window, generator in
            try generator.fingerDown(at: point(field, 1))
            generator.wait(0.6)
            #expect(field.selectedRange == NSRange(location: 1, length: 0))
            #expect(interaction.loupe?.superview === window)
            try generator.fingerMove(to: point(field, 13), duration: 0.2)
            #expect(field.selectedRange == NSRange(location: 13, length: 0))
            #expect(interaction.loupe.map { $0.center.y < point(field, 13).y } == true)
            try generator.fingerUp()
            #expect(interaction.loupe == nil && interaction.editMenu.isPresenting)
        }
    }

    @Test func theEditMenuCutsCopiesAndPastesThroughThePasteboard() throws {
        try withInteraction(field: MenuField()) { interaction, field, _, generator in
            try generator.fingerDoubleTap(at: point(field, 8))
            #expect(titles(interaction) == ["Cut", "Copy", "Paste", "Select All", "Define"]
                    || titles(interaction) == ["Cut", "Copy", "Select All", "Define"])
            @MainActor func choose(_ title: String) {
                let action = MenuPresenter.current?.menu.children.first { $0.title == title } as? UIAction
                #expect(action != nil, "no \(title) item")
                action?.perform(withSender: nil)
            }
            choose("Copy")
            #expect(UIPasteboard.general.string == "beta")
            choose("Cut")
            #expect(field.text == "alpha  gamma" && field.selectedRange == NSRange(location: 6, length: 0))
            // At a caret: Select and Paste, no Cut or Copy.
            interaction.presentMenu()
            #expect(titles(interaction) == ["Paste", "Select", "Select All", "Define"])
            choose("Paste")
            #expect(field.text == "alpha beta gamma")
            interaction.presentMenu()
            choose("Select All")
            #expect(field.selectedRange == NSRange(location: 0, length: 16))
        }
    }

    @Test func readOnlyTextSelectsWithoutACaretOrKeyboard() throws {
        try withInteraction(.nonEditable) { interaction, field, _, generator in
            let delegate = RecordingInteractionDelegate()
            delegate.refusesAbove = point(field, 0).y + 100
            interaction.delegate = delegate
            try generator.fingerDoubleTap(at: point(field, 2))
            #expect(!field.isFirstResponder && delegate.log.isEmpty)
            delegate.refusesAbove = -.infinity
            generator.wait(1)
            try generator.fingerLongPress(at: point(field, 13))
            #expect(!field.isFirstResponder && field.selectedRange == NSRange(location: 11, length: 5))
            #expect(titles(interaction).contains("Copy") && !titles(interaction).contains("Paste"))
        }
    }
}

/// The text field and text view select with fingers through their own `UITextInteraction`.
@MainActor @Suite struct TextViewsInteractionTests {
    /// The window point at the middle of the caret at `offset` in `input`, moved `dy` points down.
    private func point(_ input: UIView & UITextInput, _ offset: Int, dy: CGFloat = 0) -> CGPoint {
        guard let position = input.position(from: input.beginningOfDocument, offset: offset) else { return .zero }
        let caret = input.caretRect(for: position)
        return input.convert(CGPoint(x: caret.midX, y: caret.midY + dy), to: nil)
    }

    @Test func aFieldsDoubleAndTripleTapsSelectAWordAndTheText() throws {
        try withTextField { field, _, generator in
            field.text = "alpha beta gamma"
            FramePass.runOnce()
            try generator.fingerTap(at: point(field, 8))
            #expect(field.isEditing && field.selectedRange == NSRange(location: 8, length: 0))
            generator.wait(1)
            try generator.fingerDoubleTap(at: point(field, 8))
            #expect(field.selectedRange == NSRange(location: 6, length: 4))
            #expect(field.textInteraction.editMenu.isPresenting)
            #expect(field.textInteraction.startHandle.superview === field && field.textInteraction.endHandle.superview === field)
            try generator.fingerTap(at: point(field, 8))
            #expect(field.selectedRange == NSRange(location: 0, length: 16))
            field.textInteraction.editMenu.dismissMenu()
        }
    }

    @Test func draggingAFieldsHandlesMovesTheSelectionsEnds() throws {
        try withTextField { field, _, generator in
            field.borderStyle = .none
            field.frame.size.height = 22
            field.text = "alpha beta gamma"
            FramePass.runOnce()
            try generator.fingerDoubleTap(at: point(field, 8))
            #expect(field.selectedRange == NSRange(location: 6, length: 4))
            let interaction = field.textInteraction
            // Each knob's middle lies half the line and half the knob beyond the line's middle: the start one
            // above the field, which still takes the touch.
            let reach = interaction.endHandle.grabOffset
            #expect(field.convert(point(field, 6, dy: -reach), from: nil).y < 0)
            // The menu, below a selection at the window's top, covers the end knob.
            interaction.editMenu.dismissMenu()
            generator.wait(1)
            try generator.fingerDown(at: point(field, 10, dy: reach))
            try generator.fingerMove(to: point(field, 16, dy: reach), duration: 0.2)
            try generator.fingerUp()
            #expect(field.selectedRange == NSRange(location: 6, length: 10))
            try generator.fingerDown(at: point(field, 6, dy: -reach))
            try generator.fingerMove(to: point(field, 0, dy: -reach), duration: 0.2)
            try generator.fingerUp()
            #expect(field.selectedRange == NSRange(location: 0, length: 16))
            // The handles follow the ends; typing over the selection hides them.
            #expect(abs(field.convert(interaction.endHandle.center, to: nil).x - point(field, 16).x) < 1.5)
            generator.keyType("x")
            #expect(field.text == "x" && interaction.startHandle.superview == nil && interaction.endHandle.superview == nil)
            interaction.editMenu.dismissMenu()
        }
    }

    @Test func aTextViewSelectsAWordAndAParagraphAndMovesTheCaretWithALongPress() throws {
        try withTextView { textView, window, generator in
            textView.text = "first words here\nsecond line"
            FramePass.runOnce()
            try generator.fingerTap(at: point(textView, 8))
            #expect(textView.isFirstResponder && textView.selectedRange == NSRange(location: 8, length: 0))
            generator.wait(1)
            try generator.fingerDoubleTap(at: point(textView, 8))
            #expect(textView.selectedRange == NSRange(location: 6, length: 5))
            try generator.fingerTap(at: point(textView, 8))
            #expect(textView.selectedRange == NSRange(location: 0, length: 16))
            // The menu shows below the first line, over the second: it goes before the long press there.
            #expect(textView.textInteraction?.editMenu.isPresenting == true)
            textView.textInteraction?.editMenu.dismissMenu()
            generator.wait(1)
            try generator.fingerDown(at: point(textView, 20))
            generator.wait(0.6)
            #expect(textView.selectedRange == NSRange(location: 20, length: 0))
            #expect(textView.textInteraction?.loupe?.superview === window)
            try generator.fingerUp()
            textView.textInteraction?.editMenu.dismissMenu()
        }
    }

    @Test func typingDismissesTheEditMenuAsOnIOS() throws {
        try withTextField { field, _, generator in
            field.text = "alpha beta gamma"
            FramePass.runOnce()
            try generator.fingerDoubleTap(at: point(field, 8))
            #expect(field.textInteraction.editMenu.isPresenting)
            generator.keyType("x")
            #expect(field.text == "alpha x gamma" && !field.textInteraction.editMenu.isPresenting)
        }
        try withTextView { textView, _, generator in
            textView.text = "first words here"
            FramePass.runOnce()
            try generator.fingerTap(at: point(textView, 8))
            generator.wait(1)
            try generator.fingerDoubleTap(at: point(textView, 8))
            let interaction = try #require(textView.textInteraction)
            #expect(interaction.editMenu.isPresenting)
            generator.keyType("x")
            #expect(textView.text == "first x here" && !interaction.editMenu.isPresenting)
            // A tap on the caret asks for the menu once no second tap follows; typing first means it never comes.
            generator.wait(1)
            try generator.fingerTap(at: point(textView, 7))
            #expect(textView.selectedRange == NSRange(location: 7, length: 0))
            generator.keyType("y")
            generator.wait(1)
            #expect(textView.text == "first xy here" && !interaction.editMenu.isPresenting)
        }
    }
}
