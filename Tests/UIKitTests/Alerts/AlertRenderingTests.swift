import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What an alert and a menu put on screen over a white root view, in light and dark: the backdrop is black at
/// 20% (light) or 48% (dark) over the content, the platters the material's stand-in colour (242 gray light;
/// 44, 44, 46 dark).
@MainActor @Suite struct AlertRenderingTests {
    private func pixels(_ style: UIUserInterfaceStyle, _ body: (UIWindow, UIViewController) throws -> CGRect) throws
        -> (backdrop: [UInt8], platter: [UInt8]) {
        var result: (backdrop: [UInt8], platter: [UInt8]) = ([], [])
        try withPresentingWindow { window, root, log in
            window.overrideUserInterfaceStyle = style
            root.view.backgroundColor = .white
            let platter = try body(window, root)
            let shot = ControlledClock.run { clock in
                clock.renderFrames(30)
                return capture(window.screen)
            }
            result = (shot[10, 100], shot[Int(platter.minX) + 20, Int(platter.minY) + 5])
            MenuPresenter.current?.dismiss(animated: false)
        }
        return result
    }

    private func alertPlatter(_ window: UIWindow, _ root: UIViewController) throws -> CGRect {
        let log = RecordingView.Log()
        let view = try show(makeAlert(title: nil, message: nil, actions: ["A", "B", "C"], log: log), from: root)
        return view.convert(view.bounds, to: window)
    }

    @Test func anAlertDimsTheScreenAndDrawsItsPlatterInLightAndDark() throws {
        let light = try pixels(.light, alertPlatter)
        #expect(light.backdrop == [204, 204, 204, 255])
        #expect(light.platter == [242, 242, 242, 255])
        let dark = try pixels(.dark, alertPlatter)
        #expect(dark.backdrop[0] >= 132 && dark.backdrop[0] <= 133 && dark.backdrop[3] == 255)
        #expect(dark.platter == [44, 44, 46, 255])
    }

    @Test func aButtonsMenuDrawsItsPlatterWithoutDimming() throws {
        let light = try pixels(.light) { window, root in
            let log = RecordingView.Log()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 40, y: 200, width: 100, height: 44)
            button.menu = UIMenu(children: [recordingAction("Name", log), recordingAction("Date", log)])
            root.view.addSubview(button)
            let presenter = try #require(button.presentMenu())
            return presenter.menuView.convert(presenter.menuView.bounds, to: window)
        }
        #expect(light.backdrop == [255, 255, 255, 255])
        #expect(light.platter == [242, 242, 242, 255])
    }
}
