import Foundation

/// A view controller's `topLayoutGuide` or `bottomLayoutGuide`: a layout guide of its view spanning the
/// view's width, from the view's edge to the safe area's.
@MainActor
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// Which edge of the view the guide covers.
    enum Edge {
        case top, bottom
    }

    let edge: Edge

    /// A guide added to `view`, constrained to its edge and its safe area.
    init(edge: Edge, in view: UIView) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(self)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            edge == .top ? topAnchor.constraint(equalTo: view.topAnchor)
                : topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            edge == .top ? bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// The safe area's inset at the guide's edge, known without a layout pass.
    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}
