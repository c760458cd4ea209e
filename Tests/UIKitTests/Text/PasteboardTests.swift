import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A desktop clipboard standing in for SDL's: it holds raw bytes, as X11 hands them over.
@MainActor
final class FakeDesktopClipboard: DesktopClipboard {
    var bytes: [UInt8]?
    var writes = 0

    func text() -> [UInt8]? { bytes }
    func setText(_ text: String) {
        bytes = Array(text.utf8)
        writes += 1
    }
}

@MainActor @Suite(.serialized) struct PasteboardTests {
    /// Runs `body` with the general pasteboard backed by a fake desktop clipboard, emptied before and after.
    private func withDesktop(_ body: (FakeDesktopClipboard, UIPasteboard) throws -> Void) rethrows {
        let desktop = FakeDesktopClipboard()
        UIPasteboard.general.items = []
        PasteboardStore.desktopClipboard = desktop
        defer {
            PasteboardStore.desktopClipboard = nil
            UIPasteboard.general.items = []
        }
        try body(desktop, .general)
    }

    @Test func stringsURLsAndColoursRoundTripWithTheirTypes() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: pasteboard.name) }
        pasteboard.string = "héllo"
        #expect(pasteboard.types == ["public.utf8-plain-text"] && pasteboard.hasStrings && !pasteboard.hasURLs)
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("héllo".utf8))
        #expect(pasteboard.contains(pasteboardTypes: UIPasteboard.typeListString))

        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.numberOfItems == 2 && pasteboard.strings == ["a", "b"] && pasteboard.string == "a")

        let url = try #require(URL(string: "https://example.com/a?b=1"))
        pasteboard.url = url
        #expect(pasteboard.url == url && pasteboard.types == ["public.url"] && !pasteboard.hasStrings)
        #expect(pasteboard.data(forPasteboardType: "public.url") == Data("https://example.com/a?b=1".utf8))

        pasteboard.colors = [.red, .blue]
        #expect(pasteboard.colors == [.red, .blue] && pasteboard.hasColors && pasteboard.types == ["com.apple.uikit.color"])

        // Text set as data under a text type reads back as a string.
        pasteboard.setData(Data("from data".utf8), forPasteboardType: "public.plain-text")
        #expect(pasteboard.string == "from data" && pasteboard.value(forPasteboardType: "public.plain-text") is Data)
    }

    @Test func imagesRoundTripAsImagesAndAsPNGData() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: pasteboard.name) }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        pasteboard.image = image
        #expect(pasteboard.hasImages && pasteboard.image === image && pasteboard.types == ["public.png"])
        let png = try #require(pasteboard.data(forPasteboardType: "public.png"))
        // A PNG put there as data is an image to read too.
        pasteboard.setData(png, forPasteboardType: "public.png")
        let decoded = try #require(pasteboard.image)
        #expect(decoded.size.width * decoded.scale == 3 * image.scale && decoded.size.height * decoded.scale == 2 * image.scale)
    }

    @Test func itemsHoldSeveralTypesAndCountEachChangeOnce() {
        let pasteboard = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: pasteboard.name) }
        let log = RecordedNotifications([UIPasteboard.changedNotification], object: pasteboard)
        defer { log.stop() }
        func types(_ index: Int, _ key: String) -> [String] { log.infos[index][key] as? [String] ?? [] }
        let start = pasteboard.changeCount
        pasteboard.setItems([["public.utf8-plain-text": "x", "public.url": URL(string: "https://a.b")!], ["com.example.raw": Data([1, 2])]])
        #expect(pasteboard.changeCount == start + 1)
        #expect(pasteboard.types == ["public.url", "public.utf8-plain-text"])
        #expect(pasteboard.types(forItemSet: IndexSet(integer: 1)) == [["com.example.raw"]])
        #expect(pasteboard.contains(pasteboardTypes: ["com.example.raw"], inItemSet: IndexSet(integer: 1)))
        #expect(!pasteboard.contains(pasteboardTypes: ["com.example.raw"], inItemSet: nil))
        #expect(pasteboard.data(forPasteboardType: "com.example.raw", inItemSet: nil) == [Data([1, 2])])
        pasteboard.addItems([["public.utf8-plain-text": "y"]])
        #expect(pasteboard.changeCount == start + 2 && pasteboard.strings == ["x", "y"])
        pasteboard.string = "z"
        #expect(pasteboard.changeCount == start + 3)
        let added = UIPasteboard.changedTypesAddedUserInfoKey, removed = UIPasteboard.changedTypesRemovedUserInfoKey
        #expect(log.names.count == 3)
        #expect(types(0, added) == ["com.example.raw", "public.url", "public.utf8-plain-text"] && types(0, removed) == [])
        #expect(types(2, added) == [] && types(2, removed) == ["com.example.raw", "public.url"])
        // Values a pasteboard cannot hold are dropped and logged; the rest of the item stays.
        let messages = UIKitLogObservers.capture { pasteboard.setItems([["public.utf8-plain-text": "ok", "com.example.n": 42]]) }
        #expect(messages.count == 1 && pasteboard.types == ["public.utf8-plain-text"])
    }

    @Test func namedPasteboardsShareTheirItemsAndCanBeRemoved() throws {
        let name = UIPasteboard.Name("com.example.shared")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let first = try #require(UIPasteboard(name: name, create: true))
        first.string = "shared"
        let second = try #require(UIPasteboard(name: name, create: false))
        #expect(second.string == "shared" && second.changeCount == first.changeCount)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
        let log = RecordedNotifications([UIPasteboard.removedNotification])
        defer { log.stop() }
        UIPasteboard.remove(withName: name)
        #expect(log.names.count == 1 && UIPasteboard(name: name, create: false) == nil)
        // The general pasteboard is not removed.
        UIPasteboard.remove(withName: .general)
        #expect(UIPasteboard(name: .general, create: false) != nil)
    }

    @Test func expiredItemsAreGoneAndLocalOnesStayOffTheDesktop() {
        withDesktop { desktop, general in
            general.setItems([["public.utf8-plain-text": "secret"]], options: [.localOnly: true])
            #expect(general.string == "secret" && desktop.writes == 0)
            general.setItems([["public.utf8-plain-text": "old"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
            #expect(general.string == nil && !general.hasStrings)
        }
    }

    @Test func theGeneralPasteboardIsTheDesktopClipboardForText() {
        withDesktop { desktop, general in
            general.string = "copied here"
            #expect(desktop.bytes == Array("copied here".utf8))
            let count = general.changeCount
            // Another app copies: the next read sees it, counted as a change.
            desktop.bytes = Array("from another app ✓".utf8)
            #expect(general.string == "from another app ✓" && general.changeCount == count + 1)
            #expect(general.changeCount == count + 1)
            // A named pasteboard keeps to the process.
            let named = UIPasteboard.withUniqueName()
            named.string = "mine"
            UIPasteboard.remove(withName: named.name)
            #expect(desktop.bytes == Array("from another app ✓".utf8))
            // Images stay in the app; the desktop keeps its text.
            general.color = .green
            #expect(general.color == .green && desktop.writes == 1)
        }
    }

    @Test func invalidUTF8FromTheDesktopIsRefusedWithoutLosingTheApp() {
        withDesktop { desktop, general in
            general.string = "kept on screen"
            let count = general.changeCount
            desktop.bytes = [0x66, 0x6F, 0xC3, 0x28, 0xFF]
            let messages = UIKitLogObservers.capture {
                #expect(general.string == nil && !general.hasStrings)
                _ = general.items
            }
            #expect(messages.count == 1 && messages[0].contains("not UTF-8"))
            #expect(general.changeCount == count + 1)
        }
    }

    @Test func aTenMegabyteStringRoundTrips() {
        withDesktop { desktop, general in
            let big = String(repeating: "0123456789abcdé\n", count: 10 * 1024 * 1024 / 17)
            general.string = big
            #expect(desktop.bytes?.count == big.utf8.count)
            #expect(general.string == big)
            desktop.bytes = Array(big.utf8.dropLast())
            #expect(general.string?.utf8.count == big.utf8.count - 1)
        }
    }
}
