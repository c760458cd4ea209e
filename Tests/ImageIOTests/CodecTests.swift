import Foundation
import ImageFixtures
@testable import ImageIO
import Testing

// MARK: - PNG round trips

@Test func pngRoundTripKeepsNonPremultipliedPixelsExactly() throws {
    // Opaque, half-transparent, nearly transparent, and fully transparent with a colour.
    let pixels: [UInt8] = [255, 0, 0, 255, 200, 100, 50, 128, 10, 20, 30, 1, 90, 80, 70, 0,
                           0, 0, 0, 255, 1, 2, 3, 254, 255, 255, 255, 255, 17, 34, 51, 68]
    let image = try #require(makeImage(pixels, width: 4, height: 2, channels: 4, alpha: .last))
    let png = try #require(encode(image, "public.png"))
    let decoded = try #require(decode(png))
    #expect(decoded.width == 4 && decoded.height == 2)
    #expect(decoded.bitsPerComponent == 8 && decoded.bitsPerPixel == 32)
    #expect(decoded.alphaInfo == .last)
    #expect(decoded.colorSpace?.model == .rgb)
    // A non-premultiplied image is written from its own bytes: the round trip is exact.
    #expect(packedBytes(decoded) == pixels)
}

@Test func pngOfPremultipliedImageStoresUnpremultipliedColour() throws {
    // Premultiplied (100, 50, 25) at alpha 128 is (199, 100, 50) straight.
    let pixels: [UInt8] = [100, 50, 25, 128, 255, 255, 255, 255, 0, 0, 0, 0]
    let image = try #require(makeImage(pixels, width: 3, height: 1, channels: 4, alpha: .premultipliedLast))
    let decoded = try #require(roundTrip(image, "public.png"))
    #expect(decoded.alphaInfo == .last)
    #expect(packedBytes(decoded) == [199, 100, 50, 128, 255, 255, 255, 255, 0, 0, 0, 0])
}

