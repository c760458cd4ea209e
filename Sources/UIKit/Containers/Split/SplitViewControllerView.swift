import Foundation

/// The root view of a split view controller: it lays out the columns.
@MainActor
final class SplitViewControllerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.arrangeColumns()
    }
}
