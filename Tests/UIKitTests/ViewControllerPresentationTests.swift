import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Presenting and dismissing view controllers: the appearance orders of shared/notes/controllers.md §1.3,
/// the views UIKit adds, the styles' frames, the built-in animation, and the refusals in Apple's words.
@MainActor @Suite struct ViewControllerPresentationTests {
    private func withPhone(_ body: (UIWindow, RecordingController, RecordingView.Log) -> Void) {
        withPresentingWindow(body)
    }

    private func appearance(_ log: RecordingView.Log) -> [String] {
        log.entries.filter { $0.contains("ppear") }
    }

    @Test func aFullScreenPresentationTakesThePresenterAwayAndBringsItBack() {
        withPhone { window, root, log in
            let presented = RecordingController("B", shared: log)
            presented.modalPresentationStyle = .fullScreen
            var completed = 0
            root.present(presented, animated: false) { completed += 1 }
            #expect(root.presentedViewController === presented && presented.presentingViewController === root)
            #expect(presented.isBeingPresented)
            FramePass.runOnce()
            FramePass.drain()
            #expect(appearance(log) == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                                        "A.viewDidDisappear"])
            #expect(completed == 1 && !presented.isBeingPresented)
            #expect(root.view.window == nil && presented.view.window === window)
            #expect(presented.view.convert(presented.view.bounds, to: window) == window.bounds)
            log.entries = []
            // Dismissed from the presented controller itself: its presenter does it.
            presented.dismiss(animated: false) { completed += 1 }
            #expect(presented.isBeingDismissed)
            FramePass.drain()
            #expect(appearance(log) == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
                                        "B.viewDidDisappear"])
            #expect(completed == 2)
            #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
            #expect(root.view.superview === window && presented.view.window == nil)
            #expect(window.subviews.count == 1)
        }
    }

    @Test func aSheetLeavesThePresenterBeneathWithoutCallbacks() {
        withPhone { window, root, log in
            let presented = RecordingController("B", shared: log)
            root.present(presented, animated: false)
            FramePass.drain()
            #expect(appearance(log) == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
            #expect(root.view.window === window)
            // Below the top of the safe area by 10 points, the window's width, to its bottom.
            #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 57, width: 390, height: 787))
            log.entries = []
            root.dismiss(animated: false)
            FramePass.drain()
            #expect(appearance(log) == ["B.viewWillDisappear", "B.viewDidDisappear"])
            #expect(window.subviews.count == 1)
        }
        #expect(UISheetPresentationController.sheetFrame(.formSheet, in: CGRect(x: 0, y: 0, width: 1024, height: 768), safeArea: .zero)
                == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(UISheetPresentationController.sheetFrame(.pageSheet, in: CGRect(x: 0, y: 0, width: 1024, height: 768), safeArea: .zero)
                == CGRect(x: 160, y: 20, width: 704, height: 748))
    }

    @Test func coverVerticalSlidesUpOverFourTenthsOfASecond() {
        withPhone { window, root, log in
            let presented = RecordingController("B", shared: log)
            presented.modalPresentationStyle = .overFullScreen
            ControlledClock.run { clock in
                var done = false
                root.present(presented, animated: true) { done = true }
                clock.renderFrames(12)
                let y = presented.view.layer.presentation()?.frame.minY ?? -1
                #expect(y > 0 && y < 844)
                // Laid out in the window: it is appearing, not yet appeared.
                #expect(!done && appearance(log) == ["B.viewWillAppear animated", "B.viewIsAppearing"])
                clock.renderFrames(14)
                #expect(done)
                #expect(appearance(log) == ["B.viewWillAppear animated", "B.viewIsAppearing", "B.viewDidAppear"])
                done = false
                presented.modalTransitionStyle = .crossDissolve
                root.dismiss(animated: true) { done = true }
                clock.renderFrames(12)
                let alpha = presented.view.superview?.layer.presentation()?.opacity ?? -1
                #expect(alpha > 0 && alpha < 1)
                clock.renderFrames(14)
                #expect(done && root.presentedViewController == nil)
            }
        }
    }

    @Test func aCurrentContextPresentationCoversTheControllerThatDefinesIt() {
        withPhone { window, root, log in
            let context = UIViewController()
            context.definesPresentationContext = true
            root.addChild(context)
            context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
            root.view.addSubview(context.view)
            context.didMove(toParent: root)
            let inner = UIViewController()
            context.addChild(inner)
            context.view.addSubview(inner.view)
            inner.didMove(toParent: context)
            let presented = UIViewController()
            presented.modalPresentationStyle = .overCurrentContext
            inner.present(presented, animated: false)
            FramePass.drain()
            #expect(presented.presentingViewController === context && context.presentedViewController === presented)
            #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 100, width: 390, height: 300))
            inner.dismiss(animated: false)
            FramePass.drain()
            #expect(context.presentedViewController == nil && presented.view.window == nil)
        }
    }

    @Test func misusesAreRefusedInApplesWordsAndChangeNothing() {
        withPhone { window, root, log in
            let messages = UIKitLogObservers.capture {
                let first = UIViewController(), second = UIViewController()
                root.present(first, animated: false)
                root.present(second, animated: false)
                root.present(first, animated: false)
                first.dismiss(animated: false)
                first.dismiss(animated: false) // already dismissing
                FramePass.drain()
                second.dismiss(animated: false)
                let child = UIViewController()
                root.addChild(child)
                root.present(child, animated: false)
                UIViewController().present(second, animated: false)
                root.present(root, animated: false)
                first.dismiss(animated: false)
                FramePass.drain()
            }
            #expect(messages.contains { $0.contains("Attempt to present") && $0.contains("which is already presenting") })
            #expect(messages.contains { $0.contains("Application tried to present modally a view controller") && $0.contains("that is already being presented by") })
            #expect(messages.contains { $0.contains("while a presentation or dismiss is in progress!") })
            #expect(messages.contains { $0.contains("presents nothing and was not presented") })
            #expect(messages.contains { $0.contains("that has a parent view controller") })
            #expect(messages.contains { $0.contains("whose view is not in the window hierarchy") })
            #expect(messages.contains { $0.contains("Application tried to present modally an active controller") })
            #expect(root.presentedViewController == nil && root.view.window === window && window.subviews.count == 1)
        }
    }

    @Test func dismissingAControllerTakesWhatItPresentsWithIt() {
        withPhone { window, root, log in
            let middle = RecordingController("B", shared: log), top = RecordingController("C", shared: log)
            root.present(middle, animated: false)
            FramePass.drain()
            middle.present(top, animated: false)
            FramePass.drain()
            #expect(middle.presentedViewController === top && top.presentingViewController === middle)
            log.entries = []
            root.dismiss(animated: false)
            FramePass.drain()
            #expect(appearance(log) == ["C.viewWillDisappear", "C.viewDidDisappear", "B.viewWillDisappear", "B.viewDidDisappear"])
            #expect(root.presentedViewController == nil && middle.presentedViewController == nil)
            #expect(window.subviews.count == 1)
        }
    }

    @Test func everyPresentationHasAPresentationControllerOfItsStyle() {
        withPhone { window, root, log in
            let sheet = UIViewController(), full = CoordinatorReadingController(), over = UIViewController()
            full.modalPresentationStyle = .fullScreen
            over.modalPresentationStyle = .overFullScreen
            #expect(sheet.presentationController is UISheetPresentationController && sheet.sheetPresentationController != nil)
            #expect(full.presentationController?.shouldRemovePresentersView == true && full.sheetPresentationController == nil)
            #expect(over.presentationController?.shouldRemovePresentersView == false && over.popoverPresentationController == nil)
            #expect(full.presentationController?.presentingViewController == nil)
            root.present(full, animated: false)
            let controller = full.presentationController
            #expect(controller?.presentingViewController === root && controller?.containerView?.superview === window)
            #expect(controller?.presentationStyle == .fullScreen && full.styleInWillAppear == .fullScreen)
            FramePass.drain()
            #expect(full.transitionCoordinator == nil)
            full.dismiss(animated: false)
            FramePass.drain()
            // The controller stays, configured, for the next presentation; its container went with the presentation.
            #expect(full.presentationController === controller && controller?.containerView == nil)
        }
    }

    @Test func flipAndCurlTurnTheWindowOver() {
        withPhone { window, root, log in
            for (style, type) in [(UIModalTransitionStyle.flipHorizontal, "oglFlip"), (.partialCurl, "pageCurl")] {
                let presented = UIViewController()
                presented.modalPresentationStyle = .fullScreen
                presented.modalTransitionStyle = style
                ControlledClock.run { clock in
                    root.present(presented, animated: true)
                    clock.renderFrames(6)
                    #expect((window.layer.animation(forKey: kCATransition) as? CATransition)?.type.rawValue == type)
                    clock.renderFrames(24)
                    #expect(root.presentedViewController === presented && presented.view.window === window)
                    presented.dismiss(animated: true)
                    clock.renderFrames(30)
                }
                #expect(root.presentedViewController == nil && root.view.window === window && window.subviews.count == 1)
            }
        }
    }

    @Test func presentingWhatIsPresentedOrWhileAPresentationRunsIsRefusedInApplesWords() {
        withPhone { window, root, log in
            let first = UIViewController(), second = UIViewController()
            let messages = UIKitLogObservers.capture {
                ControlledClock.run { clock in
                    root.present(first, animated: true)
                    first.present(second, animated: false)
                    clock.renderFrames(30)
                }
                UIViewController().present(first, animated: false)
            }
            #expect(messages == ["Attempt to present \(second) on \(first) while a presentation is in progress.",
                                 "Application tried to present modally a view controller \(first) that is already being presented by \(root)."])
            #expect(first.presentedViewController == nil && root.presentedViewController === first)
        }
    }
}