@Test func pngOfOpaqueImageIsRGBWithoutAlpha() throws {
    var generator = SeededGenerator(seed: 7)
    let pixels = (0..<(16 * 9 * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let image = try #require(makeImage(pixels, width: 16, height: 9, channels: 3, alpha: .none))
    let png = try #require(encode(image, "public.png"))
    let decoded = try #require(decode(png))
    #expect(decoded.bitsPerPixel == 24 && decoded.alphaInfo == .none)
    #expect(packedBytes(decoded) == pixels)
    let properties = try #require(imageProperties(png))
    #expect(properties[kCGImagePropertyHasAlpha] as? Bool == false)
}

@Test func pngOfSkipLastImageDropsTheUnusedByte() throws {
    let pixels: [UInt8] = [1, 2, 3, 0, 4, 5, 6, 99]
    let image = try #require(makeImage(pixels, width: 2, height: 1, channels: 4, alpha: .noneSkipLast))
    let decoded = try #require(roundTrip(image, "public.png"))
    #expect(decoded.bitsPerPixel == 24)
    #expect(packedBytes(decoded) == [1, 2, 3, 4, 5, 6])
}

@Test func grayPNGStaysGray() throws {
    let pixels: [UInt8] = (0..<64).map { UInt8($0 * 4) }
    let image = try #require(makeImage(pixels, width: 8, height: 8, channels: 1, alpha: .none, gray: true))
    let png = try #require(encode(image, "public.png"))
    let decoded = try #require(decode(png))
    #expect(decoded.bitsPerPixel == 8 && decoded.colorSpace?.model == .monochrome)
    #expect(packedBytes(decoded) == pixels)
    let source = try #require(CGImageSourceCreateWithData(png, nil))
    let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
    #expect(properties[kCGImagePropertyColorModel] as? String == kCGImagePropertyColorModelGray)

    let withAlpha: [UInt8] = [0, 255, 128, 128, 255, 0, 77, 200]
    let grayAlpha = try #require(makeImage(withAlpha, width: 2, height: 2, channels: 2, alpha: .last, gray: true))
    let decodedAlpha = try #require(roundTrip(grayAlpha, "public.png"))
    #expect(decodedAlpha.bitsPerPixel == 16 && decodedAlpha.alphaInfo == .last)
    #expect(decodedAlpha.colorSpace?.model == .monochrome)
    #expect(packedBytes(decodedAlpha) == withAlpha)
}

@Test func premultipliedLittleEndianImagesEncodeThroughTheSurface() throws {
    // Bitmap contexts' layout: premultiplied ARGB in a little-endian word, so B, G, R, A in memory.
    let pixels: [UInt8] = [16, 32, 64, 128, 0, 0, 255, 255]
    let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
                            | CGBitmapInfo.byteOrder32Little.rawValue)
    let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
    let image = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                     space: space, bitmapInfo: info, provider: CGDataProvider(data: Data(pixels))!,
                                     decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    let decoded = try #require(roundTrip(image, "public.png"))
    #expect(packedBytes(decoded) == [128, 64, 32, 128, 255, 0, 0, 255])
    // JPEG composites over white: 64 + 255 * 127 / 255 = 191, 32 + 127 = 159, 16 + 127 = 143.
    let flat = try #require(CGImage(width: 8, height: 8, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 32,
                                    space: space, bitmapInfo: info,
                                    provider: CGDataProvider(data: Data((0..<64).flatMap { _ in pixels.prefix(4) }))!,
                                    decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    let best: [String: Any] = [kCGImageDestinationLossyCompressionQuality: 1.0]
    let jpeg = packedBytes(try #require(roundTrip(flat, "public.jpeg", best)))
    #expect(abs(Int(jpeg[0]) - 191) <= 2 && abs(Int(jpeg[1]) - 159) <= 2 && abs(Int(jpeg[2]) - 143) <= 2)
}

// MARK: - PNG variants built by hand

@Test func palettePNGWithTransparencyDecodesToRGBA() throws {
    let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]
    let alphas: [UInt8] = [255, 128, 0] // the fourth entry has no tRNS value: opaque
    // 2-bit indices: row 0 = 0 1 2 3, row 1 = 3 2 1 0.
    let png = PNGFile.make(width: 4, height: 2, depth: 2, colorType: 3, rows: [[0b00_01_10_11], [0b11_10_01_00]],
                           extraChunks: [PNGFile.chunk("PLTE", palette), PNGFile.chunk("tRNS", alphas)])
    let decoded = try #require(decode(png))
    #expect(decoded.alphaInfo == .last && decoded.bitsPerPixel == 32)
    let colours: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 0], [9, 9, 9, 255]]
    #expect(packedBytes(decoded) == [0, 1, 2, 3, 3, 2, 1, 0].flatMap { colours[$0] })
    let properties = try #require(imageProperties(png))
    #expect(properties[kCGImagePropertyHasAlpha] as? Bool == true)
    #expect(properties[kCGImagePropertyDepth] as? Int == 2)
}

@Test func oneBitGrayAndGrayWithTRNSExpand() throws {
    let bits = PNGFile.make(width: 10, height: 1, depth: 1, colorType: 0, rows: [[0b1010_0000, 0b1100_0000]])
    let decoded = try #require(decode(bits))
    #expect(decoded.bitsPerPixel == 8)
    #expect(packedBytes(decoded) == [255, 0, 255, 0, 0, 0, 0, 0, 255, 255])

    // Gray 8-bit with gray level 7 marked transparent.
    let keyed = PNGFile.make(width: 3, height: 1, depth: 8, colorType: 0, rows: [[7, 8, 255]],
                             extraChunks: [PNGFile.chunk("tRNS", [0, 7])])
    let decodedKeyed = try #require(decode(keyed))
    #expect(decodedKeyed.bitsPerPixel == 16 && decodedKeyed.alphaInfo == .last)
    #expect(packedBytes(decodedKeyed) == [7, 0, 8, 255, 255, 255])
}

