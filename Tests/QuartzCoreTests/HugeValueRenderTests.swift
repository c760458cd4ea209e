import Foundation
import Testing
@testable import QuartzCore

/// Finite values too large to draw (1e9, 1e20, 1e300) pass every `isFinite` guard: each case below once trapped,
/// hung or took gigabytes. Now each draws what it can within the documented limits, and a sibling drawn in front
/// of it keeps its pixels, frame after frame.
@Suite struct HugeValueRenderTests {
    /// A layer that fills its bounds red when displayed.
    final class Filling: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(redColor)
            ctx.fill(bounds)
        }
    }

    /// A 40 × 40 tree: `hostile` inside a container, and a blue 10 × 10 witness at (30, 30) in front of it.
    struct Scene {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let container = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let witness = layer(CGRect(x: 30, y: 30, width: 10, height: 10), blueColor)
        let frame: FrameCompositor

        init(_ hostile: [CALayer], frame: FrameCompositor = FrameCompositor(width: 40, height: 40, scale: 1)) {
            self.frame = frame
            for layer in hostile { container.addSublayer(layer) }
            root.addSublayer(container)
            root.addSublayer(witness)
        }

        /// The frame's pixel at (x, y), cairo ARGB.
        func argb(_ x: Int, _ y: Int) -> UInt32 { frame.surface.row(y)[x] }

        /// Composites two frames (the witness turning from blue to red between them) and renders the tree into a
        /// bitmap, and checks the witness each time: what is drawn before it cannot spoil it.
        func checkWitness(at time: CFTimeInterval = 0, sourceLocation: SourceLocation = #_sourceLocation) {
            quietly { witness.backgroundColor = blueColor }
            frame.render(RenderLayer(root, at: time), time: time)
            #expect(argb(35, 35) == 0xFF00_00FF, sourceLocation: sourceLocation)
            quietly { witness.backgroundColor = redColor }
            frame.render(RenderLayer(root, at: time), time: time)
            #expect(argb(35, 35) == 0xFFFF_0000, sourceLocation: sourceLocation)
            let canvas = Canvas(40, 40)
            root.render(in: canvas.context)
            #expect(canvas[35, 35] == red, sourceLocation: sourceLocation)
        }
    }

    @Test func aDrawnLayerOfHugeBoundsGetsABoundedBackingStore() throws {
        // 50 × 1e300 points: the scale that keeps the long side at 32,767 pixels leaves the short one a pixel.
        let long = Filling()
        long.frame = CGRect(x: 0, y: 0, width: 50, height: 1e300)
        long.setNeedsDisplay()
        long.displayIfNeeded()
        let store = try #require(long.contents as? BackingStore)
        #expect(store.surface.width == 1 && store.surface.height == 32_767)
        // 1e300 on both sides: the side limit first, then the pixel limit, 4,096 × 4,096.
        let huge = Filling()
        huge.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        huge.setNeedsDisplay()
        huge.displayIfNeeded()
        let square = try #require(huge.contents as? BackingStore)
        #expect(square.surface.width == 4_096 && square.surface.height == 4_096)
        Scene([long, huge]).checkWitness()
    }

    @Test func shadowsOfHugeScalesRadiiAndOffsetsAreBoundedAndTheLayerStillDraws() {
        var layers: [CALayer] = []
        for usesPath in [false, true] {
            for (scale, radius, offset) in [(1e9, 3.0, 0.0), (1, 1e9, 0), (1, 1e300, 0), (1, 3, 1e9), (1, 3, 1e300)] {
                let casting = layer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor)
                casting.shadowOpacity = 1
                casting.shadowRadius = radius
                casting.shadowOffset = CGSize(width: offset, height: offset)
                casting.transform = CATransform3DMakeScale(scale, scale, 1)
                if usesPath { casting.shadowPath = CGPath(rect: casting.bounds, transform: nil) }
                layers.append(casting)
            }
        }
        let scene = Scene(layers)
        scene.checkWitness()
        // The unscaled layers' own red shows over their shadows; the one scaled by 1e9 covers the frame.
        #expect(scene.argb(5, 5) == 0xFFFF_0000 && scene.argb(25, 25) == 0xFFFF_0000)
    }

    @Test func aTransformAndSublayerTransformThatOverflowTogetherSkipTheLayer() {
        let parent = layer(CGRect(x: 0, y: 0, width: 20, height: 20), blueColor)
        parent.sublayerTransform = CATransform3DMakeScale(1e200, 1e200, 1)
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        child.transform = CATransform3DMakeScale(1e200, 1e200, 1)
        parent.addSublayer(child)
        let scene = Scene([parent])
        scene.checkWitness()
        // The parent draws; the child, 1e400 times magnified, cannot be placed and is left out.
        #expect(scene.argb(5, 5) == 0xFF00_00FF)
    }

    @Test func aRoundedBorderedLayerScaledBy1e20FillsTheFrameWithItsInside() {
        let rounded = layer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor)
        rounded.cornerRadius = 5
        rounded.borderWidth = 2
        rounded.borderColor = blueColor
        rounded.transform = CATransform3DMakeScale(1e20, 1e20, 1)
        let scene = Scene([rounded])
        scene.checkWitness()
        // The frame lies 1e21 pixels inside the border: all of it is background.
        #expect(scene.argb(0, 0) == 0xFFFF_0000 && scene.argb(20, 5) == 0xFFFF_0000 && scene.argb(39, 0) == 0xFFFF_0000)
    }

    @Test func aBorderWiderThanAnyScreenCoversTheLayer() {
        let bordered = layer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor)
        bordered.cornerRadius = 4
        bordered.borderWidth = 1e9
        bordered.borderColor = blueColor
        let scene = Scene([bordered])
        scene.checkWitness()
        #expect(scene.argb(10, 10) == 0xFF00_00FF && scene.argb(25, 25) == 0)
    }

    @Test func scaleXOf1e300OnARoundedLayerDrawsABandAcrossTheFrame() {
        let rounded = layer(CGRect(x: 0, y: 0, width: 20, height: 20), redColor)
        rounded.cornerRadius = 5
        rounded.setValue(1e300, forKeyPath: "transform.scale.x")
        let scene = Scene([rounded])
        scene.checkWitness()
        // Rows 0..<20 are inside the band from one edge of the frame to the other; the corners are 1e300 away.
        #expect(scene.argb(0, 1) == 0xFFFF_0000 && scene.argb(39, 18) == 0xFFFF_0000 && scene.argb(5, 25) == 0)
    }

    @Test func aKeyframeAnimationAlongAHugePathStaysFinite() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 1e300, y: 0), control1: CGPoint(x: 0, y: 1e300), control2: CGPoint(x: 1e300, y: 1e300))
        path.addArc(center: .zero, radius: 1e300, startAngle: 0, endAngle: 3, clockwise: false)
        let moving = layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = .paced
        animation.rotationMode = .rotateAuto
        animation.beginTime = 100
        animation.duration = 1
        moving.add(animation, forKey: "along")
        for time in [100.0, 100.25, 100.5, 100.999] {
            let position = moving.presentationValues(at: time).position
            #expect(position.x.isFinite && position.y.isFinite)
        }
        Scene([moving]).checkWitness(at: 100.5)
    }

    @Test func replicatorCountsAreCappedAtTheMaximum() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        replicator.instanceTransform = CATransform3DMakeTranslation(1, 0, 0)
        replicator.addSublayer(layer(CGRect(x: 0, y: 0, width: 2, height: 2), redColor))
        for (count, drawn) in [(-5, 0), (3, 3), (1_000_000, CAReplicatorLayer.maximumInstanceCount),
                               (Int.max, CAReplicatorLayer.maximumInstanceCount)] {
            replicator.instanceCount = count
            #expect(replicator.drawnInstanceCount(LayerValues(replicator)) == drawn)
        }
        // One copy of the one sublayer per instance, the most there can be.
        #expect(RenderLayer(replicator, at: 0).sublayers.count == CAReplicatorLayer.maximumInstanceCount)
        // An animated count of 1e300 is capped the same way.
        replicator.instanceCount = 1
        let animation = CABasicAnimation(keyPath: "instanceCount")
        animation.fromValue = 1e300
        animation.toValue = 1e300
        animation.duration = 10
        replicator.add(animation, forKey: "count")
        let time = replicator.animation(forKey: "count")!.beginTime + 1
        #expect(replicator.drawnInstanceCount(replicator.presentationValues(at: time)) == CAReplicatorLayer.maximumInstanceCount)
    }

    @Test func framesWiderThanTheLimitOrAtAHugeScaleKeepTheirTopLeft() {
        let wide = FrameCompositor(width: 40_000, height: 40, scale: 1)
        #expect(wide.surface.width == FrameCompositor.maximumSide && wide.surface.height == 40)
        Scene([], frame: wide).checkWitness()
        let magnified = FrameCompositor(width: 390, height: 844, scale: 1e6)
        #expect(magnified.surface.width == 390 && magnified.surface.height == 844 && magnified.scale == 1e6)
        let background = layer(CGRect(x: 0, y: 0, width: 40, height: 40), redColor)
        magnified.render(RenderLayer(background, at: 0), time: 0)
        #expect(magnified.surface.row(843)[389] == 0xFFFF_0000)
        let huge = FrameCompositor(width: Int.max, height: Int.max, scale: .infinity)
        #expect(huge.surface.width * huge.surface.height <= FrameCompositor.maximumPixels && huge.scale == 1)
    }
}
