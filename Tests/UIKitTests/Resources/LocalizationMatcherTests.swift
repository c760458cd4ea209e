import Testing
@testable import UIKit

/// Apple's choice of localizations, checked against the examples ICU's `ualoc_localizationsToUse` documents.
@Suite struct LocalizationMatcherTests {
    private func match(_ preferred: [String], _ available: [String]) -> [String] {
        LocalizationMatcher.localizations(for: preferred, in: available)
    }

    @Test func anExactMatchWinsInEitherSpellingAndCase() {
        #expect(match(["de"], ["de", "en", "fr"]) == ["de"])
        #expect(match(["en-GB"], ["en", "en_GB"]) == ["en_GB", "en"])
        #expect(match(["en_gb"], ["en-GB"]) == ["en-GB"])
        #expect(match(["fr"], ["English", "French"]) == ["French"])
    }

    @Test func aRegionFallsBackToItsLanguage() {
        #expect(match(["pt-BR"], ["en", "pt", "pt_PT"]) == ["pt"])
        #expect(match(["pt-BR"], ["pt", "pt_BR", "pt_PT"]) == ["pt_BR", "pt"])
        #expect(match(["de-AT"], ["de", "en"]) == ["de"])
        #expect(match(["en-US"], ["en", "en_AU", "en_GB"]) == ["en"])
    }

    @Test func regionalVarietiesFallBackThroughTheirParents() {
        #expect(match(["en-AU"], ["en", "en_AU", "en_GB"]) == ["en_AU", "en_GB", "en"])
        #expect(match(["en-IN"], ["en", "en_GB", "en_001"]) == ["en_GB", "en_001", "en"])
        #expect(match(["en-CA"], ["en", "en_GB", "en_001"]) == ["en_001", "en"])
        #expect(match(["en-FR"], ["en", "en_GB", "en_001", "en_150"]) == ["en_150", "en_GB", "en_001", "en"])
        #expect(match(["es-MX"], ["es", "es_419", "es_MX"]) == ["es_MX", "es_419", "es"])
        #expect(match(["es-AR"], ["es", "es_ES", "es_419"]) == ["es_419", "es"])
        #expect(match(["pt-MO"], ["pt", "pt_PT", "pt_BR"]) == ["pt_PT", "pt"])
    }

    @Test func chineseMatchesByScript() {
        #expect(match(["zh-Hant-TW"], ["zh-Hans", "zh-Hant"]) == ["zh-Hant"])
        #expect(match(["zh-TW"], ["zh-Hans", "zh-Hant"]) == ["zh-Hant"])
        #expect(match(["zh-Hant"], ["zh_CN", "zh_TW"]) == ["zh_TW"])
        #expect(match(["zh"], ["zh_CN", "zh_TW"]) == ["zh_CN"])
        #expect(match(["zh-Hans-SG"], ["zh_CN", "zh_TW"]) == ["zh_CN"])
        #expect(match(["zh-Hant-HK"], ["zh_CN", "zh_TW", "zh_HK"]) == ["zh_HK", "zh_TW"])
        #expect(match(["zh-Hant-MO"], ["zh_CN", "zh_TW", "zh_HK", "zh_MO"]) == ["zh_MO", "zh_HK", "zh_TW"])
        // Traditional Chinese never falls back to `zh`, which is Simplified.
        #expect(match(["zh-Hant-TW"], ["zh", "en"]) == [])
        #expect(match(["zh-Hans-CN"], ["zh", "en"]) == ["zh"])
    }

    @Test func aScriptOtherThanTheUsualOneIsKept() {
        #expect(match(["sr-Latn-RS"], ["sr", "sr-Latn"]) == ["sr-Latn"])
        #expect(match(["sr-Latn"], ["sr"]) == [])
        #expect(match(["sr-RS"], ["sr", "sr-Latn"]) == ["sr"])
        #expect(match(["en-Latn-US"], ["en", "en_US"]) == ["en_US", "en"])
    }

    @Test func aRegionlessLanguageTakesItsUsualRegionThenAnyRegion() {
        #expect(match(["pt"], ["pt_BR", "pt_PT"]) == ["pt_BR"])
        #expect(match(["en"], ["en_GB", "en_US"]) == ["en_US"])
        #expect(match(["de"], ["de_CH", "de_AT", "en"]) == ["de_AT", "de_CH"])
    }

    @Test func theFirstPreferredLanguageWithAMatchDecides() {
        #expect(match(["ja", "fr-CA", "de"], ["de", "en", "fr"]) == ["fr"])
        #expect(match(["ja", "ko"], ["de", "en"]) == [])
        #expect(match(["C", "", "x", "de"], ["de", "en"]) == ["de"])
        #expect(match(["Base", "de"], ["Base", "de"]) == ["de"])
    }

    @Test func theSearchListEndsWithTheDevelopmentRegion() {
        #expect(LocalizationMatcher.searchList(for: ["pt-BR"], in: ["de", "en", "pt"], developmentRegion: "en") == ["pt", "en"])
        #expect(LocalizationMatcher.searchList(for: ["ja"], in: ["de", "en"], developmentRegion: "en") == ["en"])
        #expect(LocalizationMatcher.searchList(for: ["ja"], in: ["de", "fr"], developmentRegion: "en") == ["de", "en"])
        #expect(LocalizationMatcher.searchList(for: [], in: [], developmentRegion: "de") == ["de"])
    }

    @Test func languageTagsFillInTheUsualScript() {
        #expect(LanguageTag("zh_TW") == LanguageTag("zh-Hant-TW"))
        #expect(LanguageTag("ZH-hans") == LanguageTag("zh"))
        #expect(LanguageTag("fr_FR.UTF-8") == LanguageTag("fr-FR"))
        #expect(LanguageTag("German") == LanguageTag("de"))
        #expect(LanguageTag("es-419")?.region == "419")
        #expect(LanguageTag("POSIX") == nil)
        #expect(LanguageTag("") == nil)
    }
}