@Test func sixteenBitPNGIsScaledToEightBits() throws {
    // RGBA 16-bit: one pixel (0xFFFF, 0x0000, 0x8080, 0x1234).
    let png = PNGFile.make(width: 1, height: 1, depth: 16, colorType: 6,
                           rows: [[0xFF, 0xFF, 0x00, 0x00, 0x80, 0x80, 0x12, 0x34]])
    let decoded = try #require(decode(png))
    #expect(decoded.bitsPerComponent == 8 && decoded.alphaInfo == .last)
    #expect(packedBytes(decoded) == [255, 0, 128, 18])
    let properties = try #require(imageProperties(png))
    #expect(properties[kCGImagePropertyDepth] as? Int == 16)
}

@Test func interlacedPNGDecodesLikeTheProgressiveOne() throws {
    var generator = SeededGenerator(seed: 11)
    let (width, height) = (13, 11)
    let rows = (0..<height).map { _ in (0..<(width * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) } }
    let interlaced = PNGFile.make(width: width, height: height, depth: 8, colorType: 2, rows: rows,
                                  bytesPerPixel: 3, interlaced: true)
    let decoded = try #require(decode(interlaced))
    #expect(packedBytes(decoded) == rows.flatMap { $0 })
    let source = try #require(CGImageSourceCreateWithData(interlaced, nil))
    let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
    let png = try #require(properties[kCGImagePropertyPNGDictionary] as? [String: Any])
    #expect(png[kCGImagePropertyPNGInterlaceType] as? Int == 1)
}

@Test func pngResolutionIsReportedInDPI() throws {
    // 3780 pixels per metre is 96.012 dpi.
    let phys = PNGFile.chunk("pHYs", PNGFile.be32(3780) + PNGFile.be32(3780) + [1])
    let png = PNGFile.make(width: 1, height: 1, depth: 8, colorType: 0, rows: [[0]], extraChunks: [phys])
    let properties = try #require(imageProperties(png))
    let dpi = try #require(properties[kCGImagePropertyDPIWidth] as? Double)
    #expect(abs(dpi - 96.012) < 0.001)
}

// MARK: - JPEG

@Test func jpegRoundTripOfFlatColourIsClose() throws {
    let pixels = [UInt8]((0..<(24 * 16)).flatMap { _ in [200, 100, 50] as [UInt8] })
    let image = try #require(makeImage(pixels, width: 24, height: 16, channels: 3, alpha: .none))
    let jpeg = try #require(encode(image, "public.jpeg", [kCGImageDestinationLossyCompressionQuality: 0.9]))
    let decoded = try #require(decode(jpeg))
    #expect(decoded.width == 24 && decoded.height == 16)
    #expect(decoded.bitsPerPixel == 32 && decoded.alphaInfo == .noneSkipLast)
    let bytes = packedBytes(decoded)
    for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
        #expect(abs(Int(bytes[i]) - 200) <= 3 && abs(Int(bytes[i + 1]) - 100) <= 3 && abs(Int(bytes[i + 2]) - 50) <= 3)
        #expect(bytes[i + 3] == 255)
    }
}

@Test func jpegQualityChangesTheFileSize() throws {
    var generator = SeededGenerator(seed: 3)
    let pixels = (0..<(32 * 32 * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let image = try #require(makeImage(pixels, width: 32, height: 32, channels: 3, alpha: .none))
    let low = try #require(encode(image, "public.jpeg", [kCGImageDestinationLossyCompressionQuality: 0.1]))
    let high = try #require(encode(image, "public.jpeg", [kCGImageDestinationLossyCompressionQuality: 1.0]))
    #expect(low.count < high.count)
}

@Test func grayJPEGStaysGray() throws {
    let image = try #require(makeImage([UInt8](repeating: 90, count: 64), width: 8, height: 8, channels: 1,
                                       alpha: .none, gray: true))
    let jpeg = try #require(encode(image, "public.jpeg"))
    let decoded = try #require(decode(jpeg))
    #expect(decoded.bitsPerPixel == 8 && decoded.colorSpace?.model == .monochrome)
    #expect(packedBytes(decoded).allSatisfy { abs(Int($0) - 90) <= 2 })
}

