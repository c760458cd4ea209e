import Foundation

extension UIViewController {
    /// The extent of the bars at the top of the view: from the view's top to its safe area's (loads the view).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(.top) }

    /// The extent of the bars at the bottom of the view: from its safe area's bottom to the view's (loads the
    /// view).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(.bottom) }

    /// The guide of `edge` in the current view, made on first use (and again for a new view).
    private func layoutSupportGuide(_ edge: LayoutSupportGuide.Edge) -> LayoutSupportGuide {
        let view: UIView = view
        if let guide = layoutSupportGuides.first(where: { $0.edge == edge && $0.owningView === view }) {
            return guide
        }
        let guide = LayoutSupportGuide(edge: edge, in: view)
        layoutSupportGuides.removeAll { $0.edge == edge }
        layoutSupportGuides.append(guide)
        return guide
    }
}
