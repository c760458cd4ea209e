import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `ProfileView.xib`, written as Xcode 15 writes it, loaded through `UINib` and `Bundle.loadNibNamed`.
@MainActor @Suite struct InterfaceBuilderNibTests {
    private func profileView() throws -> UIView {
        let objects = UINib(nibName: "ProfileView", bundle: NibFixtures.bundle).instantiate(withOwner: nil)
        #expect(objects.count == 1)
        return try #require(objects.first as? UIView)
    }

    @Test func theRootViewKeepsItsFrameMaskColourAndSubviewsInOrder() throws {
        let root = try profileView()
        #expect(root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.backgroundColor === UIColor.systemBackground)
        #expect(root.subviews.map { "\(type(of: $0))" } == ["UILabel", "UILabel", "UIImageView", "UIButton", "UIStackView"])
        #expect(root.subviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test func labelsDecodeTextFontColourAndWrapping() throws {
        let root = try profileView()
        let name = try #require(root.subviews[0] as? UILabel)
        #expect(name.text == "Ada Lovelace" && name.textAlignment == .center && name.numberOfLines == 2)
        #expect(name.lineBreakMode == .byTruncatingTail && !name.isUserInteractionEnabled && name.contentMode == .left)
        #expect(name.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(name.textColor === UIColor.label)
        #expect(name.frame == CGRect(x: 16, y: 75, width: 361, height: 20.333333333333329))

        let role = try #require(root.subviews[1] as? UILabel)
        #expect(role.font == UIFont.preferredFont(forTextStyle: .footnote) && role.font.pointSize == 13)
        #expect(role.adjustsFontForContentSizeCategory)
        #expect(rgba(role.textColor) == [0.2, 0.4, 0.6, 1])
    }

