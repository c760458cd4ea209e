import Testing
@testable import UIKit

/// A custom view a document names by `customClass`/`customModule`.
final class ProfileBadgeView: UIView {}

/// A custom class registered under a name of its own.
final class RenamedBadgeView: UIView {}

/// A class that descends from no UIKit class: never instantiated from a document.
final class NotAView: NSObject {}

@MainActor
@Suite struct CustomClassTests {
    init() {
        InterfaceBuilder.register(RenamedBadgeView.self, named: "LegacyBadge")
    }

    @Test func aClassOfTheAppsModuleIsFoundByModuleAndName() {
        #expect(InterfaceBuilderConnections.classNamed("ProfileBadgeView", module: "UIKitTests", base: UIView.self)
            == ProfileBadgeView.self)
    }

    @Test func aStaleOrMissingModuleFallsBackToTheAppsModules() {
        #expect(InterfaceBuilderConnections.classNamed("ProfileBadgeView", module: "RenamedApp") == ProfileBadgeView.self)
        #expect(InterfaceBuilderConnections.classNamed("ProfileBadgeView", module: nil) == ProfileBadgeView.self)
    }

    @Test func aRegisteredNameIsFound() {
        #expect(InterfaceBuilderConnections.classNamed("LegacyBadge", module: nil, base: UIView.self) == RenamedBadgeView.self)
    }

    @Test func uikitsOwnClassesAreFoundByName() {
        #expect(InterfaceBuilderConnections.classNamed("UILabel", module: nil, base: UIView.self) == UILabel.self)
        #expect(InterfaceBuilderConnections.classNamed("UINavigationController", module: nil) == UINavigationController.self)
    }

    @Test func anUnknownClassIsLoggedAsOnIOS() {
        let messages = UIKitLogObservers.capture {
            #expect(InterfaceBuilderConnections.classNamed("NoSuchView", module: "UIKitTests", base: UIView.self) == nil)
        }
        #expect(messages.contains("Unknown class NoSuchView in Interface Builder file."))
    }

    @Test func aClassOfAnotherKindIsRefused() {
        let messages = UIKitLogObservers.capture {
            #expect(InterfaceBuilderConnections.classNamed("ProfileBadgeView", module: "UIKitTests", base: UIViewController.self) == nil)
            #expect(InterfaceBuilderConnections.classNamed("NotAView", module: "UIKitTests") == nil)
        }
        #expect(messages.contains { $0.hasPrefix("Unknown class ProfileBadgeView in Interface Builder file. (UIKitTests.ProfileBadgeView is not a UIKit.UIViewController") })
        #expect(messages.contains { $0.hasPrefix("Unknown class NotAView in Interface Builder file. (UIKitTests.NotAView is not a UIKit class") })
    }

    @Test func aClassOfAModuleThatRegisteredNothingIsNotInstantiated() {
        #expect(InterfaceBuilderConnections.classNamed("JSONDecoder", module: "Foundation") == nil)
        #expect(InterfaceBuilderConnections.classNamed("CALayer", module: "QuartzCore") == nil)
    }
}
