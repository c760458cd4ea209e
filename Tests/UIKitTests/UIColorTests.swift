import Testing
@testable import UIKit

@Suite struct UIColorTests {
    @Test func rgbComponents() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0 && abs(g - 122.0 / 255) < 1e-9 && b == 1 && a == 1)
        // A gray colour answers in RGB too.
        #expect(UIColor.gray.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.5 && g == 0.5 && b == 0.5)
    }

    @Test func whiteOnlyForGrays() {
        var (w, a): (CGFloat, CGFloat) = (0, 0)
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test func hueSaturationBrightness() {
        var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.green.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 1.0 / 3) < 1e-9 && s == 1 && v == 1 && a == 1)
        #expect(UIColor(red: 0.5, green: 0.25, blue: 0.25, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(h == 0 && s == 0.5 && v == 0.5)
    }

    @Test(arguments: [(0.1, 0.9, 0.8), (0.55, 0.3, 0.6), (0.95, 1.0, 1.0), (0.7, 0.0, 0.4)])
    func hsbRoundTrip(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let color = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.75)
        var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        // Gray has no hue to return.
        if saturation > 0 { #expect(abs(h - hue) < 1e-9) }
        #expect(abs(s - saturation) < 1e-9 && abs(v - brightness) < 1e-9 && a == 0.75)
    }

    @Test func deprecatedNamesStillCompile() {
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        var (w, a): (CGFloat, CGFloat) = (0, 0)
        for color in [UIColor.viewFlipsideBackground, .scrollViewTexturedBackground, .underPageBackground] {
            #expect(color.getWhite(&w, alpha: &a) && w == 0.12 && a == 1)
        }
    }

    @Test func gradientColoursCastToCFArrayInAFileImportingUIKit() {
        var locations: [CGFloat] = [0, 1]
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                  locations: &locations)
        let context = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.drawLinearGradient(gradient!, start: .zero, end: CGPoint(x: 2, y: 0), options: [])
        let pixels = context.data!.assumingMemoryBound(to: UInt8.self)
        // Red on the left, blue on the right: RGBA bytes.
        #expect(pixels[0] > pixels[2] && pixels[6] > pixels[4])
    }

    @Test func alphaComponentAndEquality() {
        let faded = UIColor.red.withAlphaComponent(0.5)
        var a: CGFloat = 0
        #expect(faded.getRed(nil, green: nil, blue: nil, alpha: &a) && a == 0.5)
        #expect(faded == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        // Equal colours in different spaces are different colours, as on iOS.
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test func descriptions() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
    }

    @Test func patternColourHasNoComponents() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let pattern = UIColor(patternImage: image)
        var r: CGFloat = 0
        #expect(!pattern.getRed(&r, green: nil, blue: nil, alpha: nil))
        #expect(!pattern.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
    }

    @MainActor @Test func aPatternColourIsAQuartzPatternColour() {
        let color = UIColor(patternImage: quadrantImage(size: 2))
        #expect(color.cgColor.pattern != nil && color.cgColor.colorSpace?.model == .pattern)
        // Set through Core Graphics alone, it tiles as UIKit's drawing does.
        let pixels = Pixels(render(CGSize(width: 4, height: 4)) { context in
            context.setFillColor(color.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        })
        #expect(pixels[0, 0] == redPixel && pixels[3, 0] == greenPixel && pixels[2, 3] == bluePixel && pixels[3, 3] == whitePixel)
        // A layer cannot show a pattern as its background colour: it shows nothing rather than black.
        withScreenWindow(size: CGSize(width: 10, height: 10)) { window, screen in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = color
            window.addSubview(view)
            #expect(capture(screen)[5, 5] == whitePixel)
        }
    }
}
