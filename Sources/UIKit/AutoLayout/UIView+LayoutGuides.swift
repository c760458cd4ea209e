import Foundation

extension UIView {
    func adoptLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningViewStorage {
            if owner === self { return }
            owner.dropLayoutGuide(guide)
        }
        autoLayoutState.guides.append(guide)
        guide.owningViewStorage = self
    }

    /// Removes the guide and deactivates the constraints that name it (they could no longer be solved).
    func dropLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningViewStorage === self, let state = layoutState else { return }
        for constraint in guide.layoutItemState.referencingConstraints { constraint.container?.uninstallConstraint(constraint) }
        state.guides.removeAll { $0 === guide }
        guide.owningViewStorage = nil
        if guide === state.layoutMarginsGuide { state.layoutMarginsGuide = nil }
        if guide === state.safeAreaLayoutGuide { state.safeAreaLayoutGuide = nil }
        if guide === state.readableContentGuide { state.readableContentGuide = nil }
        if guide === state.keyboardLayoutGuide { state.keyboardLayoutGuide = nil }
    }

    /// The view's system guide of `kind`, made on first use.
    func systemGuide(_ kind: UILayoutGuide.SystemKind) -> UILayoutGuide {
        let state = autoLayoutState
        func guide(_ slot: ReferenceWritableKeyPath<LayoutState, UILayoutGuide?>, _ identifier: String) -> UILayoutGuide {
            if let guide = state[keyPath: slot] { return guide }
            let guide = UILayoutGuide(system: kind, identifier: identifier, owningView: self)
            state[keyPath: slot] = guide
            state.guides.append(guide)
            return guide
        }
        switch kind {
        case .margins: return guide(\.layoutMarginsGuide, "UIViewLayoutMarginsGuide")
        case .safeArea: return guide(\.safeAreaLayoutGuide, "UIViewSafeAreaLayoutGuide")
        case .readableContent: return guide(\.readableContentGuide, "UIViewReadableContentGuide")
        case .keyboard:
            if let guide = state.keyboardLayoutGuide { return guide }
            let guide = UIKeyboardLayoutGuide(owningView: self)
            state.keyboardLayoutGuide = guide
            state.guides.append(guide)
            return guide
        }
    }
}

extension UILayoutGuide {
    /// The guide's solved rectangle; for a system guide no constraint uses yet, computed from its view.
    var solvedLayoutFrame: CGRect {
        guard let owner = owningViewStorage else { return .zero }
        if let engine = owner.hierarchyEngine(create: false) {
            engine.sync()
            if let item = engine.item(for: self) { return engine.alignmentRect(of: item) }
        }
        guard let systemKind else { return (self as? ScrollViewLayoutGuide)?.unconstrainedLayoutFrame ?? .zero }
        let bounds = CGRect(origin: .zero, size: owner.bounds.size)
        switch systemKind {
        case .margins:
            return bounds.inset(by: owner.layoutMargins)
        case .safeArea:
            return bounds.inset(by: owner.safeAreaInsets)
        case .readableContent:
            let margins = bounds.inset(by: owner.layoutMargins)
            let width = min(margins.width, AutoLayoutEngine.readableContentWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .keyboard:
            let height = (self as? UIKeyboardLayoutGuide)?.height(in: owner) ?? owner.safeAreaInsets.bottom
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
    }

    /// A setting of a system guide changed: its constraints follow at the next layout pass.
    func systemGuideDidChange() {
        layoutItemState.engine?.itemNeedsRefresh(self)
        owningViewStorage?.setNeedsLayout()
    }
}
