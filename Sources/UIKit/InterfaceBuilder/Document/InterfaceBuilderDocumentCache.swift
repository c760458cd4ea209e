import Foundation
import Synchronization

/// Parsed documents by file URL and modification date, so that loading the same nib again costs no parse:
/// a table cell's nib or a storyboard is instantiated many times.
enum InterfaceBuilderDocumentCache {
    private struct Entry {
        let modified: Date?
        let document: InterfaceBuilderDocument
    }

    /// Enough for every document of an app; past it the oldest entry goes.
    static let capacity = 64
    private static let entries = Mutex<(table: [URL: Entry], order: [URL])>(([:], []))

    /// The document at `url`, parsed now (by `read`, from the file's bytes) or taken from the cache if the file
    /// has not changed since.
    static func document(
        at url: URL,
        read: (Data) throws(InterfaceBuilderError) -> InterfaceBuilderDocument = { data throws(InterfaceBuilderError) in
            try InterfaceBuilderDocument(data: data)
        }
    ) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        if let entry = entries.withLock({ $0.table[url] }), entry.modified == modified { return entry.document }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InterfaceBuilderError(.notFound, "Could not read \(url.path): \(error.localizedDescription)")
        }
        let document = try read(data)
        entries.withLock { state in
            if state.table.updateValue(Entry(modified: modified, document: document), forKey: url) == nil {
                state.order.append(url)
                if state.order.count > capacity { state.table[state.order.removeFirst()] = nil }
            }
        }
        return document
    }

    /// Forgets every document (tests of cold loads).
    static func removeAll() {
        entries.withLock { $0 = ([:], []) }
    }
}
