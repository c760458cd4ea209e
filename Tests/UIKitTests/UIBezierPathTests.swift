import Testing
@testable import UIKit

@Suite struct UIBezierPathTests {
    @Test func rectangleGeometry() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 12, y: 5)))
        #expect(!path.isEmpty && UIBezierPath().isEmpty)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func buildingAndCurrentPoint() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 2, y: 15))
        #expect(path.currentPoint == CGPoint(x: 0, y: 10))
        // Control points count in the bounds, as UIKit documents.
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 15))
        path.close()
        #expect(path.currentPoint == .zero)
    }

    @Test func clockwiseIsOnScreen() {
        // From angle 0 clockwise on a y-down screen, a quarter turn ends at the bottom (positive y).
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
        #expect(path.bounds.maxY > 9 && path.bounds.minY > -1e-9)
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // The long way round, through the top.
        #expect(other.bounds.minY < -9)
    }

    @Test func reversingTracesBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 12, y: 8))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == .zero)
        var points: [CGPoint] = []
        reversed.cgPath.applyWithBlock { element in
            if element.pointee.type == .moveToPoint { points.append(element.pointee.points[0]) }
            if element.pointee.type == .addCurveToPoint { points.append(element.pointee.points[0]) }
        }
        #expect(points == [CGPoint(x: 10, y: 10), CGPoint(x: 12, y: 8)])
        #expect(reversed.bounds == path.bounds)
        // A closed rectangle stays closed and covers the same area.
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2)).reversing()
        #expect(rect.bounds == CGRect(x: 0, y: 0, width: 4, height: 2) && rect.contains(CGPoint(x: 1, y: 1)))
        #expect(UIBezierPath().reversing().isEmpty)
    }

    @Test func transformAppendAndCopy() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
        path.append(UIBezierPath(ovalIn: CGRect(x: 100, y: 100, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 105, height: 105))
        path.lineWidth = 3
        let copy = path.copy() as! UIBezierPath
        #expect(copy.lineWidth == 3 && copy.cgPath == path.cgPath)
        let fromCG = UIBezierPath(cgPath: path.cgPath)
        #expect(fromCG.bounds == path.bounds)
    }

    @Test func evenOddHitTesting() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func lineDash() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 3 && phase == 1.5)
        var out = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&out, count: nil, phase: nil)
        #expect(out == pattern)
    }

    @Test func roundedRectCornerIsTransparent() {
        let image = render(CGSize(width: 20, height: 20), scale: 2) { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8).fill()
        }
        let pixels = Pixels(image)
        #expect(pixels.width == 40)
        #expect(pixels[0, 0] == clearPixel && pixels[39, 39] == clearPixel && pixels[39, 0] == clearPixel)
        #expect(pixels[20, 20] == redPixel && pixels[20, 0] == redPixel && pixels[0, 20] == redPixel)
    }

    @Test func roundingSomeCorners() {
        let image = render(CGSize(width: 20, height: 20)) { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
                         cornerRadii: CGSize(width: 8, height: 8)).fill()
        }
        let pixels = Pixels(image)
        #expect(pixels[0, 0] == clearPixel)
        #expect(pixels[19, 0] == redPixel && pixels[0, 19] == redPixel && pixels[19, 19] == redPixel)
    }

    @Test func strokeUsesPathSettingsAndLeavesContextAlone() {
        let image = render(CGSize(width: 20, height: 20)) { context in
            UIColor.blue.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 10))
            path.lineWidth = 4
            path.stroke()
            #expect(context.isPathEmpty)
        }
        let pixels = Pixels(image)
        // A 4-point line centred on y = 10 covers rows 8 to 11.
        #expect(pixels[5, 8] == bluePixel && pixels[5, 11] == bluePixel)
        #expect(pixels[5, 7] == clearPixel && pixels[5, 12] == clearPixel)
    }

    @Test func fillWithBlendModeAndAlpha() {
        let image = render(CGSize(width: 4, height: 4)) { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill(with: .normal, alpha: 0.5)
        }
        #expect(near(Pixels(image)[1, 1], [128, 128, 128, 255], tolerance: 1))
    }

    @Test func addClipLimitsDrawing() {
        let image = render(CGSize(width: 10, height: 10)) { _ in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pixels = Pixels(image)
        #expect(pixels[4, 5] == redPixel && pixels[5, 5] == clearPixel)
    }

    @Test func rectFillFrameAndClipFunctions() {
        let image = render(CGSize(width: 10, height: 10), scale: 2) { _ in
            UIColor.systemBlue.setFill()
            UIRectFill(CGRect(x: 1, y: 1, width: 3, height: 2))
            UIColor.red.setFill()
            UIRectFrame(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        let pixels = Pixels(image)
        let systemBlue: [UInt8] = [0, 122, 255, 255]
        // At scale 2, the rectangle (1, 1, 3, 2) is pixels x 2..<8, y 2..<6.
        #expect(pixels[2, 2] == systemBlue && pixels[7, 5] == systemBlue)
        #expect(pixels[1, 2] == clearPixel && pixels[8, 2] == clearPixel && pixels[2, 6] == clearPixel)
        // A one-point frame inside (5, 5, 5, 5): pixels 10 and 11 are frame, 12 is inside.
        #expect(pixels[10, 14] == redPixel && pixels[11, 14] == redPixel && pixels[12, 14] == clearPixel)
        #expect(pixels[19, 19] == redPixel && pixels[9, 14] == clearPixel)
    }

    @Test func rectFillReplacesWithCopyMode() {
        let image = render(CGSize(width: 2, height: 2)) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.clear.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        let pixels = Pixels(image)
        #expect(pixels[0, 0] == clearPixel && pixels[1, 0] == redPixel)
    }

    @Test func patternColourTiles() {
        let tile = quadrantImage(size: 2)
        let image = render(CGSize(width: 4, height: 4)) { _ in
            UIColor(patternImage: tile).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let pixels = Pixels(image)
        #expect(pixels[0, 0] == redPixel && pixels[1, 0] == greenPixel && pixels[2, 0] == redPixel)
        #expect(pixels[3, 3] == whitePixel && pixels[2, 1] == bluePixel && pixels[0, 3] == bluePixel)
        // A plain colour set afterwards replaces the pattern.
        let plain = render(CGSize(width: 2, height: 2)) { _ in
            UIColor(patternImage: tile).setFill()
            UIColor.green.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
        }
        #expect(Pixels(plain)[0, 0] == greenPixel)
    }
}
