import Foundation
import ImageFixtures
@testable import ImageIO
import Testing

/// An RGB image whose quarters are red (top left), green, blue and white.
private func quadrants(width: Int, height: Int) -> CGImage? {
    func row(_ left: [UInt8], _ right: [UInt8]) -> [UInt8] {
        Array([[UInt8]](repeating: left, count: width / 2).joined()) + Array([[UInt8]](repeating: right,
                                                                                          count: width / 2).joined())
    }
    let top = row([255, 0, 0], [0, 255, 0]), bottom = row([0, 0, 255], [255, 255, 255])
    let bytes = Array([[UInt8]](repeating: top, count: height / 2).joined())
        + Array([[UInt8]](repeating: bottom, count: height / 2).joined())
    return makeImage(bytes, width: width, height: height, channels: 3, alpha: .none)
}

/// The sample bytes of pixel (x, y).
private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let size = image.bitsPerPixel / 8
    let start = y * image.bytesPerRow + x * size
    return Array([UInt8](image.dataProvider?.data ?? Data())[start..<(start + size)])
}

/// An RGB image of one colour.
private func solid(width: Int, height: Int, _ color: [UInt8]) -> CGImage? {
    makeImage((0..<(width * height)).flatMap { _ in color }, width: width, height: height, channels: 3, alpha: .none)
}

/// Options making a thumbnail from the full image, at most `size` pixels a side.
private func fromImage(fitting size: Any? = nil) -> [String: Any] {
    var options: [String: Any] = [kCGImageSourceCreateThumbnailFromImageAlways: true]
    options[kCGImageSourceThumbnailMaxPixelSize] = size
    return options
}

@Test func thumbnailsFitTheMaximumPixelSizeKeepingTheAspectRatio() throws {
    let image = try #require(quadrants(width: 400, height: 200))
    let source = try #require(makeSource(encode(image, "public.png")))
    let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, fromImage(fitting: 100)))
    #expect(thumbnail.width == 100 && thumbnail.height == 50 && thumbnail.bitsPerPixel == 24)
    // Each quarter is one colour, so its averages are exact.
    #expect(pixel(thumbnail, 10, 10) == [255, 0, 0] && pixel(thumbnail, 90, 10) == [0, 255, 0])
    #expect(pixel(thumbnail, 10, 40) == [0, 0, 255] && pixel(thumbnail, 90, 40) == [255, 255, 255])
    // 400 × 200 into 75: 75 × 37.5, rounded to 38.
    let odd = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, fromImage(fitting: 75.0)))
    #expect(odd.width == 75 && odd.height == 38)
    // An image that fits already is not enlarged; without a size the thumbnail is the whole image.
    #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, fromImage(fitting: 1000))?.width == 400)
    #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, fromImage())?.height == 200)
    // A PNG embeds no thumbnail: nothing without a flag, one made from the image with IfAbsent.
    #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil)
    let absent = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageIfAbsent: true,
                                                                 kCGImageSourceThumbnailMaxPixelSize: 40])
    #expect(absent?.width == 40 && absent?.height == 20)
    #expect(CGImageSourceCreateThumbnailAtIndex(source, 1, fromImage(fitting: 100)) == nil)
}

@Test func thumbnailPixelsAreAveragesWeightedByAlpha() throws {
    // 4 × 2 gray, reduced to 2 × 1: each output pixel averages a 2 × 2 box.
    let gray = try #require(makeImage([0, 100, 200, 201, 50, 51, 10, 30], width: 4, height: 2, channels: 1,
                                      alpha: .none, gray: true))
    let graySource = try #require(makeSource(encode(gray, "public.png")))
    let reduced = try #require(CGImageSourceCreateThumbnailAtIndex(graySource, 0, fromImage(fitting: 2)))
    // (0 + 100 + 50 + 51) / 4 = 50.25 and (200 + 201 + 10 + 30) / 4 = 110.25.
    #expect(packedBytes(reduced) == [50, 110])
    // Opaque red beside transparent blue: the blue lends no colour, the alpha halves (255 / 2, rounded).
    let rgba = try #require(makeImage([255, 0, 0, 255, 0, 0, 255, 0], width: 2, height: 1, channels: 4, alpha: .last))
    let rgbaSource = try #require(makeSource(encode(rgba, "public.png")))
    let halved = try #require(CGImageSourceCreateThumbnailAtIndex(rgbaSource, 0, fromImage(fitting: 1)))
    #expect(packedBytes(halved) == [255, 0, 0, 128])
}

