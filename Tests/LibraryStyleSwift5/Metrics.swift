// Helpers a Swift 5 library writes outside any actor: a value type whose initializer reads the main screen's
// scale, and free functions that measure views.
import UIKit

/// A hairline and a point rounded to the screen's pixels.
struct PixelMetrics {
    let scale: CGFloat
    let hairline: CGFloat

    init() {
        scale = UIScreen.main.scale
        hairline = 1 / scale
    }

    func roundedToPixels(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }
}

/// The height `view` wants at `width`.
func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
    view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
}

/// The key window's safe area, as a library reads it from a background-agnostic helper.
func keyWindowBounds() -> CGRect {
    UIApplication.shared.windows.first { $0.isKeyWindow }?.bounds ?? UIScreen.main.bounds
}
