import Foundation
@testable import ImageIO
import Testing

/// ImageIO called as iOS code calls it, through Core Foundation's type names.
@Test func optionsAndDataWrittenWithCoreFoundationNames() throws {
    let bytes: [UInt8] = (0..<(8 * 4)).flatMap { _ in [200, 100, 50] }
    let image = try #require(makeImage(bytes, width: 8, height: 4, channels: 3, alpha: .none))
    let output = NSMutableData()
    let destination = try #require(CGImageDestinationCreateWithData(output as CFMutableData, "public.png" as CFString,
                                                                    1, nil))
    CGImageDestinationAddImage(destination, image, nil)
    #expect(CGImageDestinationFinalize(destination))

    let source = try #require(CGImageSourceCreateWithData(output as Data as CFData,
                                                         [kCGImageSourceShouldCache: false] as CFDictionary))
    let properties: CFDictionary? = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
    #expect(properties?[kCGImagePropertyPixelWidth as CFString] as? Int == 8)
    let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 4]
        as CFDictionary
    let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
    // 8 × 4 fitted within 4 pixels a side keeps its 2:1 aspect.
    #expect(thumbnail.width == 4 && thumbnail.height == 2)
}
