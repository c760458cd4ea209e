// Issue 21's asset catalogs: `UIImage(named:in:compatibleWith:)` of an image set, the first time (the catalog's
// folders indexed, its Contents.json read, the file chosen for the screen's scale and decoded) and again.
import Foundation
import UIKit

/// The median milliseconds of a first lookup and decode of a 64 × 64-point image set (1x, 2x and 3x PNGs) in
/// a catalog of 200 sets never read before, over 20 such catalogs, and the median microseconds of a lookup of
/// the same name again.
@MainActor func assetCosts() throws -> (first: Double, cached: Double) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-asset-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let png = { (scale: Int) in
        UIGraphicsImageRenderer(size: CGSize(width: 64 * scale, height: 64 * scale), format: format).pngData { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 64 * scale, height: 64 * scale))
        }
    }
    let files = [1, 2, 3].map { (scale: $0, data: png($0)) }
    let contents = Data("""
        { "images" : [ \(files.map { "{ \"filename\" : \"icon@\($0.scale)x.png\", \"idiom\" : \"universal\", \"scale\" : \"\($0.scale)x\" }" }.joined(separator: ", ")) ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """.utf8)
    let traits = UITraitCollection(displayScale: 2)
    var bundles: [Bundle] = []
    for index in 0..<20 {
        let catalog = folder.appendingPathComponent("\(index)/Assets.xcassets")
        for set in 0..<200 {
            let setFolder = catalog.appendingPathComponent("Icon\(set).imageset")
            try FileManager.default.createDirectory(at: setFolder, withIntermediateDirectories: true)
            try contents.write(to: setFolder.appendingPathComponent("Contents.json"))
            for file in files { try file.data.write(to: setFolder.appendingPathComponent("icon@\(file.scale)x.png")) }
        }
        bundles.append(Bundle(path: folder.appendingPathComponent("\(index)").path)!)
    }
    var firsts: [Double] = []
    for bundle in bundles {
        let start = now()
        let image = UIImage(named: "Icon100", in: bundle, compatibleWith: traits)
        let decoded = image?.cgImage
        firsts.append(now() - start)
        check(image?.scale == 2 && decoded?.width == 128, "the 2x file of Icon100 is chosen and decoded")
    }
    let cached = samples(2000) {
        check(UIImage(named: "Icon100", in: bundles[0], compatibleWith: traits) != nil, "Icon100 is found again")
    }
    return (median(firsts) * 1e3, median(cached) * 1e6)
}
