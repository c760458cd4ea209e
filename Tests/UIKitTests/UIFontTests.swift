import Testing
@testable import UIKit

@Suite struct UIFontTests {
    @Test func systemFont() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.familyName == UIFont.systemFamily)
        #expect(!font.fontName.isEmpty)
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18 && UIFont.smallSystemFontSize == 12)
    }

    @Test func unknownNameIsNil() {
        #expect(UIFont(name: "NoSuchFont", size: 12) == nil)
        #expect(UIFont(name: "DejaVu Sans", size: -1) == nil)
    }

    @Test func fontsByName() throws {
        let family = try #require(UIFont(name: "DejaVu Sans", size: 12))
        #expect(family.familyName == "DejaVu Sans" && family.fontName == "DejaVuSans")
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(bold.textFont.weight == 700 && bold.pointSize == 20)
        #expect(UIFont(name: "dejavusans-bold", size: 20) == bold)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "NoSuchFamily").isEmpty)
    }

    @Test func weightsMapToOpenType() {
        #expect(UIFont.Weight.ultraLight.openTypeWeight == 100)
        #expect(UIFont.Weight.regular.openTypeWeight == 400)
        #expect(UIFont.Weight.semibold.openTypeWeight == 600)
        #expect(UIFont.Weight.bold.openTypeWeight == 700)
        #expect(UIFont.Weight.black.openTypeWeight == 900)
        #expect(UIFont.Weight(rawValue: 0.1).openTypeWeight > 400 && UIFont.Weight(rawValue: 0.1).openTypeWeight < 500)
        #expect(UIFont.boldSystemFont(ofSize: 12).textFont.weight == 700)
        #expect(UIFont.italicSystemFont(ofSize: 12).textFont.isItalic)
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).textFont.weight == 800)
    }

    @Test func textStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.pointSize == 17 && headline.textFont.weight == 600)
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
    }

    @Test func metricsRelations() {
        for font in [UIFont.systemFont(ofSize: 20), UIFont(name: "DejaVu Sans", size: 20)!,
                     UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)] {
            #expect(font.ascender > 0 && font.descender < 0)
            #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
            #expect(font.capHeight > font.xHeight && font.xHeight > 0)
            #expect(font.capHeight < font.ascender)
            #expect(font.leading >= 0)
            // Scaled in proportion to the size.
            let double = font.withSize(40)
            #expect(double.pointSize == 40 && abs(double.ascender - 2 * font.ascender) < 0.1)
        }
    }

    @Test func monospacedFonts() {
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        #expect(mono.familyName == "DejaVu Sans Mono")
        let attributes: [NSAttributedString.Key: Any] = [.font: mono]
        #expect(abs("iii".size(withAttributes: attributes).width - "WWW".size(withAttributes: attributes).width) < 1e-6)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        let digitAttributes: [NSAttributedString.Key: Any] = [.font: digits]
        #expect(abs("111".size(withAttributes: digitAttributes).width
                    - "888".size(withAttributes: digitAttributes).width) < 1e-6)
    }

    @Test func equalityAndTextLayers() {
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
        let layer = CATextLayer()
        layer.font = UIFont.boldSystemFont(ofSize: 10)
        #expect(layer.font is UIFont)
    }
}
