import Testing
@testable import InterfaceBuilderGenerator

@Suite struct LocalizedStringWriterTests {
    @Test func writesFoundationsSignatureCallingVellumsLookup() {
        let source = LocalizedStringWriter.source(forModuleSources: ["import UIKit\nlet title = NSLocalizedString(\"t\", comment: \"\")\n"])
        #expect(source.contains("""
            @_disfavoredOverload
            func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                                   comment: String) -> String {
                UIKit.VellumLocalization.localizedString(forKey: key, value: value, table: tableName, bundle: bundle)
            }
            """))
    }

    @Test func writesNothingWhereTheModuleDeclaresItsOwn() {
        let own = "public func NSLocalizedString(_ key: String, comment: String) -> String { key }\n"
        #expect(LocalizedStringWriter.source(forModuleSources: ["import UIKit\n", own]).isEmpty)
    }
}
