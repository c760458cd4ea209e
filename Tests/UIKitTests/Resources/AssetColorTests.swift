import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite struct AssetColorTests {
    /// A colour set's `Contents.json` of `colors`, each an entry's members.
    private func colorSet(_ colors: [String]) -> Data {
        utf8("{\n  \"colors\" : [\n\(colors.map { "    {\n\($0)\n    }" }.joined(separator: ",\n"))\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    private func color(_ space: String, _ components: [(String, String)], appearances: String = "") -> String {
        let members = components.map { "          \"\($0.0)\" : \"\($0.1)\"" }.joined(separator: ",\n")
        return "\(appearances)      \"color\" : {\n        \"color-space\" : \"\(space)\",\n        \"components\" : {\n\(members)\n        }\n      },\n      \"idiom\" : \"universal\""
    }

    private func appearance(_ kind: String, _ value: String) -> String {
        "      \"appearances\" : [\n        {\n          \"appearance\" : \"\(kind)\",\n          \"value\" : \"\(value)\"\n        }\n      ],\n"
    }

    private var files: BundleFiles {
        var files = assetCatalogFiles
        // The three component forms Xcode writes: floats, 8-bit decimal, 8-bit hex.
        files["Assets.xcassets/Brand.colorset/Contents.json"] = colorSet([
            color("srgb", [("alpha", "1.000"), ("blue", "0.000"), ("green", "0.000"), ("red", "1.000")]),
            color("srgb", [("alpha", "0.500"), ("blue", "255"), ("green", "0"), ("red", "0")],
                  appearances: appearance("luminosity", "dark")),
            color("srgb", [("alpha", "1.000"), ("blue", "0x00"), ("green", "0x80"), ("red", "0x00")],
                  appearances: appearance("contrast", "high")),
        ])
        files["Assets.xcassets/Gray.colorset/Contents.json"] = colorSet([
            color("gray-gamma-22", [("alpha", "1.000"), ("white", "0.500")]),
        ])
        files["Assets.xcassets/Wide.colorset/Contents.json"] = colorSet([
            color("display-p3", [("alpha", "1.000"), ("blue", "0.000"), ("green", "0.000"), ("red", "1.000")]),
        ])
        files["Assets.xcassets/Accent.colorset/Contents.json"] = colorSet([
            "      \"color\" : {\n        \"platform\" : \"ios\",\n        \"reference\" : \"systemBlueColor\"\n      },\n      \"idiom\" : \"universal\"",
        ])
        files["Assets.xcassets/Bad.colorset/Contents.json"] = colorSet([
            color("srgb", [("alpha", "1.000"), ("blue", "0xZZ"), ("green", "0"), ("red", "0")]),
        ])
        return files
    }

    @Test func componentsInEachFormXcodeWritesAndTheirAppearances() throws {
        try withBundle(files) { bundle, _ in
            let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
            let high = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
            #expect(rgba(try #require(UIColor(named: "Brand", in: bundle, compatibleWith: light))) == [1, 0, 0, 1])
            #expect(rgba(try #require(UIColor(named: "Brand", in: bundle, compatibleWith: dark))) == [0, 0, 1, 0.5])
            // 0x80 is 128/255.
            #expect(rgba(try #require(UIColor(named: "Brand", in: bundle, compatibleWith: high))) == [0, 0.502, 0, 1])
            var white: CGFloat = 0, alpha: CGFloat = 0
            _ = try #require(UIColor(named: "Gray", in: bundle, compatibleWith: light)).getWhite(&white, alpha: &alpha)
            #expect(white == 0.5 && alpha == 1)
            // Display P3's red lies outside sRGB: in extended sRGB its red passes 1 and its green falls below 0.
            let wide = rgba(try #require(UIColor(named: "Wide", in: bundle, compatibleWith: light)))
            #expect(wide[0] > 1 && wide[1] < 0 && wide[3] == 1)
        }
    }

    @Test func aSetWithVariantsIsADynamicColourThatAViewFollows() throws {
        try withBundle(files) { bundle, _ in
            let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
            #expect(rgba(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [0, 0, 1, 0.5])
            let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
            let darkTraits = UITraitCollection(userInterfaceStyle: .dark)
            #expect(accent.resolvedColor(with: darkTraits).cgColor == UIColor.systemBlue.resolvedColor(with: darkTraits).cgColor)
            withScreenWindow(size: CGSize(width: 10, height: 10)) { window, screen in
                let view = UIView(frame: window.bounds)
                view.backgroundColor = brand
                window.addSubview(view)
                #expect(capture(screen)[5, 5] == redPixel)
                window.overrideUserInterfaceStyle = .dark
                // Half-transparent blue over the white window.
                #expect(capture(screen)[5, 5] == [127, 127, 255, 255] || capture(screen)[5, 5] == [128, 128, 255, 255])
            }
        }
    }

    @Test func aDocumentsNamedColourIsItsBundlesCatalogColourBeforeItsDesignTimeValue() throws {
        try withBundle(files) { bundle, _ in
            let green = #"<color red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
            let resources = #"<namedColor name="Brand">\#(green)</namedColor><namedColor name="Elsewhere">\#(green)</namedColor>"#
            let frame = #"<rect key="frame" x="0" y="0" width="10" height="10"/>"#
            let xml = NibFixtures.xib(#"<view id="a">\#(frame)<color key="backgroundColor" name="Brand"/></view>"#
                                          + #"<view id="b">\#(frame)<color key="backgroundColor" name="Elsewhere"/></view>"#,
                                      resources: resources)
            let views = UINib(data: Data(xml.utf8), bundle: bundle).instantiate(withOwner: nil).compactMap { $0 as? UIView }
            try #require(views.count == 2)
            // The catalog's set, with its dark variant; a name the catalog lacks keeps the document's value.
            let brand = try #require(views[0].backgroundColor)
            #expect(rgba(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) == [1, 0, 0, 1])
            #expect(rgba(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [0, 0, 1, 0.5])
            #expect(rgba(views[1].backgroundColor) == [0, 1, 0, 1])
        }
    }

    @Test func missingAndUnreadableColoursAreNil() throws {
        try withBundle(files) { bundle, _ in
            #expect(UIColor(named: "Nothing", in: bundle, compatibleWith: nil) == nil)
            #expect(UIColor(named: "Bad", in: bundle, compatibleWith: nil) == nil)
            // An image set is not a colour.
            #expect(UIColor(named: "Dot", in: bundle, compatibleWith: nil) == nil)
        }
    }

    @Test func componentParsing() {
        #expect(AssetColor.component("0.580") == 0.58)
        #expect(AssetColor.component("0x94") == 148.0 / 255)
        #expect(AssetColor.component("0X94") == 148.0 / 255)
        #expect(AssetColor.component("148") == 148.0 / 255)
        #expect(AssetColor.component(NSNumber(value: 0.25)) == 0.25)
        #expect(AssetColor.component(NSNumber(value: 148)) == 148.0 / 255)
        #expect(AssetColor.component("256") == nil)
        #expect(AssetColor.component("nan") == nil)
        #expect(AssetColor.component("red") == nil)
    }
}
