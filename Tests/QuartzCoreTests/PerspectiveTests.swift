import Foundation
import Testing
@testable import QuartzCore

/// A 100-point square at the centre of a 200-point canvas, turned `angle` about y under a perspective of
/// m34 = −1/500, in a clear root.
private func turnedSquare(_ angle: CGFloat, color: CGColor = redColor) -> (root: CALayer, square: CALayer) {
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
    let square = layer(CGRect(x: 50, y: 50, width: 100, height: 100), color)
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    square.transform = CATransform3DRotate(t, angle, 0, 1, 0)
    root.addSublayer(square)
    return (root, square)
}

private func rendered(_ root: CALayer) -> Canvas {
    let canvas = Canvas(200, 200)
    root.render(in: canvas.context)
    return canvas
}

/// The 45° square's outline. A point (x, y) from the square's centre turns to (x cos θ, y, −x sin θ), and
/// m34 = −1/500 divides it by w = 1 + x sin θ / 500. The left edge (x = −50) comes nearer: w = 0.929289, so it
/// lands at 100 − 35.3553 / w = 61.955 and is 50 / w = 53.805 high either side of the centre. The right edge
/// (w = 1.070711) lands at 100 + 35.3553 / w = 133.020 and is 46.698 high either side.
private let nearX = 61.955, nearHalf = 53.805, farX = 133.020, farHalf = 46.698

/// Half the height of the 45° square at `x`: its top and bottom edges are straight lines between the corners.
private func halfHeight(at x: CGFloat) -> CGFloat {
    nearHalf + (x - nearX) / (farX - nearX) * (farHalf - nearHalf)
}

/// How many pixels of column `x` are more than half covered.
private func coveredRows(_ canvas: Canvas, column x: Int) -> Int {
    (0..<200).filter { canvas[x, $0][3] > 127 }.count
}

@Suite struct PerspectiveTests {
    @Test func theNearEdgeIsTallerAndNothingStraysOutsideTheQuad() {
        let canvas = rendered(turnedSquare(.pi / 4).root)
        #expect(canvas[100, 100] == red)
        for x in [64, 80, 100, 115, 130] {
            let expected = 2 * halfHeight(at: CGFloat(x) + 0.5)
            let rows = coveredRows(canvas, column: x)
            #expect(abs(CGFloat(rows) - expected) <= 1.5, "column \(x): \(rows) rows, expected \(expected)")
        }
        #expect(coveredRows(canvas, column: 63) > coveredRows(canvas, column: 131) + 10)
        #expect(canvas[60, 100] == empty && canvas[135, 100] == empty)
        #expect(canvas[100, 100 - Int(halfHeight(at: 100.5)) - 2] == empty)

        // Pixels touched by no part of the quad grown by a pixel (antialiasing reaches half of one) stay clear.
        let corners = [CGPoint(x: nearX, y: 100 - nearHalf), CGPoint(x: farX, y: 100 - farHalf),
                       CGPoint(x: farX, y: 100 + farHalf), CGPoint(x: nearX, y: 100 + nearHalf)]
        func inGrownQuad(_ p: CGPoint) -> Bool {
            (0..<4).allSatisfy { i in
                let a = corners[i], b = corners[(i + 1) % 4]
                let edge = CGPoint(x: b.x - a.x, y: b.y - a.y)
                let length = (edge.x * edge.x + edge.y * edge.y).squareRoot()
                // The corners run clockwise on screen (y down): inside is to the right of each edge.
                return (edge.x * (p.y - a.y) - edge.y * (p.x - a.x)) / length >= -1
            }
        }
        var strays = 0
        for y in 0..<200 {
            for x in 0..<200 where canvas[x, y] != empty {
                if !inGrownQuad(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) { strays += 1 }
            }
        }
        #expect(strays == 0)
    }

    @Test func opacityFadesTheFlattenedLayer() {
        let (root, square) = turnedSquare(.pi / 4)
        square.opacity = 0.5
        let pixel = rendered(root)[100, 100]
        #expect(abs(Int(pixel[3]) - 128) <= 1 && pixel[0] == pixel[3] && pixel[1] == 0 && pixel[2] == 0)
    }

    @Test func maskAndShadowTurnWithTheLayer() {
        let (root, square) = turnedSquare(.pi / 4)
        // The mask keeps the left half, which lies left of x = 100 on screen (the square's centre stays put).
        square.mask = layer(CGRect(x: 0, y: 0, width: 50, height: 100), blueColor)
        let masked = rendered(root)
        #expect(masked[80, 100] == red && masked[120, 100] == empty)

        // A sharp shadow 20 points below, in the square's plane: under its centre, the square ends at y = 150.
        square.mask = nil
        square.shadowOpacity = 1
        square.shadowRadius = 0
        square.shadowOffset = CGSize(width: 0, height: 20)
        let shadowed = rendered(root)
        #expect(shadowed[100, 160] == black && shadowed[100, 140] == red && shadowed[100, 175] == empty)
    }

