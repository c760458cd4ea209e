import Foundation
import Testing
@testable import UIKit

@Suite struct ResourceLocationsTests {
    @Test func catalogsAreFoundAtTheTopAndOneFolderDown() throws {
        let files: BundleFiles = [
            "Assets.xcassets/Contents.json": catalogInfo,
            "App/More.xcassets/Contents.json": catalogInfo,
            "App/Deeper/Hidden.xcassets/Contents.json": catalogInfo,
            "en.lproj/Other.xcassets/Contents.json": catalogInfo,
        ]
        try withBundle(files) { bundle, folder in
            let names = ResourceLocations.catalogs(in: bundle).map { $0.url.lastPathComponent }
            #expect(names == ["Assets.xcassets", "More.xcassets"])
            let resources = try #require(bundle.resourceURL)
            #expect(ResourceLocations.roots(of: bundle) == [resources])
            #expect(bundle.resourceURL?.standardizedFileURL.path == folder.standardizedFileURL.path)
        }
    }

    @Test func theMainBundleTakesInTheExecutablesSwiftPMResourceBundle() throws {
        let executable = try #require(Bundle.main.executableURL?.lastPathComponent)
        let files: BundleFiles = [
            "Pkg_\(executable).resources/Assets.xcassets/Contents.json": catalogInfo,
            "Pkg_Other.resources/Assets.xcassets/Contents.json": catalogInfo,
        ]
        try withBundle(files) { _, folder in
            let found = ResourceLocations.executableResourceBundles(in: folder).map(\.lastPathComponent)
            #expect(found == ["Pkg_\(executable).resources"])
        }
    }

    @Test func infoPlistBuildSettingsAreExpanded() {
        let info: [String: Any] = [
            "CFBundleName": "$(PRODUCT_NAME)", "CFBundleExecutable": "${EXECUTABLE_NAME}",
            "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                ["UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]]]],
            "Count": 3,
        ]
        let expanded = AppInfo.expanded(info, executable: "My-App")
        #expect(expanded["CFBundleName"] as? String == "My-App")
        #expect(expanded["CFBundleExecutable"] as? String == "My-App")
        #expect(expanded["CFBundleDevelopmentRegion"] as? String == "en")
        #expect(expanded["CFBundleIdentifier"] as? String == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(expanded["Count"] as? Int == 3)
        let manifest = expanded["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any]
        let entry = (roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
        #expect(entry?["UISceneDelegateClassName"] as? String == "My_App.SceneDelegate")
    }

    @Test func foundationReadsAnInfoPlistBesideTheBundleInXMLAndBinary() throws {
        let info: [String: Any] = ["CFBundleIdentifier": "com.example.app", "CFBundleDevelopmentRegion": "fr"]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: info, format: format, options: 0)
            try withBundle(["Info.plist": data]) { bundle, _ in
                #expect(bundle.bundleIdentifier == "com.example.app")
                #expect(bundle.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String == "fr")
                #expect(AppInfo.developmentRegion(of: bundle) == "fr")
            }
        }
    }
}
