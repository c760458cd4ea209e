import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TextViewLinkTests {
    @Test func theDetectorFindsWebAndMailLinksAndLeavesPunctuationOut() {
        let text = "See https://example.com/a?b=1, www.swift.org. Or mail me@example.org (or http://x.y/z_(1))! not:a.b, 3.14"
        let links = LinkDetector.links(in: text)
        #expect(links.map(\.url.absoluteString) == ["https://example.com/a?b=1", "http://www.swift.org",
                                                    "mailto:me@example.org", "http://x.y/z_(1)"])
        let nsText = text as NSString
        #expect(links.map { nsText.substring(with: $0.range) } == ["https://example.com/a?b=1", "www.swift.org",
                                                                  "me@example.org", "http://x.y/z_(1)"])
        #expect(LinkDetector.links(in: "").isEmpty && LinkDetector.links(in: "http:// nothing").isEmpty)
    }

    @Test func detectedLinksAreDrawnInTheLinkColourAndTappingOneAsksTheDelegate() throws {
        try withScreenWindow(size: CGSize(width: 300, height: 80)) { window, screen in
            window.makeKey()
            let generator = EventGenerator(window: window, timing: .virtual)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
            textView.font = .systemFont(ofSize: 30)
            textView.textColor = .black
            textView.text = "go now www.a.com/x later"
            textView.isEditable = false
            textView.dataDetectorTypes = .link
            textView.linkTextAttributes = [.foregroundColor: UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)]
            let delegate = RecordingTextViewDelegate()
            textView.delegate = delegate
            window.addSubview(textView)
            FramePass.drain()
            #expect(textView.detectedLinks.map(\.range) == [NSRange(location: 7, length: 11)])
            let pixels = capture(screen)
            let plain = textView.viewRect(fromText: textView.textDocument.selectionRects(for: NSRange(location: 3, length: 3))[0])
            let linked = textView.viewRect(fromText: textView.textDocument.selectionRects(for: NSRange(location: 7, length: 3))[0])
            // Black text's ink is gray; the link's is green over white.
            let ink = darkest(pixels, in: plain), linkInk = darkest(pixels, in: linked)
            #expect(ink[0] < 60 && ink[0] == ink[1] && ink[1] == ink[2])
            #expect(linkInk[0] == linkInk[2] && Int(linkInk[1]) > Int(linkInk[0]) + 40)

            // A tap on the link asks both delegate questions and performs the action given.
            try generator.fingerTap(at: CGPoint(x: linked.midX, y: linked.midY))
            #expect(delegate.log == ["shouldInteract http://www.a.com/x 7,11", "primaryAction http://www.a.com/x"])
            #expect(delegate.followed.map(\.absoluteString) == ["http://www.a.com/x"])
            // A tap on plain text follows nothing; a refusal stops before the action.
            try generator.fingerTap(at: CGPoint(x: plain.midX, y: plain.midY))
            delegate.allowsLinks = false
            try generator.fingerTap(at: CGPoint(x: linked.midX, y: linked.midY))
            #expect(delegate.followed.count == 1)
            #expect(delegate.log.filter { $0.hasPrefix("shouldInteract") }.count == 2)
        }
    }

    @Test func linkAttributesInTheTextAreLinksInAnEditableViewToo() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        let text = NSMutableAttributedString(string: "visit home today")
        text.addAttribute(.link, value: URL(string: "https://example.com")!, range: NSRange(location: 6, length: 4))
        textView.attributedText = text
        textView.layoutIfNeeded()
        let home = textView.viewRect(fromText: textView.textDocument.selectionRects(for: NSRange(location: 7, length: 1))[0])
        #expect(textView.link(at: CGPoint(x: home.midX, y: home.midY))?.url.absoluteString == "https://example.com")
        // Links take the link colour over the text's (the tint colour by default).
        let runs = textView.runs(in: NSRange(location: 0, length: text.length))
        #expect(runs.last?.range == 6..<10 && runs.last?.color == textView.tintColor.cgColor)
        // Data detectors work only in a view that is not editable.
        textView.text = "www.swift.org"
        textView.dataDetectorTypes = .all
        #expect(textView.detectedLinks.isEmpty)
        textView.isEditable = false
        #expect(textView.detectedLinks.count == 1)
    }
}

/// The pixel with the most ink (the lowest sum of its colour components) in `rect`.
@MainActor
func darkest(_ pixels: Pixels, in rect: CGRect) -> [UInt8] {
    var best: [UInt8] = [255, 255, 255, 255]
    for y in Int(rect.minY.rounded(.up))..<Int(rect.maxY) {
        for x in Int(rect.minX.rounded(.up))..<Int(rect.maxX) {
            let pixel = pixels[x, y]
            if Int(pixel[0]) + Int(pixel[1]) + Int(pixel[2]) < Int(best[0]) + Int(best[1]) + Int(best[2]) { best = Array(pixel) }
        }
    }
    return best
}
