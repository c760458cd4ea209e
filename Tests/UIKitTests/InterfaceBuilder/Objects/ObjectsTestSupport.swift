import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The custom object of `Objects.storyboard`'s scene: outlets to the scene's label and controller, the action
/// of its double-tap recognizer.
final class ObjectsWorker: InterfaceBuilder.CustomObject {
    var label: UILabel?
    weak var controller: ObjectsSceneController?
    var taps = 0
    var labelTextAtAwake: String?
    var awakeCount = 0

    init() {}

    func awakeFromNib() {
        awakeCount += 1
        labelTextAtAwake = label?.text
    }

    func tapped(_ sender: UITapGestureRecognizer) { taps += 1 }
}

/// The scene's controller, with outlets to the custom object and the label; what it had when its view loaded.
class ObjectsSceneController: UIViewController {
    var worker: ObjectsWorker?
    var label: UILabel?
    var workerAtViewDidLoad: ObjectsWorker?
    var labelAtViewDidLoad: UILabel?
    var viewDidLoadCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        workerAtViewDidLoad = worker
        labelAtViewDidLoad = label
    }
}

/// A custom gesture-recognizer class, declared a custom object so that documents can make it.
final class ObjectsDoubleTap: UITapGestureRecognizer, InterfaceBuilder.CustomObject {
    var awakeCount = 0
    var viewAtAwake: UIView?

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
        viewAtAwake = view
    }
}

/// A custom recognizer class that never declared itself a custom object.
final class ObjectsUndeclaredSwipe: UISwipeGestureRecognizer {}

/// What the Interface Builder plugin registers for the classes above, and the fixtures' bundle
/// (`Fixtures/Objects`).
@MainActor
func objectsFixtures() throws -> Bundle {
    NibFixtures.allowTestModuleClasses()
    InterfaceBuilder.register(ObjectsWorker.self, outlets: ["label": \ObjectsWorker.label, "controller": \ObjectsWorker.controller],
                              actions: [Selector("tapped:", ObjectsWorker.tapped)])
    InterfaceBuilder.register(ObjectsSceneController.self,
                              outlets: ["worker": \ObjectsSceneController.worker, "label": \ObjectsSceneController.label])
    let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Objects", isDirectory: true)
    return try #require(Bundle(url: url))
}

/// The scene's controller under a class of its own, for a test of what is logged the first time.
final class ObjectsLoggingController: ObjectsSceneController {}