    @Test func aTurnedAwayLayerShowsItsMirroredBackOnlyWhenDoubleSided() {
        let (root, square) = turnedSquare(.pi)
        // Blue on the left half of the front: from behind, it is on the right.
        square.addSublayer(layer(CGRect(x: 0, y: 0, width: 50, height: 100), blueColor))
        #expect(!CATransform3DIsAffine(square.transform), "a half turn under perspective keeps a tiny m14")
        let back = rendered(root)
        #expect(back[60, 100] == red && back[140, 100] == blue)
        square.isDoubleSided = false
        let culled = rendered(root)
        #expect(culled[60, 100] == empty && culled[140, 100] == empty && culled[100, 100] == empty)
    }

    @Test func anEdgeOnLayerDrawsNothing() {
        let canvas = rendered(turnedSquare(.pi / 2).root)
        #expect((0..<200).allSatisfy { y in (0..<200).allSatisfy { canvas[$0, y] == empty } })
    }

    @Test func onlyThePartInFrontOfTheViewerIsDrawn() {
        // A 1200-point square centred on (20, 100), turned 60°: w = 1 + x sin 60° / 500 falls to 0 at x = −577,
        // short of its left edge at −600, so its near side reaches past any canvas. Its far edge (w = 2.039) lands
        // at 20 + 600 cos 60° / w = 167.1, 294 high either side: past the top and bottom.
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let square = layer(CGRect(x: -580, y: -500, width: 1200, height: 1200), redColor)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        square.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        root.addSublayer(square)
        let canvas = rendered(root)
        #expect(canvas[0, 0] == red && canvas[0, 199] == red && canvas[100, 100] == red && canvas[166, 0] == red)
        #expect((0..<200).allSatisfy { canvas[168, $0] == empty })
    }

    @Test func sublayersOfAParentWithPerspectiveTakeTheSamePath() {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let square = layer(CGRect(x: 50, y: 50, width: 100, height: 100), redColor)
        square.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(square)
        let canvas = rendered(root)
        let reference = rendered(turnedSquare(.pi / 4).root)
        #expect(canvas[100, 100] == red)
        for x in [64, 100, 130] { #expect(coveredRows(canvas, column: x) == coveredRows(reference, column: x)) }
    }

    @Test func theClipKeepsItsShape() {
        // A circular parent the turned square overflows: its near corners fall outside the circle.
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let circle = layer(CGRect(x: 50, y: 50, width: 100, height: 100))
        circle.cornerRadius = 50
        circle.masksToBounds = true
        root.addSublayer(circle)
        let square = layer(CGRect(x: 0, y: 0, width: 100, height: 100), redColor)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        square.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        circle.addSublayer(square)
        let canvas = rendered(root)
        // Pixel (66, 58) is inside the quad (its top edge there is at y ≈ 46.6) but its centre is 53.3 points
        // from the circle's.
        #expect(canvas[66, 58] == empty && canvas[64, 100] == red && canvas[100, 100] == red)
    }

    @Test func theFrameCompositorDrawsItAtItsScale() {
        let frame = FrameCompositor(width: 400, height: 400, scale: 2)
        frame.render(RenderLayer.snapshot(of: turnedSquare(.pi / 4).root, at: 0), time: 0)
        // At twice the scale, the near edge at x = 61.955 lands at 123.9 and the far one at 266.04; the pixels
        // either side of each are partly covered.
        let row = frame.surface.row(200)
        #expect(row[200] == 0xFFFF_0000)
        #expect(row[125] == 0xFFFF_0000 && row[122] == 0 && row[264] == 0xFFFF_0000 && row[267] == 0)
    }

    @Test func anchorPointZMovesTheCentreOfATurnInDepth() {
        /// How many pixels of row 100 and of column 100 the square covers, partly covered ones counted in part.
        func coverage(_ canvas: Canvas) -> (across: Double, down: Double) {
            ((0..<200).reduce(0) { $0 + Double(canvas[$1, 100][3]) / 255 },
             (0..<200).reduce(0) { $0 + Double(canvas[100, $1][3]) / 255 })
        }
        // A half turn about y under m34 = −1/500 mirrors the square in place when it turns about its own plane:
        // it still spans 50..<150.
        let (root, square) = turnedSquare(.pi)
        let inPlace = rendered(root)
        let flat = coverage(inPlace)
        #expect(abs(flat.across - 100) < 0.5 && abs(flat.down - 100) < 0.5, "\(flat)")
        #expect(inPlace[50, 100] == red && inPlace[149, 100] == red && inPlace[48, 100] == empty)

        // With anchorPointZ = 100 the plane lies 100 behind the turn's centre, so the half turn swings it 100
        // towards the viewer: w = 1 − 100/500 = 0.8 enlarges it 1.25 times about the centre, to 37.5..<162.5.
        square.anchorPointZ = 100
        let swung = rendered(root)
        let near = coverage(swung)
        #expect(abs(near.across - 125) < 0.5 && abs(near.down - 125) < 0.5, "\(near)")
        #expect(swung[40, 100] == red && swung[160, 100] == red && swung[35, 100] == empty && swung[165, 100] == empty)

        // Without a transform the depth of the anchor changes nothing: the square is flat, seen straight on.
        square.transform = CATransform3DIdentity
        let straight = rendered(root)
        #expect(straight[50, 100] == red && straight[49, 100] == empty && straight[149, 149] == red)
        #expect(straight[150, 150] == empty)
    }
}
