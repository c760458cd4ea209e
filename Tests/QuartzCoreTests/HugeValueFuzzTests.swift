import Foundation
import Testing
@testable import QuartzCore

/// Random extreme values through the public setters of layers, transforms, paths, animations and `CGContext`,
/// from a fixed seed so that a failure replays: the process must survive, and what was not changed must keep
/// drawing right. `VELLUM_FUZZ_STEPS` runs longer (the default keeps the debug suite quick), `VELLUM_FUZZ_SEED`
/// replays another sequence.
@Suite struct HugeValueFuzzTests {
    static let steps = ProcessInfo.processInfo.environment["VELLUM_FUZZ_STEPS"].flatMap(Int.init) ?? 240
    /// Replicator counts; the capped ones only in a longer run, as 10,000 copies take a third of a second to
    /// snapshot in a debug build (`HugeValueRenderTests` checks the cap).
    static let instanceCounts = ProcessInfo.processInfo.environment["VELLUM_FUZZ_STEPS"] == nil
        ? [0, 3, 40, -1] : [0, 3, 40, -1, 1_000_000, Int.max]
    static let seed = ProcessInfo.processInfo.environment["VELLUM_FUZZ_SEED"].flatMap(UInt64.init) ?? 22

    /// Values that pass `isFinite` but not much else, and a few ordinary ones.
    static let extremes: [CGFloat] = [0, -0.0, .leastNonzeroMagnitude * 2024, 1e-300, 1e-9, 0.5, 1, 3, 40, -3, 1e9, -1e9, 1e20, 1e200, 1e300,
                                      -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]

    struct Fuzzer {
        var rng: SplitMix64

        mutating func value() -> CGFloat {
            Bool.random(using: &rng) ? HugeValueFuzzTests.extremes.randomElement(using: &rng)!
                : CGFloat.random(in: -50...50, using: &rng)
        }
        mutating func point() -> CGPoint { CGPoint(x: value(), y: value()) }
        mutating func size() -> CGSize { CGSize(width: value(), height: value()) }
        mutating func rect() -> CGRect { CGRect(origin: point(), size: size()) }

        mutating func transform() -> CATransform3D {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return CATransform3DMakeScale(value(), value(), value())
            case 1: return CATransform3DMakeRotation(value(), value(), value(), value())
            case 2: return CATransform3DMakeTranslation(value(), value(), value())
            case 3:
                var t = CATransform3DIdentity
                t.m34 = value()
                return t
            default:
                return CATransform3DConcat(CATransform3DMakeScale(value(), value(), 1), CATransform3DMakeRotation(value(), 0, 0, 1))
            }
        }

