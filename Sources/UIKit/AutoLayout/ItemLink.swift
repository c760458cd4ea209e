import Foundation

/// How an engine finds its entry for a layout item without hashing, from the item's layout reference or from an unknown
/// the solver reports as changed: the engine that last took the item in writes its serial number and entry here.
@MainActor
final class ItemLink {
    /// The identity of the view or layout guide: the key of the engines' tables, for the engines not written here.
    nonisolated let key: ObjectIdentifier
    /// The `serial` of the engine whose entry `item` is; 0 for none.
    var engineSerial = 0
    /// That engine's entry. Not retained: it is read only while `engineSerial` matches the engine reading it, and
    /// an engine's serial is never reused; the engine clears both when it lets go of the entry.
    unowned(unsafe) var item: AutoLayoutEngine.Item?

    nonisolated init(key: ObjectIdentifier) {
        self.key = key
    }
}
