import Foundation
import Testing
@testable import UIKit

@Suite struct UIImageTests {
    @Test func drawInRectIsUpright() {
        let source = quadrantImage()
        let image = render(CGSize(width: 8, height: 8)) { _ in source.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        let pixels = Pixels(image)
        #expect(pixels[0, 0] == redPixel && pixels[7, 0] == greenPixel)
        #expect(pixels[0, 7] == bluePixel && pixels[7, 7] == whitePixel)
    }

    @Test func drawAtUsesPointSize() {
        let source = UIImage(cgImage: quadrantImage().cgImage!, scale: 2, orientation: .up)
        #expect(source.size == CGSize(width: 2, height: 2))
        let image = render(CGSize(width: 4, height: 4), scale: 2) { _ in source.draw(at: CGPoint(x: 1, y: 1)) }
        let pixels = Pixels(image)
        #expect(pixels[1, 1] == clearPixel && pixels[2, 2] == redPixel && pixels[5, 5] == whitePixel)
        #expect(pixels[6, 6] == clearPixel)
    }

    @Test func orientationTurnsTheBitmap() {
        let bitmap = quadrantImage().cgImage!
        // Shown a quarter turn clockwise: the stored top-left (red) comes to the top-right.
        let right = UIImage(cgImage: bitmap, scale: 1, orientation: .right)
        let pixels = Pixels(render(CGSize(width: 4, height: 4)) { _ in right.draw(at: .zero) })
        #expect(pixels[3, 0] == redPixel && pixels[0, 0] == bluePixel && pixels[3, 3] == greenPixel)
        let down = Pixels(UIImage(cgImage: bitmap, scale: 1, orientation: .down))
        #expect(down[3, 3] == redPixel && down[0, 0] == whitePixel)
        let mirrored = Pixels(UIImage(cgImage: bitmap, scale: 1, orientation: .upMirrored))
        #expect(mirrored[0, 0] == greenPixel)
        let left = Pixels(UIImage(cgImage: bitmap, scale: 1, orientation: .left))
        #expect(left[0, 3] == redPixel && left[0, 0] == greenPixel)
    }

    @Test func sizeRespectsScaleAndOrientation() {
        let wide = render(CGSize(width: 6, height: 2)) { _ in }
        let turned = UIImage(cgImage: wide.cgImage!, scale: 2, orientation: .left)
        #expect(turned.size == CGSize(width: 1, height: 3))
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
    }

    @Test func pngRoundTrip() throws {
        let source = quadrantImage()
        let data = try #require(source.pngData())
        let decoded = try #require(UIImage(data: data))
        let pixels = Pixels(decoded)
        #expect(decoded.size == CGSize(width: 4, height: 4))
        #expect(pixels[0, 0] == redPixel && pixels[3, 0] == greenPixel && pixels[0, 3] == bluePixel)
        let scaled = try #require(UIImage(data: data, scale: 2))
        #expect(scaled.size == CGSize(width: 2, height: 2) && scaled.scale == 2)
    }

    @Test func jpegRoundTrip() throws {
        let source = render(CGSize(width: 16, height: 16)) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        let data = try #require(source.jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8]))
        let pixel = Pixels(try #require(UIImage(data: data)))[8, 8]
        #expect(pixel[0] > 240 && pixel[1] < 16 && pixel[2] < 16)
    }

    @Test func jpegOrientationIsHonoured() throws {
        // Stored 8×4: the left half red, the right half blue.
        let stored = render(CGSize(width: 8, height: 4)) { _ in
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 4, y: 0, width: 4, height: 4))
        }
        var jpeg = try #require(stored.jpegData(compressionQuality: 1))
        // An EXIF segment saying "orientation 6" (shown a quarter turn clockwise), right after the start marker.
        let exif: [UInt8] = [0xFF, 0xE1, 0x00, 0x22] + Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0x00, 0x2A,
            0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
        jpeg.insert(contentsOf: exif, at: 2)
        let image = try #require(UIImage(data: jpeg))
        #expect(image.imageOrientation == .right && image.size == CGSize(width: 4, height: 8))
        // The stored left (red) comes to the top.
        let pixels = Pixels(image)
        #expect(pixels[2, 1][0] > 200 && pixels[2, 1][2] < 60)
        #expect(pixels[2, 6][2] > 200 && pixels[2, 6][0] < 60)
    }

