import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextViewLayoutTests {
    @Test func withoutScrollingTheViewGrowsUnderAutoLayoutAsLinesAreTyped() {
        withTextView { textView, window, generator in
            textView.removeFromSuperview()
            let growing = UITextView()
            growing.font = .systemFont(ofSize: 17)
            growing.isScrollEnabled = false
            growing.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(growing)
            NSLayoutConstraint.activate([
                growing.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                growing.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                growing.widthAnchor.constraint(equalToConstant: 200),
            ])
            window.layoutIfNeeded()
            let oneLine = growing.bounds.height
            let lineHeight = growing.textDocument.size.height
            // An empty view is one line tall, with the insets above and below.
            #expect(oneLine == (lineHeight + 16).rounded(.up))
            _ = growing.becomeFirstResponder()
            generator.keyType("a")
            generator.keyPress(.keyboardReturnOrEnter)
            generator.keyType("b")
            generator.keyPress(.keyboardReturnOrEnter)
            generator.keyType("c")
            window.layoutIfNeeded()
            #expect(growing.bounds.height == (3 * lineHeight + 16).rounded(.up))
            #expect(growing.contentOffset == .zero)
            // Turning scrolling on removes the natural height.
            growing.isScrollEnabled = true
            #expect(growing.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        }
    }

    @Test func sizeThatFitsWrapsAtTheWidthLessInsetsAndPadding() {
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 17)
        textView.text = "one two three four five six seven eight nine ten"
        let wide = textView.sizeThatFits(CGSize(width: 1000, height: 0))
        let narrow = textView.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(wide.width == 1000 && narrow.width == 120)
        #expect(narrow.height > 2 * wide.height - 16)
        #expect(textView.textContainer.lineFragmentPadding == 5)
        textView.textContainer.maximumNumberOfLines = 1
        #expect(textView.sizeThatFits(CGSize(width: 120, height: 0)).height == wide.height)
    }

    @Test func aReadOnlyTextViewBreaksLinesAsALabelDoes() {
        let text = "The quick brown fox jumps over the lazy dog, then naps beside an extraordinarily long fence.\nA second paragraph."
        let font = UIFont.systemFont(ofSize: 15)
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = text
        let textView = UITextView()
        textView.isEditable = false
        textView.isScrollEnabled = false
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.font = font
        textView.text = text
        var heights: Set<CGFloat> = []
        for width: CGFloat in [90, 160, 250, 400] {
            let labelSize = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            let viewSize = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            #expect(viewSize.height == labelSize.height, "at \(width) points")
            let box = TextBox(text, font: font, color: .black, width: width)
            textView.frame = CGRect(x: 0, y: 0, width: width, height: viewSize.height)
            textView.layoutIfNeeded()
            #expect(lineCount(textView.textDocument) == box.lineCount, "at \(width) points")
            heights.insert(viewSize.height)
        }
        // The widths give different breaks, so the comparison means something.
        #expect(heights.count == 4)
    }

    @Test func lineBreakModesDrawAsALabelWithAsManyLinesDoes() {
        let text = "The quick brown fox jumps over the lazy dog, then naps beside an extraordinarily long fence."
        let font = UIFont.systemFont(ofSize: 17)
        let modes: [(NSLineBreakMode, Int)] = [(.byTruncatingTail, 2), (.byTruncatingHead, 2), (.byTruncatingMiddle, 1),
                                               (.byCharWrapping, 0), (.byWordWrapping, 2)]
        for (mode, lines) in modes {
            let box = TextBox(text, font: font, color: .black, width: 200, numberOfLines: lines, lineBreakMode: mode)
            let height = box.size.height.rounded(.up) + 4
            withScreenWindow(size: CGSize(width: 200, height: height)) { window, screen in
                window.backgroundColor = .white
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: height))
                label.numberOfLines = lines
                label.lineBreakMode = mode
                label.font = font
                label.textColor = .black
                label.text = text
                window.addSubview(label)
                FramePass.drain()
                let drawnByLabel = capture(screen)
                label.removeFromSuperview()
                let textView = UITextView(frame: label.frame)
                textView.isEditable = false
                textView.isScrollEnabled = false
                textView.backgroundColor = .white
                // A label centres its lines in its height.
                textView.textContainerInset = UIEdgeInsets(top: (height - box.size.height) / 2, left: 0, bottom: 0, right: 0)
                textView.textContainer.lineFragmentPadding = 0
                textView.textContainer.maximumNumberOfLines = lines
                textView.textContainer.lineBreakMode = mode
                textView.font = font
                textView.textColor = .black
                textView.text = text
                window.addSubview(textView)
                FramePass.drain()
                let drawnByView = capture(screen)
                var differing = 0, inked = 0
                for y in 0..<drawnByView.height {
                    for x in 0..<drawnByView.width {
                        if drawnByLabel[x, y][0] < 128 { inked += 1 }
                        if zip(drawnByLabel[x, y], drawnByView[x, y]).contains(where: { abs(Int($0) - Int($1)) > 24 }) { differing += 1 }
                    }
                }
                #expect(inked > 300 && differing == 0, "\(mode.rawValue): \(differing) of \(inked)")
                if mode == .byCharWrapping { #expect(lineCount(textView.textDocument) == box.lineCount) }
            }
        }
    }

    @Test func attributedRunsAreDrawnEachInItsColour() {
        withScreenWindow(size: CGSize(width: 200, height: 60)) { window, screen in
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            textView.textContainerInset = .zero
            let text = NSMutableAttributedString(string: "MMM WWW", attributes: [.font: UIFont.systemFont(ofSize: 30),
                                                                               .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
            text.addAttribute(.foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1), range: NSRange(location: 4, length: 3))
            text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 4, length: 3))
            textView.attributedText = text
            window.addSubview(textView)
            FramePass.drain()
            let pixels = capture(screen)
            let red = darkest(pixels, in: textView.viewRect(fromText: textView.textDocument.selectionRects(for: NSRange(location: 0, length: 3))[0]))
            let blue = darkest(pixels, in: textView.viewRect(fromText: textView.textDocument.selectionRects(for: NSRange(location: 4, length: 3))[0]))
            #expect(red[0] == 255 && red[1] == red[2] && red[1] < 100)
            #expect(blue[2] == 255 && blue[0] == blue[1] && blue[0] < 100)
            // The bold run is wider than the same letters would be in the regular font.
            let bold = textView.textDocument.selectionRects(for: NSRange(location: 4, length: 3))[0].width
            #expect(bold > NSAttributedString(string: "WWW", attributes: [.font: UIFont.systemFont(ofSize: 30)]).size().width)
        }
    }
}

/// The number of laid-out lines in `document`.
@MainActor
func lineCount(_ document: TextDocument) -> Int {
    var count = 0, offset = 0
    while true {
        count += 1
        let line = document.line(at: offset)
        let end = line.range.location + line.range.length
        let paragraph = document.paragraphIndex(containing: offset)
        if end < document.bounds(ofParagraph: paragraph).bodyEnd {
            offset = end
        } else if paragraph + 1 < document.paragraphs.count {
            offset = document.bounds(ofParagraph: paragraph + 1).start
        } else {
            return count
        }
    }
}
