import Testing
@testable import UIKit
import UIKitTesting

/// A constraint class of the app's own, as UIKit allows.
final class TaggedConstraint: NSLayoutConstraint {
    var tag = 0
}

@MainActor @Suite struct AutoLayoutConstraintTests {
    @Test func theSevenArgumentInitializerRecordsItsRelation() {
        let a = constrained(), b = constrained()
        let c = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b,
                                   attribute: .height, multiplier: 2, constant: 5)
        #expect(c.firstItem === a && c.secondItem === b)
        #expect(c.firstAttribute == .width && c.secondAttribute == .height)
        #expect(c.relation == .greaterThanOrEqual && c.multiplier == 2 && c.constant == 5)
        #expect(c.priority == .required && !c.isActive && c.identifier == nil && !c.shouldBeArchived)
        #expect(c.firstAnchor.item === a && c.secondAnchor?.item === b && c.firstAnchor.name == "width")
        let constant = NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 44)
        #expect(constant.secondItem == nil && constant.secondAttribute == .notAnAttribute && constant.secondAnchor == nil)
    }

    @Test func priorityConstantsAreUIKits() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999) && UILayoutPriority.defaultLow + 1 == 251)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let root = rootView(), middle = constrained(), left = constrained(), right = constrained()
        root.addSubview(middle)
        middle.addSubview(left)
        middle.addSubview(right)
        let siblings = left.leadingAnchor.constraint(equalTo: right.trailingAnchor)
        let own = left.widthAnchor.constraint(equalToConstant: 10)
        let toRoot = left.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([siblings, own, toRoot])
        #expect(middle.constraints == [siblings])
        #expect(left.constraints == [own])
        #expect(root.constraints == [toRoot])
        #expect(siblings.isActive && own.isActive && toRoot.isActive)
        NSLayoutConstraint.deactivate([siblings, toRoot])
        #expect(middle.constraints.isEmpty && root.constraints.isEmpty && !siblings.isActive)
        siblings.isActive = true
        #expect(middle.constraints == [siblings])
    }

    @Test func addConstraintInstallsOnTheReceiverAndRemoveConstraintDeactivates() {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 30)
        let height = child.heightAnchor.constraint(equalToConstant: 20)
        root.addConstraints([width, height])
        #expect(root.constraints == [width, height] && width.isActive)
        root.layoutIfNeeded()
        #expect(child.bounds.size == CGSize(width: 30, height: 20))
        root.removeConstraint(width)
        #expect(!width.isActive && root.constraints == [height])
        root.removeConstraints([height])
        #expect(root.constraints.isEmpty)
    }

    @Test func addConstraintRefusesItemsOutsideTheReceiver() {
        let root = rootView(), child = constrained(), other = constrained()
        root.addSubview(child)
        let c = child.leadingAnchor.constraint(equalTo: other.leadingAnchor)
        let logs = uikitLogMessages { child.addConstraint(c) }
        #expect(!c.isActive && child.constraints.isEmpty)
        #expect(logs.contains { $0.hasPrefix("The view hierarchy is not prepared for the constraint: \(c.description)") })
    }

    @Test func itemsInDifferentHierarchiesAreRefusedAndLogged() {
        let a = constrained(), b = constrained()
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let logs = uikitLogMessages { c.isActive = true }
        #expect(!c.isActive && a.constraints.isEmpty && b.constraints.isEmpty)
        let expected = "Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x"
        let message = logs.first { $0.hasPrefix(expected) }
        #expect(message != nil)
        #expect(message?.contains("\"UIView:\(NSLayoutConstraint.address(of: a)).leading\">") == true)
        #expect(message?.contains("\"UIView:\(NSLayoutConstraint.address(of: b)).trailing\">") == true)
        #expect(message?.hasSuffix(" because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.") == true)
    }

    @Test func invalidPairingsAreRefusedWithUIKitsMessages() {
        let a = constrained(), b = constrained()
        let prefix = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        var made: [NSLayoutConstraint] = []
        let logs = uikitLogMessages {
            made.append(NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .width,
                                           multiplier: 1, constant: 0))
            made.append(NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: b, attribute: .centerY,
                                           multiplier: 1, constant: 0))
            made.append(NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left,
                                           multiplier: 1, constant: 0))
            made.append(NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: 10))
            made.append(NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
                                           multiplier: 0, constant: 10))
            made.append(NSLayoutConstraint(item: "not a view", attribute: .width, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: 10))
            made.append(a.leadingAnchor.constraint(equalTo: b.leftAnchor))
        }
        #expect(logs.contains { $0.hasPrefix(prefix + "Invalid pairing of layout attributes") })
        #expect(logs.contains { $0.hasPrefix(prefix + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.") })
        #expect(logs.contains { $0.hasPrefix(prefix + NSLayoutConstraint.locationEqualToConstantMessage) })
        #expect(logs.contains { $0.hasPrefix(prefix + "Constraint items must each be a view or layout guide.") })
        #expect(logs.contains { $0.hasPrefix("NSLayoutConstraint for <NSLayoutXAxisAnchor:") && $0.contains("Use leading/trailing for both or neither.") })
        let root = rootView()
        root.addSubview(a)
        root.addSubview(b)
        let refused = uikitLogMessages { NSLayoutConstraint.activate(made) }
        #expect(made.allSatisfy { !$0.isActive } && root.constraints.isEmpty)
        #expect(refused.filter { $0.hasPrefix("Unable to activate constraint") }.count == made.count)
    }

    /// Apple's runtime refuses only a location against a size (either way round), leading or trailing against
    /// left or right, and a location equal to a constant (`eachPairingIOSRefusesIsRefused`); the rest lays out.
    @Test func pairingsIOSAcceptsAreLaidOut() {
        let root = rootView(), a = constrained(), b = constrained()
        root.addSubview(a)
        root.addSubview(b)
        let made = [
            // Locations of different axes, with and without a multiplier.
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
                               multiplier: 1, constant: 50),
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .centerX,
                               multiplier: 0.5, constant: 0),
            // A width against a height.
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height,
                               multiplier: 2, constant: 0),
            NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 0, constant: 10),
            // Leading against centre, which is neither left nor right.
            NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .centerX,
                               multiplier: 1, constant: -150),
            NSLayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                               multiplier: 1, constant: 20),
            NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 40),
            NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 30),
        ]
        let logs = uikitLogMessages { NSLayoutConstraint.activate(made) }
        #expect(logs.isEmpty && made.allSatisfy(\.isActive))
        root.layoutIfNeeded()
        // b: x = 150 − 150 = 0, y = 20, 40 × 30; a: x = b.top + 50 = 70, y = b.centerX / 2 = 10, width 2 × 30.
        #expect(b.frame == rect(0, 20, 40, 30))
        #expect(a.frame == rect(70, 10, 60, 10))
    }

    @Test func eachPairingIOSRefusesIsRefused() {
        let a = constrained(), b = constrained()
        let pairingMessage = "Invalid pairing of layout attributes"
        let mixingMessage = "Use leading/trailing for both or neither."
        let refused: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, CGFloat, String)] = [
            (.width, .left, 1, pairingMessage), (.height, .top, 1, pairingMessage),
            (.left, .width, 1, pairingMessage), (.centerY, .height, 1, pairingMessage),
            (.leading, .left, 1, mixingMessage), (.right, .trailingMargin, 1, mixingMessage),
            (.leadingMargin, .rightMargin, 1, mixingMessage),
            (.top, .bottom, 0, NSLayoutConstraint.locationEqualToConstantMessage),
        ]
        for (first, second, multiplier, message) in refused {
            var made: NSLayoutConstraint?
            let logs = uikitLogMessages {
                made = NSLayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second,
                                          multiplier: multiplier, constant: 0)
            }
            #expect(logs.count == 1 && logs[0].contains(message), "\(first) against \(second)")
            #expect(made?.refusal != nil)
        }
    }

    @Test func nonFiniteConstantsAndMultipliersAreRefused() {
        let root = rootView(), a = constrained()
        root.addSubview(a)
        var nan: NSLayoutConstraint!, infinite: NSLayoutConstraint!
        let made = uikitLogMessages {
            nan = a.widthAnchor.constraint(equalToConstant: .nan)
            infinite = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        }
        #expect(made.filter { $0.contains("must be finite numbers") }.count == 2)
        nan.isActive = true
        infinite.isActive = true
        #expect(!nan.isActive && !infinite.isActive)

        let width = a.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        let logs = uikitLogMessages {
            width.constant = .nan
            width.constant = -.infinity
        }
        #expect(width.constant == 40 && logs.filter { $0.contains("refused the constant") }.count == 2)
        a.heightAnchor.constraint(equalToConstant: 10).isActive = true
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        a.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 40, 10))
    }

    /// A view whose alignment rectangle's top inset is not finite.
    private final class UnboundedInsetView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0) }
    }

    @Test func aConstraintWhoseSolverFormIsNotFiniteIsLeftOutAndTheOthersHold() {
        let root = UnboundedInsetView(frame: rect(0, 0, 300, 200)), a = constrained()
        root.addSubview(a)
        a.frame = rect(0, 7, 0, 0)
        // In the root's coordinates its top edge lies at its infinite inset: the first constraint cannot be solved.
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        // Left out before it reaches the solver, which would log that it refused it.
        let logs = uikitLogMessages { root.layoutIfNeeded() }
        #expect(logs.isEmpty)
        #expect(a.frame == rect(5, 7, 40, 10))
    }

    @Test func priorityChangesBetweenRequiredAndOptionalAreRefusedWhileActive() {
        let root = rootView(), a = constrained()
        root.addSubview(a)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.priority = .defaultHigh
        c.priority = .required
        #expect(c.priority == .required)
        c.isActive = true
        let logs = uikitLogMessages {
            c.priority = .defaultHigh
            c.priority = UILayoutPriority(0)
            c.priority = UILayoutPriority(1001)
        }
        #expect(c.priority == .required)
        #expect(logs.contains { $0.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority 750 and the existing priority was 1000.") })
        #expect(logs.contains { $0.contains("Priority must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000. It's 0.000000.") })
        #expect(logs.contains { $0.contains("It's 1001.000000.") })
        let optional = a.heightAnchor.constraint(equalToConstant: 10)
        optional.priority = .defaultLow
        optional.isActive = true
        optional.priority = .defaultHigh
        #expect(optional.priority == .defaultHigh)
    }

    @Test func constraintsCanBeSubclassed() {
        let root = rootView(), a = constrained()
        root.addSubview(a)
        let c = TaggedConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                                 multiplier: 0.5, constant: 0)
        c.tag = 7
        c.identifier = "half"
        c.shouldBeArchived = true
        NSLayoutConstraint.activate([c, a.heightAnchor.constraint(equalToConstant: 10),
                                     a.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame.width == 150 && c.tag == 7 && c.shouldBeArchived)
        #expect(c.description.hasPrefix("<UIKitTests.TaggedConstraint:0x") || c.description.hasPrefix("<TaggedConstraint:0x"))
        #expect(c.description.contains(" 'half' UIView:"))
    }

    @Test func descriptionsFollowUIKitsFormat() {
        let root = rootView(), a = constrained(), b = constrained()
        root.addSubview(a)
        root.addSubview(b)
        let ra = NSLayoutConstraint.address(of: a), rb = NSLayoutConstraint.address(of: b)
        let width = a.widthAnchor.constraint(equalToConstant: 20)
        #expect(width.description == "<NSLayoutConstraint:\(NSLayoutConstraint.address(of: width)) UIView:\(ra).width == 20   (inactive)>")
        width.isActive = true
        #expect(width.description.hasSuffix(" UIView:\(ra).width == 20   (active)>"))
        let half = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -10)
        half.priority = .defaultHigh
        half.identifier = "half"
        #expect(half.description.hasSuffix(" 'half' UIView:\(ra).width == 0.5*UIView:\(rb).width - 10 @750   (inactive)>"))
        let lead = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        #expect(lead.description.hasSuffix(" UIView:\(ra).leading == UIView:\(rb).trailing + 8   (inactive)>"))
        let spaced = a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1)
        #expect(spaced.description.hasSuffix(" H:[UIView:\(rb)]-(NSSpace(8))-[UIView:\(ra)]   (inactive)>"))
        #expect(spaced.constant == 8)
        // A constant of its own makes it an ordinary constraint again.
        spaced.constant = 12
        #expect(spaced.description.hasSuffix(" UIView:\(ra).leading == UIView:\(rb).trailing + 12   (inactive)>"))
        let guide = root.safeAreaLayoutGuide
        let toGuide = a.topAnchor.constraint(equalTo: guide.topAnchor)
        #expect(toGuide.description.contains("UILayoutGuide:\(NSLayoutConstraint.address(of: guide))'UIViewSafeAreaLayoutGuide'.top"))
        #expect(a.leadingAnchor.description == "<NSLayoutXAxisAnchor:\(NSLayoutConstraint.address(of: a.leadingAnchor)) \"UIView:\(ra).leading\">"
                || a.leadingAnchor.description.hasSuffix(" \"UIView:\(ra).leading\">"))
    }

    @Test func aConstraintDisappearsWithAReleasedView() {
        let root = rootView()
        weak var weakChild: UIView?
        var constraint: NSLayoutConstraint?
        do {
            let child = constrained()
            weakChild = child
            root.addSubview(child)
            constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor)
            constraint?.isActive = true
            root.layoutIfNeeded()
            #expect(root.constraints.count == 1)
            child.removeFromSuperview()
        }
        #expect(weakChild == nil)
        #expect(constraint?.firstItem == nil && constraint?.isActive == false)
        #expect(root.constraints.isEmpty)
        root.layoutIfNeeded()
        // A constraint whose item is gone cannot come back.
        let logs = uikitLogMessages { constraint?.isActive = true }
        #expect(constraint?.isActive == false && logs.contains { $0.contains("was released") })
    }

    @Test func aViewsOwnConstraintsDieWithIt() {
        weak var weakConstraint: NSLayoutConstraint?
        weak var weakView: UIView?
        do {
            let view = constrained()
            let c = view.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            view.layoutIfNeeded()
            weakConstraint = c
            weakView = view
        }
        #expect(weakView == nil && weakConstraint == nil)
    }

    @Test func removingAViewDropsTheConstraintsTyingItToTheHierarchy() {
        let root = rootView(), box = constrained(), inner = constrained(), other = constrained()
        root.addSubview(box)
        root.addSubview(other)
        box.addSubview(inner)
        let toRoot = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let toOther = other.topAnchor.constraint(equalTo: inner.bottomAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        let own = box.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([toRoot, toOther, inside, own])
        root.layoutIfNeeded()
        box.removeFromSuperview()
        #expect(!toRoot.isActive && !toOther.isActive)
        #expect(inside.isActive && own.isActive && box.constraints.count == 2)
        // The subtree keeps its own constraints where it goes next.
        let other2 = rootView(100, 100)
        other2.addSubview(box)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 40),
                                     box.leadingAnchor.constraint(equalTo: other2.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: other2.topAnchor),
                                     inner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                                     inner.topAnchor.constraint(equalTo: box.topAnchor),
                                     inner.heightAnchor.constraint(equalToConstant: 3)])
        other2.layoutIfNeeded()
        #expect(box.frame == rect(0, 0, 40, 10) && inner.frame == rect(0, 0, 40, 3))
    }

    @Test func constraintsActivatedTogetherReachTheEnginesOfTheirHierarchies() {
        // Two detached trees that already have engines, and a window: one batch installs on each.
        let first = rootView(100, 100), second = rootView(200, 200), a = constrained(), b = constrained()
        first.addSubview(a)
        second.addSubview(b)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let c = constrained()
        window.addSubview(c)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 7),
            a.topAnchor.constraint(equalTo: first.topAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalTo: first.heightAnchor), b.widthAnchor.constraint(equalToConstant: 20),
            b.heightAnchor.constraint(equalToConstant: 5), c.widthAnchor.constraint(equalToConstant: 30),
            c.heightAnchor.constraint(equalTo: window.heightAnchor),
        ])
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(a.frame == rect(7, 0, 10, 100))
        #expect(b.bounds.size == CGSize(width: 20, height: 5))
        #expect(c.bounds.size == CGSize(width: 30, height: 300))
    }
}
