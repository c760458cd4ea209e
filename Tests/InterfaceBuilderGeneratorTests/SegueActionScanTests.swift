import Testing
@testable import InterfaceBuilderGenerator

/// `@IBSegueAction` methods: found with the selector Interface Builder writes, kept apart from actions, and
/// registered as `InterfaceBuilder.SegueAction`s.
@Suite struct SegueActionScanTests {
    @Test func segueActionsAreFoundWithTheirSelectorsApartFromActions() {
        var scanner = DeclarationScanner()
        scanner.scan("""
            final class ListController: UIViewController {
                @IBSegueAction func makeDetail(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailController? {
                    DetailController(coder: coder, item: selected)
                }
                @IBSegueAction private func hidden(_ coder: NSCoder) -> UIViewController? { nil }
                @IBAction func refresh(_ sender: Any) {}
            }
            """)
        #expect(scanner.classes["ListController"]?.segueActions == [
            .init(selector: "makeDetailWithCoder:sender:segueIdentifier:", reference: "makeDetail(coder:sender:segueIdentifier:)"),
        ])
        #expect(scanner.classes["ListController"]?.actions == [.init(selector: "refresh:", reference: "refresh(_:)")])
        #expect(scanner.warnings.map(\.line) == [5])
    }

    @Test func theRegistrarRegistersThemAfterTheInspectables() {
        let source = RegistrationWriter.source(for: [
            ClassConnections(className: "ListController", segueActions: [.init(selector: "make:", reference: "make(_:)")]),
        ])
        #expect(source.contains("""
                        inspectables: [:],
                        segueActions: [InterfaceBuilder.SegueAction("make:", ListController.make(_:))])
            """))
    }
}
