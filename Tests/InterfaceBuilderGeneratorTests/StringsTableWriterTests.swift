import Foundation
import Testing
@testable import InterfaceBuilderGenerator

@Suite struct StringsTableWriterTests {
    private let catalog = Data("""
        {
          "sourceLanguage": "de",
          "version": "1.0",
          "strings": {
            "Save": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Sichern"}},
              "en": {"stringUnit": {"state": "translated", "value": "Save it"}}}},
            "Files": {"localizations": {"de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld Datei"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld Dateien"}}}}}}},
            "Quote \\"A\\"": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Zeile 1\\nZeile 2\\t\\\\ \\"Zitat\\""}}}},
            "Untranslated": {},
            "Only English": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "English"}}}}
          }
        }
        """.utf8)

    @Test func writesTheLanguagesValuesSortedByKeyWithTheSourceLanguagesKeysAsTheirOwnValues() throws {
        let table = try #require(StringsTableWriter.table(fromCatalog: catalog, language: "de"))
        #expect(table == """
            "Files" = "%lld Dateien";
            "Only English" = "Only English";
            "Quote \\"A\\"" = "Zeile 1\\nZeile 2\\t\\\\ \\"Zitat\\"";
            "Save" = "Sichern";
            "Untranslated" = "Untranslated";

            """)
    }

    @Test func anotherLanguageHasOnlyTheKeysTranslatedIntoIt() throws {
        let table = try #require(StringsTableWriter.table(fromCatalog: catalog, language: "en"))
        #expect(table == "\"Only English\" = \"English\";\n\"Save\" = \"Save it\";\n")
    }

    @Test func theTableReadsBackAsTheCatalogsStrings() throws {
        let text = try #require(StringsTableWriter.table(fromCatalog: catalog, language: "de"))
        let parsed = try #require(
            PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
        #expect(parsed["Quote \"A\""] == "Zeile 1\nZeile 2\t\\ \"Zitat\"")
        #expect(parsed["Files"] == "%lld Dateien")
        #expect(parsed.count == 5)
    }

    @Test func controlCharactersAreEscapedAsUnicode() {
        #expect(StringsTableWriter.literal("a\u{1}b\u{7F}") == "\"a\\U0001b\\U007F\"")
        #expect(StringsTableWriter.literal("Größe ✓") == "\"Größe ✓\"")
    }

    @Test func dataThatIsNotACatalogGivesNil() {
        #expect(StringsTableWriter.table(fromCatalog: Data("[1, 2]".utf8), language: "en") == nil)
        #expect(StringsTableWriter.table(fromCatalog: Data("not json".utf8), language: "en") == nil)
    }
}