    @Test func imageViewsAndButtonsDecodeImagesStatesAndFonts() throws {
        let root = try profileView()
        let image = try #require(root.subviews[2] as? UIImageView)
        #expect(image.image?.isSymbolImage == true && image.contentMode == .scaleAspectFit && image.clipsToBounds)

        let button = try #require(root.subviews[3] as? UIButton)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Follow" && button.title(for: .disabled) == "Following")
        #expect(button.titleColor(for: .normal) === UIColor.systemGreen)
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 15))
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        #expect(rgba(button.backgroundColor) == [0, 0, 0, 0])
    }

    @Test func stackViewsArrangeTheirSubviewsAndColoursComeFromEveryKindOfSpace() throws {
        let root = try profileView()
        let stack = try #require(root.subviews[4] as? UIStackView)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
        #expect(stack.spacing == 8 && stack.arrangedSubviews == stack.subviews && stack.arrangedSubviews.count == 2)
        // A catalog colour by name falls back to the value the document stores in <resources>.
        #expect(rgba(stack.arrangedSubviews[0].backgroundColor) == [0.8, 0.1, 0.3, 1])
        #expect(rgba(stack.arrangedSubviews[1].backgroundColor) == [1, 0.5, 0, 0.5])
    }

    @Test func constraintsSolveToTheFramesInterfaceBuilderShows() throws {
        let root = try profileView()
        // 15 constraints: the placeholder one ("remove at build time") is gone.
        #expect(root.constraints.count == 15)
        #expect(root.constraints.contains { $0.identifier == "buttonWidth" && $0.relation == .greaterThanOrEqual && $0.constant == 120 })
        #expect(!root.constraints.contains { $0.constant == 999 })
        let image = root.subviews[2]
        #expect(image.constraints.count == 2)
        #expect(image.constraints.contains { $0.firstAttribute == .width && $0.secondAttribute == .height && $0.multiplier == 1 })

        withScreenWindow(size: CGSize(width: 393, height: 852), safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)) { window, _ in
            root.frame = window.bounds
            window.addSubview(root)
            FramePass.runOnce()
            let (name, role, button, stack) = (root.subviews[0], root.subviews[1], root.subviews[3], root.subviews[4])
            #expect(name.frame.origin == CGPoint(x: 16, y: 75) && name.frame.width == 361)
            #expect(name.frame.height == name.intrinsicContentSize.height)
            #expect(role.frame.minY == name.frame.maxY + 8 && role.frame.minX == 16 && role.frame.width == 361)
            #expect(image.frame == CGRect(x: 16, y: role.frame.maxY + 16, width: 40, height: 40))
            // Frames are rounded to the screen's pixels: centres agree within one.
            #expect(button.frame.minX == 72 && abs(button.frame.midY - image.frame.midY) <= 1 && button.frame.width == 120)
            #expect(stack.frame == CGRect(x: 16, y: image.frame.maxY + 16, width: 361, height: 58))
            #expect(stack.subviews.map(\.frame.height) == [25, 25])
        }
    }

    @Test func bundleLoadNibNamedGivesTheSameObjectsAndAMissingNibIsLoggedInUIKitsWords() throws {
        let objects = try #require(NibFixtures.bundle.loadNibNamed("ProfileView", owner: nil))
        #expect(objects.count == 1 && objects.first is UIView)

        var missing: [Any]? = []
        var instantiated: [Any] = [0]
        let messages = UIKitLogObservers.capture {
            missing = NibFixtures.bundle.loadNibNamed("NoSuchView", owner: nil)
            instantiated = UINib(nibName: "NoSuchView", bundle: NibFixtures.bundle).instantiate(withOwner: nil)
        }
        #expect(missing == nil && instantiated.isEmpty)
        #expect(messages.filter { $0.hasPrefix("Could not load NIB in bundle: 'NSBundle <") && $0.hasSuffix("> (loaded)' with name 'NoSuchView'") }.count == 2)
    }

    @Test func theParsedDocumentIsCachedByFileAndDate() throws {
        InterfaceBuilderDocumentCache.removeAll()
        let url = NibFixtures.url.appendingPathComponent("ProfileView.xib")
        let first = try InterfaceBuilderDocumentCache.document(at: url)
        let second = try InterfaceBuilderDocumentCache.document(at: url)
        #expect(first === second)
        // Each instantiation still makes new objects.
        let nib = UINib(nibName: "ProfileView", bundle: NibFixtures.bundle)
        let a = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        let b = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        #expect(a !== b && a.subviews[0] !== b.subviews[0])
    }

    @Test func loadsAfterTheFirstSetWhatTheFirstDecodedFromTheDocumentsPlan() throws {
        // A nib from data has a document of its own: its first load reads the elements, the next ones the plan.
        let bundle = NibFixtures.bundle
        let nib = UINib(data: NibFixtures.data("ProfileView"), bundle: bundle)
        let loads = try (0..<3).map { _ in try #require(nib.instantiate(withOwner: nil).first as? UIView) }
        let document = try #require(nib.document())
        let rootElement = try #require(document.topLevelObjects.first { $0.name == "view" })
        #expect(document.plan(for: bundle).decoded(rootElement).view?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        for root in loads {
            #expect(root.frame == CGRect(x: 0, y: 0, width: 393, height: 852) && root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
            #expect(root.backgroundColor === UIColor.systemBackground && root.subviews.count == 5)
            let name = try #require(root.subviews[0] as? UILabel)
            #expect(name.text == "Ada Lovelace" && name.textAlignment == .center && name.numberOfLines == 2)
            #expect(name.font == UIFont.systemFont(ofSize: 17, weight: .semibold) && name.textColor === UIColor.label)
            #expect(!name.isUserInteractionEnabled && name.contentMode == .left && !name.translatesAutoresizingMaskIntoConstraints)
            let role = try #require(root.subviews[1] as? UILabel)
            #expect(role.font == UIFont.preferredFont(forTextStyle: .footnote) && role.adjustsFontForContentSizeCategory)
            let button = try #require(root.subviews[3] as? UIButton)
            #expect(button.buttonType == .system && button.title(for: .normal) == "Follow" && button.title(for: .disabled) == "Following")
            #expect(button.titleColor(for: .normal) === UIColor.systemGreen && button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 15))
            #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle && rgba(button.backgroundColor) == [0, 0, 0, 0])
            #expect(root.constraints.count == loads[0].constraints.count && !root.constraints.isEmpty)
        }
        #expect(loads[0] !== loads[1] && loads[1].subviews[0] !== loads[2].subviews[0])
    }
}
