import Testing
@testable import UIKit
import UIKitTesting

/// `isOpaque` is true for views by default, as on iOS, and false for the standard views that draw over what is
/// beneath them; it is a hint, so a view that does not fill its bounds still shows what is beneath it.
@MainActor @Suite struct OpaqueViewTests {
    /// A view that fills only the left half of its bounds.
    private final class HalfFilledView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    @Test func viewsAreOpaqueByDefaultAndStandardViewsAreNot() {
        let view = UIView()
        #expect(view.isOpaque && view.layer.isOpaque)
        #expect(HalfFilledView().isOpaque && UIWindow().isOpaque && UIControl().isOpaque)
        #expect(!UILabel().isOpaque && !UIImageView().isOpaque && !UIButton(type: .system).isOpaque)
        #expect(!UIStackView().isOpaque)
        view.isOpaque = false
        #expect(!view.isOpaque && !view.layer.isOpaque)
    }

    @Test func anOpaqueViewThatLeavesPixelsUndrawnShowsWhatIsBeneath() {
        withScreenWindow(size: CGSize(width: 40, height: 20), scale: 2) { window, screen in
            let blue = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            blue.backgroundColor = .blue
            window.addSubview(blue)
            let half = HalfFilledView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            blue.addSubview(half)
            #expect(half.isOpaque)
            let pixels = capture(screen)
            // 80 × 40 device pixels: the left 40 columns drawn red, the rest the blue view beneath.
            #expect(pixels[39, 20] == redPixel && pixels[40, 20] == bluePixel && pixels[79, 39] == bluePixel)
        }
    }

    @Test func aTranslucentBackgroundStaysTranslucentOnAnOpaqueView() {
        withScreenWindow(size: CGSize(width: 10, height: 10)) { window, screen in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)
            window.addSubview(view)
            // Half black over the white window: 255 × 0.5 = 127.5.
            #expect(near(capture(screen)[5, 5], [128, 128, 128, 255], tolerance: 1))
        }
    }
}
