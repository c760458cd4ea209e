// The Swift 5 target's helpers as Swift 6 wants them: reading the screen is main-actor work.
import UIKit

/// A hairline and a point rounded to the screen's pixels.
struct PixelMetrics: Sendable {
    let scale: CGFloat
    let hairline: CGFloat

    @MainActor
    init() {
        self.init(scale: UIScreen.main.scale)
    }

    init(scale: CGFloat) {
        self.scale = scale
        hairline = 1 / scale
    }

    func roundedToPixels(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }
}

/// The height `view` wants at `width`.
@MainActor
func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
    view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
}

/// Observes the app from code on no actor: notification names are nonisolated, as UIKit's are.
func observeActivation(in center: NotificationCenter,
                       _ handler: @escaping @Sendable (Notification) -> Void) -> NSObjectProtocol {
    center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil, using: handler)
}
