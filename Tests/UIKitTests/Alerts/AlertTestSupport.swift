import Foundation
@testable import UIKit
import UIKitTesting

/// An alert with actions titled `titles` (a title starting with "Cancel" is the cancel action, "Delete" is
/// destructive), each recording its title into `log` when run.
@MainActor
func makeAlert(_ style: UIAlertController.Style = .alert, title: String? = "Title", message: String? = "Message",
               actions titles: [String], log: RecordingView.Log) -> UIAlertController {
    let alert = UIAlertController(title: title, message: message, preferredStyle: style)
    for name in titles {
        let style: UIAlertAction.Style = name.hasPrefix("Cancel") ? .cancel : name == "Delete" ? .destructive : .default
        alert.addAction(UIAlertAction(title: name, style: style) { action in log.entries.append("ran \(action.title ?? "")") })
    }
    return alert
}

/// Presents `alert` from `root` without animation and lets the presentation finish.
@MainActor
func show(_ alert: UIAlertController, from root: UIViewController) throws -> AlertView {
    root.present(alert, animated: false)
    FramePass.drain()
    guard let view = alert.alertView, view.window != nil else { throw AlertTestError.notShown }
    return view
}

enum AlertTestError: Error { case notShown }

extension AlertView {
    /// The buttons' frames in the alert view, by title.
    func buttonFrames() -> [String: CGRect] {
        Dictionary(uniqueKeysWithValues: buttons.map { ($0.action.title ?? "", $0.convert($0.bounds, to: self)) })
    }

    /// The button titled `title`.
    func button(_ title: String) -> AlertButton? { buttons.first { $0.action.title == title } }
}
