import Testing
@testable import QuartzCore

/// A delegate that only lays out: it does not implement `draw(_:in:)`.
final class LayoutDelegate: CALayerDelegate {
    var layouts = 0
    func layoutSublayers(of layer: CALayer) { layouts += 1 }
}

/// A delegate that records its calls and draws a red rectangle in the layer's top-left quadrant.
final class RecordingDelegate: CALayerDelegate {
    var layouts = 0
    var draws = 0
    var drawsContents = true

    func layoutSublayers(of layer: CALayer) { layouts += 1 }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        guard drawsContents else { return }
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: layer.bounds.minX, y: layer.bounds.minY,
                        width: layer.bounds.width / 2, height: layer.bounds.height / 2))
    }
}

@Suite struct LayerGeometryTests {
    @Test func defaultsAreCoreAnimations() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3 && layer.shadowOpacity == 0)
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.allowsGroupOpacity && layer.isDoubleSided)
        #expect(layer.borderColor == CGColor.black && layer.backgroundColor == nil)
        #expect(CATransform3DIsIdentity(layer.transform) && layer.sublayers == nil)
    }

    @Test func frameDerivesFromBoundsPositionAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
        // The bounds origin shifts the content, not the frame.
        layer.bounds.origin = CGPoint(x: 20, y: 20)
        #expect(layer.frame.origin == CGPoint(x: 100, y: 100))
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.bounds.size == CGSize(width: 30, height: 40) && layer.position == CGPoint(x: 10, y: 20))
    }

    @Test func frameIsTheBoundingBoxUnderATransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // A quarter turn about the centre swaps the sides: 50 wide, 100 tall, still centred on (100, 100).
        let frame = layer.frame
        #expect(abs(frame.minX - 75) < 1e-9 && abs(frame.minY - 50) < 1e-9)
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.frame == CGRect(x: 0, y: 25, width: 200, height: 150))
    }

    @Test func preferredFrameSizeIsTheBoundsMappedIntoTheSuperlayer() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(layer.preferredFrameSize() == CGSize(width: 100, height: 50))
        // Core Animation maps the bounds through the transform: a quarter turn stands the layer on its side.
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let turned = layer.preferredFrameSize()
        #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.preferredFrameSize() == CGSize(width: 200, height: 150))
    }

    @Test func nonFiniteGeometryIsRefused() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        layer.opacity = .nan
        #expect(layer.position == CGPoint(x: 5, y: 5))
        #expect(layer.bounds == .zero && layer.opacity == 1)
    }

    @Test func convertsThroughPositionsBoundsOriginsAndTransforms() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let a = CALayer(), b = CALayer()
        a.anchorPoint = .zero
        a.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        b.anchorPoint = .zero
        b.frame = CGRect(x: 100, y: 0, width: 50, height: 50)
        b.bounds.origin = CGPoint(x: 5, y: 5)
        root.addSublayer(a)
        root.addSublayer(b)
        // a's (0, 0) is root's (10, 20); in b, whose origin (5, 5) sits at root's (100, 0): (-85, 25).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -85, y: 25))
        #expect(a.convert(CGPoint(x: -85, y: 25), from: b) == .zero)
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 10, y: 20, width: 10, height: 10))
        a.transform = CATransform3DMakeScale(2, 2, 1)
        // Scaled about its anchor (its origin): a's (10, 10) is root's (30, 40).
        #expect(a.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 30, y: 40))
        root.sublayerTransform = CATransform3DMakeTranslation(7, 0, 0)
        #expect(a.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 37, y: 40))
    }

    @Test func hitTestingSkipsHiddenAndHonoursMasksAndZOrder() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        let back = CALayer(), front = CALayer(), child = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        child.frame = CGRect(x: 50, y: 50, width: 30, height: 30)
        root.addSublayer(back)
        root.addSublayer(front)
        back.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        // The child sticks out of back's bounds: reachable until back masks to its bounds.
        #expect(root.hitTest(CGPoint(x: 105, y: 105)) == nil)
        #expect(root.hitTest(CGPoint(x: 30, y: 90)) === root)
        front.zPosition = -1
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === child, "outside back's bounds, but back does not mask")
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === front)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === child)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === front)
        #expect(root.hitTest(CGPoint(x: 500, y: 5)) == nil)
    }
}

