import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextDocumentTests {
    @Test func editsCountUTF16AndKeepUntouchedParagraphLayouts() {
        let document = TextDocument(text: "one\ntwo😀\nthree")
        #expect(document.length == 3 + 1 + 5 + 1 + 5)
        #expect(document.paragraphs.count == 3)
        let first = document.layout(ofParagraph: 0), last = document.layout(ofParagraph: 2)
        // Inside the emoji's surrogate pair: widened to the whole emoji.
        #expect(document.substring(NSRange(location: 8, length: 1)) == "😀")
        document.replace(NSRange(location: 4, length: 3), with: "2")
        #expect(document.text == "one\n2😀\nthree")
        #expect(document.layout(ofParagraph: 0) === first && document.layout(ofParagraph: 2) === last)
        // An edit joining paragraphs, and one splitting them.
        document.replace(NSRange(location: 3, length: 1), with: "")
        #expect(document.text == "one2😀\nthree" && document.paragraphs.count == 2)
        document.replace(NSRange(location: 1, length: 0), with: "\n")
        #expect(document.text == "o\nne2😀\nthree" && document.paragraphs.count == 3)
        #expect(document.paragraphIndex(containing: 2) == 1 && document.paragraphIndex(containing: 1) == 0)
    }

    @Test func badRangesAreClamped() {
        let document = TextDocument(text: "abc")
        #expect(document.clamp(NSRange(location: -5, length: 2)) == NSRange(location: 0, length: 0))
        #expect(document.clamp(NSRange(location: 2, length: 99)) == NSRange(location: 2, length: 1))
        #expect(document.clamp(NSRange(location: Int.max, length: Int.max)) == NSRange(location: 3, length: 0))
        document.replace(NSRange(location: 10, length: 4), with: "d")
        #expect(document.text == "abcd")
    }

    @Test func wordsFollowUnicodeRulesAndSkipSpacesAndPunctuation() {
        let document = TextDocument(text: "Hello, wor-ld it's 3.14")
        let words = document.units(.word, inParagraph: 0).map { document.substring(NSRange(location: $0.lowerBound, length: $0.count)) }
        #expect(words == ["Hello", "wor", "ld", "it's", "3.14"])
        #expect(document.boundary(from: 0, .word, forward: true) == 5)
        #expect(document.boundary(from: 5, .word, forward: true) == 10)
        #expect(document.boundary(from: 23, .word, forward: false) == 19)
        #expect(document.isBoundary(5, .word, forward: true) && !document.isBoundary(5, .word, forward: false))
        #expect(document.enclosingUnit(5, .word, forward: true) == nil)
        #expect(document.enclosingUnit(5, .word, forward: false) == 0..<5)
    }

    @Test func sentencesParagraphsAndCharacters() {
        let document = TextDocument(text: "One. Two!\nThree e\u{301}")
        #expect(document.units(.sentence, inParagraph: 0).count == 2)
        #expect(document.units(.paragraph, inParagraph: 1) == [10..<18])
        // The combined é is one character; the line break is one too.
        #expect(document.units(.character, inParagraph: 1).last == 16..<18)
        #expect(document.units(.character, inParagraph: 0).last == 9..<10)
        #expect(document.boundary(from: 9, .character, forward: true) == 10)
    }

    @Test func tokenizerAnswersThroughTheTextInputProtocol() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        field.text = "alpha beta. Gamma"
        let tokenizer = field.tokenizer
        let start = field.beginningOfDocument
        let at7 = field.position(from: start, offset: 7)!
        let word = tokenizer.rangeEnclosingPosition(at7, with: .word, inDirection: .storage(.forward))
        #expect(word.flatMap { field.text(in: $0) } == "beta")
        let next = tokenizer.position(from: start, toBoundary: .word, inDirection: .storage(.forward))
        #expect(next.map { field.offset(from: start, to: $0) } == 5)
        #expect(tokenizer.isPosition(field.position(from: start, offset: 5)!, atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(field.position(from: start, offset: 5)!, withinTextUnit: .word, inDirection: .storage(.forward)))
        let sentence = tokenizer.rangeEnclosingPosition(start, with: .sentence, inDirection: .storage(.forward))
        #expect(sentence.flatMap { field.text(in: $0) } == "alpha beta. ")
        let document = tokenizer.rangeEnclosingPosition(at7, with: .document, inDirection: .storage(.forward))
        #expect(document.flatMap { field.text(in: $0) } == "alpha beta. Gamma")
        #expect(tokenizer.position(from: field.endOfDocument, toBoundary: .word, inDirection: .storage(.forward)) == nil)
    }
}
