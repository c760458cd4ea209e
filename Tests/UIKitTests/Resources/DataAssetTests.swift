import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite struct DataAssetTests {
    @Test func dataSetsGiveTheirBytesAndType() throws {
        var files = assetCatalogFiles
        files["Assets.xcassets/Config.dataset/Contents.json"] = utf8("""
            {
              "data" : [
                {
                  "filename" : "config.json",
                  "idiom" : "universal",
                  "universal-type-identifier" : "public.json"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }
            """)
        files["Assets.xcassets/Config.dataset/config.json"] = utf8("{\"answer\":42}")
        files["Assets.xcassets/Notes.dataset/Contents.json"] = utf8(
            "{ \"data\" : [ { \"filename\" : \"notes.txt\", \"idiom\" : \"universal\" } ] }")
        files["Assets.xcassets/Notes.dataset/notes.txt"] = utf8("hello")
        files["Assets.xcassets/Empty.dataset/Contents.json"] = utf8("{ \"data\" : [ { \"idiom\" : \"universal\" } ] }")
        try withBundle(files) { bundle, _ in
            let config = try #require(NSDataAsset(name: "Config", bundle: bundle))
            #expect(config.name == "Config")
            #expect(config.data == utf8("{\"answer\":42}"))
            #expect(config.typeIdentifier == "public.json")
            #expect(NSDataAsset(name: "Notes", bundle: bundle)?.typeIdentifier == "public.plain-text")
            #expect(NSDataAsset(name: "Empty", bundle: bundle) == nil)
            #expect(NSDataAsset(name: "Nothing", bundle: bundle) == nil)
            #expect(NSDataAsset(name: "Dot", bundle: bundle) == nil)
        }
    }
}