@Suite struct LayerHierarchyTests {
    @Test func insertingReplacingAndRemoving() {
        let root = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers!.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, above: a)
        #expect(root.sublayers!.map(ObjectIdentifier.init) == [c, a, d, b].map(ObjectIdentifier.init))
        root.insertSublayer(b, below: c)
        #expect(root.sublayers!.first === b && root.sublayers!.count == 4)
        root.replaceSublayer(d, with: CALayer())
        #expect(d.superlayer == nil && root.sublayers!.count == 4)
        a.removeFromSuperlayer()
        #expect(a.superlayer == nil && root.sublayers!.count == 3)
        // Moving a layer takes it out of its old superlayer.
        a.addSublayer(c)
        #expect(c.superlayer === a && root.sublayers!.count == 2)
        root.sublayers = nil
        #expect(root.sublayers == nil && b.superlayer == nil)
    }

    @Test func cyclesAndBadMasksAreRefused() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        grandchild.addSublayer(root)
        child.addSublayer(child)
        #expect(root.superlayer == nil && child.superlayer === root && grandchild.sublayers == nil)
        child.mask = root
        #expect(child.mask == nil)
        child.mask = grandchild
        #expect(child.mask == nil, "a mask must not be in a layer tree")
        let mask = CALayer()
        child.mask = mask
        #expect(child.mask === mask)
    }
}

@Suite struct LayerDisplayAndLayoutTests {
    @Test func displayDrawsIntoABackingStoreOnlyWhenSomethingDraws() {
        let delegate = RecordingDelegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.delegate = delegate
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.draws == 0 && layer.contents == nil)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.draws == 1 && !layer.needsDisplay())
        #expect(layer.contents is BackingStore)
        layer.delegate = LayoutDelegate()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents == nil, "a delegate without draw(_:in:) leaves no backing store")
        let bare = CALayer()
        bare.bounds = layer.bounds
        bare.setNeedsDisplay()
        bare.displayIfNeeded()
        #expect(bare.contents == nil, "no delegate and no draw(in:) override: no backing store")
    }

    @Test func boundsChangesMarkLayoutAndOptionallyDisplay() {
        let delegate = RecordingDelegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.layoutIfNeeded()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout() && !layer.needsDisplay())
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(delegate.layouts == 1 && !layer.needsLayout())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.origin = CGPoint(x: 3, y: 3)
        #expect(!layer.needsDisplay(), "only a change of size redraws")
        layer.bounds.size = CGSize(width: 20, height: 20)
        #expect(layer.needsDisplay())
    }

    @Test func settingTheBoundsSizeAndPositionTogetherActsAsSettingEachInTurn() {
        CATransaction.flush()
        let layer = CALayer()
        layer.bounds = CGRect(x: 2, y: 3, width: 10, height: 10)
        layer.position = CGPoint(x: 5, y: 5)
        layer.layoutIfNeeded()
        CATransaction.flush()
        layer.setBoundsSize(CGSize(width: 30, height: 20), position: CGPoint(x: 15, y: 40))
        #expect(layer.bounds == CGRect(x: 2, y: 3, width: 30, height: 20) && layer.position == CGPoint(x: 15, y: 40))
        #expect(layer.needsLayout(), "a new size lays the layer out")
        let bounds = layer.animation(forKey: "bounds") as? CABasicAnimation
        let position = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(bounds?.fromValue as? CGRect == CGRect(x: 2, y: 3, width: 10, height: 10))
        #expect(position?.fromValue as? CGPoint == CGPoint(x: 5, y: 5))
        layer.layoutIfNeeded()
        layer.setBoundsSize(CGSize(width: 30, height: 20), position: CGPoint(x: 1, y: 1))
        #expect(!layer.needsLayout(), "moving alone lays nothing out")
        layer.setBoundsSize(CGSize(width: CGFloat.infinity, height: 20), position: CGPoint(x: 9, y: 9))
        layer.setBoundsSize(CGSize(width: 5, height: 5), position: CGPoint(x: CGFloat.nan, y: 9))
        #expect(layer.bounds.size == CGSize(width: 30, height: 20) && layer.position == CGPoint(x: 1, y: 1),
                "values that are not finite are refused, with the rest of the change")
        CATransaction.flush()
    }

    @Test func layoutRunsFromTheHighestMarkedAncestor() {
        let top = CALayer(), middle = CALayer(), leaf = CALayer()
        let (d1, d2, d3) = (RecordingDelegate(), RecordingDelegate(), RecordingDelegate())
        top.delegate = d1; middle.delegate = d2; leaf.delegate = d3
        top.addSublayer(middle)
        middle.addSublayer(leaf)
        top.layoutIfNeeded()
        (d1.layouts, d2.layouts, d3.layouts) = (0, 0, 0)
        middle.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(d1.layouts == 0 && d2.layouts == 1 && d3.layouts == 1)
    }
}