@Test func interlacedPNGThumbnailsMatchTheProgressiveOnes() throws {
    var generator = SeededGenerator(seed: 11)
    let (width, height) = (37, 23)
    let rows = (0..<height).map { _ in (0..<(width * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) } }
    let plain = PNGFile.make(width: width, height: height, depth: 8, colorType: 6, rows: rows)
    let interlaced = PNGFile.make(width: width, height: height, depth: 8, colorType: 6, rows: rows, bytesPerPixel: 4,
                                  interlaced: true)
    for size in [1, 5, 10, 20] {
        let a = ImageCodec.decode(plain, format: .png, limits: DecodeLimits(), width: size, height: size)
        let b = ImageCodec.decode(interlaced, format: .png, limits: DecodeLimits(), width: size, height: size)
        #expect(a.image?.width == size && a.image?.height == size)
        #expect(a.image.map(packedBytes) == b.image.map(packedBytes))
    }
    // The interlaced reducer holds sums for every output row; the progressive one for one row.
    let a = ImageCodec.decode(plain, format: .png, limits: DecodeLimits(), width: 10, height: 10)
    let b = ImageCodec.decode(interlaced, format: .png, limits: DecodeLimits(), width: 10, height: 10)
    #expect(b.report.peakBytes - a.report.peakBytes >= 9 * 10 * 4 * 8)
}

@Test func jpegThumbnailsAreDecodedAtAReducedDCTScale() throws {
    let image = try #require(quadrants(width: 256, height: 256))
    for progressive in [false, true] {
        let options: [String: Any] = [kCGImageDestinationLossyCompressionQuality: 1.0,
                                      kCGImagePropertyJFIFDictionary: [kCGImagePropertyJFIFIsProgressive: progressive]]
        let jpeg = try #require(encode(image, "public.jpeg", options))
        let jfif = try #require(imageProperties(jpeg)?[kCGImagePropertyJFIFDictionary] as? [String: Any])
        #expect(jfif[kCGImagePropertyJFIFIsProgressive] as? Bool == progressive)
        // 1/8 of 256 is exactly 32: libjpeg's scaled output is the thumbnail, with no 256-wide row in memory.
        let reduced = ImageCodec.decode(jpeg, format: .jpeg, limits: DecodeLimits(), width: 32, height: 32)
        let thumbnail = try #require(reduced.image)
        #expect(thumbnail.width == 32 && thumbnail.height == 32)
        for (x, y, color) in [(6, 6, [255, 0, 0]), (26, 6, [0, 255, 0]), (6, 26, [0, 0, 255]),
                              (26, 26, [255, 255, 255])] as [(Int, Int, [Int])] {
            let sample = pixel(thumbnail, x, y)
            #expect(zip(sample, color).allSatisfy { abs(Int($0) - $1) <= 8 })
        }
        let whole = ImageCodec.decode(jpeg, format: .jpeg, limits: DecodeLimits())
        #expect(whole.image?.width == 256 && whole.report.peakBytes >= 256 * 256 * 4)
        // A baseline file is decoded a row at a time; a progressive one holds its coefficients whole: 2 bytes
        // a sample, the chroma sampled at half the resolution each way.
        let coefficients = progressive ? 256 * 256 * 3 : 0
        #expect(reduced.report.peakBytes >= coefficients && reduced.report.peakBytes < coefficients + 48 * 1024)
    }
}