@Test func jpegFlattensAlphaOverWhiteOrTheBackgroundColour() throws {
    let transparent = try #require(makeImage([UInt8](repeating: 0, count: 8 * 8 * 4), width: 8, height: 8,
                                             channels: 4, alpha: .last))
    let white = try #require(roundTrip(transparent, "public.jpeg"))
    #expect(packedBytes(white).allSatisfy { $0 >= 252 })
    let options: [String: Any] = [kCGImageDestinationBackgroundColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
    let blue = try #require(roundTrip(transparent, "public.jpeg", options))
    let bytes = packedBytes(blue)
    #expect(bytes[0] <= 3 && bytes[1] <= 3 && bytes[2] >= 252)
}

@Test func jpegOrientationComesFromEXIF() throws {
    let image = try #require(makeImage([UInt8](repeating: 128, count: 8 * 8 * 3), width: 8, height: 8,
                                       channels: 3, alpha: .none))
    let jpeg = [UInt8](try #require(encode(image, "public.jpeg")))
    // A big-endian TIFF with one IFD entry: orientation (0x0112), SHORT, count 1, value 6.
    let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
    let body = Array("Exif\0\0".utf8) + tiff
    let app1: [UInt8] = [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    let tagged = Data(jpeg.prefix(2) + app1 + jpeg.dropFirst(2))
    let source = try #require(CGImageSourceCreateWithData(tagged, nil))
    #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil)?[kCGImagePropertyOrientation] as? Int == 6)
    #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) != nil)
}

// MARK: - Sources

@Test func typesAreSniffedFromContent() throws {
    let image = try #require(makeImage([1, 2, 3], width: 1, height: 1, channels: 3, alpha: .none))
    let png = try #require(encode(image, "public.png"))
    let jpeg = try #require(encode(image, "public.jpeg"))
    let pngSource = try #require(CGImageSourceCreateWithData(png, nil))
    let jpegSource = try #require(CGImageSourceCreateWithData(jpeg, nil))
    #expect(CGImageSourceGetType(pngSource) == "public.png")
    #expect(CGImageSourceGetType(jpegSource) == "public.jpeg")
    #expect(CGImageSourceGetCount(pngSource) == 1 && CGImageSourceGetCount(jpegSource) == 1)
    #expect(CGImageSourceGetStatus(pngSource) == .statusComplete)
    #expect(CGImageSourceGetStatus(jpegSource) == .statusComplete)
    #expect(CGImageSourceCopyTypeIdentifiers() == ["public.png", "public.jpeg"])
    #expect(CGImageSourceCopyProperties(pngSource, nil)?[kCGImagePropertyFileSize] as? Int == png.count)
}

@Test func propertiesComeFromTheHeader() throws {
    let image = try #require(makeImage([UInt8](repeating: 7, count: 5 * 3 * 4), width: 5, height: 3, channels: 4,
                                       alpha: .last))
    let source = try #require(makeSource(encode(image, "public.png")))
    let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
    #expect(properties[kCGImagePropertyPixelWidth] as? Int == 5)
    #expect(properties[kCGImagePropertyPixelHeight] as? Int == 3)
    #expect(properties[kCGImagePropertyHasAlpha] as? Bool == true)
    #expect(properties[kCGImagePropertyDepth] as? Int == 8)
    #expect(properties[kCGImagePropertyColorModel] as? String == kCGImagePropertyColorModelRGB)
    #expect(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) == nil)
    #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)

    let jpegSource = try #require(makeSource(encode(image, "public.jpeg")))
    let jpeg = try #require(CGImageSourceCopyPropertiesAtIndex(jpegSource, 0, nil))
    #expect(jpeg[kCGImagePropertyPixelWidth] as? Int == 5 && jpeg[kCGImagePropertyHasAlpha] as? Bool == false)
    let jfif = try #require(jpeg[kCGImagePropertyJFIFDictionary] as? [String: Any])
    #expect(jfif[kCGImagePropertyJFIFIsProgressive] as? Bool == false)
}

