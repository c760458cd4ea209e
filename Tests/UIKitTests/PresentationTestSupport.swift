import Foundation
@testable import UIKit
import UIKitTesting

/// A shown window on a screen of `size` whose root is a recording controller "A", for presentation tests.
@MainActor
func withPresentingWindow(size: CGSize = CGSize(width: 390, height: 844),
                          safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                          _ body: (UIWindow, RecordingController, RecordingView.Log) throws -> Void) rethrows {
    let screen = VirtualScreens.connect(size: size, scale: 1, safeAreaInsets: safeAreaInsets)
    defer { VirtualScreens.disconnect(screen) }
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let log = RecordingView.Log()
    let root = RecordingController("A", shared: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    FramePass.runOnce()
    FramePass.drain()
    log.entries = []
    try body(window, root, log)
}

/// The appearance callbacks in `log`.
func appearanceCalls(_ log: RecordingView.Log) -> [String] {
    log.entries.filter { $0.contains("ppear") }
}

/// Records what a presentation controller's delegate hears, into a shared log.
@MainActor
final class RecordingPresentationDelegate: UIPopoverPresentationControllerDelegate, UISheetPresentationControllerDelegate {
    let log: RecordingView.Log
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle?

    init(_ log: RecordingView.Log) { self.log = log }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        adaptiveStyle ?? controller.adaptivePresentationStyle
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.entries.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.entries.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// Records the presentation style its transition coordinator reports in `viewWillAppear(_:)`.
@MainActor
final class CoordinatorReadingController: UIViewController {
    var styleInWillAppear: UIModalPresentationStyle?
    override func viewWillAppear(_ animated: Bool) {
        styleInWillAppear = transitionCoordinator?.presentationStyle
    }
}
