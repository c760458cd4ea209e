import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite struct AssetImageTests {
    private func traits(scale: CGFloat = 1, style: UIUserInterfaceStyle = .light,
                        contrast: UIAccessibilityContrast = .normal) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceStyle: style),
                                       UITraitCollection(accessibilityContrast: contrast)])
    }

    @Test func theFileOfTheScreensScaleIsChosenAndGivesTheImagesScale() throws {
        try withBundle(assetCatalogFiles) { bundle, _ in
            for (scale, pixels, color) in [(1, 2, redPixel), (2, 4, greenPixel), (3, 6, bluePixel)] {
                let image = try #require(UIImage(named: "Dot", in: bundle, compatibleWith: traits(scale: CGFloat(scale))))
                #expect(image.scale == CGFloat(scale))
                #expect(image.size == CGSize(width: 2, height: 2))
                #expect(image.cgImage?.width == pixels)
                #expect(Pixels(image)[0, 0] == color)
            }
            // Only a 2x file: taken on a 1x screen (the nearest higher) and on a 3x screen (the nearest lower).
            for scale in [1, 3] {
                let image = try #require(UIImage(named: "Only2x", in: bundle, compatibleWith: traits(scale: CGFloat(scale))))
                #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 2))
            }
        }
    }

    @Test func appearancesPickTheLightDarkAndHighContrastFiles() throws {
        try withBundle(assetCatalogFiles) { bundle, _ in
            let cases: [(UIUserInterfaceStyle, UIAccessibilityContrast, [UInt8])] = [
                (.light, .normal, redPixel), (.dark, .normal, bluePixel), (.light, .high, greenPixel),
                (.dark, .high, whitePixel), (.unspecified, .unspecified, redPixel),
            ]
            for (style, contrast, color) in cases {
                let image = try #require(UIImage(named: "Mode", in: bundle, compatibleWith: traits(style: style, contrast: contrast)))
                #expect(Pixels(image)[1, 1] == color, "\(style) \(contrast)")
                #expect(image.imageAsset != nil)
            }
            let asset = try #require(UIImage(named: "Mode", in: bundle, compatibleWith: nil)?.imageAsset)
            #expect(Pixels(asset.image(with: traits(style: .dark)))[0, 0] == bluePixel)
        }
    }

    @Test func anImageViewShowsTheVariantForItsTraits() throws {
        try withBundle(assetCatalogFiles) { bundle, _ in
            withScreenWindow(size: CGSize(width: 10, height: 10)) { window, screen in
                let view = UIImageView(image: UIImage(named: "Mode", in: bundle, compatibleWith: traits()))
                view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
                window.addSubview(view)
                #expect(capture(screen)[1, 1] == redPixel)
                window.overrideUserInterfaceStyle = .dark
                #expect(capture(screen)[1, 1] == bluePixel)
                view.overrideUserInterfaceStyle = .light
                #expect(capture(screen)[1, 1] == redPixel)
                // A copy with another rendering mode still follows the traits, drawn as the copy says.
                view.image = view.image?.withRenderingMode(.alwaysTemplate)
                view.tintColor = .green
                view.overrideUserInterfaceStyle = .dark
                #expect(capture(screen)[1, 1] == greenPixel)
            }
        }
    }

    @Test func templateIntentMakesATemplateTintedByTheView() throws {
        try withBundle(assetCatalogFiles) { bundle, _ in
            let glyph = try #require(UIImage(named: "Glyph", in: bundle, compatibleWith: traits()))
            #expect(glyph.renderingMode == .alwaysTemplate)
            withScreenWindow(size: CGSize(width: 10, height: 10)) { window, screen in
                let view = UIImageView(image: glyph)
                window.addSubview(view)
                view.tintColor = .blue
                #expect(capture(screen)[1, 1] == bluePixel)
                #expect(capture(screen)[3, 3] == whitePixel)
            }
        }
    }

    @Test func namespaceFoldersPrefixNamesAndPlainGroupsDoNot() throws {
        try withBundle(assetCatalogFiles) { bundle, _ in
            #expect(UIImage(named: "Icons/Star", in: bundle, compatibleWith: traits()) != nil)
            #expect(UIImage(named: "Star", in: bundle, compatibleWith: traits()) == nil)
            #expect(UIImage(named: "Leaf", in: bundle, compatibleWith: traits()) != nil)
            #expect(UIImage(named: "Plain/Leaf", in: bundle, compatibleWith: traits()) == nil)
        }
    }

    @Test func decodedImagesAreKeptPerFileAndScale() throws {
        try withBundle(assetCatalogFiles) { bundle, _ in
            let first = try #require(UIImage(named: "Dot", in: bundle, compatibleWith: traits(scale: 2)))
            let again = try #require(UIImage(named: "Dot", in: bundle, compatibleWith: traits(scale: 2)))
            let other = try #require(UIImage(named: "Dot", in: bundle, compatibleWith: traits(scale: 3)))
            #expect(first !== again)
            #expect(first.bitmap === again.bitmap)
            #expect(first.bitmap !== other.bitmap)
        }
    }

    @Test func capInsetsInPixelsBecomeAResizableImageInPoints() throws {
        var files = assetCatalogFiles
        files["Assets.xcassets/Frame.imageset/Contents.json"] = utf8("""
            {
              "images" : [
                {
                  "filename" : "frame@2x.png",
                  "idiom" : "universal",
                  "resizing" : {
                    "cap-insets" : {
                      "bottom" : 4,
                      "left" : 2,
                      "right" : 6,
                      "top" : 8
                    },
                    "center" : {
                      "height" : 1,
                      "mode" : "stretch",
                      "width" : 1
                    },
                    "mode" : "9-part"
                  },
                  "scale" : "2x"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }
            """)
        files["Assets.xcassets/Frame.imageset/frame@2x.png"] = solidPNG(width: 16, height: 16, [0, 0, 255, 255])
        try withBundle(files) { bundle, _ in
            let image = try #require(UIImage(named: "Frame", in: bundle, compatibleWith: traits(scale: 2)))
            #expect(image.capInsets == UIEdgeInsets(top: 4, left: 1, bottom: 2, right: 3))
            #expect(image.resizingMode == .stretch)
        }
    }

    @Test func anSVGIsDrawnAtTheScreensScale() throws {
        var files = assetCatalogFiles
        files["Assets.xcassets/Logo.imageset/Contents.json"] = imageSetContents(
            [imageEntry("logo.svg")], properties: "    \"preserves-vector-representation\" : true")
        files["Assets.xcassets/Logo.imageset/logo.svg"] = utf8(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="5" height="5" fill="#ff0000"/></svg>"##)
        try withBundle(files) { bundle, _ in
            for scale in [1, 3] {
                let image = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: traits(scale: CGFloat(scale))))
                #expect(image.scale == CGFloat(scale))
                #expect(image.size == CGSize(width: 10, height: 5))
                let pixels = Pixels(image)
                #expect(pixels.width == 10 * scale)
                #expect(pixels[1, 1] == redPixel)
                #expect(pixels[9 * scale, 1] == clearPixel)
            }
        }
    }

    @Test func aSymbolSetDrawsItsRegularGlyphAsATemplateAtBodySize() throws {
        var files = assetCatalogFiles
        let symbolSet = { (file: String) in
            utf8("{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"symbols\" : [\n    {\n      \"filename\" : \"\(file)\",\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n")
        }
        // A cut-down SF Symbols template: guides and other weights around the one glyph drawn, 50 × 100 units.
        files["Assets.xcassets/custom.bolt.symbolset/Contents.json"] = symbolSet("custom.bolt.svg")
        files["Assets.xcassets/custom.bolt.symbolset/custom.bolt.svg"] = utf8("""
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
              <g id="Guides"><line id="Baseline-M" x1="0" y1="1126" x2="3300" y2="1126" stroke="#000"/></g>
              <g id="Symbols">
                <g id="Ultralight-S"><rect x="10" y="10" width="400" height="400"/></g>
                <g id="Regular-M" transform="matrix(1 0 0 1 1391 1026)"><rect width="50" height="100"/></g>
              </g>
            </svg>
            """)
        files["Assets.xcassets/plain.symbolset/Contents.json"] = symbolSet("plain.svg")
        files["Assets.xcassets/plain.symbolset/plain.svg"] = utf8(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>"#)
        try withBundle(files) { bundle, _ in
            let bolt = try #require(UIImage(named: "custom.bolt", in: bundle, compatibleWith: traits(scale: 2)))
            // 50 × 100 units of a 100-point grid at 17 points.
            #expect(bolt.size == CGSize(width: 8.5, height: 17))
            #expect(bolt.renderingMode == .alwaysTemplate)
            let pixels = Pixels(bolt)
            #expect(pixels[4, 4][3] == 255)
            #expect(UIImage(named: "plain", in: bundle, compatibleWith: traits(scale: 2))?.size == CGSize(width: 4, height: 4))
        }
    }

    @Test func missingNamesAndBrokenSetsGiveNilAndSpareTheRest() throws {
        var files = assetCatalogFiles
        files["Assets.xcassets/Broken.imageset/Contents.json"] = utf8("{ \"images\" : [ {")
        files["Assets.xcassets/NoArray.imageset/Contents.json"] = utf8("{ \"images\" : 3 }")
        files["Assets.xcassets/Gone.imageset/Contents.json"] = imageSetContents([imageEntry("gone.png", scale: "1x")])
        files["Assets.xcassets/Escape.imageset/Contents.json"] = imageSetContents([imageEntry("../../dot.png", scale: "1x")])
        files["Assets.xcassets/Garbage.imageset/Contents.json"] = imageSetContents([imageEntry("garbage.png", scale: "1x")])
        files["Assets.xcassets/Garbage.imageset/garbage.png"] = utf8("not a picture")
        files["Assets.xcassets/Loop/Contents.json"] = catalogInfo
        try withBundle(files, links: ["Assets.xcassets/Loop/back": ".."]) { bundle, _ in
            for name in ["Nothing", "", "Broken", "NoArray", "Gone", "Escape", "Garbage", "Loop/back/Dot"] {
                #expect(UIImage(named: name, in: bundle, compatibleWith: traits()) == nil, "\(name)")
            }
            #expect(UIImage(named: "Dot", in: bundle, compatibleWith: traits()) != nil)
        }
    }
}
