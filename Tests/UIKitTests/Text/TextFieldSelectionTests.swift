import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextFieldSelectionTests {
    @Test func arrowsMoveByCharacterAndWordAndShiftExtends() {
        withTextField { field, _, generator in
            field.text = "one two three"
            _ = field.becomeFirstResponder()
            #expect(field.selectedRange == NSRange(location: 13, length: 0))
            generator.keyPress(.keyboardLeftArrow)
            #expect(field.selectedRange == NSRange(location: 12, length: 0))
            generator.keyPress(.keyboardLeftArrow, modifiers: .alternate)
            #expect(field.selectedRange == NSRange(location: 8, length: 0))
            generator.keyPress(.keyboardLeftArrow, modifiers: .control)
            #expect(field.selectedRange == NSRange(location: 4, length: 0))
            generator.keyPress(.keyboardRightArrow, modifiers: [.shift, .alternate])
            #expect(field.selectedRange == NSRange(location: 4, length: 3))
            generator.keyPress(.keyboardRightArrow, modifiers: .shift)
            #expect(field.selectedRange == NSRange(location: 4, length: 4))
            // A plain arrow collapses the selection to its edge.
            generator.keyPress(.keyboardLeftArrow)
            #expect(field.selectedRange == NSRange(location: 4, length: 0))
            generator.keyPress(.keyboardHome)
            #expect(field.selectedRange == NSRange(location: 0, length: 0))
            generator.keyPress(.keyboardEnd, modifiers: .shift)
            #expect(field.selectedRange == NSRange(location: 0, length: 13))
            generator.keyPress(.keyboardLeftArrow, modifiers: .command)
            #expect(field.selectedRange == NSRange(location: 0, length: 0))
            generator.keyPress(.keyboardA, modifiers: .control)
            #expect(field.selectedRange == NSRange(location: 0, length: 13))
            // Typing replaces the selection; Delete removes the character after the caret.
            generator.keyType("x")
            generator.keyPress(.keyboardHome)
            generator.keyPress(.keyboardDeleteForward)
            #expect(field.text == "" && field.selectedRange == NSRange(location: 0, length: 0))
        }
    }

    @Test func tapsPlaceTheCaretSelectAWordOrEverythingAndShiftClickExtends() throws {
        try withTextField { field, _, generator in
            field.text = "alpha beta gamma"
            FramePass.runOnce()
            // The field's own geometry says where "beta" is.
            let betaMiddle = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 8)!)
            let inWindow = field.convert(CGPoint(x: betaMiddle.midX, y: betaMiddle.midY), to: nil)
            try generator.fingerTap(at: inWindow)
            #expect(field.isEditing && field.selectedRange == NSRange(location: 8, length: 0))
            generator.wait(1)
            try generator.fingerTap(at: inWindow)
            try generator.fingerTap(at: inWindow)
            #expect(field.selectedRange == NSRange(location: 6, length: 4))
            try generator.fingerTap(at: inWindow)
            #expect(field.selectedRange == NSRange(location: 0, length: 16))
        }
    }

    @Test func geometryAnswersAreConsistent() {
        withTextField { field, _, _ in
            field.text = "Hello"
            FramePass.runOnce()
            let start = field.caretRect(for: field.beginningOfDocument)
            let end = field.caretRect(for: field.endOfDocument)
            // The caret is 2 points wide, inside the rounded rect's 7-point inset, and moves right as text goes by.
            #expect(start.width == 2 && abs(start.midX - 7) < 0.01)
            #expect(end.minX > start.maxX && end.height == start.height)
            let closest = field.closestPosition(to: CGPoint(x: end.midX + 50, y: end.midY))
            #expect(closest.map { field.offset(from: field.beginningOfDocument, to: $0) } == 5)
            let range = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
            let rects = field.selectionRects(for: range)
            #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
            #expect(abs(rects[0].rect.minX - start.midX) < 0.01 && abs(rects[0].rect.maxX - end.midX) < 0.01)
            #expect(field.firstRect(for: range) == rects[0].rect)
            // Positions out of the document are nil, not clamped into it.
            #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
            #expect(field.position(from: field.beginningOfDocument, offset: Int.min) == nil)
            #expect(field.position(from: field.beginningOfDocument, in: .right, offset: 2)
                .map { field.offset(from: field.beginningOfDocument, to: $0) } == 2)
        }
    }

    @Test func tabMovesToTheNextFieldInReadingOrder() {
        withTextField { first, window, generator in
            let second = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))
            let third = UITextField(frame: CGRect(x: 10, y: 110, width: 300, height: 34))
            window.addSubview(third)
            window.addSubview(second)
            _ = first.becomeFirstResponder()
            generator.keyPress(.keyboardTab)
            #expect(second.isEditing && !first.isEditing)
            generator.keyPress(.keyboardTab)
            #expect(third.isEditing)
            generator.keyPress(.keyboardTab)
            #expect(first.isEditing)
            generator.keyPress(.keyboardTab, modifiers: .shift)
            #expect(third.isEditing)
            // Tab typed no character anywhere.
            #expect(first.text == "" && second.text == "" && third.text == "")
        }
    }
}