@Suite struct LayerKeyValueTests {
    @Test func propertiesByKeyAndKeyPath() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        #expect(layer.position == CGPoint(x: 3, y: 4))
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(2, forKey: "cornerRadius")
        layer.setValue(true, forKey: "hidden")
        #expect(layer.opacity == 0.5 && layer.cornerRadius == 2 && layer.isHidden)
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
        layer.setValue(9, forKeyPath: "position.x")
        layer.setValue(30, forKeyPath: "bounds.size.width")
        #expect(layer.position == CGPoint(x: 9, y: 4) && layer.bounds.width == 30)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 30)
        layer.setValue("custom", forKey: "myKey")
        #expect(layer.value(forKey: "myKey") as? String == "custom")
        layer.setValue("not a point", forKey: "position")
        #expect(layer.position == CGPoint(x: 9, y: 4))
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let p = CGPoint(x: 1, y: 0).applying(layer.affineTransform())
        #expect(abs(p.x) < 1e-9 && abs(p.y - 1) < 1e-9)
        layer.setValue(CGSize(width: 4, height: 5), forKeyPath: "transform.translation")
        #expect(layer.value(forKeyPath: "transform.translation.x") as? CGFloat == 4)
        let copy = CALayer(layer: layer)
        #expect(copy.position == layer.position && copy.opacity == 0.5 && copy.value(forKey: "myKey") as? String == "custom")
    }

    @Test func rarePropertiesLiveOutOfLineOnlyOnceSetAndReadBack() {
        let layer = CALayer()
        // Setting defaults, or clearing what was never set, keeps a layer at its plain size.
        layer.speed = 1
        layer.beginTime = 0
        layer.name = nil
        layer.setValue(nil, forKey: "myKey")
        #expect(layer.rareState == nil)
        #expect(layer.speed == 1 && layer.fillMode == .removed && layer.name == nil && layer.actions == nil)

        layer.speed = 2
        layer.timeOffset = 3
        layer.repeatCount = 4
        layer.autoreverses = true
        layer.fillMode = .both
        layer.name = "badge"
        layer.style = ["cornerRadius": 6]
        layer.setValue(7, forKey: "myKey")
        layer.backdrop = LayerBackdrop(radius: 5)
        #expect(layer.rareState != nil)
        #expect(layer.speed == 2 && layer.timeOffset == 3 && layer.repeatCount == 4 && layer.autoreverses)
        #expect(layer.fillMode == .both && layer.beginTime == 0 && layer.duration == 0)
        #expect(layer.name == "badge" && layer.value(forKey: "cornerRadius") as? CGFloat == 0)
        #expect(layer.value(forKey: "myKey") as? Int == 7 && layer.value(forKey: "other") as? Int == nil)
        #expect(layer.backdrop == LayerBackdrop(radius: 5))
        // A key the layer does not have falls back to the style.
        #expect(layer.value(forKey: "margin") == nil)
        layer.style = ["margin": 6]
        #expect(layer.value(forKey: "margin") as? Int == 6)
        // The layer's time runs at its speed, from its offset.
        #expect(layer.convertTime(10, from: nil) == (10 - 0) * 2 + 3)
    }
}
