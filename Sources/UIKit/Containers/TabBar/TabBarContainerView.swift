import Foundation

/// A tab bar controller's view: it lays out the bar and the selected tab's view whenever it lays out.
final class TabBarContainerView: UIView {
    private weak var controller: UITabBarController?

    init(frame: CGRect, controller: UITabBarController) {
        self.controller = controller
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabs(in: bounds)
    }
}
