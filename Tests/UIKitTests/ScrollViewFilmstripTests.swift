import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A flick that runs past the end of the content and bounces back, seen on screen frame by frame: the pixels of
/// each frame are where the offset says, and the frames side by side make the README's filmstrip
/// (`VELLUM_FILMSTRIP=path.png swift test --filter ScrollViewFilmstripTests` writes it).
@MainActor @Suite struct ScrollViewFilmstripTests {
    /// Twelve rows 50 points tall, each its own colour: what the filmstrip scrolls.
    private static let rowColors: [UInt32] = [
        0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x00C7BE, 0x30B0C7,
        0x32ADE6, 0x007AFF, 0x5856D6, 0xAF52DE, 0xFF2D55, 0xA2845E,
    ]

    private func rgb(_ hex: UInt32) -> [UInt8] {
        [UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF), 255]
    }

    @Test func aFlickPastTheEndBouncesBackAndEveryFrameShowsItsOffset() throws {
        try withScrollWindow { window, generator, clock in
            window.backgroundColor = .white
            let (scroll, recorder) = makeScrollView(in: window, contentSize: CGSize(width: 200, height: 600))
            scroll.backgroundColor = .white
            scroll.showsVerticalScrollIndicator = false
            for (index, hex) in Self.rowColors.enumerated() {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: 200, height: 50))
                row.backgroundColor = UIColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
                                              blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
                scroll.addSubview(row)
            }
            // Flicked up at 1000 points a second from an offset of 190: the projected rest (689) lies past the
            // end (300), so the content runs beyond it and springs back.
            try generator.fingerDown(at: CGPoint(x: 100, y: 280))
            try generator.fingerMove(to: CGPoint(x: 100, y: 80), duration: 0.2)
            try generator.fingerUp()
            let screen = window.screen
            var frames: [CGImage] = [], offsets: [CGFloat] = []
            for step in [0, 3, 3, 3, 3, 4, 4, 6, 8, 12, 20] {
                clock.renderFrames(step)
                let image = try #require(screen.capturedImage()?.cropping(to: CGRect(x: 0, y: 0, width: 200, height: 300)))
                frames.append(image)
                offsets.append(scroll.contentOffset.y)
            }
            #expect(offsets.first == 190 && offsets.last == 300 && !scroll.isDecelerating)
            let peak = try #require(offsets.max())
            #expect(peak > 300 && offsets.firstIndex(of: peak)! < offsets.count - 1, "it ran past the end, then came back")
            #expect(recorder.offsets.allSatisfy { $0.y == $0.y.rounded() }, "offsets in motion sit on whole pixels")
            for (image, offset) in zip(frames, offsets) {
                let pixels = Pixels(image)
                // The top row of pixels shows the row at content y = offset; the bottom one, past the content's
                // end (600) while beyond it, the scroll view's white.
                #expect(pixels[100, 0] == rgb(Self.rowColors[Int(offset) / 50]), "offset \(offset)")
                let bottom = offset + 299
                #expect(pixels[100, 299] == (bottom >= 600 ? [255, 255, 255, 255] : rgb(Self.rowColors[Int(bottom) / 50])),
                        "offset \(offset)")
            }
            if let path = ProcessInfo.processInfo.environment["VELLUM_FILMSTRIP"] {
                try strip(of: frames, offsets: offsets).pngData()?.write(to: URL(fileURLWithPath: path))
            }
        }
    }

    /// The frames side by side, 10 points apart, each captioned with its offset.
    private func strip(of frames: [CGImage], offsets: [CGFloat]) -> UIImage {
        let gap: CGFloat = 10, width: CGFloat = 200, height: CGFloat = 300
        let size = CGSize(width: CGFloat(frames.count) * (width + gap) + gap, height: height + 2 * gap + 24)
        return UIGraphicsImageRenderer(size: size).image { context in
            UIColor(white: 0.93, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            for (index, (frame, offset)) in zip(frames, offsets).enumerated() {
                let x = gap + CGFloat(index) * (width + gap)
                UIImage(cgImage: frame).draw(in: CGRect(x: x, y: gap, width: width, height: height))
                let label = NSAttributedString(string: "y = \(Int(offset))", attributes: [
                    .font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.darkGray,
                ])
                label.draw(at: CGPoint(x: x + 4, y: height + gap + 4))
            }
        }
    }
}
