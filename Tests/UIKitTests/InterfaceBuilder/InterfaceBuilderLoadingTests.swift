import Foundation
import Testing
@testable import UIKit

/// What the app's side of a load records: `awakeFromNib` calls in order, with what each object saw then.
@MainActor enum NibAwakeLog {
    static var entries: [String] = []
}

/// A view class of the app's, named by `customClass`, that records its `awakeFromNib`.
final class RecordingNibView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        NibAwakeLog.entries.append("\(tag):\(superview == nil ? "-" : "\(superview!.tag)"):\(constraints.count)")
    }
}

/// The target of a button's action in a document: it answers the selector by name.
final class NibActionTarget: UIResponder {
    var received: [String] = []
    override func method(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        guard action == "follow:" else { return nil }
        return { [unowned self] sender, _ in received.append("follow: from \(type(of: sender!))") }
    }
}

/// Instantiation: custom classes, `awakeFromNib` order, placeholders, actions, the older document format.
@MainActor @Suite struct InterfaceBuilderLoadingTests {
    private func recording(_ tag: Int, _ body: String = "") -> String {
        #"<view tag="\#(tag)" customClass="RecordingNibView" customModule="UIKitTests" customModuleProvider="target" id="v\#(tag)">\#(body)</view>"#
    }

    @Test func awakeFromNibComesOnceEverythingExistsSubviewsFirstInDocumentOrder() throws {
        NibAwakeLog.entries = []
        let inner = recording(3)
        let a = recording(2, "<subviews>\(inner)</subviews>")
        let b = recording(4)
        let root = recording(1, """
            <subviews>\(a)\(b)</subviews>
            <constraints><constraint firstItem="v2" firstAttribute="width" secondItem="v4" secondAttribute="width" id="c1"/></constraints>
            """)
        let objects = NibFixtures.load(NibFixtures.xib(root + recording(5)))
        #expect(objects.count == 2 && objects.allSatisfy { $0 is RecordingNibView })
        // Each saw its superview and the constraints held by the root (one), as every object existed by then.
        #expect(NibAwakeLog.entries == ["3:2:0", "2:1:0", "4:1:0", "1:-:1", "5:-:0"])
    }

    @Test func anUnknownClassIsLoggedAndTheElementsClassStandsIn() throws {
        var objects: [Any] = []
        let messages = UIKitLogObservers.capture {
            objects = NibFixtures.load(NibFixtures.xib(#"<label text="Hi" customClass="NoSuchLabel" customModule="App" id="l"/>"#))
        }
        #expect(messages.contains("Unknown class NoSuchLabel in Interface Builder file."))
        let label = try #require(objects.first as? UILabel)
        #expect(type(of: label) == UILabel.self && label.text == "Hi")
    }

    @Test func actionsReachFilesOwnerAndTheFirstResponderPlaceholderIsNotAnObject() throws {
        let owner = NibActionTarget()
        let xml = NibFixtures.xib("""
            <button buttonType="system" id="b">
                <state key="normal" title="Go"/>
                <connections><action selector="follow:" destination="-1" eventType="touchUpInside" id="a"/></connections>
            </button>
            """)
        let objects = NibFixtures.load(xml, owner: owner)
        let button = try #require(objects.first as? UIButton)
        #expect(objects.count == 1)
        button.sendActions(for: .touchUpInside)
        #expect(owner.received == ["follow: from UIButton"])
    }

    @Test func externalObjectsStandForTheirPlaceholders() throws {
        let external = NibActionTarget()
        let xml = NibFixtures.xib("""
            <placeholder placeholderIdentifier="Coordinator" id="ext"/>
            <switch contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="s">
                <connections><action selector="follow:" destination="ext" eventType="valueChanged" id="a"/></connections>
            </switch>
            """)
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        let objects = nib.instantiate(withOwner: nil, options: [.externalObjects: ["Coordinator": external]])
        let control = try #require(objects.first as? UIControl)
        control.sendActions(for: .valueChanged)
        #expect(external.received == ["follow: from UISwitch"])
    }

    @Test func theXcode6FormatLoadsWithCalibratedColoursAndTopLayoutGuides() throws {
        let objects = UINib(nibName: "LegacyPanel", bundle: NibFixtures.bundle).instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        #expect(rgba(root.backgroundColor) == [0.5, 0.5, 0.5, 1])
        let title = try #require(root.subviews.first as? UILabel)
        #expect(title.text == "Settings" && title.textColor === UIColor.darkText && title.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(title.textAlignment == .natural)
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
        #expect(root.constraints.count == 3)
    }
}
