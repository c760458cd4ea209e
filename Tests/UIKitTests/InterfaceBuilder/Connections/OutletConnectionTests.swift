import Testing
@testable import UIKit

/// A controller with outlets of each kind IB connects, registered as the plugin would register them.
class OutletBaseController: UIViewController {
    var titleLabel: UILabel!
}

final class OutletController: OutletBaseController {
    weak var weakLabel: UILabel?
    var button: UIButton?
    var labels: [UILabel]!
    let fixed = UILabel()
    var keysSetByOverride: [String] = []

    override func setValue(_ value: Any?, forKey key: String) {
        guard key == "custom" else { return super.setValue(value, forKey: key) }
        keysSetByOverride.append(key)
    }
}

/// An owner that is no responder (IB's File's Owner can be any object).
final class PlainOwner {
    var label: UILabel?
}

@MainActor
private func registerOutlets() {
    InterfaceBuilder.register(OutletBaseController.self, outlets: ["titleLabel": \OutletBaseController.titleLabel])
    InterfaceBuilder.register(OutletController.self, outlets: [
        "weakLabel": \OutletController.weakLabel, "button": \OutletController.button,
        "labels": \OutletController.labels, "fixed": \OutletController.fixed,
    ])
    InterfaceBuilder.register(PlainOwner.self, outlets: ["label": \PlainOwner.label])
}

@MainActor
@Suite struct OutletConnectionTests {
    init() { registerOutlets() }

    @Test func anOutletDeclaredOnTheBaseClassConnectsOnASubclass() {
        let controller = OutletController()
        let label = UILabel()
        #expect(InterfaceBuilderConnections.connectOutlet("titleLabel", of: controller, to: label))
        #expect(controller.titleLabel === label)
    }

    @Test func aWeakOutletStaysWeak() {
        let controller = OutletController()
        var label: UILabel? = UILabel()
        #expect(InterfaceBuilderConnections.connectOutlet("weakLabel", of: controller, to: label!))
        #expect(controller.weakLabel === label)
        label = nil
        #expect(controller.weakLabel == nil)
    }

    @Test func anOutletCollectionIsSetToItsMembersInOrder() {
        let controller = OutletController()
        let members = [UILabel(), UILabel(), UILabel()]
        #expect(InterfaceBuilderConnections.connectOutletCollection("labels", of: controller, to: members))
        #expect(controller.labels.count == 3)
        #expect(zip(controller.labels, members).allSatisfy { $0 === $1 })
    }

    @Test func anOutletCollectionMayArriveAsAnNSArray() {
        let controller = OutletController()
        let members = [UILabel(), UILabel()]
        #expect(InterfaceBuilderConnections.connectOutlet("labels", of: controller, to: NSArray(array: members)))
        #expect(controller.labels.count == 2 && controller.labels[0] === members[0])
    }

    @Test func anOutletCollectionWithAMemberOfAnotherTypeIsRefused() {
        let controller = OutletController()
        let messages = UIKitLogObservers.capture {
            #expect(!InterfaceBuilderConnections.connectOutletCollection("labels", of: controller, to: [UILabel(), UIButton()]))
        }
        #expect(controller.labels == nil)
        #expect(messages.contains { $0.contains("setValue:forKey:]: the value for the key labels is a Array<AnyObject>") })
    }

    @Test func aDestinationOfTheWrongTypeIsRefusedAndLogged() {
        let controller = OutletController()
        let messages = UIKitLogObservers.capture {
            #expect(!InterfaceBuilderConnections.connectOutlet("button", of: controller, to: UILabel()))
        }
        #expect(controller.button == nil)
        #expect(messages.contains { $0.hasPrefix("[<UIKitTests.OutletController 0x")
            && $0.hasSuffix("setValue:forKey:]: the value for the key button is a UILabel, not a Optional<UIButton>; not set.") })
    }

    @Test func aReadOnlyPropertyIsRefused() {
        let controller = OutletController()
        let before = controller.fixed
        #expect(!InterfaceBuilderConnections.connectOutlet("fixed", of: controller, to: UILabel()))
        #expect(controller.fixed === before)
    }

    @Test func anUnknownKeyLogsOnceInIOSWording() {
        let first = OutletController(), second = OutletController()
        let messages = UIKitLogObservers.capture {
            #expect(!InterfaceBuilderConnections.connectOutlet("missingLabel", of: first, to: UILabel()))
            #expect(!InterfaceBuilderConnections.connectOutlet("missingLabel", of: second, to: UILabel()))
        }
        let reports = messages.filter { $0.contains("for the key missingLabel.") }
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("[<UIKitTests.OutletController 0x") == true)
        #expect(reports.first?.contains("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missingLabel.") == true)
    }

    @Test func anOverrideOfSetValueForKeyIsAskedFirst() {
        let controller = OutletController()
        #expect(InterfaceBuilderConnections.connectOutlet("custom", of: controller, to: UILabel()))
        #expect(controller.keysSetByOverride == ["custom"])
        #expect(InterfaceBuilderConnections.connectOutlet("titleLabel", of: controller, to: UILabel()))
        #expect(controller.keysSetByOverride == ["custom"])
        #expect(controller.titleLabel != nil)
    }

    @Test func anOwnerThatIsNoResponderConnectsThroughTheRegistry() {
        let owner = PlainOwner()
        let label = UILabel()
        #expect(InterfaceBuilderConnections.connectOutlet("label", of: owner, to: label))
        #expect(owner.label === label)
    }
}
