import Foundation
import Testing
@testable import CoreGraphics

/// CoreGraphics called as iOS code calls it, casting Swift collections to Core Foundation's type names.
@Suite struct CoreFoundationTypesTests {
    @Test func gradientColoursGivenAsCFArray() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        var locations: [CGFloat] = [0.25, 0.75]
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: &locations))
        #expect(gradient.stops.map(\.location) == [0.25, 0.75])
        #expect(gradient.stops.map(\.red) == [1, 0])
        #expect(gradient.stops.map(\.blue) == [0, 1])
    }

    @Test func aGradientOfSomethingOtherThanColoursIsNil() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(CGGradient(colorsSpace: nil, colors: [red, "blue"] as CFArray, locations: nil) == nil)
    }

    @Test func dataProvidersAreFailableAsInApplesAPI() throws {
        let bytes = Data([255, 0, 0, 255])
        guard let provider = CGDataProvider(data: bytes as CFData) else {
            Issue.record("a provider of four bytes")
            return
        }
        let image = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: provider,
                                          decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        #expect(image.dataProvider?.data == bytes)
    }

    @Test func pdfInfoGivenAsCFDictionary() throws {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let context = try #require(CGContext(consumer: CGDataConsumer(data: data as CFMutableData)!, mediaBox: &box,
                                             [kCGPDFContextTitle: "CF"] as CFDictionary))
        context.beginPDFPage([kCGPDFContextMediaBox as CFString: CGRect(x: 0, y: 0, width: 50, height: 60)] as CFDictionary)
        context.endPDFPage()
        context.closePDF()
        let text = String(decoding: data as Data, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 50 60 ]"))
    }
}
