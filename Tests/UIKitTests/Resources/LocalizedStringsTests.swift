import Foundation
import Testing
@testable import UIKit

/// On the main actor: its broken catalog logs, and log captures of main-actor suites are process-wide.
@MainActor @Suite struct LocalizedStringsTests {
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

    /// `key` from `table` of `bundle` as the lookup answers for a user who prefers `languages`, with `en` the
    /// development region; nil when no localization searched has the table.
    private func string(_ key: String, value: String? = nil, table: String? = nil, in bundle: Bundle,
                        _ languages: [String]) -> String? {
        let searchList = LocalizationMatcher.searchList(for: languages, in: LocalizedStrings.localizations(of: bundle),
                                                        developmentRegion: "en")
        guard let found = LocalizedStrings.table(named: table, in: bundle, searchList: searchList) else { return nil }
        return found.string(forKey: key) ?? value.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }

    @Test func theUsersLanguagesComeFromAppleLanguagesElseTheEnvironment() {
        let environment = ["LANGUAGE": "de:fr_CA", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "it_IT.UTF-8"]
        #expect(LocalizedStrings.preferredLanguages(appleLanguages: [], environment: environment) == ["de", "fr-CA", "es-ES"])
        #expect(LocalizedStrings.preferredLanguages(appleLanguages: [], environment: ["LC_ALL": "pt_BR", "LANG": "it"]) == ["pt-BR"])
        #expect(LocalizedStrings.preferredLanguages(appleLanguages: ["ja", "en"], environment: environment) == ["ja", "en"])
        #expect(LocalizedStrings.preferredLanguages(appleLanguages: [], environment: ["LANG": "C.UTF-8"]).isEmpty)
        #expect(LocalizedStrings.preferredLanguages(appleLanguages: [], environment: ["LANGUAGE": "nl:nl", "LANG": "POSIX"]) == ["nl"])
    }

    @Test func theBundlesLocalizationsAreItsFoldersAndCatalogLanguages() throws {
        try withBundle(files) { bundle, _ in
            #expect(LocalizedStrings.localizations(of: bundle) == ["de", "en", "fr"])
        }
        try withBundle(["Base.lproj/Main.strings": utf8(""), "de.lproj/Main.strings": utf8("")]) { bundle, _ in
            // Base holds the development region's resources.
            #expect(LocalizedStrings.localizations(of: bundle) == ["de", "en"])
        }
    }

    @Test func stringsTablesInTheChosenLanguage() throws {
        try withBundle(files) { bundle, _ in
            #expect(string("greeting", in: bundle, ["fr"]) == "Bonjour")
            #expect(string("greeting", in: bundle, ["en"]) == "Hello")
            #expect(string("greeting", in: bundle, ["fr-CA"]) == "Bonjour")
            #expect(string("greeting", in: bundle, ["ja", "fr"]) == "Bonjour")
            #expect(string("greeting", in: bundle, ["ja"]) == "Hello")
            #expect(string("farewell", in: bundle, ["de"]) == "Tschüss")
            #expect(string("open", table: "Menu", in: bundle, ["fr"]) == "Ouvrir")
            // As on iOS, the chosen table is read whole: a key it lacks is the value, else the key, never another
            // language's string.
            #expect(string("only.en", in: bundle, ["fr"]) == "only.en")
            #expect(string("only.en", value: "Default", in: bundle, ["fr"]) == "Default")
            #expect(string("only.en", value: "", in: bundle, ["fr"]) == "only.en")
            // A table the chosen language lacks comes from the next localization searched, the development region.
            #expect(string("open", table: "Menu", in: bundle, ["de"]) == nil)
        }
    }

    @Test func aTableOutsideTheLocalizationsComesFirstAndBaseBeforeTheFallbacks() throws {
        let files: BundleFiles = [
            "Plain.strings": utf8("\"k\" = \"plain\";"),
            "de.lproj/Plain.strings": utf8("\"k\" = \"Deutsch\";"),
            "Base.lproj/Main.strings": utf8("\"k\" = \"base\";"),
            "en.lproj/Main.strings": utf8("\"k\" = \"English\";"),
            "pt.lproj/Main.strings": utf8("\"k\" = \"português\";"),
            "de.lproj/Other.strings": utf8("\"k\" = \"anders\";"),
        ]
        try withBundle(files) { bundle, _ in
            #expect(string("k", table: "Plain", in: bundle, ["de"]) == "plain")
            #expect(string("k", table: "Main", in: bundle, ["pt-BR"]) == "português")
            // German has no Main table: Base comes before the development region's.
            #expect(string("k", table: "Main", in: bundle, ["de"]) == "base")
            #expect(string("k", table: "Other", in: bundle, ["pt"]) == nil)
        }
    }

    @Test func stringCatalogs() throws {
        try withBundle(files) { bundle, _ in
            #expect(string("Save", table: "Catalog", in: bundle, ["fr"]) == "Enregistrer")
            #expect(string("%lld apples", table: "Catalog", in: bundle, ["fr"]) == "%lld pommes")
            // The source language's value is the key itself.
            #expect(string("Save", table: "Catalog", in: bundle, ["ja"]) == "Save")
            #expect(string("Unknown", table: "Catalog", in: bundle, ["fr"]) == "Unknown")
            #expect(string("Save", table: "Broken", in: bundle, ["fr"]) == nil)
        }
    }

    @Test func foundationAnswersWhenNoLocalizationHasTheTable() throws {
        try withBundle(files) { bundle, _ in
            #expect(LocalizedStrings.localizedString(forKey: "k", value: "fallback", table: "Missing", bundle: bundle) == "fallback")
            #expect(VellumLocalization.localizedString(forKey: "k", value: nil, table: "Missing", bundle: bundle) == "k")
        }
    }

    @Test func preferredLocalizationsAnswersAsOnIOS() {
        #expect(VellumLocalization.preferredLocalizations(from: ["de", "en", "fr"], forPreferences: ["fr-CA"]) == ["fr"])
        #expect(VellumLocalization.preferredLocalizations(from: ["de", "en"], forPreferences: ["ja"]) == ["de"])
        #expect(VellumLocalization.preferredLocalizations(from: [], forPreferences: ["ja"]).isEmpty)
    }
}
