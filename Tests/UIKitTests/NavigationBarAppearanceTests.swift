import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller whose view is a red scroll view of 2,000 points of content.
private final class ListController: UIViewController {
    var scrollView: UIScrollView { view as! UIScrollView }

    override func loadView() {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.backgroundColor = .red
        view = scrollView
    }
}

/// `UINavigationBarAppearance` and the bar's looks: which appearance shows when (the scroll edge, the top
/// item's own), how it is drawn, titles' and buttons' attributes, prompts, and large titles collapsing and
/// stretching with the content's offset.
@MainActor @Suite struct NavigationBarAppearanceTests {
    /// A 390 × 844 phone with a notch's safe area, showing a navigation controller whose root is `root`.
    private func withNavigation(_ root: UIViewController, prefersLargeTitles: Bool = false,
                                _ body: (UINavigationController, UIScreen) throws -> Void) rethrows {
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        FramePass.drain()
        try body(navigation, screen)
    }

    @Test func configuringAnAppearanceSetsItsBackgroundAndKeepsItsTitles() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .white && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        // A copy is deep: its button appearances are its own.
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
        let copy = appearance.copy() as! UINavigationBarAppearance
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .green)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .red && copy.backgroundColor == nil)
        // The back indicator and its mask go together: one alone resets both.
        let image = UIImage()
        appearance.setBackIndicatorImage(image, transitionMaskImage: image)
        #expect(appearance.backIndicatorImage === image && appearance.backIndicatorTransitionMaskImage === image)
        appearance.setBackIndicatorImage(image, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage == nil && appearance.backIndicatorTransitionMaskImage == nil)
        let blank = UINavigationBarAppearance(barAppearance: UIBarAppearance())
        #expect(blank.titleTextAttributes.isEmpty && blank.shadowColor != nil)
    }

    @Test func atTheScrollEdgeTheBarIsTransparentUnlessAnAppearanceSaysOtherwise() {
        let root = UIViewController()
        root.view.backgroundColor = .red
        withNavigation(root) { navigation, screen in
            let bar = navigation.navigationBar
            // No scroll view: the content's top meets the bar, which shows the standard look over nothing.
            #expect(bar.isAtScrollEdge)
            #expect(capture(screen)[4, 60] == [255, 0, 0, 255])
            #expect(capture(screen)[4, 90] == [255, 0, 0, 255])
            let opaque = UINavigationBarAppearance()
            opaque.configureWithOpaqueBackground()
            opaque.backgroundColor = .blue
            opaque.shadowColor = .green
            bar.scrollEdgeAppearance = opaque
            #expect(capture(screen)[4, 60] == [0, 0, 255, 255])
            #expect(capture(screen)[4, 90] == [0, 255, 0, 255])
            // The top item's own appearance wins over the bar's.
            let yellow = UINavigationBarAppearance()
            yellow.configureWithOpaqueBackground()
            yellow.backgroundColor = .yellow
            root.navigationItem.scrollEdgeAppearance = yellow
            #expect(capture(screen)[4, 60] == [255, 255, 0, 255])
            root.navigationItem.scrollEdgeAppearance = nil
            #expect(capture(screen)[4, 60] == [0, 0, 255, 255])
        }
    }

    @Test func scrollingContentUnderTheBarShowsTheStandardAppearance() {
        let list = ListController()
        withNavigation(list) { navigation, screen in
            let bar = navigation.navigationBar
            // The content starts below the bar: 47 + 44 points.
            #expect(list.scrollView.contentOffset.y == -91 && list.scrollView.adjustedContentInset.top == 91)
            #expect(bar.isAtScrollEdge && capture(screen)[4, 60] == [255, 0, 0, 255])
            list.scrollView.contentOffset.y = -40
            #expect(!bar.isAtScrollEdge)
            // The light material, opaque, and the hairline along the bottom.
            let pixels = capture(screen)
            #expect(pixels[4, 60] == [248, 248, 248, 255])
            #expect(pixels[4, 90][0] < 200)
            list.scrollView.contentOffset.y = -91
            #expect(bar.isAtScrollEdge)
            // The toolbar meets the content's bottom at the largest offset.
            navigation.isToolbarHidden = false
            FramePass.runOnce()
            #expect(!navigation.toolbar.isAtScrollEdge)
            let scrollView = list.scrollView
            scrollView.contentOffset.y = 2000 + scrollView.adjustedContentInset.bottom - 844
            #expect(navigation.toolbar.isAtScrollEdge)
        }
    }

    @Test func titlesAndButtonsTakeTheAppearancesAttributes() {
        let root = UIViewController()
        root.title = "Inbox"
        withNavigation(root) { navigation, _ in
            let bar = navigation.navigationBar
            let save = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
            root.navigationItem.rightBarButtonItem = save
            let font = bar.titleLabel.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
            #expect(font?.pointSize == 17)
            let appearance = UINavigationBarAppearance()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
            bar.standardAppearance = appearance
            bar.scrollEdgeAppearance = appearance
            #expect(bar.titleLabel.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
            #expect((bar.trailingViews.first as? UIButton)?.titleColor(for: .normal) == .green)
        }
    }

    @Test func aPromptShowsAboveTheTitleAndDeepensTheBar() {
        let root = UIViewController()
        withNavigation(root) { navigation, _ in
            root.navigationItem.prompt = "Choose a photo"
            FramePass.runOnce()
            #expect(near(navigation.navigationBar.frame.height, 47 + 30 + 44))
            #expect(near(root.view.safeAreaInsets.top, 47 + 30 + 44))
            let prompt = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Choose a photo" }
            #expect(prompt?.frame == CGRect(x: 0, y: 47, width: 390, height: 30) && prompt?.isHidden == false)
            root.navigationItem.prompt = nil
            FramePass.runOnce()
            #expect(navigation.navigationBar.frame.height == 91 && root.view.safeAreaInsets.top == 91)
        }
    }

    @Test func aLargeTitleCollapsesAsTheContentScrollsAndStretchesWhenPulled() {
        let list = ListController()
        list.title = "Mail"
        withNavigation(list, prefersLargeTitles: true) { navigation, _ in
            let bar = navigation.navigationBar
            let scrollView = list.scrollView
            // Expanded: 44 points of row and 52 of large title below the safe area's top.
            #expect(bar.frame.height == 47 + 96 && scrollView.contentOffset.y == -143)
            #expect(scrollView.adjustedContentInset.top == 143)
            let largeFont = bar.largeTitleLabel.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
            #expect(bar.largeTitleLabel.text == "Mail" && largeFont?.pointSize == 34)
            #expect(bar.titleLabel.isHidden && bar.isAtScrollEdge)
            // 30 points up: the title's area shrinks by as much and the content's top stays at the bar's bottom.
            scrollView.contentOffset.y = -113
            FramePass.runOnce()
            #expect(bar.frame.height == 113 && scrollView.adjustedContentInset.top == 113 && bar.isAtScrollEdge)
            // Further up, the bar is collapsed to its row and the inline title shows.
            scrollView.contentOffset.y = -50
            FramePass.runOnce()
            #expect(bar.frame.height == 91 && scrollView.adjustedContentInset.top == 91)
            #expect(!bar.titleLabel.isHidden && !bar.isAtScrollEdge)
            // Pulled 40 points down past the expanded title: the bar stretches, the safe area does not.
            scrollView.contentOffset.y = -183
            FramePass.runOnce()
            #expect(bar.frame.height == 183 && scrollView.adjustedContentInset.top == 143)
            #expect(near(bar.largeTitleLabel.frame.maxY, 183 - 91 - 8))
        }
    }

    @Test func theLargeTitleDisplayModeDecidesPerItem() {
        let root = UIViewController()
        root.title = "Settings"
        withNavigation(root, prefersLargeTitles: true) { navigation, _ in
            let bar = navigation.navigationBar
            #expect(bar.frame.height == 143 && root.view.safeAreaInsets.top == 143)
            let detail = UIViewController()
            detail.navigationItem.largeTitleDisplayMode = .never
            navigation.pushViewController(detail, animated: false)
            FramePass.runOnce()
            #expect(bar.frame.height == 91 && detail.view.safeAreaInsets.top == 91)
            // Automatic follows the nearest item below that decides: here, never.
            let deeper = UIViewController()
            navigation.pushViewController(deeper, animated: false)
            FramePass.runOnce()
            #expect(bar.frame.height == 91)
            deeper.navigationItem.largeTitleDisplayMode = .always
            FramePass.runOnce()
            #expect(bar.frame.height == 143 && deeper.view.safeAreaInsets.top == 143)
            navigation.popToRootViewController(animated: false)
            bar.prefersLargeTitles = false
            FramePass.runOnce()
            #expect(bar.frame.height == 91 && root.view.safeAreaInsets.top == 91)
        }
    }
}
