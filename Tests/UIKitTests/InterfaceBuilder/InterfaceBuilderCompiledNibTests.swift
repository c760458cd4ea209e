import Foundation
import Testing
@testable import UIKit

/// Compiled nibs, made here byte by byte and by Foundation's keyed archiver: each form is refused by name, from
/// data and from a bundle that ships only `Name.nib`, with no objects and no crash.
@MainActor @Suite struct InterfaceBuilderCompiledNibTests {
    /// The head of a NIBArchive file: the magic, the two version words ibtool writes (1 and 9), then four empty
    /// count and offset pairs.
    static let nibArchive = Data("NIBArchive".utf8) + Data([1, 0, 0, 0, 9, 0, 0, 0]) + Data(count: 32)

    private func error(_ data: Data) -> InterfaceBuilderError? { documentError(data) }

    @Test func theNIBArchiveFormatIsNamed() {
        let found = error(Self.nibArchive)
        #expect(found?.kind == .unsupportedFormat && found?.message.contains("NIBArchive") == true)
    }

    @Test func aKeyedArchiveIsNamed() throws {
        let archive = try NSKeyedArchiver.archivedData(withRootObject: NSArray(array: ["UINibTopLevelObjectsKey"]),
                                                       requiringSecureCoding: false)
        #expect(archive.starts(with: Data("bplist00".utf8)))
        let found = error(archive)
        #expect(found?.kind == .unsupportedFormat && found?.message.contains("NSKeyedArchiver") == true)
    }

    @Test func aBundleWithOnlyTheCompiledNibGivesNoObjects() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.nibArchive.write(to: folder.appendingPathComponent("Panel.nib"))
        let nib = UINib(nibName: "Panel", bundle: Bundle(url: folder))
        #expect(nib.instantiate(withOwner: nil).isEmpty)
        #expect(#expect(throws: InterfaceBuilderError.self) { try nib.parse() }?.kind == .unsupportedFormat)
        let missing = UINib(nibName: "Elsewhere", bundle: Bundle(url: folder))
        #expect(#expect(throws: InterfaceBuilderError.self) { try missing.parse() }?.kind == .notFound)
        #expect(UINib(data: Self.nibArchive, bundle: nil).instantiate(withOwner: nil).isEmpty)
    }
}
