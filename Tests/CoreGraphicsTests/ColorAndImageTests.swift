import Testing
@testable import CoreGraphics

@Suite struct ColorTests {
    @Test func colourSpacesByNameAndModel() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: "not a colour space") == nil)
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpaceCreateDeviceCMYK().numberOfComponents == 4)
    }

    @Test func componentsAlphaAndCopies() {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        #expect(orange.components == [1, 0.5, 0, 0.8])
        #expect(orange.numberOfComponents == 4)
        #expect(orange.alpha == 0.8)
        #expect(orange.colorSpace?.name == CGColorSpace.sRGB)
        #expect(orange.copy(alpha: 0.25)?.components == [1, 0.5, 0, 0.25])
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.numberOfComponents == 2 && gray.colorSpace?.model == .monochrome)
        var values: [CGFloat] = [0, 1, 0, 1]
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: &values)?.components == [0, 1, 0, 1])
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func conversionBetweenModels() {
        let rgb = CGColorSpaceCreateDeviceRGB(), gray = CGColorSpaceCreateDeviceGray()
        #expect(CGColor(gray: 0.25, alpha: 0.5).converted(to: rgb, intent: .defaultIntent, options: nil)?.components
                == [0.25, 0.25, 0.25, 0.5])
        // Rec. 709 luma weights: 0.2126 red + 0.7152 green + 0.0722 blue.
        let luma = CGColor(red: 0, green: 1, blue: 0, alpha: 1).converted(to: gray, intent: .defaultIntent,
                                                                         options: nil)!.components!
        #expect(abs(luma[0] - 0.7152) < 1e-9 && luma[1] == 1)
        // Pure red in CMYK is no cyan, full magenta and yellow, no black.
        let cmyk = CGColor(red: 1, green: 0, blue: 0, alpha: 1).converted(to: CGColorSpaceCreateDeviceCMYK(),
                                                                         intent: .defaultIntent, options: nil)!
        #expect(cmyk.components == [0, 1, 1, 0, 1])
    }

    @Test func gradientStopsFromComponentsAndColours() {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1, 0, 1, 0, 1]
        let fromComponents = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                        locations: nil, count: 3)!
        // Without locations the colours are spaced evenly from 0 to 1.
        #expect(fromComponents.stops.map(\.location) == [0, 0.5, 1])
        #expect(fromComponents.stops[1].blue == 1)
        let unsorted = CGGradient(colorsSpace: nil, colors: [CGColor.white, CGColor.black] as CFArray, locations: [1, 0])!
        #expect(unsorted.stops.map(\.location) == [0, 1])
        #expect(unsorted.stops[0].red == 0, "sorted by location, colours follow")
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }
}

@Suite struct ImageTests {
    private func image(_ bytes: [UInt8], width: Int, height: Int, bitsPerPixel: Int = 32,
                       space: CGColorSpace = CGColorSpaceCreateDeviceRGB(),
                       info: CGBitmapInfo = CGBitmapInfo(alphaInfo: .premultipliedLast)) -> CGImage? {
        CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
                bytesPerRow: width * bitsPerPixel / 8, space: space, bitmapInfo: info,
                provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                intent: .defaultIntent)
    }

    @Test func propertiesAndInconsistentParameters() {
        let rgba = image([UInt8](repeating: 9, count: 2 * 3 * 4), width: 2, height: 3)!
        #expect(rgba.width == 2 && rgba.height == 3 && rgba.bytesPerRow == 8 && rgba.bitsPerComponent == 8)
        #expect(rgba.alphaInfo == .premultipliedLast && rgba.byteOrderInfo == .orderDefault)
        #expect(rgba.colorSpace?.model == .rgb && !rgba.isMask)
        #expect(image([0, 0, 0], width: 1, height: 1) == nil, "data shorter than one pixel")
        #expect(image([], width: 0, height: 1) == nil)
        #expect(image([0, 0, 0, 0], width: 1, height: 1, bitsPerPixel: 24) == nil, "bits per pixel disagree")
    }

    @Test func everyReadableLayoutConvertsToTheSameColour() {
        // Opaque orange (255, 128, 0) in six layouts.
        let layouts: [([UInt8], Int, CGColorSpace, CGBitmapInfo)] = [
            ([255, 128, 0, 255], 32, CGColorSpaceCreateDeviceRGB(), CGBitmapInfo(alphaInfo: .premultipliedLast)),
            ([255, 255, 128, 0], 32, CGColorSpaceCreateDeviceRGB(), CGBitmapInfo(alphaInfo: .first)),
            ([0, 128, 255, 255], 32, CGColorSpaceCreateDeviceRGB(),
             CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)),
            ([255, 128, 0, 7], 32, CGColorSpaceCreateDeviceRGB(), CGBitmapInfo(alphaInfo: .noneSkipLast)),
            ([255, 128, 0], 24, CGColorSpaceCreateDeviceRGB(), CGBitmapInfo(alphaInfo: .none)),
        ]
        for (bytes, bpp, space, info) in layouts {
            let converted = image(bytes, width: 1, height: 1, bitsPerPixel: bpp, space: space, info: info)!
            #expect(converted.surface.row(0)[0] == 0xFFFF_8000, "\(info)")
        }
        // Unpremultiplied half-transparent white becomes premultiplied 128s.
        let half = image([255, 255, 255, 128], width: 1, height: 1, info: CGBitmapInfo(alphaInfo: .last))!
        #expect(half.surface.row(0)[0] == 0x8080_8080)
        let gray = image([51], width: 1, height: 1, bitsPerPixel: 8, space: CGColorSpaceCreateDeviceGray(),
                         info: CGBitmapInfo(alphaInfo: .none))!
        #expect(gray.surface.row(0)[0] == 0xFF33_3333)
    }

    @Test func croppingTakesTopLeftPixelRects() {
        // A 3×2 RGBA image whose red channel numbers the pixels 0...5 in memory order.
        let bytes: [UInt8] = (0..<6).flatMap { [UInt8($0), 0, 0, 255] as [UInt8] }
        let source = image(bytes, width: 3, height: 2)!
        let cropped = source.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 1))!
        #expect(cropped.width == 2 && cropped.height == 1)
        #expect(cropped.dataProvider!.data!.map { $0 } == [4, 0, 0, 255, 5, 0, 0, 255])
        // Partly outside: clipped to the image; wholly outside: nil.
        #expect(source.cropping(to: CGRect(x: 2, y: -5, width: 10, height: 10))?.width == 1)
        #expect(source.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
        #expect(source.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)

        // One-bit masks are re-packed from the first bit of each row.
        let mask = CGImage(maskWidth: 9, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 2,
                           provider: CGDataProvider(data: Data([0b0100_0000, 0b1000_0000]))!, decode: nil,
                           shouldInterpolate: false)!
        let bits = mask.cropping(to: CGRect(x: 1, y: 0, width: 8, height: 1))!
        #expect(bits.dataProvider!.data!.map { $0 } == [0b1000_0001])
        #expect(bits.isMask)
    }
}
