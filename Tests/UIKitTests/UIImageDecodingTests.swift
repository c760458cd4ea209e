import Foundation
import ImageFixtures
import Testing
@testable import UIKit
import UIKitTesting

/// Images made from data keep it compressed and decode at first draw, at the size drawn when that is much
/// smaller; `ImageBitmap.keptPixelBytes` counts the decoded pixels they hold.
@MainActor @Suite struct UIImageDecodingTests {
    /// A 512 × 512 PNG of `quadrantImage`'s four colours, encoded once.
    private static let quadrants = quadrantImage(size: 512).pngData()

    private func quadrantPNG() throws -> Data { try #require(Self.quadrants) }

    @Test func imagesFromDataHoldNoPixelsUntilDrawn() throws {
        // The example: a 1000 × 1000 PNG held 4 MB from creation.
        let image = try #require(UIImage(data: PNGFile.zeros(width: 1000, height: 1000)))
        let bitmap = try #require(image.bitmap)
        #expect(image.size == CGSize(width: 1000, height: 1000) && bitmap.decodesOnDemand)
        #expect(bitmap.keptPixelBytes == 0)
        // Drawn at 64 points at scale 1: decoded at 64 × 64.
        _ = render(CGSize(width: 64, height: 64)) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 64, height: 64)) }
        #expect(bitmap.keptPixelBytes == 64 * 64 * 4)
        // Asked for its bitmap (as drawing it at its size does): decoded whole, and kept.
        #expect(image.cgImage?.width == 1000)
        #expect(bitmap.keptPixelBytes == 64 * 64 * 4 + 1000 * 1000 * 4)
    }

    @Test func drawingSmallShowsTheReducedImage() throws {
        let image = try #require(UIImage(data: quadrantPNG(), scale: 2))
        #expect(image.size == CGSize(width: 256, height: 256))
        // 32 points at scale 2: 64 device pixels of 512, decoded at 64 × 64.
        let drawn = Pixels(render(CGSize(width: 32, height: 32), scale: 2) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 32, height: 32))
        }.cgImage!)
        #expect(drawn[4, 4] == redPixel && drawn[60, 4] == greenPixel)
        #expect(drawn[4, 60] == bluePixel && drawn[60, 60] == whitePixel)
        #expect(image.bitmap?.keptPixelBytes == 64 * 64 * 4)
        // A drawing at more than half the pixels decodes it whole.
        _ = render(CGSize(width: 200, height: 200), scale: 2) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        }
        #expect(image.bitmap?.keptPixelBytes == 64 * 64 * 4 + 512 * 512 * 4)
    }

    @Test func imageViewsDecodeAtTheSizeTheyShow() throws {
        try withScreenWindow(scale: 2) { window, screen in
            let image = try #require(UIImage(data: quadrantPNG()))
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 32, height: 16))
            view.image = image
            window.addSubview(view)
            FramePass.runOnce()
            // Stretched over 64 × 32 device pixels: the image decoded with its longer side 64.
            let contents = try #require(view.layer.contents as? CGImage)
            #expect(contents.width == 64 && contents.height == 64)
            #expect(image.bitmap?.keptPixelBytes == 64 * 64 * 4)
            let pixels = capture(screen)
            #expect(pixels[2, 2] == redPixel && pixels[62, 2] == greenPixel)
            #expect(pixels[2, 30] == bluePixel && pixels[62, 30] == whitePixel)

            // A little larger still fits the kept pixels; more than twice as large decodes again.
            view.frame.size = CGSize(width: 32, height: 32)
            FramePass.runOnce()
            #expect((view.layer.contents as? CGImage) === contents)
            view.frame.size = CGSize(width: 80, height: 80)
            FramePass.runOnce()
            #expect((view.layer.contents as? CGImage)?.width == 160)
            // At its own size (a content mode that does not scale), it is decoded whole.
            view.contentMode = .center
            FramePass.runOnce()
            #expect((view.layer.contents as? CGImage)?.width == 512)
            #expect(capture(screen)[40, 40] == redPixel)
        }
    }

    @Test func imageViewsOfHostileImagesDecodeSmall() throws {
        try withScreenWindow(scale: 2) { window, _ in
            // 10,000 × 10,000 declared in under 200 bytes; at 64 points it decodes to 128 × 128 gray.
            let image = try #require(UIImage(data: JPEGFile.gray(width: 10_000, height: 10_000)))
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            window.addSubview(view)
            FramePass.runOnce()
            let contents = try #require(view.layer.contents as? CGImage)
            #expect(contents.width == 128 && contents.height == 128)
            #expect(image.bitmap?.keptPixelBytes == 128 * 128)
        }
    }

    @Test func turnedImagesDecodeSmallAndComeUpright() throws {
        // Stored 512 × 256: the left half red, the right half blue; EXIF 6 shows it a quarter turn clockwise.
        let stored = render(CGSize(width: 512, height: 256)) { _ in
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 256, height: 256))
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 256, y: 0, width: 256, height: 256))
        }
        let plain = try #require(stored.jpegData(compressionQuality: 1))
        let jpeg = JPEGFile.inserting(JPEGFile.exif(orientation: 6), into: plain)
        let image = try #require(UIImage(data: jpeg))
        #expect(image.imageOrientation == .right && image.size == CGSize(width: 256, height: 512))
        let upright = try #require(image.uprightBitmap(covering: CGSize(width: 32, height: 64)))
        #expect(upright.width == 32 && upright.height == 64)
        let pixels = Pixels(upright)
        #expect(pixels[16, 8][0] > 240 && pixels[16, 8][2] < 16 && pixels[16, 56][2] > 240)
        // The stored bitmap was decoded at 64 × 32 only.
        #expect(image.bitmap?.keptPixelBytes == 64 * 32 * 4)
    }

    @Test func thumbnailsHaveTheSizeAskedFor() async throws {
        let image = try #require(UIImage(data: quadrantPNG()))
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 40, height: 20)))
        #expect(thumbnail.size == CGSize(width: 40, height: 20) && thumbnail.scale == 1)
        let pixels = Pixels(try #require(thumbnail.cgImage))
        // Stretched: each quarter 20 × 10.
        #expect(pixels[5, 2] == redPixel && pixels[35, 2] == greenPixel)
        #expect(pixels[5, 17] == bluePixel && pixels[35, 17] == whitePixel)
        // Decoded to cover 40 × 20: its longer side 40, never whole.
        #expect(image.bitmap?.keptPixelBytes == 40 * 40 * 4)

        let background = try #require(await withCheckedContinuation { continuation in
            image.prepareThumbnail(of: CGSize(width: 8, height: 8)) { continuation.resume(returning: $0) }
        })
        #expect(background.size == CGSize(width: 8, height: 8))
        let asynchronous = await image.byPreparingThumbnail(ofSize: CGSize(width: 3, height: 5))
        #expect(asynchronous?.size == CGSize(width: 3, height: 5))
        // Images without a bitmap, and sizes without a whole pixel, give none.
        #expect(UIImage().preparingThumbnail(of: CGSize(width: 8, height: 8)) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: 0.2, height: 8)) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 8)) == nil)
        // A bitmap image is drawn down to the size.
        let drawn = try #require(quadrantImage(size: 8).preparingThumbnail(of: CGSize(width: 4, height: 4)))
        #expect(Pixels(try #require(drawn.cgImage))[0, 0] == redPixel)
    }

    @Test func dataCorruptPastItsHeaderDrawsNothingAndIsLoggedOnce() throws {
        // A whole PNG whose image data is not zlib: the header reads, the pixels never decode.
        let broken = PNGFile.signature + PNGFile.ihdr(width: 16, height: 16, depth: 8, colorType: 2)
            + PNGFile.chunk("IDAT", [1, 2, 3, 4, 5, 6]) + PNGFile.chunk("IEND", [])
        let image = try #require(UIImage(data: Data(broken)))
        #expect(image.size == CGSize(width: 16, height: 16))
        let messages = UIKitLogObservers.capture {
            for _ in 0..<3 {
                let drawn = render(CGSize(width: 16, height: 16)) { _ in image.draw(at: .zero) }
                #expect(Pixels(drawn.cgImage!).inkedCount == 0)
            }
            #expect(image.cgImage == nil)
            #expect(image.preparingThumbnail(of: CGSize(width: 4, height: 4)) == nil)
        }
        let failures = messages.filter { $0.contains("16 × 16 image's data cannot be decoded") }
        // Once for the whole image and once for a reduced one: neither is tried again.
        #expect(failures.count == 2)
    }
}
