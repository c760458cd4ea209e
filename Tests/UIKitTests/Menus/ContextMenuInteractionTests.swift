import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A delegate recording what it hears, giving a configuration with "Copy" and "Delete".
@MainActor
private final class RecordingContextMenuDelegate: UIContextMenuInteractionDelegate {
    let log: RecordingView.Log
    var gives = true
    var preview: UIViewController?
    init(_ log: RecordingView.Log) { self.log = log }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.entries.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard gives else { return nil }
        let preview = preview
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: preview == nil ? nil : { preview }) { suggested in
            UIMenu(children: [recordingAction("Copy", self.log), recordingAction("Delete", self.log, attributes: .destructive)])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.entries.append("willDisplay \(configuration.identifier as? NSString ?? "")")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.entries.append("willEnd")
        animator?.addCompletion { self.log.entries.append("ended") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        log.entries.append("commit \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
        animator.addCompletion { self.log.entries.append("committed") }
    }
}

/// Context menus on a 100 × 100 view at (100, 300) of a phone: by long press, by secondary click, with the
/// view lifted over a dimmed backdrop.
@MainActor @Suite struct ContextMenuInteractionTests {
    private func photo(in root: UIViewController, _ log: RecordingView.Log) -> (UIView, RecordingContextMenuDelegate, UIContextMenuInteraction) {
        let view = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        view.backgroundColor = .systemBlue
        root.view.addSubview(view)
        let delegate = RecordingContextMenuDelegate(log)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (view, delegate, interaction)
    }

    @Test func aLongPressOpensTheMenuAndTheFingerSlidesOntoARow() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let (view, delegate, interaction) = photo(in: root, log)
            #expect(view.interactions.count == 1 && interaction.view === view)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 120, y: 330))
                generator.wait(0.6)
                clock.renderFrames(20)
                let shown = try #require(shownMenu)
                #expect(log.entries == ["configuration at 20,30", "willDisplay photo"])
                #expect(interaction.location(in: view) == CGPoint(x: 20, y: 30))
                // Below the lifted view, over the dimmed backdrop.
                #expect(shown.frame.minY == 408 && shown.rowTitles == ["Copy", "Delete"])
                let overlay = try #require(MenuPresenter.current?.overlay)
                #expect(overlay.backgroundColor == AlertPresentationController.dimmingColor)
                try generator.fingerMove(to: #require(shown.centre(of: "Delete")), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(20)
            }
            #expect(log.entries == ["configuration at 20,30", "willDisplay photo", "willEnd", "ran Delete", "ended"])
            _ = delegate
        }
    }

    @Test func aSecondaryClickOpensTheMenu() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let (_, delegate, _) = photo(in: root, log)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                generator.secondaryClick(at: CGPoint(x: 150, y: 350))
                clock.renderFrames(20)
                let shown = try #require(shownMenu)
                #expect(shown.rowTitles == ["Copy", "Delete"])
                try generator.fingerTap(at: CGPoint(x: 300, y: 100))
                clock.renderFrames(20)
            }
            #expect(log.entries == ["configuration at 50,50", "willDisplay photo", "willEnd", "ended"] && shownMenu == nil)
            _ = delegate
        }
    }

    @Test func tappingThePreviewCommitsToIt() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let (_, delegate, _) = photo(in: root, log)
            let preview = UIViewController()
            preview.preferredContentSize = CGSize(width: 200, height: 150)
            delegate.preview = preview
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerLongPress(at: CGPoint(x: 150, y: 350), duration: 0.6)
                clock.renderFrames(20)
                // The preview is centred on the view at its preferred size.
                #expect(preview.view.frame == CGRect(x: 50, y: 275, width: 200, height: 150))
                try generator.fingerTap(at: CGPoint(x: 150, y: 350))
                clock.renderFrames(20)
            }
            #expect(log.entries == ["configuration at 50,50", "willDisplay photo", "commit pop", "willEnd", "committed", "ended"])
        }
    }

    @Test func noConfigurationOpensNoMenu() throws {
        try withPresentingWindow { window, root, _ in
            let log = RecordingView.Log()
            let (view, delegate, interaction) = photo(in: root, log)
            delegate.gives = false
            let generator = EventGenerator(window: window, timing: .virtual)
            ControlledClock.run { clock in
                generator.secondaryClick(at: CGPoint(x: 150, y: 350))
                clock.renderFrames(5)
            }
            #expect(shownMenu == nil && log.entries == ["configuration at 50,50"])
            view.removeInteraction(interaction)
            #expect(view.interactions.isEmpty && interaction.view == nil)
        }
    }
}
