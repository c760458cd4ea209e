import Foundation
import Testing
@testable import UIKit

/// An image set's single-scale PDF, drawn by poppler-glib at the display's scale.
@MainActor @Suite struct PDFAssetTests {
    /// A PDF of one 10 × 5 point page whose left 5 × 5 points are red.
    private func halfRedPage() throws -> Data {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 10, height: 5)
        let consumer = try #require(CGDataConsumer(data: data))
        let context = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.endPDFPage()
        context.closePDF()
        return data as Data
    }

    @Test func aSingleScalePDFIsDrawnAtTheScreensScale() throws {
        var files = assetCatalogFiles
        files["Assets.xcassets/Badge.imageset/Contents.json"] = imageSetContents(
            [imageEntry("badge.pdf")], properties: "    \"preserves-vector-representation\" : true")
        files["Assets.xcassets/Badge.imageset/badge.pdf"] = try halfRedPage()
        try withBundle(files) { bundle, _ in
            for scale in [1, 3] {
                let traits = UITraitCollection(displayScale: CGFloat(scale))
                let image = try #require(UIImage(named: "Badge", in: bundle, compatibleWith: traits))
                #expect(image.scale == CGFloat(scale) && image.size == CGSize(width: 10, height: 5))
                let pixels = Pixels(image)
                #expect(pixels.width == 10 * scale && pixels.height == 5 * scale)
                #expect(pixels[1, 1] == redPixel && pixels[4 * scale, 4 * scale] == redPixel)
                #expect(pixels[9 * scale, 1] == clearPixel)
            }
        }
    }

    @Test func aPDFPopplerCannotReadIsNilAndLogged() throws {
        var files = assetCatalogFiles
        files["Assets.xcassets/Broken.imageset/Contents.json"] = imageSetContents([imageEntry("broken.pdf")])
        files["Assets.xcassets/Broken.imageset/broken.pdf"] = utf8("%PDF-1.7\nnot a document\n")
        try withBundle(files) { bundle, _ in
            var image: UIImage?
            let logged = UIKitLogObservers.capture { image = UIImage(named: "Broken", in: bundle, compatibleWith: nil) }
            #expect(image == nil && logged.count == 1 && logged.first?.hasPrefix("Asset catalog: cannot draw ") == true)
            #expect(UIImage(named: "Dot", in: bundle, compatibleWith: nil) != nil)
        }
    }
}