@Test func embeddedThumbnailsAreUsedUnlessAlways() throws {
    let blue = try #require(solid(width: 16, height: 8, [0, 0, 255]))
    let red = try #require(solid(width: 64, height: 32, [255, 0, 0]))
    let embedded = try #require(encode(blue, "public.jpeg"))
    let plain = try #require(encode(red, "public.jpeg"))
    let jpeg = JPEGFile.inserting(JPEGFile.exif(thumbnail: embedded), into: plain)
    let source = try #require(CGImageSourceCreateWithData(jpeg, nil))
    #expect(CGImageSourceGetStatus(source) == .statusComplete)
    // The embedded thumbnail, with or without IfAbsent, reduced when larger than the maximum.
    for options in [nil, [kCGImageSourceCreateThumbnailFromImageIfAbsent: true]] as [[String: Any]?] {
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        #expect(thumbnail.width == 16 && thumbnail.height == 8 && pixel(thumbnail, 4, 4)[2] > 240)
    }
    let small = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 4])
    #expect(small?.width == 4 && small?.height == 2)
    // Always: made from the full image.
    let made = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, fromImage(fitting: 32)))
    #expect(made.width == 32 && made.height == 16 && pixel(made, 8, 8)[0] > 240 && pixel(made, 8, 8)[2] < 16)
}

@Test func thumbnailsTurnUprightWithTransform() throws {
    // Stored 16 × 8: the left half red, the right half blue; orientation 6 shows it a quarter turn clockwise.
    let bytes = (0..<8).flatMap { _ in (0..<16).flatMap { x in x < 8 ? [255, 0, 0] : [0, 0, 255] as [UInt8] } }
    let stored = try #require(makeImage(bytes, width: 16, height: 8, channels: 3, alpha: .none))
    let plain = try #require(encode(stored, "public.jpeg", [kCGImageDestinationLossyCompressionQuality: 1.0]))
    let jpeg = JPEGFile.inserting(JPEGFile.exif(orientation: 6), into: plain)
    let source = try #require(CGImageSourceCreateWithData(jpeg, nil))
    var options = fromImage()
    let unturned = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
    #expect(unturned.width == 16 && unturned.height == 8)
    options[kCGImageSourceCreateThumbnailWithTransform] = true
    let turned = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
    #expect(turned.width == 8 && turned.height == 16)
    // The stored left (red) comes to the top.
    #expect(pixel(turned, 4, 3)[0] > 240 && pixel(turned, 4, 3)[2] < 16)
    #expect(pixel(turned, 4, 12)[2] > 240 && pixel(turned, 4, 12)[0] < 16)
}

@Test func everyEXIFOrientationTurnsUpright() throws {
    // Stored 3 × 2, each pixel 10 × row + column; the upright arrangements follow the EXIF descriptions of
    // where the stored first row and column go.
    let stored = try #require(makeImage([0, 1, 2, 10, 11, 12], width: 3, height: 2, channels: 1, alpha: .none,
                                        gray: true))
    let upright: [Int: (Int, [UInt8])] = [
        1: (3, [0, 1, 2, 10, 11, 12]), 2: (3, [2, 1, 0, 12, 11, 10]), 3: (3, [12, 11, 10, 2, 1, 0]),
        4: (3, [10, 11, 12, 0, 1, 2]), 5: (2, [0, 10, 1, 11, 2, 12]), 6: (2, [10, 0, 11, 1, 12, 2]),
        7: (2, [12, 2, 11, 1, 10, 0]), 8: (2, [2, 12, 1, 11, 0, 10]),
    ]
    for (orientation, (width, bytes)) in upright {
        let turned = stored.turnedUpright(exifOrientation: orientation)
        #expect(turned.width == width && turned.height == 6 / width, "orientation \(orientation)")
        #expect(packedBytes(turned) == bytes, "orientation \(orientation)")
    }
}

@Test func thumbnailsKeepToThePixelLimit() throws {
    let image = try #require(quadrants(width: 64, height: 64))
    let source = try #require(makeSource(encode(image, "public.png")))
    var options = fromImage(fitting: 8)
    options[kCGImageSourceMaximumPixelCount] = 4095
    // A reduced decode still reads every pixel, so the limit is on the image, not the thumbnail.
    #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, options) == nil)
    options[kCGImageSourceMaximumPixelCount] = 4096
    #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, options)?.width == 8)
}