    @Test func badDataGivesNil() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        var truncated = quadrantImage().pngData()!
        truncated.removeLast(truncated.count / 2)
        #expect(UIImage(data: truncated) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
        #expect(UIImage(named: "no-such-image") == nil)
    }

    @Test func namedLookupPrefersScreenScale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bundle-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = render(CGSize(width: 3, height: 3)) { _ in }
        let two = render(CGSize(width: 6, height: 6)) { _ in }
        try one.pngData()!.write(to: directory.appendingPathComponent("icon.png"))
        try two.pngData()!.write(to: directory.appendingPathComponent("icon@2x.png"))
        try one.pngData()!.write(to: directory.appendingPathComponent("plain.png"))
        try two.jpegData(compressionQuality: 0.8)!.write(to: directory.appendingPathComponent("photo@2x.jpg"))
        let bundle = try #require(Bundle(path: directory.path))

        let icon = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(icon.scale == 2 && icon.size == CGSize(width: 3, height: 3))
        let plain = try #require(UIImage(named: "plain", in: bundle, compatibleWith: nil))
        #expect(plain.scale == 1 && plain.size == CGSize(width: 3, height: 3))
        let photo = try #require(UIImage(named: "photo", in: bundle, compatibleWith: nil))
        #expect(photo.scale == 2)
        let explicit = try #require(UIImage(named: "icon.png", in: bundle, compatibleWith: nil))
        #expect(explicit.scale == 2)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        let file = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("icon@2x.png").path))
        #expect(file.scale == 2)
    }

    @Test func templateTintFillsAlpha() {
        let shape = render(CGSize(width: 4, height: 4)) { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let tinted = shape.withTintColor(.systemGreen, renderingMode: .alwaysTemplate)
        #expect(tinted.renderingMode == .alwaysTemplate)
        let pixels = Pixels(render(CGSize(width: 4, height: 4)) { _ in tinted.draw(at: .zero) })
        #expect(pixels[0, 0] == [52, 199, 89, 255])
        #expect(pixels[3, 0] == clearPixel)
        #expect(shape.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(!shape.isSymbolImage)
    }

    @Test func resizableImageKeepsCorners() {
        // A 6×6 image with a red 2-point border and a blue middle, corners green.
        let source = render(CGSize(width: 6, height: 6)) { _ in
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 6))
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 2, y: 2, width: 2, height: 2))
            UIColor.green.setFill()
            for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4), CGPoint(x: 4, y: 4)] {
                UIRectFill(CGRect(origin: corner, size: CGSize(width: 2, height: 2)))
            }
        }
        let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        for mode in [UIImage.ResizingMode.stretch, .tile] {
            let resizable = source.resizableImage(withCapInsets: insets, resizingMode: mode)
            #expect(resizable.capInsets == insets && resizable.resizingMode == mode)
            let pixels = Pixels(render(CGSize(width: 20, height: 12)) { _ in
                resizable.draw(in: CGRect(x: 0, y: 0, width: 20, height: 12))
            })
            #expect(pixels[0, 0] == greenPixel && pixels[1, 1] == greenPixel)
            #expect(pixels[19, 11] == greenPixel && pixels[18, 0] == greenPixel && pixels[0, 10] == greenPixel)
            #expect(pixels[2, 0] == redPixel && pixels[17, 1] == redPixel && pixels[0, 5] == redPixel)
            #expect(pixels[10, 6] == bluePixel && pixels[3, 3] == bluePixel && pixels[16, 8] == bluePixel)
        }
    }

    @Test func drawAsPatternTiles() {
        let tile = quadrantImage(size: 2)
        let pixels = Pixels(render(CGSize(width: 4, height: 4)) { _ in
            tile.drawAsPattern(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        })
        #expect(pixels[2, 0] == redPixel && pixels[3, 1] == whitePixel && pixels[0, 2] == clearPixel)
    }

    @Test func drawWithBlendModeAndAlpha() {
        let pixels = Pixels(render(CGSize(width: 4, height: 4)) { _ in
            quadrantImage().draw(at: .zero, blendMode: .normal, alpha: 0.5)
        })
        #expect(near(pixels[0, 0], [128, 0, 0, 128], tolerance: 1))
    }

    @Test func animatedImages() throws {
        let frames = [quadrantImage(), quadrantImage(size: 2)]
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.5))
        #expect(animated.images?.count == 2 && animated.duration == 0.5)
        #expect(animated.size == CGSize(width: 4, height: 4))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage.animatedImageNamed("no-such-frames", duration: 1) == nil)
    }
}
