import Testing
import UIKitSnapshotTesting

/// The strategies against references recorded once under `__Snapshots__` and committed: a change in what
/// Vellum renders or describes fails them.
@MainActor
@Suite struct UIKitSnapshotTestingTests {
    /// A 120 × 60 card: a blue bar, a label and a button.
    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        card.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 60))
        bar.backgroundColor = .blue
        let label = UILabel(frame: CGRect(x: 14, y: 6, width: 100, height: 20))
        label.text = "Vellum"
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 14, y: 32, width: 60, height: 22)
        for subview in [bar, label, button] { card.addSubview(subview) }
        return card
    }

    @Test func aViewIsRenderedThroughTheCompositor() {
        assertSnapshot(of: card(), as: .image, named: "card")
    }

    @Test func aViewGoesBackWhereItWasAndNoScreenIsLeftBehind() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let (first, view, last) = (UIView(), card(), UIView())
        view.frame.origin = CGPoint(x: 50, y: 70)
        for subview in [first, view, last] { container.addSubview(subview) }
        let screens = UIScreen.screens.count
        assertSnapshot(of: view, as: .image(size: CGSize(width: 120, height: 60)))
        #expect(container.subviews == [first, view, last])
        #expect(view.frame == CGRect(x: 50, y: 70, width: 120, height: 60))
        #expect(UIScreen.screens.count == screens)
    }

    @Test func aControllerIsShownAsTheRootOfAWindowOfTheGivenSize() {
        let controller = UIViewController()
        controller.view.backgroundColor = .yellow
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        label.text = "Root"
        controller.view.addSubview(label)
        assertSnapshot(of: controller, as: .image(size: CGSize(width: 100, height: 40)))
        assertSnapshot(of: controller, as: .recursiveDescription(size: CGSize(width: 100, height: 40)))
    }

    @Test func aLayerIsRenderedWithItsSublayers() {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32), transform: nil)
        layer.fillColor = UIColor.red.cgColor
        let square = CALayer()
        square.frame = CGRect(x: 15, y: 15, width: 10, height: 10)
        square.backgroundColor = UIColor.black.cgColor
        layer.addSublayer(square)
        assertSnapshot(of: layer, as: .image)
    }

    @Test func theHierarchyIsDescribedLineByLine() {
        assertSnapshot(of: card(), as: .recursiveDescription)
        assertSnapshot(of: card(), as: .dump)
    }

    @Test func aLabelDumpsItsFrameAndText() {
        let label = UILabel(frame: CGRect(x: 1, y: 2, width: 30.5, height: 4))
        label.text = "Hi"
        label.alpha = 0.5
        #expect(text(of: label, as: .dump) == "▿ UILabel\n  - frame: (1 2; 30.5 4)\n  - alpha: 0.5\n  - text: 'Hi'")
    }

    @Test func aChangeInTheRenderingFails() {
        let changed = card()
        changed.subviews[0].backgroundColor = .red
        let failure = withSnapshotTesting(record: .never) {
            verifySnapshot(of: changed, as: .image, named: "card", testName: "aViewIsRenderedThroughTheCompositor()")
        }
        // The bar, 8 × 60 pixels, is all that changed.
        #expect(failure?.contains("480 of 7200 pixels differ") == true)
    }

    @Test func precisionCountsPixelsAndPerceptualPrecisionBoundsTheColourDistance() throws {
        let gray = try grayImage(128, 128), oneLevelOff = try grayImage(128, 129), twelveOff = try grayImage(128, 140)
        #expect(Diffing<UIImage>.image.diffV2(gray, gray) == nil)
        #expect(Diffing<UIImage>.image.diffV2(gray, oneLevelOff) != nil)
        // One pixel of two differs: half may.
        #expect(Diffing<UIImage>.image(precision: 0.5).diffV2(gray, oneLevelOff) == nil)
        // Grays 128 and 129 have L* 53.59 and 53.98 (ΔE 0.39); 140 has 58.25 (ΔE 4.67).
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.99).diffV2(gray, oneLevelOff) == nil)
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.99).diffV2(gray, twelveOff) != nil)
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.95).diffV2(gray, twelveOff) == nil)
        #expect(Diffing<UIImage>.image.diffV2(gray, try grayImage(128))?.0
                    == "Newly-taken snapshot@1×1 does not match reference@2×1.")
    }

    @Test func anEmptyViewGivesAFailureNotACrash() {
        let failure = withSnapshotTesting(record: .never) {
            verifySnapshot(of: UIView(), as: .image, named: "card", testName: "aViewIsRenderedThroughTheCompositor()")
        }
        #expect(failure?.contains("no pixels") == true)
    }

    /// What `strategy` makes of `value`, without a reference.
    func text<Value>(of value: Value, as strategy: Snapshotting<Value, String>) -> String {
        var result = ""
        strategy.snapshot(value).run { result = $0 }
        return result
    }

    /// An opaque image, one pixel a gray level.
    func grayImage(_ levels: UInt8...) throws -> UIImage {
        let bytes = Data(levels.flatMap { [$0, $0, $0, 255] })
        let provider = try #require(CGDataProvider(data: bytes))
        let image = try #require(CGImage(
            width: levels.count, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: levels.count * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        return UIImage(cgImage: image)
    }
}