@Test func unknownOrBrokenDataGivesNoImage() throws {
    for bytes in [[], [0x00], Array("GIF89a not really".utf8), [UInt8](repeating: 0xAB, count: 100)] as [[UInt8]] {
        let source = try #require(CGImageSourceCreateWithData(Data(bytes), nil))
        #expect(CGImageSourceGetType(source) == nil)
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceGetStatus(source) == .statusUnknownType)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) == nil)
    }
    // The right signature and nothing after it.
    let signatureOnly = try #require(CGImageSourceCreateWithData(Data(PNGFile.signature), nil))
    #expect(CGImageSourceGetType(signatureOnly) == "public.png")
    #expect(CGImageSourceGetStatus(signatureOnly) == .statusInvalidData)
    #expect(CGImageSourceCreateImageAtIndex(signatureOnly, 0, nil) == nil)
}

@Test func truncatedDataIsIncomplete() throws {
    var generator = SeededGenerator(seed: 5)
    let pixels = (0..<(16 * 16 * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let image = try #require(makeImage(pixels, width: 16, height: 16, channels: 3, alpha: .none))
    let png = try #require(encode(image, "public.png"))
    let source = try #require(CGImageSourceCreateWithData(png.prefix(png.count / 2), nil))
    #expect(CGImageSourceGetStatus(source) == .statusIncomplete)
    #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
}

// MARK: - Limits

@Test func hugePNGHeaderIsRefusedBeforeAllocating() throws {
    // 100000 x 100000 RGBA would need 40 GB; the header alone must get it refused, allocating nothing.
    let png = PNGFile.signature + PNGFile.ihdr(width: 100_000, height: 100_000, depth: 8, colorType: 6)
        + PNGFile.chunk("IDAT", PNGFile.zlibStored([0, 0, 0, 0, 0])) + PNGFile.chunk("IEND", [])
    let source = try #require(CGImageSourceCreateWithData(Data(png), nil))
    #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil)?[kCGImagePropertyPixelWidth] as? Int == 100_000)
    #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
    let refused = ImageCodec.decode(Data(png), format: .png, limits: DecodeLimits())
    #expect(refused.image == nil && refused.report.peakBytes == 0)
    #expect(refused.report.failure == "the image is larger than the limit")

    // Within the pixel budget but wider than CGImage.maximumDimension.
    let wide = PNGFile.signature + PNGFile.ihdr(width: 40_000, height: 1, depth: 8, colorType: 0)
        + PNGFile.chunk("IDAT", PNGFile.zlibStored([UInt8](repeating: 0, count: 40_001))) + PNGFile.chunk("IEND", [])
    #expect(decode(Data(wide)) == nil)
}

@Test func hugeJPEGHeaderIsRefusedBeforeAllocating() throws {
    let image = try #require(makeImage([UInt8](repeating: 60, count: 8 * 8 * 3), width: 8, height: 8, channels: 3,
                                       alpha: .none))
    var jpeg = [UInt8](try #require(encode(image, "public.jpeg")))
    let sof = try #require((0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
    // 30000 x 30000: each side is allowed, the 900 megapixels are not.
    jpeg.replaceSubrange((sof + 5)..<(sof + 9), with: [0x75, 0x30, 0x75, 0x30])
    #expect(decode(Data(jpeg)) == nil)
    // Refused after the header, before libjpeg's decompressor or any pixel memory exists.
    let refused = ImageCodec.decode(Data(jpeg), format: .jpeg, limits: DecodeLimits())
    #expect(refused.image == nil && refused.report.failure == "the image is larger than the limit")
    #expect(refused.report.peakBytes < 64 * 1024)
}

@Test func pixelLimitOptionLowersTheLimit() throws {
    let image = try #require(makeImage([UInt8](repeating: 1, count: 64 * 64 * 3), width: 64, height: 64,
                                       channels: 3, alpha: .none))
    let png = try #require(encode(image, "public.png"))
    #expect(decode(png, [kCGImageSourceMaximumPixelCount: 4095]) == nil)
    #expect(decode(png, [kCGImageSourceMaximumPixelCount: 4096]) != nil)
    let limited = try #require(CGImageSourceCreateWithData(png, [kCGImageSourceMaximumPixelCount: 100.0]))
    #expect(CGImageSourceCreateImageAtIndex(limited, 0, nil) == nil)
    // An option can lower the limit but never raise it.
    #expect(CGImageSourceCreateImageAtIndex(limited, 0, [kCGImageSourceMaximumPixelCount: 1_000_000]) == nil)
}