        mutating func path() -> CGPath {
            let path = CGMutablePath()
            path.move(to: point())
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: path.addLine(to: point())
                case 1: path.addQuadCurve(to: point(), control: point())
                case 2: path.addCurve(to: point(), control1: point(), control2: point())
                case 3:
                    path.addArc(center: point(), radius: value(), startAngle: value(), endAngle: value(),
                                clockwise: Bool.random(using: &rng))
                case 4: path.addRelativeArc(center: point(), radius: value(), startAngle: value(), delta: value())
                default: path.addRoundedRect(in: rect(), cornerWidth: value(), cornerHeight: value())
                }
            }
            if Bool.random(using: &rng) { path.closeSubpath() }
            return path
        }

        /// One random change to `layer` through a public setter, an animation, or key-value coding.
        mutating func change(_ layer: CALayer) {
            switch Int.random(in: 0..<24, using: &rng) {
            case 0: layer.bounds = rect()
            case 1: layer.position = point()
            case 2: layer.anchorPoint = point()
            case 3: layer.transform = transform()
            case 4: layer.sublayerTransform = transform()
            case 5: layer.cornerRadius = value()
            case 6: layer.borderWidth = value()
            case 7:
                layer.shadowOpacity = 1
                layer.shadowRadius = value()
                layer.shadowOffset = size()
            case 8: layer.shadowPath = Bool.random(using: &rng) ? path() : nil
            case 9: layer.zPosition = value()
            case 10: layer.contentsScale = value()
            case 11: layer.masksToBounds.toggle()
            case 12: layer.setValue(value(), forKeyPath: ["transform.scale.x", "transform.scale", "transform.rotation.z",
                                                          "transform.translation.y", "position.x", "bounds.size.width",
                                                          "shadowRadius", "cornerRadius"].randomElement(using: &rng)!)
            case 13:
                let keyPath = ["position", "bounds", "transform", "cornerRadius", "shadowOffset"].randomElement(using: &rng)!
                let animation = CABasicAnimation(keyPath: keyPath)
                animation.fromValue = [point(), rect(), transform(), value(), size()].randomElement(using: &rng)!
                animation.toValue = [point(), rect(), transform(), value(), size()].randomElement(using: &rng)!
                animation.duration = Double(value())
                animation.repeatCount = Float(value())
                layer.add(animation, forKey: "basic")
            case 14:
                let animation = CAKeyframeAnimation(keyPath: "position")
                animation.path = path()
                animation.calculationMode = [.linear, .paced, .cubicPaced].randomElement(using: &rng)!
                animation.rotationMode = .rotateAuto
                animation.duration = 1
                layer.add(animation, forKey: "keyframe")
            case 15: layer.opacity = Float(value())
            case 16: layer.setNeedsDisplay()
            case 17: layer.contentsRect = rect()
            default: changeClass(layer)
            }
        }

        /// A change to what the layer's own class adds.
        mutating func changeClass(_ layer: CALayer) {
            switch layer {
            case let shape as CAShapeLayer:
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: shape.path = path()
                case 1: shape.lineWidth = value()
                case 2: shape.lineDashPattern = [NSNumber(value: Double(value())), NSNumber(value: Double(value()))]
                default: (shape.strokeStart, shape.strokeEnd) = (value(), value())
                }
            case let gradient as CAGradientLayer:
                gradient.type = [.axial, .radial, .conic].randomElement(using: &rng)!
                (gradient.startPoint, gradient.endPoint) = (point(), point())
                gradient.locations = [NSNumber(value: Double(value())), NSNumber(value: Double(value()))]
            case let replicator as CAReplicatorLayer:
                replicator.instanceCount = HugeValueFuzzTests.instanceCounts.randomElement(using: &rng)!
                replicator.instanceTransform = transform()
                replicator.instanceDelay = Double(value())
            default:
                layer.bounds.size = size()
            }
        }
    }

    /// Fills its bounds red when displayed, however large they are.
    final class Filling: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(redColor)
            ctx.fill(bounds)
            ctx.setStrokeColor(blueColor)
            ctx.setLineWidth(bounds.width)
            ctx.strokeEllipse(in: bounds)
        }
    }

    @Test func randomExtremeLayerChangesKeepTheTreeRendering() {
        var fuzzer = Fuzzer(rng: SplitMix64(seed: Self.seed))
        let gradient = CAGradientLayer()
        gradient.colors = [redColor, blueColor]
        let replicator = CAReplicatorLayer()
        replicator.addSublayer(layer(CGRect(x: 0, y: 0, width: 4, height: 4), redColor))
        let shape = CAShapeLayer()
        shape.strokeColor = blueColor
        let image = layer(CGRect(x: 0, y: 0, width: 8, height: 8))
        image.contents = Canvas(4, 4).context.makeImage()
        let hostile = [layer(CGRect(x: 0, y: 0, width: 10, height: 10), redColor), shape, gradient, replicator,
                       Filling(), image]
        for (index, layer) in hostile.enumerated() {
            layer.frame = CGRect(x: CGFloat(index) * 4, y: 2, width: 10, height: 10)
            layer.borderColor = blueColor
            layer.shadowColor = blueColor
        }
        // Nested, so that transforms and sublayer transforms multiply.
        hostile[1].addSublayer(hostile[5])
        let scene = HugeValueRenderTests.Scene(Array(hostile[0..<5]))
        for step in 0..<Self.steps {
            let target = hostile.randomElement(using: &fuzzer.rng)!
            quietly { fuzzer.change(target) }
            if step % 8 == 7 {
                scene.root.layoutAndDisplayTree()
                scene.checkWitness(at: CACurrentMediaTime() + Double(step) / 60)
            }
        }
    }

    @Test func randomExtremeDrawingKeepsTheContextDrawing() {
        var fuzzer = Fuzzer(rng: SplitMix64(seed: Self.seed))
        let canvas = Canvas(24, 24)
        let ctx = canvas.context
        let image = Canvas(4, 4).context.makeImage()!
        let gradient = CGGradient(colorsSpace: nil, colors: [redColor, blueColor], locations: nil)!
        for _ in 0..<Self.steps / 8 {
            ctx.saveGState()
            for _ in 0..<8 {
                switch Int.random(in: 0..<16, using: &fuzzer.rng) {
                case 0: ctx.scaleBy(x: fuzzer.value(), y: fuzzer.value())
                case 1: ctx.translateBy(x: fuzzer.value(), y: fuzzer.value())
                case 2: ctx.rotate(by: fuzzer.value())
                case 3: ctx.setLineWidth(fuzzer.value())
                case 4: ctx.setShadow(offset: fuzzer.size(), blur: fuzzer.value(), color: blueColor)
                case 5: ctx.setLineDash(phase: fuzzer.value(), lengths: [fuzzer.value(), fuzzer.value()])
                case 6: ctx.fill(fuzzer.rect())
                case 7: ctx.stroke(fuzzer.rect())
                case 8:
                    ctx.addPath(fuzzer.path())
                    Bool.random(using: &fuzzer.rng) ? ctx.fillPath() : ctx.strokePath()
                case 9: ctx.addArc(center: fuzzer.point(), radius: fuzzer.value(), startAngle: fuzzer.value(),
                                   endAngle: fuzzer.value(), clockwise: true)
                    ctx.strokePath()
                case 10: ctx.clip(to: fuzzer.rect())
                case 11: ctx.fillEllipse(in: fuzzer.rect())
                case 12: ctx.draw(image, in: fuzzer.rect())
                case 13: ctx.drawLinearGradient(gradient, start: fuzzer.point(), end: fuzzer.point(), options: [])
                case 14: ctx.setMiterLimit(fuzzer.value())
                default:
                    let path = fuzzer.path()
                    _ = path.contains(fuzzer.point())
                    _ = path.copy(strokingWithWidth: fuzzer.value(), lineCap: .round, lineJoin: .round, miterLimit: fuzzer.value())
                    _ = path.copy(dashingWithPhase: fuzzer.value(), lengths: [fuzzer.value(), fuzzer.value()])
                }
            }
            ctx.restoreGState()
            // What the context draws now is exactly what it is asked for.
            ctx.clear(CGRect(x: 0, y: 0, width: 24, height: 24))
            ctx.setFillColor(redColor)
            ctx.fill(CGRect(x: 4, y: 4, width: 8, height: 8))
            #expect(canvas[6, 6] == red && canvas[16, 16] == empty)
        }
    }
}
