import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller that logs its trait changes, with the style and width class before and after, into a shared log.
private final class TraitLogController: UIViewController {
    let name: String
    let log: RecordingView.Log

    init(_ name: String, log: RecordingView.Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.entries.append("\(name) \(describe(previousTraitCollection)) -> \(describe(traitCollection))")
    }
}

/// A presentation controller that logs its trait changes the same way.
private final class TraitLogPresentationController: UIPresentationController {
    var log: RecordingView.Log?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log?.entries.append("presentation \(describe(previousTraitCollection)) -> \(describe(traitCollection))")
    }
}

/// Supplies a `TraitLogPresentationController` for `.custom` presentations.
private final class TraitLogTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let log: RecordingView.Log
    init(_ log: RecordingView.Log) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = TraitLogPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }
}

/// "light regular" and the like: the two traits these tests change.
private func describe(_ traits: UITraitCollection?) -> String {
    guard let traits else { return "nil" }
    let style = traits.userInterfaceStyle == .dark ? "dark" : "light"
    let width = switch traits.horizontalSizeClass {
    case .compact: "compact"
    case .regular: "regular"
    default: "unspecified"
    }
    return "\(style) \(width)"
}

@MainActor @Suite struct TraitChainTests {
    /// A 1024 × 768 window is regular in width; what it presents is too unless its presentation says otherwise.
    private let wide = CGSize(width: 1024, height: 768)

    private func present(_ controller: UIViewController, from presenter: UIViewController) {
        presenter.present(controller, animated: false)
        FramePass.runOnce()
        FramePass.drain()
    }

    @Test func aFormSheetAndAPopoverAreCompactInARegularWindow() {
        withPresentingWindow(size: wide) { window, root, _ in
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            present(sheet, from: root)
            #expect(root.traitCollection.horizontalSizeClass == .regular)
            #expect(sheet.presentationController?.traitCollection.horizontalSizeClass == .compact)
            #expect(sheet.traitCollection.horizontalSizeClass == .compact)
            #expect(sheet.view.traitCollection.horizontalSizeClass == .compact)
            // The presentation passes the rest on: the window's height class.
            #expect(sheet.traitCollection.verticalSizeClass == window.traitCollection.verticalSizeClass)
            sheet.dismiss(animated: false)
            FramePass.drain()

            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            popover.popoverPresentationController?.sourceView = root.view
            present(popover, from: root)
            #expect(popover.traitCollection.horizontalSizeClass == .compact)
            popover.dismiss(animated: false)
            FramePass.drain()

            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            present(cover, from: root)
            #expect(cover.traitCollection.horizontalSizeClass == .regular)
        }
    }

    @Test func aPresentationsOverrideReachesOnlyThePresentedControllerAndItsViews() {
        withPresentingWindow(size: wide) { _, root, _ in
            let log = RecordingView.Log()
            let presented = TraitLogController("presented", log: log)
            presented.modalPresentationStyle = .custom
            let transitioning = TraitLogTransitioning(log)
            presented.transitioningDelegate = transitioning
            present(presented, from: root)
            let presentation = presented.presentationController as? TraitLogPresentationController
            #expect(presentation != nil)
            let label = UILabel()
            presented.view.addSubview(label)
            #expect(presented.traitCollection.horizontalSizeClass == .regular && log.entries.isEmpty)

            presentation?.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
            #expect(log.entries == ["presentation light regular -> light compact", "presented light regular -> light compact"])
            #expect(label.traitCollection.horizontalSizeClass == .compact)
            #expect(root.traitCollection.horizontalSizeClass == .regular)

            // traitOverrides apply over overrideTraitCollection.
            log.entries = []
            presentation?.traitOverrides.userInterfaceStyle = .dark
            #expect(log.entries == ["presentation light compact -> dark compact", "presented light compact -> dark compact"])
            log.entries = []
            presentation?.overrideTraitCollection = nil
            presentation?.traitOverrides.remove(UITraitUserInterfaceStyle.self)
            #expect(log.entries == [
                "presentation dark compact -> dark regular", "presented dark compact -> dark regular",
                "presentation dark regular -> light regular", "presented dark regular -> light regular",
            ])
        }
    }

    @Test func anOverrideSetBeforePresentingAppliesFromTheStart() {
        withPresentingWindow(size: wide) { _, root, _ in
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            presented.presentationController?.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
            present(presented, from: root)
            #expect(presented.traitCollection.userInterfaceStyle == .dark)
            #expect(presented.traitCollection.horizontalSizeClass == .regular)
            #expect(root.traitCollection.userInterfaceStyle == .light)
        }
    }
}

extension SceneTests {
    @Test func aScenesTraitChangeReachesItsWindowThenAPresentedControllerThroughItsPresentation() throws {
        try launch(TemplateAppDelegate(), info: templateInfo()) { app, screen in
            let scene = try #require(app.windowScene(on: screen))
            let window = try #require((scene.delegate as? TemplateSceneDelegate)?.window)
            let root = try #require(window.rootViewController)
            FramePass.runOnce()
            FramePass.drain()
            let log = RecordingView.Log()
            let presented = TraitLogController("presented", log: log)
            presented.modalPresentationStyle = .pageSheet
            root.present(presented, animated: false)
            FramePass.drain()
            // Presenting may change other traits of the presented controller: not what this test follows.
            log.entries = []
            let presentation = try #require(presented.presentationController)
            presentation.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIPresentationController, previous) in
                log.entries.append("presentation \(describe(previous)) -> \(describe(presentation.traitCollection))")
            }
            scene.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (scene: UIWindowScene, previous) in
                log.entries.append("scene \(describe(previous)) -> \(describe(scene.traitCollection))")
            }
            window.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (window: UIWindow, previous) in
                log.entries.append("window \(describe(previous)) -> \(describe(window.traitCollection))")
            }
            #expect(scene.traitCollection.userInterfaceStyle == .light)

            scene.traitOverrides.userInterfaceStyle = .dark
            #expect(log.entries == [
                "scene light compact -> dark compact", "window light compact -> dark compact",
                "presentation light compact -> dark compact", "presented light compact -> dark compact",
            ])
            #expect(scene.traitCollection.userInterfaceStyle == .dark && screen.traitCollection.userInterfaceStyle == .light)
            #expect(root.traitCollection.userInterfaceStyle == .dark)

            // A window taken out of the scene goes back to the screen's traits.
            log.entries = []
            window.windowScene = nil
            #expect(log.entries.first == "window dark compact -> light compact")
            #expect(presented.traitCollection.userInterfaceStyle == .light)
        }
    }
}