// MARK: - Destinations

@Test func destinationsRefuseBadUse() throws {
    let image = try #require(makeImage([1, 2, 3], width: 1, height: 1, channels: 3, alpha: .none))
    #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.gif", 1, nil) == nil)
    #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.png", 0, nil) == nil)
    #expect(CGImageDestinationCreateWithURL(URL(string: "https://example.com/a.png")!, "public.png", 1, nil) == nil)

    let output = NSMutableData()
    let destination = try #require(CGImageDestinationCreateWithData(output, "public.png", 1, nil))
    #expect(CGImageDestinationFinalize(destination) == false)   // no image yet
    CGImageDestinationAddImage(destination, image, nil)
    #expect(CGImageDestinationFinalize(destination))
    #expect(CGImageDestinationFinalize(destination) == false)   // only once
    #expect(CGImageSourceGetType(try #require(CGImageSourceCreateWithData(output as Data, nil))) == "public.png")
}

@Test func urlRoundTrip() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-imageio-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: url) }
    let pixels: [UInt8] = [9, 8, 7, 255, 6, 5, 4, 3]
    let image = try #require(makeImage(pixels, width: 2, height: 1, channels: 4, alpha: .last))
    let destination = try #require(CGImageDestinationCreateWithURL(url, "public.png", 1, nil))
    CGImageDestinationAddImage(destination, image, nil)
    #expect(CGImageDestinationFinalize(destination))
    let source = try #require(CGImageSourceCreateWithURL(url, nil))
    #expect(packedBytes(try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))) == pixels)
    #expect(CGImageSourceCreateWithURL(url.appendingPathExtension("missing"), nil) == nil)
}

@Test func imagesCopyFromSourceToDestination() throws {
    let pixels: [UInt8] = [40, 80, 120, 200]
    let image = try #require(makeImage(pixels, width: 1, height: 1, channels: 4, alpha: .last))
    let png = try #require(encode(image, "public.png"))
    let output = NSMutableData()
    let destination = try #require(CGImageDestinationCreateWithData(output, "public.png", 1, nil))
    CGImageDestinationAddImageFromSource(destination, try #require(CGImageSourceCreateWithData(png, nil)), 0, nil)
    #expect(CGImageDestinationFinalize(destination))
    #expect(packedBytes(try #require(decode(output as Data))) == pixels)
}

// MARK: - Robustness

/// Decodes `bytes` every way the API allows; a result must be nil or a consistent image.
/// Returns whether an image came out.
@discardableResult
private func survive(_ bytes: [UInt8]) -> Bool {
    let data = Data(bytes)
    guard let source = CGImageSourceCreateWithData(data, nil) else { return false }
    _ = CGImageSourceGetStatus(source)
    _ = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
    // A mutated header may declare a large image: keep the fuzzing fast with a 1-megapixel limit.
    guard let image = CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceMaximumPixelCount: 1 << 20])
    else { return false }
    #expect(image.width > 0 && image.height > 0 && image.width * image.height <= 1 << 20)
    let size = image.dataProvider?.data?.count ?? 0
    #expect(size >= image.bytesPerRow * image.height)
    // The reduced decoders see the same bytes.
    let options: [String: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                  kCGImageSourceThumbnailMaxPixelSize: 7, kCGImageSourceMaximumPixelCount: 1 << 20]
    if let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, options) {
        #expect(thumbnail.width <= 7 && thumbnail.height <= 7)
        #expect((thumbnail.dataProvider?.data?.count ?? 0) >= thumbnail.bytesPerRow * thumbnail.height)
    }
    return true
}

