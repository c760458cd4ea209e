import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Size transitions: a screen's new mode or a rotation resizes its full-screen windows, and their controllers
/// hear of it first, with a coordinator whose alongside animations run inside the resize.
@MainActor @Suite struct ViewControllerSizeTransitionTests {
    private final class Sizer: UIViewController {
        var log: [String] = []
        var childWidthFraction: CGFloat = 1
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("will \(Int(size.width))x\(Int(size.height)) animated \(coordinator.isAnimated) current \(transitionCoordinator === coordinator)")
            coordinator.animate(alongsideTransition: { [unowned self] context in
                // In whole degrees, a half turn either way read as 180.
                let degrees = Int((atan2(context.targetTransform.b, context.targetTransform.a) * 180 / .pi).rounded())
                log.append("along \(Int(view.bounds.width)) turn \(degrees == -180 ? 180 : degrees)")
            }, completion: { [unowned self] _ in
                log.append("done \(transitionCoordinator == nil)")
            })
        }
        override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width * childWidthFraction, height: parentSize.height)
        }
    }

    private func withPhone(_ body: (UIScreen, UIWindow) -> Void) {
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                            modes: [CGSize(width: 390, height: 844), CGSize(width: 430, height: 932)])
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        body(screen, window)
    }

    @Test func aNewScreenModeResizesTheWindowInASizeTransition() {
        withPhone { screen, window in
            let root = Sizer(), child = Sizer()
            root.childWidthFraction = 0.5
            root.addChild(child)
            window.rootViewController = root
            FramePass.runOnce()
            screen.currentMode = screen.availableModes[1]
            #expect(window.frame.size == CGSize(width: 430, height: 932))
            #expect(root.view.frame.size == CGSize(width: 430, height: 932))
            #expect(root.log == ["will 430x932 animated false current true", "along 430 turn 0", "done true"])
            // The child is told the size its parent gives it.
            #expect(child.log.first == "will 215x932 animated false current true")
            #expect(root.transitionCoordinator == nil)
        }
    }

    @Test func rotatingTurnsTheBoundsTheSafeAreaAndTheWindow() {
        withPhone { screen, window in
            let root = Sizer()
            window.rootViewController = root
            FramePass.runOnce()
            #expect(VirtualScreens.rotate(screen, to: .landscapeRight, animated: false))
            #expect(screen.bounds.size == CGSize(width: 844, height: 390))
            // The notch, at the top of the upright device, is on the left with the home edge on the right.
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 34))
            #expect(root.view.bounds.size == CGSize(width: 844, height: 390))
            #expect(root.log == ["will 844x390 animated false current true", "along 844 turn 90", "done true"])
            root.log = []
            // Upside down is not supported on a phone: the interface stays.
            #expect(!VirtualScreens.rotate(screen, to: .portraitUpsideDown, animated: false))
            #expect(!VirtualScreens.rotate(screen, to: .landscapeRight, animated: false))
            #expect(VirtualScreens.rotate(screen, to: .landscapeLeft, animated: false))
            #expect(screen.bounds.size == CGSize(width: 844, height: 390))
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 34, bottom: 0, right: 47))
            #expect(root.log == ["will 844x390 animated false current true", "along 844 turn 180", "done true"])
            #expect(VirtualScreens.rotate(screen, to: .portrait, animated: false))
            #expect(screen.bounds.size == CGSize(width: 390, height: 844) && window.frame == screen.bounds)
        }
    }

    @Test func aControllerThatOnlySupportsPortraitKeepsTheInterfaceUpright() {
        final class Upright: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        withPhone { screen, window in
            window.rootViewController = Upright()
            #expect(!VirtualScreens.rotate(screen, to: .landscapeLeft, animated: false))
            #expect(screen.bounds.size == CGSize(width: 390, height: 844))
            #expect(!VirtualScreens.rotate(screen, to: .unknown, animated: false))
        }
    }

    @Test func anAnimatedRotationRunsTheAlongsideAnimationsInTheResize() {
        withPhone { screen, window in
            let root = Sizer()
            window.rootViewController = root
            FramePass.runOnce()
            ControlledClock.run { clock in
                VirtualScreens.rotate(screen, to: .landscapeLeft)
                // The model takes the new size at once; the completion waits for the 0.3 s animation.
                #expect(window.frame.size == CGSize(width: 844, height: 390))
                #expect(root.log == ["will 844x390 animated true current true", "along 844 turn -90"])
                clock.renderFrames(9)
                let midway = window.layer.presentation()?.bounds.width ?? 0
                #expect(midway > 390 && midway < 844)
                clock.renderFrames(12)
                #expect(root.log.last == "done true")
            }
        }
    }

    @Test func blocksRegisteredFromBlocksRunOnceAndNoneAfterTheEnd() {
        final class Nesting: UIViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                coordinator.animate(alongsideTransition: { [unowned self] context in
                    log.append("outer")
                    // Registered while the animations run: its completion runs after the one registered first.
                    _ = (context as? UIViewControllerTransitionCoordinator)?.animate(alongsideTransition: nil) { [unowned self] _ in
                        log.append("inner completion")
                    }
                }, completion: { [unowned self] context in
                    let late = (context as? UIViewControllerTransitionCoordinator)?.animate(alongsideTransition: { _ in }) ?? true
                    log.append("completion, late \(late)")
                })
            }
        }
        withPhone { screen, window in
            let root = Nesting()
            window.rootViewController = root
            screen.currentMode = screen.availableModes[1]
            #expect(root.log == ["outer", "completion, late false", "inner completion"])
        }
    }

    @Test func anOverrideThatSkipsSuperCutsOffItsChildrenAndNothingElse() {
        final class Silent: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
        }
        withPhone { screen, window in
            let root = Silent(), child = Sizer()
            root.addChild(child)
            window.rootViewController = root
            screen.currentMode = screen.availableModes[1]
            #expect(child.log.isEmpty)
            #expect(root.view.frame.size == CGSize(width: 430, height: 932))
        }
    }

    @Test func theDeviceOrientationIsPostedWhileNotificationsAreOn() {
        let device = UIDevice.current
        var posts = 0
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                              object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posts += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let start = device.orientation
        device.setOrientation(.faceUp)
        #expect(posts == 0 && device.orientation == .faceUp && device.orientation.isFlat)
        device.beginGeneratingDeviceOrientationNotifications()
        device.setOrientation(.landscapeLeft)
        device.endGeneratingDeviceOrientationNotifications()
        device.setOrientation(start)
        #expect(posts == 1 && !device.isGeneratingDeviceOrientationNotifications)
        #expect(UIInterfaceOrientation.landscapeLeft.deviceOrientation == .landscapeRight)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        #expect(device.systemName == "Linux" && !device.systemVersion.isEmpty)
    }
}
