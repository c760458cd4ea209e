import Testing
@testable import UIKit
import UIKitTesting

/// Right-to-left layout: directions resolved from semantic content attributes, and the frames leading and
/// trailing constraints, directional margins and stack views give in each direction (worked out by hand).
/// Views start forced left to right, so that the tests hold whatever language the machine runs in.
@MainActor @Suite struct RightToLeftTests {
    @Test func semanticAttributesResolveAsUIKitDocuments() {
        let all: [UISemanticContentAttribute] = [.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft]
        #expect(all.map { UIView.userInterfaceLayoutDirection(for: $0, relativeTo: .rightToLeft) }
                == [.rightToLeft, .leftToRight, .leftToRight, .leftToRight, .rightToLeft])
        #expect(all.map { UIView.userInterfaceLayoutDirection(for: $0, relativeTo: .leftToRight) }
                == [.leftToRight, .leftToRight, .leftToRight, .leftToRight, .rightToLeft])
        let app = UIApplication.shared.userInterfaceLayoutDirection
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == app)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == app)
    }

    @Test func theApplicationsDirectionComesFromTheLaunch() {
        func direction(_ arguments: [String], _ environment: [String: String]) -> UIUserInterfaceLayoutDirection {
            UIApplication.layoutDirection(arguments: arguments, environment: environment)
        }
        #expect(direction(["app"], [:]) == .leftToRight)
        #expect(direction(["app", "-AppleTextDirection", "YES"], [:]) == .rightToLeft)
        #expect(direction(["app", "-NSForceRightToLeftWritingDirection", "YES"], ["LANG": "en_US.UTF-8"]) == .rightToLeft)
        #expect(direction(["app", "-AppleTextDirection", "NO"], [:]) == .leftToRight)
        #expect(direction(["app"], ["LANG": "ar_EG.UTF-8"]) == .rightToLeft)
        #expect(direction(["app"], ["LANG": "he_IL.UTF-8"]) == .rightToLeft)
        #expect(direction(["app"], ["LANG": "de_DE.UTF-8"]) == .leftToRight)
        // LANGUAGE comes first, and its first language counts.
        #expect(direction(["app"], ["LANGUAGE": "fr:ar", "LANG": "ar_EG.UTF-8"]) == .leftToRight)
        #expect(direction(["app"], ["LC_ALL": "fa_IR.UTF-8", "LANG": "en_US.UTF-8"]) == .rightToLeft)
    }

    @Test func directionIsInheritedFromTheNearestForcingAncestor() {
        let root = UIView(), child = UIView(), controls = UIView(), inControls = UIView()
        root.addSubview(child)
        child.addSubview(controls)
        controls.addSubview(inControls)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Playback controls keep their own content left to right; what they contain follows the surroundings.
        controls.semanticContentAttribute = .playback
        #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .forceLeftToRight
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        child.semanticContentAttribute = .unspecified
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .rightToLeft)

        // Moving a subtree under a left-to-right view changes its direction.
        let other = UIView()
        other.semanticContentAttribute = .forceLeftToRight
        other.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.addSubview(child)
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func leadingAndTrailingConstraintsFlip() {
        let container = rootView(200, 100)
        container.semanticContentAttribute = .forceLeftToRight
        let a = constrained(1), b = constrained(2), c = constrained(3)
        for view in [a, b, c] { container.addSubview(view) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            c.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: -50),
            c.widthAnchor.constraint(equalToConstant: 50),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: container.topAnchor), $0.heightAnchor.constraint(equalToConstant: 20)] })
        container.layoutIfNeeded()
        // Left to right: a from 10 to 60; b from 60 + 8 = 68 to 200 − 20 = 180; c centred at 100 − 50 = 50.
        #expect(a.frame == rect(10, 0, 50, 20) && b.frame == rect(68, 0, 112, 20) && c.frame == rect(25, 0, 50, 20))

        // Right to left: a's right edge 10 from the container's, so a spans 140…190; b's right edge 8 left of
        // a's left one (132), its left edge 20 from the container's. A constraint naming no leading or trailing
        // edge does not flip: c stays.
        container.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(a.frame == rect(140, 0, 50, 20) && b.frame == rect(20, 0, 112, 20) && c.frame == rect(25, 0, 50, 20))

        container.semanticContentAttribute = .playback
        container.layoutIfNeeded()
        #expect(a.frame == rect(10, 0, 50, 20) && b.frame == rect(68, 0, 112, 20))
    }

    @Test func directionalMarginsFollowTheDirection() {
        let container = rootView(200, 100)
        container.semanticContentAttribute = .forceLeftToRight
        let content = constrained()
        container.addSubview(content)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 40),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(container.layoutMargins.left == 30 && container.layoutMargins.right == 5)
        #expect(content.frame == rect(30, 0, 40, 10))

        container.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        // The leading margin is now the right one: the content ends at 200 − 30 = 170.
        #expect(container.layoutMargins.left == 5 && container.layoutMargins.right == 30)
        #expect(container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5))
        #expect(content.frame == rect(130, 0, 40, 10))

        // Margins set by their physical edges stay where they are.
        container.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 4)
        container.semanticContentAttribute = .forceLeftToRight
        #expect(container.layoutMargins.left == 12 && container.layoutMargins.right == 4)
    }

    @Test func aHorizontalStackArrangesFromTheRight() {
        func stack(_ distribution: UIStackView.Distribution) -> UIStackView {
            let stack = UIStackView(arrangedSubviews: [IntrinsicView(50, 10), IntrinsicView(60, 20), IntrinsicView(70, 30)])
            stack.frame = rect(0, 0, 300, 100)
            stack.semanticContentAttribute = .forceRightToLeft
            stack.distribution = distribution
            stack.spacing = 10
            stack.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            stack.layoutIfNeeded()
            return stack
        }
        // Left to right these are 0…50, 60…220, 230…300 (see UIStackViewTests): mirrored in the 300-point stack.
        #expect(stack(.fill).arrangedSubviews.map(\.frame) == [rect(250, 0, 50, 100), rect(80, 0, 160, 100), rect(0, 0, 70, 100)])
        // Equal spacing: (300 − 180) / 2 = 60 between the views, a first at the right edge.
        #expect(stack(.equalSpacing).arrangedSubviews.map(\.frame)
                == [rect(250, 0, 50, 100), rect(130, 0, 60, 100), rect(0, 0, 70, 100)])
    }

    @Test func aNaturallyAlignedLabelDrawsOnTheRight() {
        withScreenWindow(size: CGSize(width: 200, height: 40)) { window, screen in
            window.semanticContentAttribute = .forceLeftToRight
            let label = UILabel(frame: CGRect(x: 10, y: 0, width: 180, height: 40))
            label.text = "Vellum"
            label.textColor = .black
            window.addSubview(label)
            let left = inkBounds(capture(screen))!
            window.semanticContentAttribute = .forceRightToLeft
            #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let right = inkBounds(capture(screen))!
            // The same line moves by the label's width less the text's (whole pixels at scale 1).
            let shift = 180 - label.intrinsicContentSize.width
            #expect(abs(right.minX - left.minX - shift) <= 1, "\(left) \(right) \(shift)")
            #expect(right.width == left.width && right.maxX <= 190 && right.maxX > 180)
            // Explicit left alignment does not flip.
            label.textAlignment = .left
            #expect(inkBounds(capture(screen))! == left)
            // Moved into a left-to-right view, a naturally aligned label draws on the left again.
            label.textAlignment = .natural
            #expect(inkBounds(capture(screen))! == right)
            let leftToRight = UIView(frame: window.bounds)
            leftToRight.semanticContentAttribute = .forceLeftToRight
            window.addSubview(leftToRight)
            leftToRight.addSubview(label)
            #expect(inkBounds(capture(screen))! == left)
        }
    }
}