private func mutations(of bytes: [UInt8], count: Int, seed: UInt64, fixPNGChecksums: Bool) -> [[UInt8]] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { index in
        var copy = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = Int.random(in: 0..<copy.count, using: &generator)
            if Bool.random(using: &generator) {
                copy[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
            } else {
                copy[position] = UInt8.random(in: 0...255, using: &generator)
            }
        }
        if Int.random(in: 0..<8, using: &generator) == 0 {
            copy.removeLast(Int.random(in: 0..<copy.count, using: &generator))
        }
        // Every other PNG gets valid CRCs, so that the mutation reaches the headers, zlib and filters.
        return fixPNGChecksums && index % 2 == 0 ? PNGFile.fixingCRCs(copy) : copy
    }
}

@Test func decodersSurviveTruncatedAndMutatedData() throws {
    var generator = SeededGenerator(seed: 42)
    let noise = (0..<(24 * 24 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let image = try #require(makeImage(noise, width: 24, height: 24, channels: 4, alpha: .last))
    let png = [UInt8](try #require(encode(image, "public.png")))
    let jpeg = [UInt8](try #require(encode(image, "public.jpeg")))
    let rows: [[UInt8]] = (0..<9).map { (y: Int) -> [UInt8] in
        (0..<7).map { (x: Int) -> UInt8 in UInt8((x * 37 + y * 11) % 4) }
    }
    let palette = [UInt8](PNGFile.make(
        width: 7, height: 9, depth: 8, colorType: 3, rows: rows, bytesPerPixel: 1, interlaced: true,
        extraChunks: [PNGFile.chunk("PLTE", [UInt8](0..<12)), PNGFile.chunk("tRNS", [0, 100])]))

    // 16-bit RGBA, interlaced, uncompressed: mutations reach the filters and the Adam7 code.
    let deep: [[UInt8]] = (0..<6).map { _ in (0..<(5 * 8)).map { _ in UInt8.random(in: 0...255, using: &generator) } }
    let wide = [UInt8](PNGFile.make(width: 5, height: 6, depth: 16, colorType: 6, rows: deep, bytesPerPixel: 8,
                                    interlaced: true))

    let corpus: [([UInt8], Bool, UInt64)] = [(png, true, 1), (jpeg, false, 2), (palette, true, 3), (wide, true, 4)]
    // Each refused file is logged: read the log rather than print it.
    let messages = ImageIOLog.capture {
        for (file, isPNG, seed) in corpus {
            #expect(decode(Data(file)) != nil)
            for length in Swift.stride(from: 0, to: file.count, by: file.count > 600 ? 5 : 1) {
                survive(Array(file.prefix(length)))
            }
            var decoded = 0
            for variant in mutations(of: file, count: 300, seed: seed, fixPNGChecksums: isPNG) where survive(variant) {
                decoded += 1
            }
            // Both outcomes must occur, or the mutations are not reaching the decoder.
            #expect(decoded > 0 && decoded < 300)
        }
    }
    #expect(messages.contains { $0.hasSuffix("not decoded: the data is corrupt or truncated.") })
}
