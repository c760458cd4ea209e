import Foundation

/// The root view of a navigation controller: it lays the bar out over the top controller's view.
@MainActor
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutBar()
    }
}
