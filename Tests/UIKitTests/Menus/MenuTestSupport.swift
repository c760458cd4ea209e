import Foundation
@testable import UIKit
import UIKitTesting

/// An action titled `title` that records its title (and its sender's kind) into `log`.
@MainActor
func recordingAction(_ title: String, _ log: RecordingView.Log, attributes: UIMenuElement.Attributes = [],
                     state: UIMenuElement.State = .off) -> UIAction {
    UIAction(title: title, attributes: attributes, state: state) { action in
        log.entries.append("ran \(action.title)\(action.sender is UIButton ? " from button" : "")")
    }
}

extension MenuView {
    /// The rows' titles, with marks: "✓" for a checkmark, "›" for a submenu, "⌄" for the row back, "—" for a
    /// group gap.
    var rowTitles: [String] {
        rows.map { row in
            switch row.item {
            case .groupSeparator: "—"
            case .submenu: "\(row.titleLabel.text ?? "") ›"
            case .back: "⌄ \(row.titleLabel.text ?? "")"
            default: (row.isChecked ? "✓ " : "") + (row.titleLabel.text ?? "")
            }
        }
    }

    /// The centre of the row titled `title`, in window coordinates.
    func centre(of title: String) -> CGPoint? {
        rows.first { $0.titleLabel.text == title }.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
    }
}

/// The menu shown now, if any, and not closing.
@MainActor
var shownMenu: MenuView? {
    guard let presenter = MenuPresenter.current, presenter.overlay.window != nil else { return nil }
    return presenter.menuView
}
