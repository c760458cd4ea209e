import Foundation
import UIKit
import UIKitTesting

/// A controller whose view holds `count` plain views in rows of 20.
private final class CrowdedController: UIViewController {
    private let count: Int

    init(subviews count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        for index in 0..<count {
            root.addSubview(UIView(frame: CGRect(x: CGFloat(index % 20) * 19, y: CGFloat(index / 20) * 30,
                                                 width: 18, height: 29)))
        }
        view = root
    }
}

/// Milliseconds of main-thread work an animated push, and an animated pop, of a controller whose view has
/// `subviews` subviews costs in a navigation controller on screen: the call and the frame pass that commits
/// the slide. The view is loaded beforehand (loading is the app's cost); the slide's frames are then rendered
/// on the controlled clock, outside the timing. Medians of `runs`.
@MainActor
func navigationTransitionSetup(subviews: Int, runs: Int = 21) -> (push: Double, pop: Double) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    FramePass.runOnce()
    FramePass.drain()
    var pushes: [Double] = [], pops: [Double] = []
    for _ in 0..<runs {
        let crowded = CrowdedController(subviews: subviews)
        crowded.loadViewIfNeeded()
        ControlledClock.run { clock in
            let start = now()
            navigation.pushViewController(crowded, animated: true)
            FramePass.runOnce()
            pushes.append(now() - start)
            clock.renderFrames(24)
            let popStart = now()
            navigation.popViewController(animated: true)
            FramePass.runOnce()
            pops.append(now() - popStart)
            clock.renderFrames(24)
        }
        check(navigation.viewControllers.count == 1 && crowded.parent == nil, "the push and pop did not finish")
    }
    window.isHidden = true
    return (median(pushes) * 1e3, median(pops) * 1e3)
}
