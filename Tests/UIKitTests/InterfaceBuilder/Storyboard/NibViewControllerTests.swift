import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller whose view comes from `NibProfileView.xib`, the nib iOS's default name finds for it.
final class NibProfileViewController: UIViewController {}

/// A controller with no nib of its own name.
final class NibPlainController: UIViewController {}

/// `UIViewController(nibName:bundle:)`: the view from the named nib, or from the nib named after the class.
@MainActor @Suite struct NibViewControllerTests {
    @Test func theDefaultNibNameDropsTheModuleAndAFinalController() throws {
        let bundle = try storyboardFixtures()
        #expect(UIViewController.defaultNibName(of: NibProfileViewController.self, in: bundle) == "NibProfileView")
        #expect(UIViewController.defaultNibName(of: NibPlainController.self, in: bundle) == nil)
        #expect(UIViewController.defaultNibName(of: UINavigationController.self, in: bundle) == nil)
        let controller = NibProfileViewController(nibName: nil, bundle: bundle)
        #expect(controller.nibName == nil && controller.nibBundle === bundle)
        #expect((controller.view.viewWithTag(9) as? UILabel)?.text == "From the nib")
        #expect(controller.view.frame.size == CGSize(width: 393, height: 852))
    }

    @Test func aNamedNibGivesTheView() throws {
        let controller = NibPlainController(nibName: "NibNamed", bundle: try storyboardFixtures())
        #expect(controller.nibName == "NibNamed" && (controller.view.viewWithTag(9) as? UILabel)?.text == "Named nib")
    }

    @Test func aMissingNibIsLoggedInUIKitsWordsAndGivesAPlainView() throws {
        let bundle = try storyboardFixtures()
        let controller = NibPlainController(nibName: "NoSuchNib", bundle: bundle)
        let logged = UIKitLogObservers.capture { _ = controller.view }
        #expect(logged == ["Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name 'NoSuchNib'"])
        #expect(controller.isViewLoaded && controller.view.subviews.isEmpty)
    }
}
