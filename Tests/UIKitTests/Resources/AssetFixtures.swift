import Foundation
import ImageFixtures
import Testing
@testable import UIKit

/// Files of a test bundle, by path inside it.
typealias BundleFiles = [String: Data]

/// A bundle in a new temporary folder holding `files` (and links from `links`, path → destination), removed
/// when `body` returns.
func withBundle(_ files: BundleFiles, links: [String: String] = [:], _ body: (Bundle, URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-assets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, data) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
    for (path, destination) in links {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(path).path,
                                                   withDestinationPath: destination)
    }
    try body(try #require(Bundle(path: folder.path)), folder)
}

/// A PNG of `width` × `height` pixels of one straight RGBA colour.
func solidPNG(width: Int, height: Int, _ rgba: [UInt8]) -> Data {
    PNGFile.make(width: width, height: height, depth: 8, colorType: 6,
                 rows: Array(repeating: Array((0..<width).map { _ in rgba }.joined()), count: height))
}

/// Text as UTF-8 data.
func utf8(_ text: String) -> Data { Data(text.utf8) }

/// An image set's `Contents.json` as Xcode writes it, of `images` (each an entry's members) and `properties`.
func imageSetContents(_ images: [String], properties: String? = nil) -> Data {
    let list = images.map { "    {\n\($0)\n    }" }.joined(separator: ",\n")
    let extra = properties.map { ",\n  \"properties\" : {\n\($0)\n  }" } ?? ""
    return utf8("{\n  \"images\" : [\n\(list)\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\(extra)\n}\n")
}

/// An image entry: `filename`, `idiom` universal, `scale` when given, and appearances (`"dark"`, `"high"`).
func imageEntry(_ filename: String, scale: String? = nil, appearances: [String] = []) -> String {
    var members = ["      \"filename\" : \"\(filename)\"", "      \"idiom\" : \"universal\""]
    if !appearances.isEmpty {
        let items = appearances.map { value in
            value == "high" ? "        {\n          \"appearance\" : \"contrast\",\n          \"value\" : \"high\"\n        }"
                : "        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"\(value)\"\n        }"
        }
        members.insert("      \"appearances\" : [\n\(items.joined(separator: ",\n"))\n      ]", at: 0)
    }
    if let scale { members.append("      \"scale\" : \"\(scale)\"") }
    return members.joined(separator: ",\n")
}

/// The catalog's top-level `Contents.json`.
let catalogInfo = utf8("{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")

/// The test catalog, `Assets.xcassets`, with pixels chosen so each variant is told apart by colour:
/// - `Dot`: 1x red 2×2, 2x green 4×4, 3x blue 6×6;
/// - `Only2x`: one green 2x file, 4×4;
/// - `Mode`: red for any appearance, blue for dark, green for high contrast, white for dark high contrast (1x, 2×2);
/// - `Glyph`: an opaque black 2×2 template;
/// - `Icons/Star` (a namespace folder) and `Plain/Leaf` (a plain group: named `Leaf`), 1x red 1×1.
let assetCatalogFiles: BundleFiles = [
    "Assets.xcassets/Contents.json": catalogInfo,
    "Assets.xcassets/Dot.imageset/Contents.json": imageSetContents([
        imageEntry("dot.png", scale: "1x"), imageEntry("dot@2x.png", scale: "2x"), imageEntry("dot@3x.png", scale: "3x"),
    ]),
    "Assets.xcassets/Dot.imageset/dot.png": solidPNG(width: 2, height: 2, [255, 0, 0, 255]),
    "Assets.xcassets/Dot.imageset/dot@2x.png": solidPNG(width: 4, height: 4, [0, 255, 0, 255]),
    "Assets.xcassets/Dot.imageset/dot@3x.png": solidPNG(width: 6, height: 6, [0, 0, 255, 255]),
    "Assets.xcassets/Only2x.imageset/Contents.json": imageSetContents([
        "      \"idiom\" : \"universal\",\n      \"scale\" : \"1x\"", imageEntry("only@2x.png", scale: "2x"),
        "      \"idiom\" : \"universal\",\n      \"scale\" : \"3x\"",
    ]),
    "Assets.xcassets/Only2x.imageset/only@2x.png": solidPNG(width: 4, height: 4, [0, 255, 0, 255]),
    "Assets.xcassets/Mode.imageset/Contents.json": imageSetContents([
        imageEntry("any.png", scale: "1x"), imageEntry("dark.png", scale: "1x", appearances: ["dark"]),
        imageEntry("high.png", scale: "1x", appearances: ["high"]),
        imageEntry("darkhigh.png", scale: "1x", appearances: ["dark", "high"]),
    ]),
    "Assets.xcassets/Mode.imageset/any.png": solidPNG(width: 2, height: 2, [255, 0, 0, 255]),
    "Assets.xcassets/Mode.imageset/dark.png": solidPNG(width: 2, height: 2, [0, 0, 255, 255]),
    "Assets.xcassets/Mode.imageset/high.png": solidPNG(width: 2, height: 2, [0, 255, 0, 255]),
    "Assets.xcassets/Mode.imageset/darkhigh.png": solidPNG(width: 2, height: 2, [255, 255, 255, 255]),
    "Assets.xcassets/Glyph.imageset/Contents.json": imageSetContents(
        [imageEntry("glyph.png", scale: "1x")], properties: "    \"template-rendering-intent\" : \"template\""),
    "Assets.xcassets/Glyph.imageset/glyph.png": solidPNG(width: 2, height: 2, [0, 0, 0, 255]),
    "Assets.xcassets/Icons/Contents.json": utf8("{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"),
    "Assets.xcassets/Icons/Star.imageset/Contents.json": imageSetContents([imageEntry("star.png", scale: "1x")]),
    "Assets.xcassets/Icons/Star.imageset/star.png": solidPNG(width: 1, height: 1, [255, 0, 0, 255]),
    "Assets.xcassets/Plain/Contents.json": catalogInfo,
    "Assets.xcassets/Plain/Leaf.imageset/Contents.json": imageSetContents([imageEntry("leaf.png", scale: "1x")]),
    "Assets.xcassets/Plain/Leaf.imageset/leaf.png": solidPNG(width: 1, height: 1, [255, 0, 0, 255]),
]
