import Testing
@testable import CoreGraphics

/// Patterns fill and stroke by repeating a cell: its own colours (coloured) or a stencil painted in the colour
/// it is set with. Cells below are 4 × 4 units with a 2 × 2 square at the origin, so a y-up bitmap shows the
/// square at user (0…2, 0…2), (4…6, 0…2), (0…2, 4…6) and so on.
@Suite struct PatternTests {
    private let blue: [UInt8] = [0, 0, 255, 255]

    /// A pattern whose cell fills the 2 × 2 square at its origin in red.
    private func redSquares(matrix: CGAffineTransform = .identity, isColored: Bool = true) -> CGPattern {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }, releaseInfo: nil)
        return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: matrix, xStep: 4, yStep: 4,
                         tiling: .constantSpacing, isColored: isColored, callbacks: &callbacks)!
    }

    private func fillWhole(_ bitmap: TestBitmap) {
        bitmap.context.fill(CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
    }

    @Test func aColouredPatternRepeatsItsCell() {
        let bitmap = TestBitmap(width: 8, height: 8)
        var alpha: CGFloat = 1
        bitmap.context.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
        bitmap.context.setFillPattern(redSquares(), colorComponents: &alpha)
        fillWhole(bitmap)
        #expect(bitmap.pixel(atUser: 0, 0) == red && bitmap.pixel(atUser: 1, 1) == red)
        #expect(bitmap.pixel(atUser: 2, 0) == clearPixel && bitmap.pixel(atUser: 0, 3) == clearPixel)
        #expect(bitmap.pixel(atUser: 4, 4) == red && bitmap.pixel(atUser: 5, 1) == red && bitmap.pixel(atUser: 6, 6) == clearPixel)
    }

    @Test func aPatternColourFillsAtItsAlpha() {
        let bitmap = TestBitmap(width: 8, height: 8)
        var alpha: CGFloat = 0.5
        let color = CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: redSquares(), components: &alpha)!
        #expect(color.pattern != nil && color.components == [0.5] && color.rgba == (0, 0, 0, 0))
        bitmap.context.setFillColor(color)
        fillWhole(bitmap)
        // Half-transparent red, premultiplied: 255 × 0.5.
        let pixel = bitmap.pixel(atUser: 4, 0).map(Int.init)
        #expect(abs(pixel[0] - 128) <= 1 && pixel[1] == 0 && pixel[2] == 0 && abs(pixel[3] - 128) <= 1, "\(pixel)")
        #expect(bitmap.pixel(atUser: 2, 2) == clearPixel)
        // A plain colour set afterwards replaces the pattern.
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        fillWhole(bitmap)
        #expect(bitmap.pixel(atUser: 2, 2) == blue)
    }

    @Test func anUncolouredPatternIsAStencilInTheColourGiven() {
        let bitmap = TestBitmap(width: 8, height: 8)
        bitmap.context.setFillColorSpace(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!)
        var components: [CGFloat] = [0, 0, 1, 1]
        // The cell draws red, but only its coverage counts: the squares are blue.
        bitmap.context.setFillPattern(redSquares(isColored: false), colorComponents: &components)
        fillWhole(bitmap)
        #expect(bitmap.pixel(atUser: 0, 0) == blue && bitmap.pixel(atUser: 5, 5) == blue)
        #expect(bitmap.pixel(atUser: 3, 3) == clearPixel)

        // The same through a colour, whose space needs a base for a stencil.
        let space = CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceGray())!
        var gray: [CGFloat] = [0.5, 1]
        let stencil = CGColor(patternSpace: space, pattern: redSquares(isColored: false), components: &gray)!
        let grayBitmap = TestBitmap(width: 8, height: 8)
        grayBitmap.context.setFillColor(stencil)
        fillWhole(grayBitmap)
        let pixel = grayBitmap.pixel(atUser: 1, 1).map(Int.init)
        #expect(abs(pixel[0] - 128) <= 1 && pixel[0] == pixel[1] && pixel[1] == pixel[2] && pixel[3] == 255, "\(pixel)")
        #expect(CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: redSquares(isColored: false),
                        components: &gray) == nil)
    }

    @Test func aStrokeUsesTheStrokePattern() {
        let bitmap = TestBitmap(width: 8, height: 8)
        var alpha: CGFloat = 1
        bitmap.context.setStrokePattern(redSquares(), colorComponents: &alpha)
        bitmap.context.setLineWidth(2)
        // A horizontal line over y 0…2: red where the squares are, x 0…2 and 4…6.
        bitmap.context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 8, y: 1)])
        #expect(bitmap.pixel(atUser: 1, 0) == red && bitmap.pixel(atUser: 3, 1) == clearPixel && bitmap.pixel(atUser: 4, 1) == red)
        #expect(bitmap.pixel(atUser: 1, 3) == clearPixel)
    }

    @Test func theMatrixAndTheCTMPlaceTheCells() {
        // Scaled by 2: squares of 4 every 8.
        let scaled = TestBitmap(width: 16, height: 16)
        var alpha: CGFloat = 1
        scaled.context.setFillPattern(redSquares(matrix: CGAffineTransform(scaleX: 2, y: 2)), colorComponents: &alpha)
        fillWhole(scaled)
        #expect(scaled.pixel(atUser: 3, 3) == red && scaled.pixel(atUser: 4, 0) == clearPixel && scaled.pixel(atUser: 8, 9) == red)

        // Drawn after a translation by 1: the squares move with user space.
        let moved = TestBitmap(width: 8, height: 8)
        moved.context.translateBy(x: 1, y: 0)
        moved.context.setFillPattern(redSquares(), colorComponents: &alpha)
        moved.context.fill(CGRect(x: -1, y: 0, width: 8, height: 8))
        #expect(moved.pixel(atUser: 0, 0) == clearPixel && moved.pixel(atUser: 1, 0) == red && moved.pixel(atUser: 2, 1) == red)
        #expect(moved.pixel(atUser: 3, 0) == clearPixel)

        // Mirrored by the CTM: user x 0…2 is device x 6…8, user 4…6 device 2…4.
        let mirrored = TestBitmap(width: 8, height: 8)
        mirrored.context.translateBy(x: 8, y: 0)
        mirrored.context.scaleBy(x: -1, y: 1)
        mirrored.context.setFillPattern(redSquares(), colorComponents: &alpha)
        fillWhole(mirrored)
        #expect(mirrored.pixel(atUser: 7, 0) == red && mirrored.pixel(atUser: 6, 1) == red && mirrored.pixel(atUser: 5, 0) == clearPixel)
        #expect(mirrored.pixel(atUser: 3, 0) == red && mirrored.pixel(atUser: 1, 0) == clearPixel)
    }

    @Test func theInfoIsReleasedWithThePattern() {
        let box = ReleaseFlag()
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, _ in }, releaseInfo: { info in
            Unmanaged<ReleaseFlag>.fromOpaque(info!).takeRetainedValue().released = true
        })
        var pattern = CGPattern(info: Unmanaged.passRetained(box).toOpaque(), bounds: CGRect(x: 0, y: 0, width: 1, height: 1),
                                matrix: .identity, xStep: 1, yStep: 1, tiling: .noDistortion, isColored: true,
                                callbacks: &callbacks)
        #expect(pattern != nil && !box.released)
        pattern = nil
        #expect(box.released)
    }

    @Test func badPatternsAreRefused() {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, _ in }, releaseInfo: nil)
        let bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(CGPattern(info: nil, bounds: bounds, matrix: CGAffineTransform(scaleX: 0, y: 1), xStep: 1, yStep: 1,
                          tiling: .noDistortion, isColored: true, callbacks: &callbacks) == nil)
        #expect(CGPattern(info: nil, bounds: bounds, matrix: .identity, xStep: .nan, yStep: 1,
                          tiling: .noDistortion, isColored: true, callbacks: &callbacks) == nil)
        var none = CGPatternCallbacks(version: 0, drawPattern: nil, releaseInfo: nil)
        #expect(CGPattern(info: nil, bounds: bounds, matrix: .identity, xStep: 1, yStep: 1,
                          tiling: .noDistortion, isColored: true, callbacks: &none) == nil)
        #expect(CGColorSpace(patternBaseSpace: CGColorSpace(patternBaseSpace: nil)) == nil)
        var alpha: CGFloat = 1
        #expect(CGColor(patternSpace: CGColorSpaceCreateDeviceRGB(), pattern: redSquares(), components: &alpha) == nil)
    }
}

/// Set by a pattern's release callback.
private final class ReleaseFlag { var released = false }
