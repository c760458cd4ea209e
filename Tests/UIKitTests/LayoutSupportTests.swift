import Testing
@testable import UIKit
import UIKitTesting

@Suite @MainActor struct LayoutSupportTests {
    @Test func theGuidesSpanTheInsetsAboveAndBelowTheSafeArea() {
        let screen = VirtualScreens.connect(size: CGSize(width: 200, height: 400), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.screen = screen
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        defer { window.isHidden = true }
        performPendingUpdates()

        let top = controller.topLayoutGuide, bottom = controller.bottomLayoutGuide
        #expect(top.length == 20 && bottom.length == 34)
        #expect(controller.topLayoutGuide === top)
        let content = constrained()
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: top.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 50),
        ])
        performPendingUpdates()
        // 400 − 20 − 34 = 346 points between the bars.
        #expect(content.frame == rect(0, 20, 50, 346))
        #expect((top as? UILayoutGuide)?.layoutFrame == rect(0, 0, 200, 20))
        #expect((bottom as? UILayoutGuide)?.layoutFrame == rect(0, 366, 200, 34))
    }

    @Test func theHeightAnchorIsTheLength() {
        let controller = UIViewController()
        controller.view.frame = rect(0, 0, 100, 100)
        let spacer = constrained()
        controller.view.addSubview(spacer)
        NSLayoutConstraint.activate([
            spacer.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor, constant: 10),
            spacer.topAnchor.constraint(equalTo: controller.view.topAnchor),
            spacer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 10),
        ])
        controller.view.layoutIfNeeded()
        // No window, no insets: the guide has no length, and the spacer is its 10 points.
        #expect(controller.topLayoutGuide.length == 0)
        #expect(spacer.frame == rect(0, 0, 10, 10))
    }
}
