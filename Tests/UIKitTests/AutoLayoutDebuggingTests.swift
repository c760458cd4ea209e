import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct AutoLayoutDebuggingTests {
    /// A root with one constrained child, positioned and 10 tall.
    private func placedChild() -> (UIView, UIView) {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        return (root, child)
    }

    @Test func theConflictLogIsUIKitsWordForWord() {
        let (root, child) = placedChild()
        let narrow = child.widthAnchor.constraint(equalToConstant: 20)
        let wide = child.widthAnchor.constraint(equalToConstant: 40)
        let logs = uikitLogMessages {
            NSLayoutConstraint.activate([narrow, wide])
            root.layoutIfNeeded()
        }
        let reports = logs.filter { $0.contains("Unable to simultaneously satisfy constraints.") }
        #expect(reports.count == 1)
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "\(narrow.description)",
                "\(wide.description)"
            )

            Will attempt to recover by breaking constraint 
            \(wide.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(reports.first == expected)
        let address = NSLayoutConstraint.address(of: child)
        #expect(wide.description == "<NSLayoutConstraint:\(NSLayoutConstraint.address(of: wide)) UIView:\(address).width == 40   (active)>")
        // The second-added constraint was broken; it stays active, and layout goes on with the first.
        #expect(wide.isActive && child.frame == rect(0, 0, 20, 10))
    }

    @Test func aConflictAfterAnEarlierOneNamesConstraintsAddedBetweenThem() {
        let (root, child) = placedChild()
        // The first conflict makes the engine index its solver constraints from then on.
        _ = uikitLogMessages {
            NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 20),
                                         child.widthAnchor.constraint(equalToConstant: 40)])
            root.layoutIfNeeded()
        }
        let other = constrained()
        root.addSubview(other)
        let height = other.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([height, other.widthAnchor.constraint(equalToConstant: 5),
                                     other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     other.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let taller = other.heightAnchor.constraint(equalToConstant: 50)
        let logs = uikitLogMessages {
            taller.isActive = true
            root.layoutIfNeeded()
        }
        // The height that went in between the two conflicts is named with the one that now meets it.
        let reports = logs.filter { $0.contains("Unable to simultaneously satisfy constraints.") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains(height.description) == true && reports.first?.contains(taller.description) == true)
        #expect(other.frame == rect(0, 0, 5, 30))
    }

    @Test func fittingAViewWithoutConstraintsCountsItAsUsingAutoLayout() {
        let root = rootView(), plain = UIView(frame: rect(0, 0, 30, 30))
        root.addSubview(plain)
        #expect(plain.layoutState == nil)
        _ = plain.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        // As when any engine takes a view in: its state is made, and it and its ancestors are walked from then on.
        #expect(plain.layoutState?.subtreeUsesAutoLayout == true && root.layoutState?.subtreeUsesAutoLayout == true)
    }

    @Test func theAutoresizingNoteAppearsOnlyWithAutoresizingConstraints() {
        let root = rootView(), framed = UIView(frame: rect(0, 0, 30, 30))
        root.addSubview(framed)
        let width = framed.widthAnchor.constraint(equalToConstant: 50)
        let logs = uikitLogMessages {
            width.isActive = true
            root.layoutIfNeeded()
        }
        let report = logs.first { $0.contains("Unable to simultaneously satisfy constraints.") }
        #expect(report?.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n(") == true)
        let address = NSLayoutConstraint.address(of: framed)
        #expect(report?.contains(" h=--& v=--& UIView:\(address).width == 30   (active)>\"") == true)
        // The app's constraint is broken, though it came later than… and also earlier than the system's.
        #expect(report?.contains("Will attempt to recover by breaking constraint \n\(width.description)\n") == true)
        #expect(framed.frame == rect(0, 0, 30, 30))
    }

    @Test func anAppsConstraintIsBrokenBeforeUIKitsEvenWhenOlder() {
        let root = rootView(), child = constrained()
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([width, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        // The view starts translating its (current) frame: UIKit's constraints arrive after the app's.
        let logs = uikitLogMessages {
            child.frame = rect(0, 0, 70, 5)
            child.translatesAutoresizingMaskIntoConstraints = true
            root.layoutIfNeeded()
        }
        let report = logs.first { $0.contains("Unable to simultaneously satisfy constraints.") }
        #expect(report?.contains("breaking constraint \n\(width.description)") == true)
        #expect(child.frame == rect(0, 0, 70, 5))
    }

    @Test func aBrokenConstraintComesBackWhenItsConflictGoes() {
        let (root, child) = placedChild()
        let narrow = child.widthAnchor.constraint(equalToConstant: 20)
        let wide = child.widthAnchor.constraint(equalToConstant: 40)
        _ = uikitLogMessages {
            NSLayoutConstraint.activate([narrow, wide])
            root.layoutIfNeeded()
        }
        #expect(child.frame.width == 20)
        narrow.isActive = false
        let logs = uikitLogMessages { root.layoutIfNeeded() }
        #expect(child.frame.width == 40 && logs.allSatisfy { !$0.contains("Unable to simultaneously") })
    }

    @Test func thousandsOfConflictingConstraintsAreBrokenWithoutHanging() {
        let (root, child) = placedChild()
        let constraints = (0..<2000).map { child.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
        let start = Date()
        let logs = uikitLogMessages {
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(logs.filter { $0.contains("Unable to simultaneously satisfy constraints.") }.count == 1999)
        // The first survives; the rest are broken but active.
        #expect(child.frame.width == 0 && constraints.allSatisfy(\.isActive))
        // A thousand views, each with two widths that cannot both hold.
        let many = (0..<1000).map { _ in constrained() }
        for view in many { root.addSubview(view) }
        let pairs = many.flatMap { [$0.widthAnchor.constraint(equalToConstant: 1), $0.widthAnchor.constraint(equalToConstant: 2)] }
        let more = uikitLogMessages {
            NSLayoutConstraint.activate(pairs)
            root.layoutIfNeeded()
        }
        #expect(more.filter { $0.contains("Unable to simultaneously satisfy constraints.") }.count == 1000)
        // A chain whose every link is contradicted.
        let chain = (0..<60).map { _ in constrained() }
        for view in chain { root.addSubview(view) }
        var links: [NSLayoutConstraint] = []
        for (a, b) in zip(chain, chain.dropFirst()) {
            links.append(b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 1))
            links.append(a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: 1))
        }
        let chained = uikitLogMessages {
            NSLayoutConstraint.activate(links)
            root.layoutIfNeeded()
        }
        #expect(chained.filter { $0.contains("Unable to simultaneously satisfy constraints.") }.count == 59)
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func ambiguityIsReportedAndCanBeExercised() {
        let root = rootView(), a = IntrinsicView(50, 10), b = IntrinsicView(50, 10)
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        // Equal hugging: either label may stretch.
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        #expect(a.widthAnchor.hasAmbiguousLayout && !a.topAnchor.hasAmbiguousLayout || a.hasAmbiguousLayout)
        root.layoutIfNeeded()
        let before = a.frame
        a.exerciseAmbiguityInLayout()
        let after = a.frame
        #expect(after != before && after.width >= 50 && after.width <= 250)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        a.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 10))
        // A view Auto Layout does not place is not ambiguous.
        #expect(!UIView().hasAmbiguousLayout)
        let loose = constrained()
        root.addSubview(loose)
        loose.widthAnchor.constraint(equalToConstant: 5).isActive = true
        #expect(loose.hasAmbiguousLayout)
    }

    @Test func constraintsAffectingLayoutIncludeUIKitsOwn() {
        let root = rootView(), label = IntrinsicView(30, 12)
        root.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7)
        let top = label.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([leading, top])
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains(leading) && !horizontal.contains(top))
        #expect(horizontal.contains { $0 is NSContentSizeLayoutConstraint })
        let size = horizontal.first { $0 is NSContentSizeLayoutConstraint }
        #expect(size?.description.hasSuffix(" UIView:\(NSLayoutConstraint.address(of: label)).width == 30 Hug:250 CompressionResistance:750   (active)>") == true
                || size?.description.contains(".width == 30 Hug:250 CompressionResistance:750   (active)>") == true)
        let vertical = label.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.contains(top) && !vertical.contains(leading))
        #expect(label.topAnchor.constraintsAffectingLayout().contains(top))
        #expect(UIView().constraintsAffectingLayout(for: .horizontal).isEmpty)
    }
}
