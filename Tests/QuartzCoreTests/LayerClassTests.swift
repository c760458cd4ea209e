import Testing
@testable import QuartzCore

private let greenColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
private let yellowColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)

/// Renders `layer` into a new canvas the size of its bounds.
private func rendered(_ layer: CALayer) -> Canvas {
    let canvas = Canvas(Int(layer.bounds.width), Int(layer.bounds.height))
    layer.render(in: canvas.context)
    return canvas
}

/// Whether every channel of `pixel` is within `tolerance` of `expected`, which is given as 0...1 fractions.
private func close(_ pixel: [UInt8], _ expected: [Double], _ tolerance: Int = 3) -> Bool {
    zip(pixel, expected).allSatisfy { abs(Int($0) - Int(($1 * 255).rounded())) <= tolerance }
}

private func line(from a: CGPoint, to b: CGPoint) -> CGPath {
    let path = CGMutablePath()
    path.move(to: a)
    path.addLine(to: b)
    return path
}

private func shape(_ size: CGSize, _ path: CGPath) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.frame = CGRect(origin: .zero, size: size)
    shape.path = path
    return shape
}

/// A stroked, unfilled shape: a blue line 2 points wide along y = 5 from x = 0 to 20.
private func strokedLine() -> CAShapeLayer {
    let layer = shape(CGSize(width: 20, height: 10), line(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 20, y: 5)))
    layer.fillColor = nil
    layer.strokeColor = blueColor
    layer.lineWidth = 2
    return layer
}

/// Which of the columns along y = 5 of a stroked line are painted.
/// The columns of row 5 painted blue: of the model (`render(in:)`), or as presented, animations included.
private func paintedColumns(_ layer: CAShapeLayer, presented: Bool = false) -> [Int] {
    let canvas = presented ? Canvas(Int(layer.bounds.width), Int(layer.bounds.height)) : rendered(layer)
    if presented { layer.renderPresentation(in: canvas.context) }
    return (0..<canvas.width).filter { canvas[$0, 5] == blue }
}

@Suite struct LayerClassTests {
    // MARK: Shapes

    @Test func shapeFillsItsPathInTheLayersCoordinates() {
        let square = CGPath(rect: CGRect(x: 2, y: 2, width: 4, height: 4), transform: nil)
        let layer = shape(CGSize(width: 10, height: 10), square)
        layer.fillColor = redColor
        let canvas = rendered(layer)
        #expect(canvas[2, 2] == red && canvas[5, 5] == red && canvas[6, 6] == empty && canvas[1, 2] == empty)
        #expect(CAShapeLayer().fillColor == CGColor.black && CAShapeLayer().strokeColor == nil)
    }

