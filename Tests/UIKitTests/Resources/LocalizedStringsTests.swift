import Foundation
import Testing
@testable import UIKit

@Suite struct LocalizedStringsTests {
    private var files: BundleFiles {
        var utf16 = Data([0xFF, 0xFE])
        utf16 += "/* A comment */\n\"farewell\" = \"Tschüss\";\n".data(using: .utf16LittleEndian)!
        return [
            "en.lproj/Localizable.strings": utf8("/* Greeting */\n\"greeting\" = \"Hello\";\n\"farewell\" = \"Goodbye\";\n\"only.en\" = \"English only\";\n"),
            "fr.lproj/Localizable.strings": utf8("\"greeting\" = \"Bonjour\";\n\"farewell\" = \"Au revoir\";\n"),
            "de.lproj/Localizable.strings": utf16,
            "fr.lproj/Menu.strings": utf8("\"open\" = \"Ouvrir\";\n"),
            "Catalog.xcstrings": utf8("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld apples" : {
                      "localizations" : {
                        "fr" : {
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld pomme" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld pommes" } }
                            }
                          }
                        }
                      }
                    },
                    "Save" : {
                      "localizations" : {
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            "Broken.xcstrings": utf8("{ \"strings\" : "),
        ]
    }

    @Test func theUsersLanguageComesFromTheEnvironment() {
        let languages = LocalizedStrings.preferredLanguages(environment: ["LANGUAGE": "de:fr_CA", "LANG": "es_ES.UTF-8"])
        #expect(Array(languages.prefix(3)) == ["de", "fr-CA", "es-ES"])
        #expect(!LocalizedStrings.preferredLanguages(environment: ["LANG": "C.UTF-8"]).contains("C"))
    }

    @Test func stringsTablesInTwoLanguagesAndTheFallback() throws {
        try withBundle(files) { bundle, _ in
            let string = { (key: String, table: String?, languages: [String]) in
                LocalizedStrings.string(forKey: key, table: table, bundle: bundle, languages: languages)
            }
            #expect(string("greeting", nil, ["fr"]) == "Bonjour")
            #expect(string("greeting", nil, ["en"]) == "Hello")
            // A region falls back to its language; a key the language lacks, to the development region.
            #expect(string("greeting", nil, ["fr-CA"]) == "Bonjour")
            #expect(string("only.en", nil, ["fr"]) == "English only")
            #expect(string("greeting", nil, ["ja"]) == "Hello")
            #expect(string("farewell", nil, ["de"]) == "Tschüss")
            #expect(string("open", "Menu", ["fr"]) == "Ouvrir")
            #expect(string("missing", nil, ["fr"]) == nil)
        }
    }

    @Test func stringCatalogs() throws {
        try withBundle(files) { bundle, _ in
            let string = { (key: String, languages: [String]) in
                LocalizedStrings.string(forKey: key, table: "Catalog", bundle: bundle, languages: languages)
            }
            #expect(string("Save", ["fr"]) == "Enregistrer")
            #expect(string("%lld apples", ["fr"]) == "%lld pommes")
            // The source language's value is the key itself.
            #expect(string("Save", ["ja"]) == "Save")
            #expect(string("Unknown", ["fr"]) == nil)
            #expect(LocalizedStrings.string(forKey: "Save", table: "Broken", bundle: bundle, languages: ["fr"]) == nil)
        }
    }
}
