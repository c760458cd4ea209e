import Foundation
import Testing
@testable import UIKit

/// A controller of the test module, for module-qualified names.
final class DescribedController: UIViewController {}

@MainActor
@Suite struct DebugDescriptionTests {
    /// `text` with every address replaced by `0x…`, so whole descriptions can be compared.
    private func anonymized(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
    }

    @Test func aLabelDescribesItsFrameTextAndDefaults() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        #expect(anonymized(label.description)
                == "<UILabel: 0x…; frame = (0 0; 100 20); text = 'Hi'; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x…>>")
        #expect(label.description.contains("layer = \(label.layer)>"))
        #expect(label.description.hasPrefix("<UILabel: \(NSLayoutConstraint.address(of: label));"))
    }

    @Test func aViewListsWhatDiffersFromTheDefaultsInUIKitsOrder() {
        let view = UIView(frame: CGRect(x: 10.5, y: -20, width: 30, height: 40))
        view.clipsToBounds = true
        view.isHidden = true
        view.alpha = 0.5
        view.autoresizingMask = [.flexibleHeight, .flexibleLeftMargin, .flexibleWidth]
        view.tag = 3
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(anonymized(view.description)
                == "<UIView: 0x…; frame = (10.5 -20; 30 40); clipsToBounds = YES; hidden = YES; alpha = 0.5; autoresize = LM+W+H; tag = 3; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer: 0x…>>")
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(view.description.contains("; transform = [2, 0, 0, 0.5, 0, 0]; "))
    }

    @Test func aButtonShowsItsTitle() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        button.setTitle("Flip", for: .normal)
        #expect(button.description.contains("; frame = (0 0; 80 44); text = 'Flip'; "))
    }

    @Test func recursiveDescriptionIndentsEachLevel() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let label = UILabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let last = UIView(frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        root.addSubview(box)
        box.addSubview(label)
        root.addSubview(last)
        let lines = root.recursiveDescription().split(separator: "\n").map(String.init)
        #expect(lines == [root.description, "   | " + box.description, "   |    | " + label.description,
                          "   | " + last.description])
    }

    @Test func autolayoutTraceMarksConstrainedAndAmbiguousViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let placed = UILabel()
        placed.text = "Hi"
        placed.translatesAutoresizingMaskIntoConstraints = false
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(placed)
        root.addSubview(loose)
        loose.addSubview(plain)
        NSLayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: root.leadingAnchor), placed.topAnchor.constraint(equalTo: root.topAnchor),
            placed.widthAnchor.constraint(equalToConstant: 40), placed.heightAnchor.constraint(equalToConstant: 20),
            // Only a width: where the view goes and how tall it is are left open.
            loose.widthAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(anonymized(root.autolayoutTrace()).split(separator: "\n").map(String.init) == [
            "UIView:0x…", "|   *UILabel:0x…'Hi'", "|   *UIView:0x…- AMBIGUOUS LAYOUT", "|   |   UIView:0x…",
        ])
    }

    @Test func printHierarchyShowsControllersStatesAndViews() {
        let parent = DescribedController()
        let child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        _ = parent.view
        let lines = anonymized(parent.printHierarchy()).split(separator: "\n").map(String.init)
        #expect(lines == ["<UIKitTests.DescribedController 0x…>, state: disappeared, view: <UIView 0x…>",
                          "   | <UIViewController 0x…>, state: disappeared, view: (view not loaded)"])
    }

    @Test func aLayerDescribesItsClassAndAddress() {
        let layer = CAShapeLayer()
        #expect(layer.description == "<CAShapeLayer: \(NSLayoutConstraint.address(of: layer))>")
    }
}
