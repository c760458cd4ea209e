import Foundation
import Testing
@testable import UIKit

/// The notifications of some names a test saw, in order, with their user info; names are kept without the
/// `trimmed` parts (`"UIKeyboardWillShowNotification"` is `"WillShow"` with `["UIKeyboard", "Notification"]`).
@MainActor
final class RecordedNotifications {
    private(set) var names: [String] = []
    private(set) var infos: [[AnyHashable: Any]] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ observed: [Notification.Name], object: AnyObject? = nil, trimming trimmed: [String] = []) {
        tokens = observed.map { name in
            NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                let label = trimmed.reduce(note.name.rawValue) { $0.replacingOccurrences(of: $1, with: "") }
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                MainActor.assumeIsolated {
                    self?.names.append(label)
                    self?.infos.append(info)
                }
            }
        }
    }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }

    func reset() {
        names = []
        infos = []
    }

    /// The rectangle of `key` in the user info of the `index`th notification.
    func frame(_ key: String, _ index: Int) -> CGRect? { (infos[index][key] as? NSValue)?.cgRectValue }
}
