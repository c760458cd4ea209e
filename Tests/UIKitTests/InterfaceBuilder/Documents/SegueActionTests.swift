import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The source of `Documents.storyboard`'s segues with a `destinationCreationSelector`: its `@IBSegueAction`
/// methods record how they were called.
final class SegueActionSourceController: UIViewController {
    var calls: [String] = []

    func makeDetail(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> StoryboardRecordingController? {
        calls.append("make(\(segueIdentifier ?? "-"), sender: \(sender.map { "\(type(of: $0))" } ?? "nil"))")
        return StoryboardRecordingController(coder: coder, note: "from the segue action")
    }

    func declineDetail(_ coder: NSCoder) -> StoryboardRecordingController? {
        calls.append("decline")
        return nil
    }

    /// What the Interface Builder plugin registers for the two methods were they marked `@IBSegueAction`.
    static func register() {
        InterfaceBuilder.register(SegueActionSourceController.self, segueActions: [
            .init("makeDetailWithCoder:sender:segueIdentifier:", SegueActionSourceController.makeDetail(coder:sender:segueIdentifier:)),
            .init("declineDetail:", SegueActionSourceController.declineDetail),
        ])
    }
}

/// `@IBSegueAction`: a segue whose `destinationCreationSelector` names one of the source's registered segue
/// actions gets its destination from it, made from the destination scene's coder; nil from the action, or an
/// action the source never registered, leaves it to the storyboard.
@MainActor @Suite struct SegueActionTests {
    private func source() throws -> (SegueActionSourceController, UINavigationController) {
        SegueActionSourceController.register()
        StoryboardLog.entries = []
        let storyboard = UIStoryboard(name: "Documents", bundle: try documentsFixtures())
        let source = try #require(storyboard.instantiateInitialViewController() as? SegueActionSourceController)
        return (source, UINavigationController(rootViewController: source))
    }

    @Test func aButtonsSegueShowsWhatTheSegueActionMadeFromTheCoder() throws {
        let (source, navigation) = try source()
        try showDocument(navigation) { window in
            try tapDocumentView(try #require(source.view.viewWithTag(1)), in: window)
            settleDocument()
            #expect(source.calls == ["make(made, sender: UIButton)"])
            let detail = try #require(navigation.topViewController as? StoryboardRecordingController)
            // The coder is the Detail scene's: the title comes from it, the note from the action.
            #expect(detail.note == "from the segue action" && detail.title == "Detail" && detail.storyboard != nil)
            #expect(navigation.viewControllers.count == 2 && detail.view.window === window)
        }
    }

    @Test func nilFromTheActionOrNoRegisteredActionLeavesTheDestinationToTheStoryboard() throws {
        let (source, navigation) = try source()
        try showDocument(navigation) { _ in
            source.performSegue(withIdentifier: "declined", sender: nil)
            settleDocument()
            #expect(source.calls == ["decline"])
            let declined = try #require(navigation.topViewController as? StoryboardRecordingController)
            #expect(declined.note == nil && declined.title == "Detail")

            let logged = UIKitLogObservers.capture { source.performSegue(withIdentifier: "unregistered", sender: nil) }
            settleDocument()
            #expect(logged.count == 1 && logged[0].hasPrefix("-[UIKitTests.SegueActionSourceController missingDetail:]: unrecognized selector sent to instance"))
            #expect(navigation.viewControllers.count == 3 && (navigation.topViewController as? StoryboardRecordingController)?.note == nil)
        }
    }
}
