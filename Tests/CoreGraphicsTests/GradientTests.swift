import Testing
@testable import CoreGraphics

/// Quartz paints a gradient's first colour from location 0 up to its first stop and its last colour from
/// its last stop to location 1, with or without extend options; beyond 0 and 1 only the options paint.
@Suite struct GradientEndTests {
    private let blue: [UInt8] = [0, 0, 255, 255]
    private let green: [UInt8] = [0, 255, 0, 255]

    private func gradient(_ colors: [CGColor], _ locations: [CGFloat]) -> CGGradient {
        CGGradient(colorsSpace: nil, colors: colors, locations: locations)!
    }

    private var redToBlueInside: CGGradient {
        gradient([CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], [0.3, 0.7])
    }

    @Test func linearStopsInsideTheAxisPaintTheEnds() {
        let bitmap = TestBitmap(width: 100, height: 1)
        bitmap.context.drawLinearGradient(redToBlueInside, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                                          options: [])
        // Pixel x is sampled at t = (x + 0.5) / 100: 0.105 is before the first stop, 0.905 after the last.
        #expect(bitmap.pixel(10, 0) == red && bitmap.pixel(29, 0) == red)
        #expect(bitmap.pixel(71, 0) == blue && bitmap.pixel(99, 0) == blue)
        // t = 0.495 is (0.495 − 0.3) / 0.4 = 0.4875 of the way from red to blue: red 130.7, blue 124.3.
        let mid = bitmap.pixel(49, 0)
        #expect(abs(Int(mid[0]) - 131) <= 2 && abs(Int(mid[2]) - 124) <= 2 && mid[1] == 0 && mid[3] == 255, "\(mid)")
    }

    @Test func linearEndsStopAtTheStartAndEndPointsWithoutOptions() {
        let bitmap = TestBitmap(width: 100, height: 1)
        bitmap.context.drawLinearGradient(redToBlueInside, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                          options: [])
        #expect(bitmap.pixel(24, 0) == clearPixel && bitmap.pixel(25, 0) == red && bitmap.pixel(30, 0) == red)
        #expect(bitmap.pixel(70, 0) == blue && bitmap.pixel(74, 0) == blue && bitmap.pixel(75, 0) == clearPixel)

        let extended = TestBitmap(width: 100, height: 1)
        extended.context.drawLinearGradient(redToBlueInside, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(extended.pixel(0, 0) == red && extended.pixel(99, 0) == blue)
    }

    @Test func aOneStopLinearGradientPaintsItsColour() {
        let bitmap = TestBitmap(width: 100, height: 1)
        let single = gradient([CGColor(red: 0, green: 1, blue: 0, alpha: 1)], [0.5])
        bitmap.context.drawLinearGradient(single, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        #expect(bitmap.count(green, inRow: 0) == 50)
        #expect(bitmap.pixel(25, 0) == green && bitmap.pixel(74, 0) == green && bitmap.pixel(80, 0) == clearPixel)
    }

    @Test func radialStopsInsideTheRadiusPaintTheCentreAndRim() {
        let bitmap = TestBitmap(width: 41, height: 41)
        let centre = CGPoint(x: 20.5, y: 20.5)
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        bitmap.context.drawRadialGradient(gradient(colors, [0.25, 0.75]), startCenter: centre, startRadius: 0,
                                          endCenter: centre, endRadius: 20, options: [])
        // Distance 0 is t = 0, before the first stop; distance 18 is t = 0.9, after the last.
        #expect(bitmap.pixel(20, 20) == red && bitmap.pixel(22, 20) == red)
        #expect(bitmap.pixel(38, 20) == blue && bitmap.pixel(20, 2) == blue)
        // Distance 10 is t = 0.5, half way between the stops.
        let half = bitmap.pixel(30, 20)
        #expect(abs(Int(half[0]) - 128) <= 2 && abs(Int(half[2]) - 128) <= 2 && half[3] == 255, "\(half)")
        #expect(bitmap.pixel(0, 0) == clearPixel, "outside the end circle without drawsAfterEndLocation")
    }

    @Test func aOneStopRadialGradientPaintsItsDisc() {
        let bitmap = TestBitmap(width: 41, height: 41)
        let centre = CGPoint(x: 20.5, y: 20.5)
        bitmap.context.drawRadialGradient(gradient([CGColor(red: 0, green: 1, blue: 0, alpha: 1)], [0]),
                                          startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 10,
                                          options: [])
        #expect(bitmap.pixel(20, 20) == green && bitmap.pixel(28, 20) == green && bitmap.pixel(20, 12) == green)
        #expect(bitmap.pixel(32, 20) == clearPixel && bitmap.pixel(0, 0) == clearPixel)
    }
}
