import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The objects of a storyboard scene beside its controller — a custom object and gesture recognizers of custom
/// classes — made with the controller's view, connected before `viewDidLoad()`, then awoken.
@MainActor @Suite struct SceneObjectTests {
    private func controller() throws -> ObjectsSceneController {
        let storyboard = UIStoryboard(name: "Objects", bundle: try objectsFixtures())
        return try #require(storyboard.instantiateInitialViewController() as? ObjectsSceneController)
    }

    @Test func theScenesCustomObjectIsMadeWithTheViewAndConnectedBeforeViewDidLoad() throws {
        let controller = try controller()
        #expect(controller.worker == nil)
        let label = try #require(controller.view.viewWithTag(1) as? UILabel)
        let worker = try #require(controller.worker)
        #expect(controller.workerAtViewDidLoad === worker && controller.labelAtViewDidLoad === label && controller.viewDidLoadCount == 1)
        #expect(worker.label === label && worker.controller === controller)
        #expect(worker.awakeCount == 1 && worker.labelTextAtAwake == "Worked on")
    }

    @Test func eachViewLoadMakesItsOwnObjects() throws {
        let first = try controller(), second = try controller()
        _ = first.view
        _ = second.view
        #expect(first.worker != nil && second.worker != nil && first.worker !== second.worker)
        #expect(second.worker?.controller === second)
    }

    @Test func anUnconnectedOutletIsLoggedOnce() throws {
        let storyboard = UIStoryboard(name: "Objects", bundle: try objectsFixtures())
        // A class of its own, so that this test's loads are the first to report its keys.
        let make = { storyboard.instantiateViewController(identifier: "Objects") { ObjectsLoggingController(coder: $0) } }
        let logged = UIKitLogObservers.capture {
            _ = make().view
            _ = make().view
        }
        let reports = logged.filter { $0.contains("for the key notAProperty.") }
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("[<UIKitTests.ObjectsLoggingController 0x") == true)
    }

    @Test func aCustomRecognizerClassThatIsACustomObjectIsMadeWithItsSettingsAndAwoken() throws {
        let controller = try controller()
        let pad = try #require(controller.view.viewWithTag(2))
        let recognizers = pad.gestureRecognizers ?? []
        #expect(recognizers.count == 2)
        let tap = try #require(recognizers.first as? ObjectsDoubleTap)
        #expect(tap.numberOfTapsRequired == 2 && tap.awakeCount == 1 && tap.view === pad)
        // Its override of UIGestureRecognizer's awakeFromNib() runs once the outlet collection has added it to its view.
        #expect(tap.viewAtAwake === pad)
    }

    @Test func anUndeclaredRecognizerClassIsLoggedAndItsUIKitClassStandsIn() throws {
        let controller = try controller()
        let logged = UIKitLogObservers.capture { _ = controller.view }
        let swipe = try #require(controller.view.viewWithTag(2)?.gestureRecognizers?.last as? UISwipeGestureRecognizer)
        #expect(!(swipe is ObjectsUndeclaredSwipe) && swipe.direction == .up)
        #expect(logged.contains { $0.hasPrefix("Unknown class ObjectsUndeclaredSwipe in Interface Builder file.") })
    }

    @Test func aDoubleTapOnTheCustomRecognizerSendsItsActionToTheCustomObject() throws {
        let controller = try controller()
        try showDocument(controller) { window in
            let pad = try #require(controller.view.viewWithTag(2))
            let worker = try #require(controller.worker)
            let centre = pad.convert(CGPoint(x: 100, y: 100), to: window)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { _ in try generator.fingerDoubleTap(at: centre) }
            #expect(worker.taps == 1)
        }
    }
}
