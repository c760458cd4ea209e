import Foundation
import Testing
@testable import UIKit

@Suite struct UIGraphicsImageRendererTests {
    @Test func defaultFormat() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIImage.preferredScale && format.scale == 2)
        #expect(!format.opaque && format.preferredRange == .automatic)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5))
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(renderer.allowsImageOutput)
    }

    @Test func contextIsCurrentFlippedAndScaled() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5))
        let image = renderer.image { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)
        let pixels = Pixels(image)
        #expect(pixels.width == 20 && pixels.height == 10)
        // y-down: the point (0, 0) is the top-left pixel.
        #expect(pixels[0, 0] == redPixel && pixels[1, 1] == redPixel && pixels[2, 2] == clearPixel)
    }

    @Test func boundsOriginIsTopLeft() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format)
        let pixels = Pixels(renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        })
        #expect(pixels[0, 0] == bluePixel && pixels[1, 0] == clearPixel)
    }

    @Test func contextConveniencesAndCurrentImage() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            #expect(Pixels(context.currentImage)[3, 3] == whitePixel)
            UIColor.red.setFill()
            context.stroke(CGRect(x: 0, y: 0, width: 6, height: 6))
            context.clip(to: CGRect(x: 0, y: 0, width: 3, height: 6))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 4, height: 4))
            #expect(context.format.opaque)
        }
        let pixels = Pixels(image)
        #expect(pixels[0, 3] == redPixel && pixels[2, 2] == bluePixel && pixels[3, 2] == whitePixel)
    }

    @Test func pngAndJPEGData() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3))
        let png = renderer.pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.cgImage?.width == 6 && Pixels(decoded)[5, 5] == greenPixel)
        let jpeg = renderer.jpegData(withCompressionQuality: 0.5) { _ in }
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
    }

    @Test func emptySizeGivesEmptyImage() {
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in }
        #expect(image.size == .zero && image.cgImage == nil)
    }

    @Test func legacyImageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 2))
        #expect(Pixels(image)[1, 1] == redPixel && Pixels(image)[2, 0] == clearPixel)
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
    }

    @Test func pdfRendererWritesPages() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle: "Vellum test", kCGPDFContextAuthor: "UIKitTests"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), format: format)
        let data = renderer.pdfData { context in
            context.beginPage()
            #expect(context.pdfContextBounds == CGRect(x: 0, y: 0, width: 200, height: 100))
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 20))
            "Hello PDF".draw(at: CGPoint(x: 10, y: 50), withAttributes: nil)
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 100, height: 300), pageInfo: [:])
            #expect(context.pdfContextBounds.size == CGSize(width: 100, height: 300))
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/Count 2"))
        #expect(text.contains("Vellum test"))

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePDF(to: url) { context in context.beginPage() }
        #expect(try Data(contentsOf: url).starts(with: Data("%PDF-".utf8)))
        #expect(throws: (any Error).self) {
            try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent/dir/x.pdf")) { _ in }
        }
    }

    @Test func legacyPDFContext() {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 100, height: 100), [kCGPDFContextTitle: "Old"])
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 100, height: 100))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 50, height: 80), nil)
        #expect(UIGraphicsGetPDFContextBounds().size == CGSize(width: 50, height: 80))
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-") && text.contains("/Count 2"))
    }
}
