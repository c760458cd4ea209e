import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Dynamic Type: iOS's sizes for every text style, `UIFontMetrics`, and views whose fonts follow the text size.
@MainActor @Suite struct DynamicTypeTests {
    /// Every style, in the order of the sizes below.
    static let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
                                             .subheadline, .footnote, .caption1, .caption2]

    @Test(arguments: [
        (UIContentSizeCategory.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11] as [CGFloat]),
        (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ])
    func everyStyleHasTheHIGSizeAtACategory(category: UIContentSizeCategory, sizes: [CGFloat]) {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        let fonts = Self.styles.map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits) }
        #expect(fonts.map(\.pointSize) == sizes)
        // Headlines alone are semibold (OpenType 600); the others regular.
        #expect(fonts.map(\.textFont.weight) == Self.styles.map { $0 == .headline ? 600 : 400 })
    }

    @Test func withoutTraitsTheAppsCategoryDecides() {
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        // An unspecified category falls back to the app's.
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: UITraitCollection()).pointSize == 13)
        VirtualScreens.setPreferredContentSizeCategory(.extraLarge)
        defer { VirtualScreens.setPreferredContentSizeCategory(.large) }
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 19)
        #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .extraLarge)
    }

    @Test func fontMetricsScaleAlongTheStylesCurve() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let body = UIFontMetrics.default
        // Body is 17 at Large and 23 at XXXL: everything grows by 23/17.
        #expect(body.scaledValue(for: 17, compatibleWith: xxxl) == 23)
        #expect(body.scaledValue(for: 34, compatibleWith: xxxl) == 46)
        let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
        let scaled = body.scaledFont(for: custom, compatibleWith: xxxl)
        #expect(abs(scaled.pointSize - 20 * 23 / 17) < 0.0001 && scaled.textFont.weight == 700)
        #expect(body.scaledFont(for: custom, maximumPointSize: 24, compatibleWith: xxxl).pointSize == 24)
        // Title 1 is 28 at Large and 58 at AX5.
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14, compatibleWith: ax5) == 29)
        // At Large nothing changes; smaller categories shrink.
        #expect(body.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
        #expect(body.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) == 14)
    }

    @Test func anAdjustingLabelsFontFollowsTheCategory() {
        withScreenWindow(size: CGSize(width: 300, height: 200)) { window, _ in
            let adjusting = UILabel(), fixed = UILabel(), scaled = UILabel(), plain = UILabel()
            for label in [adjusting, fixed, scaled, plain] {
                label.text = "Dynamic"
                window.addSubview(label)
            }
            adjusting.font = .preferredFont(forTextStyle: .body)
            adjusting.adjustsFontForContentSizeCategory = true
            fixed.font = .preferredFont(forTextStyle: .body)
            scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 14), maximumPointSize: 20)
            scaled.adjustsFontForContentSizeCategory = true
            plain.font = .systemFont(ofSize: 15)
            plain.adjustsFontForContentSizeCategory = true
            let widthBefore = adjusting.intrinsicContentSize.width

            VirtualScreens.setPreferredContentSizeCategory(.extraExtraExtraLarge)
            defer { VirtualScreens.setPreferredContentSizeCategory(.large) }
            #expect(adjusting.font.pointSize == 23)
            #expect(adjusting.intrinsicContentSize.width > widthBefore)
            #expect(fixed.font.pointSize == 17)
            // Title 1 grows by 34/28 at XXXL: 14 would become 17, under the limit of 20.
            #expect(scaled.font.pointSize == 17)
            #expect(plain.font.pointSize == 15)

            // An override on the label wins over the screen's category.
            adjusting.traitOverrides.preferredContentSizeCategory = .extraSmall
            #expect(adjusting.font.pointSize == 14)
        }
    }

    @Test func turningAdjustingOnResolvesTheFontForTheViewsTraits() {
        withScreenWindow { window, _ in
            let container = UIView()
            container.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
            window.addSubview(container)
            let label = UILabel()
            container.addSubview(label)
            label.font = .preferredFont(forTextStyle: .headline)
            #expect(label.font.pointSize == 17)
            label.adjustsFontForContentSizeCategory = true
            #expect(label.font.pointSize == 28 && label.font.textFont.weight == 600)
        }
    }

    @Test func aButtonsTitleGrowsWithTheCategory() {
        withScreenWindow(size: CGSize(width: 300, height: 200)) { window, _ in
            let button = UIButton(type: .system)
            button.setTitle("Continue", for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            window.addSubview(button)
            let before = button.intrinsicContentSize
            VirtualScreens.setPreferredContentSizeCategory(.accessibilityLarge)
            defer { VirtualScreens.setPreferredContentSizeCategory(.large) }
            #expect(button.titleLabel?.font.pointSize == 33)
            #expect(button.intrinsicContentSize.height > before.height)
        }
    }

    @Test func aChangeIsPostedWithTheNewCategory() {
        @MainActor final class Observer {
            var received: [UIContentSizeCategory] = []
        }
        let observer = Observer()
        let token = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { notification in
            if let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                MainActor.assumeIsolated { observer.received.append(category) }
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        VirtualScreens.setPreferredContentSizeCategory(.small)
        VirtualScreens.setPreferredContentSizeCategory(.small)
        VirtualScreens.setPreferredContentSizeCategory(UIContentSizeCategory(rawValue: "enormous"))
        VirtualScreens.setPreferredContentSizeCategory(.unspecified)
        // Setting the same category again, or an unknown one, posts nothing; unspecified is Large.
        #expect(observer.received == [.small, .large])
    }

    @Test func theLaunchCategoryComesFromTheEnvironment() {
        #expect(SystemAppearance.launchContentSizeCategory(environment: [:]) == .large)
        #expect(SystemAppearance.launchContentSizeCategory(environment: ["VELLUM_CONTENT_SIZE": "AX2"]) == .accessibilityLarge)
        #expect(SystemAppearance.launchContentSizeCategory(environment: ["VELLUM_CONTENT_SIZE": "xxl"]) == .extraExtraLarge)
        #expect(SystemAppearance.launchContentSizeCategory(environment: ["VELLUM_CONTENT_SIZE": "extraSmall"]) == .extraSmall)
        #expect(SystemAppearance.launchContentSizeCategory(
            environment: ["VELLUM_CONTENT_SIZE": "UICTContentSizeCategoryAccessibilityXXXL"]) == .accessibilityExtraExtraExtraLarge)
        #expect(SystemAppearance.launchContentSizeCategory(environment: ["VELLUM_CONTENT_SIZE": "huge"]) == .large)
    }
}