    @Test func evenOddLeavesTheInnerSquareEmpty() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let layer = shape(CGSize(width: 10, height: 10), path)
        layer.fillColor = redColor
        let winding = rendered(layer)
        #expect(winding[1, 1] == red && winding[5, 5] == red)
        layer.fillRule = .evenOdd
        let evenOdd = rendered(layer)
        #expect(evenOdd[1, 1] == red && evenOdd[5, 5] == empty && evenOdd[3, 3] == empty && evenOdd[2, 2] == red)
    }

    @Test func pathsOutsideTheBoundsAreDrawn() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        // Shape layers are often left without bounds: the path alone says where they paint.
        let unsized = CAShapeLayer()
        unsized.path = CGPath(rect: CGRect(x: 2, y: 2, width: 4, height: 4), transform: nil)
        unsized.fillColor = redColor
        root.addSublayer(unsized)
        #expect(rendered(root)[3, 3] == red)
        #expect(ShapeDrawing(unsized)?.extent(in: .zero) == CGRect(x: 2, y: 2, width: 4, height: 4))
        unsized.shadowOpacity = 1
        unsized.shadowRadius = 0
        unsized.shadowOffset = .zero
        #expect(rendered(root)[3, 3] == red, "a shadowed layer's clip includes the shape")
    }

    @Test func strokeIsCentredOnThePathAndAsWideAsTheLineWidth() {
        let layer = strokedLine()
        layer.lineWidth = 4
        let canvas = rendered(layer)
        // 4 wide about y = 5: rows 3 to 6.
        #expect(canvas[5, 3] == blue && canvas[5, 6] == blue && canvas[5, 2] == empty && canvas[5, 7] == empty)
        layer.lineWidth = .nan
        #expect(rendered(layer)[5, 5] == empty)
    }

    @Test func strokeEndOfAHalfStrokesTheFirstHalfOfALine() {
        let layer = strokedLine()
        #expect(paintedColumns(layer) == Array(0..<20))
        layer.strokeEnd = 0.5
        #expect(paintedColumns(layer) == Array(0..<10))
        layer.strokeStart = 0.25
        #expect(paintedColumns(layer) == Array(5..<10))
    }

    @Test func animatedStrokeEndIsDrawnAsPresented() {
        let layer = strokedLine()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        // Half way through now; a second's delay before rendering moves the end by a fifth of a point.
        animation.duration = 100
        animation.beginTime = CACurrentMediaTime() - 50
        layer.add(animation, forKey: "trim")
        #expect(paintedColumns(layer, presented: true) == Array(0..<10))
        #expect(paintedColumns(layer) == Array(0..<20), "render(in:) draws the model")
        #expect(layer.strokeEnd == 1)
    }

    @Test func strokeStartAndEndTrimTheOutlineButNotTheFill() {
        // The square's outline runs clockwise from its top-left corner, 6 points a side: a quarter of it to
        // half of it is the right side.
        let square = CGPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6), transform: nil)
        let layer = shape(CGSize(width: 10, height: 10), square)
        layer.fillColor = redColor
        layer.strokeColor = blueColor
        layer.lineWidth = 2
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.5
        let canvas = rendered(layer)
        #expect(canvas[8, 2] == blue && canvas[8, 5] == blue && canvas[8, 7] == blue && canvas[7, 5] == blue)
        #expect(canvas[8, 1] == empty && canvas[8, 8] == empty, "butt caps end at the corners")
        #expect(canvas[5, 1] == empty && canvas[1, 5] == empty && canvas[5, 8] == empty)
        #expect(canvas[4, 4] == red && canvas[2, 5] == red, "the fill is whole")

        layer.strokeStart = 0.6
        layer.strokeEnd = 0.4
        let reversed = rendered(layer)
        #expect(reversed[7, 5] == red && reversed[8, 5] == empty, "strokeStart after strokeEnd strokes nothing")
    }

    @Test func trimmingFollowsCurvesByArcLength() {
        // A circle starts at its right-most point and runs towards the top in y-down coordinates.
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        let quarter = circle.trimmed(from: 0, to: 0.25).currentPoint
        let half = circle.trimmed(from: 0, to: 0.5).currentPoint
        #expect(abs(quarter.x - 10) < 0.01 && abs(quarter.y) < 0.01, "\(quarter)")
        #expect(abs(half.x) < 0.01 && abs(half.y - 10) < 0.01, "\(half)")
        #expect(circle.trimmed(from: .nan, to: 1).isEmpty && circle.trimmed(from: 0.7, to: 0.2).isEmpty)
    }

    @Test func dashPatternAlternatesPaintedAndUnpaintedLengths() {
        let layer = strokedLine()
        layer.lineDashPattern = [4, 2]
        #expect(paintedColumns(layer) == [0, 1, 2, 3, 6, 7, 8, 9, 12, 13, 14, 15, 18, 19])
        layer.lineDashPhase = 2
        #expect(paintedColumns(layer) == [0, 1, 4, 5, 6, 7, 10, 11, 12, 13, 16, 17, 18, 19])
        // Trimming uncovers the dashes where they lie on the whole path rather than restarting the pattern.
        layer.lineDashPhase = 0
        layer.strokeStart = 0.25
        #expect(paintedColumns(layer) == [6, 7, 8, 9, 12, 13, 14, 15, 18, 19])
    }

    // MARK: Gradients

    /// A gradient layer 1 point wide and 11 tall: pixel row y samples the gradient at (y + 0.5) / 11.
    private func column(_ colors: [CGColor], locations: [NSNumber]? = nil) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 11)
        layer.colors = colors
        layer.locations = locations
        return layer
    }

    @Test func axialGradientRunsFromStartToEndPoint() {
        let canvas = rendered(column([redColor, blueColor]))
        #expect(close(canvas[0, 0], [21.0 / 22, 0, 1.0 / 22, 1]), "\(canvas[0, 0])")
        #expect(close(canvas[0, 5], [0.5, 0, 0.5, 1]), "\(canvas[0, 5])")
        #expect(close(canvas[0, 10], [1.0 / 22, 0, 21.0 / 22, 1]), "\(canvas[0, 10])")

        // The end colours extend beyond the points.
        let inner = column([redColor, blueColor])
        inner.startPoint = CGPoint(x: 0.5, y: 3.0 / 11)
        inner.endPoint = CGPoint(x: 0.5, y: 8.0 / 11)
        let padded = rendered(inner)
        #expect(padded[0, 0] == red && padded[0, 2] == red && padded[0, 8] == blue && padded[0, 10] == blue)
    }

    @Test func locationsPlaceTheStops() {
        let canvas = rendered(column([redColor, blueColor], locations: [0.5, 1]))
        #expect(canvas[0, 0] == red && canvas[0, 4] == red)
        // Row 8 samples 8.5 / 11, which is (8.5 / 11 − 0.5) / 0.5 = 6 / 11 of the way from red to blue.
        #expect(close(canvas[0, 8], [5.0 / 11, 0, 6.0 / 11, 1]), "\(canvas[0, 8])")

        // Evenly spread without locations: three colours at 0, 0.5 and 1.
        let three = rendered(column([redColor, greenColor, blueColor]))
        #expect(close(three[0, 5], [0, 1, 0, 1]), "\(three[0, 5])")
    }

    @Test func radialGradientSpreadsOverAnEllipseAboutTheStartPoint() {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 21, height: 21)
        layer.type = .radial
        layer.colors = [redColor, blueColor]
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let circle = rendered(layer)
        // The centre (10.5, 10.5) is pixel (10, 10)'s; the radius is 10.5 points.
        #expect(circle[10, 10] == red)
        // Pixel (15, 10) is 5 points out: 5 / 10.5 = 10 / 21 of the way to blue.
        #expect(close(circle[15, 10], [11.0 / 21, 0, 10.0 / 21, 1]), "\(circle[15, 10])")
        #expect(circle[0, 0] == blue && circle[20, 20] == blue, "the last colour extends beyond the edge")

        // Radii of 10.5 across and 5.25 down: 6 points down is past the edge, 6 across is not.
        layer.endPoint = CGPoint(x: 1, y: 0.75)
        let ellipse = rendered(layer)
        #expect(ellipse[10, 16] == blue && ellipse[16, 10] != blue)
    }

    @Test func conicGradientTurnsFromTheEndPointsDirection() {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 41, height: 41)
        layer.type = .conic
        layer.colors = [redColor, greenColor, blueColor, yellowColor, redColor]
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let canvas = rendered(layer)
        // About pixel (20, 20)'s centre: right is 0, down a quarter turn (x towards y), left a half, up three
        // quarters. Cairo places mesh colours to within about half a pixel, so the samples are 16 points out.
        #expect(close(canvas[36, 20], [1, 0, 0, 1], 6), "\(canvas[36, 20])")
        #expect(close(canvas[20, 36], [0, 1, 0, 1], 6), "\(canvas[20, 36])")
        #expect(close(canvas[4, 20], [0, 0, 1, 1], 6), "\(canvas[4, 20])")
        #expect(close(canvas[20, 4], [1, 1, 0, 1], 6), "\(canvas[20, 4])")
        // Half way from right to down.
        #expect(close(canvas[32, 32], [0.5, 0.5, 0, 1], 6), "\(canvas[32, 32])")
        #expect(canvas[0, 0][3] == 255 && canvas[40, 40][3] == 255, "the corners are covered")
    }

    @Test func gradientFillsTheRoundedShapeOverTheBackground() {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.colors = [redColor]
        layer.cornerRadius = 10
        let canvas = rendered(layer)
        #expect(canvas[10, 10] == red && canvas[0, 0] == empty && canvas[19, 19] == empty)
        layer.colors = nil
        #expect(rendered(layer)[10, 10] == empty)
    }

    // MARK: Replicators, transform layers, scroll layers

    @Test func replicatorDrawsEachCopyOneTransformFurther() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        replicator.addSublayer(layer(CGRect(x: 0, y: 0, width: 5, height: 10), redColor))
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        let canvas = rendered(replicator)
        let painted = (0..<30).filter { canvas[$0, 5] == red }
        #expect(painted == Array(0..<5) + Array(10..<15) + Array(20..<25))

        replicator.instanceCount = 0
        #expect(rendered(replicator)[2, 5] == empty)
    }

    @Test func eachCopyRunsItsAnimationsOneDelayLater() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
        let bar = layer(CGRect(x: 0, y: 0, width: 5, height: 10), redColor)
        replicator.addSublayer(bar)
        replicator.instanceCount = 3
        replicator.instanceDelay = 20
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGPoint(x: 2.5, y: 5)
        animation.toValue = CGPoint(x: 102.5, y: 5)
        // A point a second: 40 points along now, the copies 20 and 0.
        animation.duration = 100
        animation.beginTime = CACurrentMediaTime() - 40
        bar.add(animation, forKey: "slide")
        // As presented: `render(in:)` itself draws the model, without animations.
        let canvas = Canvas(50, 10)
        replicator.renderPresentation(in: canvas.context)
        #expect(canvas[41, 5] == red && canvas[21, 5] == red && canvas[1, 5] == red)
        #expect(canvas[10, 5] == empty && canvas[30, 5] == empty)
    }

    @Test func instanceTransformTurnsAboutTheReplicatorsCentre() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        replicator.addSublayer(layer(CGRect(x: 0, y: 0, width: 5, height: 10), redColor))
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        let canvas = rendered(replicator)
        #expect(canvas[2, 5] == red && canvas[17, 5] == red && canvas[10, 5] == empty)
        // Only the original is hit.
        #expect(replicator.hitTest(CGPoint(x: 2, y: 5)) === replicator.sublayers?.first)
        #expect(replicator.hitTest(CGPoint(x: 17, y: 5)) === replicator)
    }

    @Test func transformLayerDrawsOnlyItsSublayers() {
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let child = layer(CGRect(x: 0, y: 0, width: 5, height: 10), redColor)
        group.addSublayer(child)
        #expect(rendered(group)[2, 5] == red)
        #expect(group.hitTest(CGPoint(x: 2, y: 5)) === child && group.hitTest(CGPoint(x: 7, y: 5)) == nil)

        group.backgroundColor = blueColor
        group.borderWidth = 1
        let canvas = rendered(group)
        #expect(canvas[7, 5] == empty && canvas[2, 0] == red, "no background or border of its own")
    }

    @Test func transformLayerDrawsItsSublayersBackToFrontByDepth() {
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let near = layer(CGRect(x: 0, y: 0, width: 10, height: 10), blueColor)
        let far = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        // Added last, so drawn last by order, but pushed back: the blue layer covers it.
        far.transform = CATransform3DMakeTranslation(0, 0, -10)
        group.addSublayer(near)
        group.addSublayer(far)
        #expect(rendered(group)[5, 5] == blue)
        // Brought forward, the red layer covers the blue.
        far.transform = CATransform3DMakeTranslation(0, 0, 10)
        #expect(rendered(group)[5, 5] == red)
        // A plain layer keeps sublayer order whatever the depth.
        let plain = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        far.transform = CATransform3DMakeTranslation(0, 0, -10)
        plain.addSublayer(near)
        plain.addSublayer(far)
        #expect(rendered(plain)[5, 5] == red)
    }

    @Test func scrollLayerMovesItsBoundsOriginAlongTheAllowedAxes() {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let content = layer(CGRect(x: 20, y: 0, width: 5, height: 5), redColor)
        scroller.addSublayer(content)
        #expect(rendered(scroller)[0, 0] == empty)

        scroller.scroll(to: CGPoint(x: 20, y: 0))
        #expect(scroller.bounds.origin == CGPoint(x: 20, y: 0))
        let shifted = rendered(scroller)
        #expect(shifted[0, 0] == red && shifted[4, 4] == red && shifted[5, 5] == empty)

        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 5, y: 7))
        #expect(scroller.bounds.origin == CGPoint(x: 20, y: 7))
        scroller.scrollMode = .none
        scroller.scroll(to: CGPoint.zero)
        #expect(scroller.bounds.origin == CGPoint(x: 20, y: 7))

        // The least movement that shows the rectangle.
        scroller.scrollMode = .both
        scroller.scroll(to: CGPoint.zero)
        scroller.scroll(to: CGRect(x: 25, y: 3, width: 4, height: 4))
        #expect(scroller.bounds.origin == CGPoint(x: 19, y: 0))
    }

    @Test func layersScrollTheirClosestScrollLayer() {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let content = layer(CGRect(x: 20, y: 0, width: 5, height: 5))
        scroller.addSublayer(content)
        #expect(content.visibleRect.isNull)
        content.scrollRectToVisible(content.bounds)
        #expect(scroller.bounds.origin == CGPoint(x: 15, y: 0))
        #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 5, height: 5))
        content.scroll(CGPoint(x: 2, y: 1))
        #expect(scroller.bounds.origin == CGPoint(x: 22, y: 1))
        #expect(content.visibleRect == CGRect(x: 2, y: 1, width: 3, height: 4))

        let loose = layer(CGRect(x: 0, y: 0, width: 4, height: 4))
        loose.scroll(CGPoint(x: 1, y: 1))
        #expect(loose.bounds.origin == .zero && loose.visibleRect == loose.bounds)
    }

    // MARK: Key-value coding and copies

    @Test func newPropertiesAreReachableByKey() {
        let shape = CAShapeLayer()
        shape.setValue(0.5, forKey: "strokeEnd")
        shape.setValue(NSNumber(value: 3), forKey: "lineWidth")
        shape.setValue("even-odd", forKey: "fillRule")
        shape.setValue(CAShapeLayerLineCap.round, forKey: "lineCap")
        shape.setValue([2, 3.5], forKey: "lineDashPattern")
        shape.setValue(nil, forKey: "fillColor")
        #expect(shape.strokeEnd == 0.5 && shape.lineWidth == 3 && shape.fillRule == .evenOdd && shape.lineCap == .round)
        #expect(shape.lineDashPattern == [2, 3.5] && shape.fillColor == nil)
        #expect(shape.value(forKey: "strokeEnd") as? CGFloat == 0.5)
        #expect(shape.value(forKeyPath: "lineWidth") as? CGFloat == 3)
        shape.setValue("wide", forKey: "lineWidth")
        #expect(shape.lineWidth == 3, "a value of the wrong type is refused")
        shape.setValue(0.5, forKey: "opacity")
        #expect(shape.opacity == 0.5, "the base keys still work")

        let gradient = CAGradientLayer()
        gradient.setValue([redColor, blueColor], forKey: "colors")
        gradient.setValue(CGPoint(x: 0, y: 0.5), forKey: "startPoint")
        gradient.setValue("radial", forKey: "type")
        #expect(gradient.colors?.count == 2 && gradient.startPoint == CGPoint(x: 0, y: 0.5) && gradient.type == .radial)
        #expect(gradient.value(forKeyPath: "startPoint.y") as? CGFloat == 0.5)

        let replicator = CAReplicatorLayer()
        replicator.setValue(4, forKey: "instanceCount")
        replicator.setValue(CATransform3DMakeScale(2, 2, 1), forKey: "instanceTransform")
        replicator.setValue(0.25, forKey: "instanceAlphaOffset")
        #expect(replicator.instanceCount == 4 && replicator.instanceTransform.m11 == 2)
        #expect(replicator.instanceAlphaOffset == 0.25 && replicator.value(forKey: "instanceCount") as? Int == 4)
        #expect(replicator.value(forKey: "instanceColor") as? CGColor == CGColor.white)

        let scroller = CAScrollLayer()
        scroller.setValue("horizontally", forKey: "scrollMode")
        #expect(scroller.scrollMode == .horizontally)
        #expect(scroller.value(forKey: "scrollMode") as? CAScrollLayerScrollMode == .horizontally)

        let tiled = CATiledLayer()
        tiled.setValue(3, forKey: "levelsOfDetail")
        #expect(tiled.levelsOfDetail == 3)
        #expect(tiled.value(forKey: "tileSize") as? CGSize == CGSize(width: 256, height: 256))
    }

    @Test func copiesKeepTheClassesOwnProperties() {
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.3
        shape.lineJoin = .bevel
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.strokeEnd == 0.3 && copy.lineJoin == .bevel)
        #expect((shape.makePresentationCopy() as? CAShapeLayer)?.strokeEnd == 0.3)

        let gradient = CAGradientLayer()
        gradient.type = .conic
        #expect(CAGradientLayer(layer: gradient).type == .conic)
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 7
        #expect(CAReplicatorLayer(layer: replicator).instanceCount == 7)
        let scroller = CAScrollLayer()
        scroller.scrollMode = .none
        #expect(CAScrollLayer(layer: scroller).scrollMode == .none)
        let tiled = CATiledLayer()
        tiled.tileSize = CGSize(width: 64, height: 64)
        #expect(CATiledLayer(layer: tiled).tileSize == CGSize(width: 64, height: 64))

        let plain = CALayer()
        plain.opacity = 0.5
        let fromPlain = CAShapeLayer(layer: plain)
        #expect(fromPlain.opacity == 0.5 && fromPlain.fillColor == CGColor.black && fromPlain.lineWidth == 1,
                "a layer without the class's own properties leaves them at their defaults")
    }

    /// An app's shape layer that answers a key of its own by overriding key-value coding, as apps do on Apple.
    private final class BadgedShapeLayer: CAShapeLayer {
        /// Set through `setValue(_:forKey:)` under `"badge"`.
        var badge = 0

        override func value(forKey key: String) -> Any? {
            key == "badge" ? badge : super.value(forKey: key)
        }

        override func setValue(_ value: Any?, forKey key: String) {
            guard key == "badge" else { return super.setValue(value, forKey: key) }
            badge = value as? Int ?? 0
        }
    }

    @Test func appSubclassesKeepTheirOverridesAndTheirSuperclassesKeys() {
        let layer = BadgedShapeLayer()
        layer.setValue(7, forKey: "badge")
        layer.setValue(0.4, forKey: "strokeEnd")
        #expect(layer.badge == 7 && layer.value(forKey: "badge") as? Int == 7)
        #expect(layer.strokeEnd == 0.4 && layer.value(forKey: "strokeEnd") as? CGFloat == 0.4)
        #expect(BadgedShapeLayer(layer: layer).strokeEnd == 0.4)
    }
}
