import Testing
@testable import InterfaceBuilderGenerator

@Suite struct DeclarationScannerTests {
    private func scan(_ source: String) -> DeclarationScanner {
        var scanner = DeclarationScanner()
        scanner.scan(source)
        return scanner
    }

    @Test func findsOutletsActionsAndInspectablesOfAClass() {
        let scanner = scan("""
            import UIKit

            final class ProfileViewController: UIViewController {
                #if canImport(ObjectiveC)
                @IBOutlet
                #endif
                weak var nameLabel: UILabel!
                @IBOutlet var rows: [UILabel]!
                @IBInspectable var cornerRadius: CGFloat = 0 {
                    didSet { view.layer.cornerRadius = cornerRadius }
                }
                var notAnOutlet = 0
                @IBAction func save(_ sender: UIButton) {
                    let inner = { @MainActor in print("}") }
                    inner()
                }
                @IBAction override func cancel(sender: Any) {}
                @IBAction func slid(_ slider: UISlider, forEvent event: UIEvent) {}
                @IBAction func later(_ completion: @escaping () -> Void, after delay: Double) {}
            }
            """)
        #expect(scanner.warnings == [])
        #expect(scanner.classes["ProfileViewController"] == ClassConnections(
            className: "ProfileViewController", outlets: ["nameLabel", "rows"], inspectables: ["cornerRadius"],
            actions: [
                .init(selector: "save:", reference: "save(_:)"),
                .init(selector: "cancelWithSender:", reference: "cancel(sender:)"),
                .init(selector: "slid:forEvent:", reference: "slid(_:forEvent:)"),
                .init(selector: "later:after:", reference: "later(_:after:)"),
            ]))
    }

    @Test func nestedClassesAndExtensionsAreNamedFromTheTopLevel() {
        let scanner = scan("""
            enum Screens {
                class Detail: UIViewController {
                    @IBOutlet var body: UITextView!
                }
            }
            extension Screens.Detail {
                @IBAction func share(_ sender: Any) {}
            }
            """)
        #expect(scanner.classes["Screens.Detail"]?.outlets == ["body"])
        #expect(scanner.classes["Screens.Detail"]?.actions == [.init(selector: "share:", reference: "share(_:)")])
    }

    @Test func commentsStringsAndLocalsAreNotDeclarations() {
        let scanner = scan("""
            class A: UIView {
                // @IBOutlet var commented: UILabel!
                /* @IBOutlet var blocked: UILabel! /* nested */ still comment */
                let text = "@IBOutlet var quoted: UILabel!"
                let raw = #"@IBAction func f(_ s: Any) {}"#
                func body() {
                    if #available(iOS 13, *) {
                        @IBOutlet var local: String!
                    }
                }
                @IBOutlet var real: UILabel!
            }
            """)
        #expect(scanner.classes["A"]?.outlets == ["real"])
        #expect(scanner.classes["A"]?.actions == [])
    }

    @Test func membersGeneratedCodeCannotReachAreReportedNotRegistered() {
        let scanner = scan("""
            class A: UIViewController {
                @IBOutlet private weak var hidden: UILabel!
                @IBOutlet private(set) var readOnly: UILabel!
                @IBAction fileprivate func tap(_ sender: Any) {}
            }
            class Box<T>: UIView {
                @IBOutlet var label: UILabel!
            }
            """)
        #expect(scanner.classes["A"] == nil)
        #expect(scanner.classes["Box"] == nil)
        #expect(scanner.warnings.map(\.line) == [2, 3, 4, 7])
        #expect(scanner.warnings[0].message.contains("@IB… hidden of A is private"))
        #expect(scanner.warnings[3].message.contains("declared in a generic class"))
    }

    @Test func classMembersAndTypeDeclarationsAreToldApart() {
        let scanner = scan("""
            class A: UIViewController {
                class var shared: A? { nil }
                @IBOutlet var label: UILabel!
                static func make() -> A { A() }
                @IBAction func go(_ sender: Any) {}
            }
            struct S { @IBOutlet var ignored: String! }
            """)
        #expect(scanner.classes["A"]?.outlets == ["label"])
        #expect(scanner.classes["A"]?.actions.map(\.selector) == ["go:"])
        #expect(scanner.classes["S"] == nil)
    }

    @Test func selectorsFollowSwiftsObjectiveCNaming() {
        #expect(DeclarationScanner.selector("tap", labels: ["_"]) == "tap:")
        #expect(DeclarationScanner.selector("tap", labels: ["sender"]) == "tapWithSender:")
        #expect(DeclarationScanner.selector("tap", labels: ["_", "forEvent"]) == "tap:forEvent:")
        #expect(DeclarationScanner.selector("refresh", labels: []) == "refresh")
    }
}

@Suite struct RegistrationWriterTests {
    @Test func writesARegistrarRegisteringEachClass() {
        let source = RegistrationWriter.source(for: [
            ClassConnections(className: "Screens.Detail", outlets: ["body", "default"], inspectables: [],
                             actions: [.init(selector: "share:", reference: "share(_:)")]),
            ClassConnections(className: "Badge", outlets: [], inspectables: ["radius"], actions: []),
        ])
        #expect(source == """
            // Generated by Vellum's InterfaceBuilderPlugin from this target's @IBOutlet, @IBAction and
            // @IBInspectable declarations. Do not edit: it is written again on every build.
            import UIKit

            final class VellumInterfaceBuilderRegistrar: InterfaceBuilder.Registrar {
                @MainActor static func registerInterfaceBuilderConnections() {
                    InterfaceBuilder.register(
                        Badge.self,
                        outlets: [:],
                        actions: [],
                        inspectables: ["radius": \\Badge.radius])
                    InterfaceBuilder.register(
                        Screens.Detail.self,
                        outlets: ["body": \\Screens.Detail.body, "default": \\Screens.Detail.`default`],
                        actions: [Selector("share:", Screens.Detail.share(_:))],
                        inspectables: [:])
                }
            }

            """)
    }
}
