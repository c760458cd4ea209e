import Foundation
import Testing
@testable import UIKit

/// File's Owner of the compiled test nib, with outlets and an action registered as the plugin registers them.
final class CompiledNibOwner: UIViewController {
    var titleLabel: UILabel?
    var button: UIButton?
    var taps = 0

    func tapped(_ sender: UIButton) { taps += 1 }
}

/// A custom class the compiled nib names through `UIClassSwapper`, by Swift's mangled name.
final class CompiledNibBadge: UIView {}

extension CompiledNibFixture {
    /// The encodings a compiled nib comes in.
    enum Encoding: String, CaseIterable, CustomStringConvertible {
        case nibArchive, keyedArchive, keyedArchiveTablesAtTop
        var description: String { rawValue }
    }

    func data(_ encoding: Encoding) -> Data {
        switch encoding {
        case .nibArchive: nibArchive()
        case .keyedArchive: keyedArchive()
        case .keyedArchiveTablesAtTop: keyedArchive(tablesAtTop: true)
        }
    }

    /// A 320×200 red panel holding a label, a button and a badge, with two constraints, two outlets from File's
    /// Owner and the button's touch-up action.
    static func panel() -> CompiledNibFixture {
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let firstResponder = nib.proxy("IBFirstResponder")
        let fontName = nib.string(".SFUI-Semibold")
        let font = nib.add("UIFont", [("UIFontName", fontName), ("UIFontPointSize", .double(15)), ("UISystemFont", .bool(true))])
        let labelValues: [(String, Value)] = [
            ("UIText", nib.string("Hello")), ("UITextColor", nib.color(red: 0, green: 0, blue: 1)), ("UIFont", font),
            ("UITextAlignment", .int8(1)), ("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true)),
        ]
        let label = nib.add("UILabel", frame(x: 20, y: 20, width: 200, height: 30) + labelValues)
        let state = nib.add("NSNumber", [("NS.intval", .int8(0))])
        let content = nib.add("UIButtonContent", [("UITitle", nib.string("Go")), ("UITitleColor", nib.color(red: 0, green: 1, blue: 0))])
        let states = nib.add("NSDictionary", [("NSInlinedValue", .bool(true)), ("UINibEncoderEmptyKey", state),
                                              ("UINibEncoderEmptyKey", content)])
        let buttonValues: [(String, Value)] = [
            ("UIButtonType", .int8(1)), ("UIButtonStatefulContent", states), ("UITag", .int16(300)),
            ("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true)),
        ]
        let button = nib.add("UIButton", frame(x: 20, y: 80, width: 100, height: 44) + buttonValues)
        let badgeValues: [(String, Value)] = [
            ("UIClassName", nib.string("_TtC10UIKitTests16CompiledNibBadge")), ("UIOriginalClassName", nib.string("UIView")),
            ("UIHidden", .bool(true)), ("UIAutoresizingMask", .int8(9)),
        ]
        let badge = nib.add("UIClassSwapper", frame(x: 250, y: 10, width: 40, height: 40) + badgeValues)
        let leading = nib.add("NSLayoutConstraint", [
            ("NSFirstItem", label), ("NSFirstAttribute", .int8(5)), ("NSSecondItem", .object(0)), ("NSSecondAttribute", .int8(5)),
            ("NSConstant", .double(20)),
        ])
        let width = nib.add("NSLayoutConstraint", [
            ("NSFirstItem", button), ("NSFirstAttribute", .int8(7)), ("NSRelation", .int8(1)), ("NSConstant", .double(100)),
            ("NSPriority", .int16(750)),
        ])
        let rootValues: [(String, Value)] = [
            ("UIBackgroundColor", nib.color(red: 1, green: 0, blue: 0)),
            ("UISubviews", nib.array([label, button, badge], className: "NSMutableArray")),
            ("UIViewAutolayoutConstraints", nib.array([leading, width], className: "NSMutableArray")),
        ]
        let root = nib.add("UIView", frame(x: 0, y: 0, width: 320, height: 200) + rootValues)
        // The leading constraint's second item is the root view, whose index is known only now.
        if case .object(let index) = leading, case .object(let rootIndex) = root {
            nib.objects[index].values[2] = ("NSSecondItem", .object(rootIndex))
        }
        nib.finish(topLevel: [owner, firstResponder, root], connections: [
            nib.outlet("titleLabel", from: owner, to: label), nib.outlet("button", from: owner, to: button),
            nib.action("tapped:", from: button, to: owner, mask: 1 << 6),
        ])
        return nib
    }
}

/// Compiled nibs written here in both encodings load the hierarchy, connections and constraints of their source,
/// from data and from a bundle; bad files give a logged error and no objects.
@MainActor @Suite struct InterfaceBuilderCompiledNibTests {
    init() {
        NibFixtures.allowTestModuleClasses()
        InterfaceBuilder.register(CompiledNibOwner.self, outlets: ["titleLabel": \CompiledNibOwner.titleLabel, "button": \CompiledNibOwner.button],
                                  actions: [Selector("tapped:", CompiledNibOwner.tapped)])
    }

    private func check(_ objects: [Any], owner: CompiledNibOwner) throws {
        #expect(objects.count == 1)
        let root = try #require(objects.first as? UIView)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(rgba(root.backgroundColor) == [1, 0, 0, 1])
        #expect(root.subviews.count == 3)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.frame == CGRect(x: 20, y: 20, width: 200, height: 30))
        #expect(label.text == "Hello")
        #expect(rgba(label.textColor) == [0, 0, 1, 1])
        #expect(label.font.pointSize == 15)
        #expect(label.font.fontName == UIFont.systemFont(ofSize: 15, weight: .semibold).fontName)
        #expect(label.textAlignment == .center)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        let button = try #require(root.subviews[1] as? UIButton)
        #expect(button.frame == CGRect(x: 20, y: 80, width: 100, height: 44))
        #expect(button.buttonType == .system)
        #expect(button.tag == 300)
        #expect(button.title(for: .normal) == "Go")
        #expect(rgba(button.titleColor(for: .normal)) == [0, 1, 0, 1])
        let badge = try #require(root.subviews[2] as? CompiledNibBadge)
        #expect(badge.isHidden)
        #expect(badge.autoresizingMask == [.flexibleLeftMargin, .flexibleTopMargin])
        #expect(badge.translatesAutoresizingMaskIntoConstraints)
        #expect(root.constraints.count == 2)
        let leading = try #require(root.constraints.first { $0.firstAttribute == .leading })
        #expect(leading.firstItem === label && leading.secondItem === root && leading.secondAttribute == .leading)
        #expect(leading.constant == 20 && leading.relation == .equal && leading.priority == .required)
        let width = try #require(root.constraints.first { $0.firstAttribute == .width })
        #expect(width.firstItem === button && width.secondItem == nil && width.relation == .greaterThanOrEqual)
        #expect(width.constant == 100 && width.priority == UILayoutPriority(750))
        #expect(owner.titleLabel === label)
        #expect(owner.button === button)
        button.sendActions(for: .touchUpInside)
        #expect(owner.taps == 1)
    }

    @Test(arguments: CompiledNibFixture.Encoding.allCases)
    func aCompiledNibLoadsTheHierarchyItWasCompiledFrom(_ encoding: CompiledNibFixture.Encoding) throws {
        let owner = CompiledNibOwner()
        let objects = UINib(data: CompiledNibFixture.panel().data(encoding), bundle: nil).instantiate(withOwner: owner)
        try check(objects, owner: owner)
    }

    @Test func theNIBArchiveHeaderIsWhatTheFormatSays() {
        let data = [UInt8](CompiledNibFixture.panel().nibArchive())
        #expect(data.starts(with: Array("NIBArchive".utf8)))
        #expect(Array(data[10..<18]) == [1, 0, 0, 0, 9, 0, 0, 0])
        // The objects table starts right after the 50-byte header.
        #expect(Array(data[22..<26]) == [50, 0, 0, 0])
        #expect(CompiledNibFixture.varint(0) == [0x80] && CompiledNibFixture.varint(300) == [0x2C, 0x82])
    }

    @Test func aBundleShipsTheNibAsAFileOrAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Folder.nib"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Versions.nib"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let panel = CompiledNibFixture.panel()
        try panel.nibArchive().write(to: folder.appendingPathComponent("Panel.nib"))
        try panel.keyedArchive().write(to: folder.appendingPathComponent("Folder.nib/runtime.nib"))
        try panel.nibArchive().write(to: folder.appendingPathComponent("Versions.nib/objects-13.0+.nib"))
        try Data("not a nib".utf8).write(to: folder.appendingPathComponent("Versions.nib/objects-8.0+.nib"))
        let bundle = try #require(Bundle(url: folder))
        for name in ["Panel", "Folder", "Versions"] {
            let owner = CompiledNibOwner()
            try check(try #require(bundle.loadNibNamed(name, owner: owner)), owner: owner)
        }
        let owner = CompiledNibOwner()
        try check(UINib(nibName: "Panel", bundle: bundle).instantiate(withOwner: owner), owner: owner)
        let missing = UINib(nibName: "Elsewhere", bundle: bundle)
        #expect(#expect(throws: InterfaceBuilderError.self) { try missing.parse() }?.kind == .notFound)
    }

    @Test func vellumPreviewReadsACompiledNibFileOrFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Panel.nib"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try CompiledNibFixture.panel().nibArchive().write(to: folder.appendingPathComponent("Panel.nib/objects-13.0+.nib"))
        try CompiledNibFixture.panel().keyedArchive().write(to: folder.appendingPathComponent("Flat.nib"))
        for name in ["Panel.nib", "Flat.nib"] {
            let preview = try InterfaceBuilderPreview(contentsOf: folder.appendingPathComponent(name))
            #expect(!preview.isStoryboard)
            #expect(preview.scenes.map(\.className) == ["UIView"])
        }
    }

    @Test func theMangledAndDottedCustomClassNamesGiveClassAndModule() {
        #expect(CompiledNibTranslator.customClass("_TtC3App6Screen") == ("Screen", "App"))
        #expect(CompiledNibTranslator.customClass("App.Screen") == ("Screen", "App"))
        #expect(CompiledNibTranslator.customClass("LegacyView") == ("LegacyView", nil))
        #expect(CompiledNibTranslator.customClass("_TtC3App99Screen") == ("_TtC3App99Screen", nil))
    }

    // MARK: Untrusted input

    private func error(_ data: Data) -> InterfaceBuilderError? { documentError(data) }

    @Test(arguments: [CompiledNibFixture.Encoding.nibArchive, .keyedArchive])
    func everyTruncationGivesAnErrorAndNoObjects(_ encoding: CompiledNibFixture.Encoding) {
        let data = CompiledNibFixture.panel().data(encoding)
        var errors = 0
        let logged = UIKitLogObservers.capture {
            for length in stride(from: 0, to: data.count, by: 3) {
                if error(data.prefix(length)) != nil { errors += 1 }
                #expect(UINib(data: data.prefix(length), bundle: nil).instantiate(withOwner: nil).isEmpty)
            }
        }
        #expect(errors == (data.count + 2) / 3)
        #expect(logged.contains { $0.contains("UINib:") })
    }

    @Test func offsetsAndCountsOutsideTheFileAreRefused() {
        var bytes = [UInt8](CompiledNibFixture.panel().nibArchive())
        // The key table's offset (bytes 30–33) moved past the end.
        var moved = bytes
        moved.replaceSubrange(30..<34, with: CompiledNibFixture.littleEndian(UInt32(bytes.count + 10)))
        #expect(error(Data(moved))?.kind == .malformedArchive)
        // Four billion objects: refused before anything is allocated for them.
        bytes.replaceSubrange(18..<22, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(error(Data(bytes))?.kind == .malformedArchive)
        // An unknown value type.
        var typed = CompiledNibFixture()
        typed.add("UIView", [("UITag", .int8(1))])
        typed.finish(topLevel: [], connections: [])
        var typedBytes = [UInt8](typed.nibArchive())
        let valuesOffset = Int(typedBytes[38]) | Int(typedBytes[39]) << 8
        typedBytes[valuesOffset + 1] = 42
        #expect(error(Data(typedBytes))?.message.contains("Unknown value type 42") == true)
    }

    @Test func aKeyedArchiveWithAHugeObjectCountOrABadUIDIsRefused() {
        var bytes = [UInt8](CompiledNibFixture.panel().keyedArchive())
        let trailer = bytes.count - 32
        var huge = bytes
        huge.replaceSubrange((trailer + 8)..<(trailer + 16), with: [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(error(Data(huge))?.kind == .malformedArchive)
        var nib = CompiledNibFixture()
        let view = nib.add("UIView", [("UIBackgroundColor", .object(9_999))])
        nib.finish(topLevel: [view], connections: [])
        #expect(error(nib.keyedArchive())?.message.contains("UID") == true)
        bytes[8] = 0xB0
        #expect(error(Data(bytes)) != nil)
    }

    @Test(arguments: [CompiledNibFixture.Encoding.nibArchive, .keyedArchive])
    func aViewInsideItselfIsAReferenceCycle(_ encoding: CompiledNibFixture.Encoding) {
        var nib = CompiledNibFixture()
        // The array is object 1 and the view object 2, which the array holds.
        let subviews = nib.array([.object(2)])
        let inner = nib.add("UIView", [("UISubviews", subviews)])
        nib.finish(topLevel: [inner], connections: [])
        #expect(error(nib.data(encoding))?.kind == .referenceCycle)
    }

    @Test func aViewInTwoPlacesIsRefused() {
        var nib = CompiledNibFixture()
        let shared = nib.add("UIView", [])
        let first = nib.add("UIView", [("UISubviews", nib.array([shared]))])
        let second = nib.add("UIView", [("UISubviews", nib.array([shared]))])
        nib.finish(topLevel: [first, second], connections: [])
        #expect(error(nib.nibArchive())?.kind == .duplicateID)
    }

    @Test func aConnectionToAnObjectTheNibDoesNotLoadIsLeftOutAndLogged() throws {
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let loose = nib.add("UILabel", [])
        let view = nib.add("UIView", [])
        nib.finish(topLevel: [owner, view], connections: [nib.outlet("titleLabel", from: owner, to: loose)])
        let files = CompiledNibOwner()
        var objects: [Any] = []
        let logged = UIKitLogObservers.capture {
            objects = UINib(data: nib.nibArchive(), bundle: nil).instantiate(withOwner: files)
        }
        #expect(objects.count == 1 && files.titleLabel == nil)
        #expect(logged.contains { $0.contains("\"titleLabel\" names an object it does not load") })
    }

    @Test(arguments: [CompiledNibFixture.Encoding.nibArchive, .keyedArchive])
    func controlsImagesAndNegatedFlagsDecode(_ encoding: CompiledNibFixture.Encoding) throws {
        var nib = CompiledNibFixture()
        let toggle = nib.add("UISwitch", CompiledNibFixture.frame(x: 0, y: 0, width: 51, height: 31) + [("UISwitchOn", .bool(true))])
        let sliderValues: [(String, CompiledNibFixture.Value)] = [
            ("UIMinValue", .float(-2)), ("UIMaxValue", .float(8)), ("UIValue", .float(3)), ("UIContinuous", .bool(false)),
            ("UIDisabled", .bool(true)),
        ]
        let slider = nib.add("UISlider", CompiledNibFixture.frame(x: 0, y: 40, width: 200, height: 30) + sliderValues)
        let placeholder = nib.add("UIImageNibPlaceholder", [("UIResourceName", nib.string("star"))])
        let imageView = nib.add("UIImageView", CompiledNibFixture.frame(x: 0, y: 80, width: 20, height: 20) + [
            ("UIImage", placeholder), ("UIUserInteractionDisabled", .bool(false)),
        ])
        nib.finish(topLevel: [toggle, slider, imageView], connections: [])
        var objects: [Any] = []
        let logged = UIKitLogObservers.capture {
            objects = UINib(data: nib.data(encoding), bundle: NibFixtures.bundle).instantiate(withOwner: nil)
        }
        #expect(try #require(objects.first as? UISwitch).isOn)
        let made = try #require(objects[1] as? UISlider)
        #expect(made.minimumValue == -2 && made.maximumValue == 8 && made.value == 3)
        #expect(!made.isContinuous && !made.isEnabled)
        let view = try #require(objects[2] as? UIImageView)
        #expect(view.isUserInteractionEnabled)
        // The image is looked up by its resource name; the fixtures' bundle has none, which is logged by that name.
        #expect(logged.contains { $0.contains("\"star\" image") })
    }

    @Test func controlEventMasksBecomeOneActionPerEvent() {
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6 && UIControl.Event.valueChanged.rawValue == 1 << 12)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19 && UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let control = nib.add("UIButton", CompiledNibFixture.frame(x: 0, y: 0, width: 10, height: 10))
        nib.finish(topLevel: [owner, control], connections: [nib.action("tapped:", from: control, to: owner, mask: 1 << 6 | 1 << 12)])
        let files = CompiledNibOwner()
        let button = UINib(data: nib.nibArchive(), bundle: nil).instantiate(withOwner: files).first as? UIButton
        button?.sendActions(for: .touchUpInside)
        button?.sendActions(for: .valueChanged)
        button?.sendActions(for: .touchDown)
        #expect(files.taps == 2)
    }
}
