import Foundation

/// Shows a menu in a window: the platter beside its source (below it, or above when there is no room), over a
/// view that takes the touches outside and closes the menu. One menu is shown at a time. Selecting an action
/// closes the menu (unless the action keeps it presented), checks it in a single-selection menu, then runs it;
/// a submenu opens in place of its parent. Deferred elements show a loading row until their elements come.
@MainActor
final class MenuPresenter {
    /// How far the platter keeps from its source and from the window's safe edges.
    static let margin: CGFloat = 8
    static let appearDuration: TimeInterval = 0.25
    static let disappearDuration: TimeInterval = 0.2

    /// The menu shown now, if any.
    private(set) static var current: MenuPresenter?

    let menu: UIMenu
    let overlay = MenuOverlayView()
    let menuView = MenuView()
    /// The sender the actions see.
    private weak var sender: AnyObject?
    /// Where the source is, in the window.
    private let source: CGRect
    /// A lifted copy of the source (a context menu's preview), shown over the backdrop.
    private let preview: UIView?
    /// Whether a touch outside the platter reaches the views beneath, closing the menu (an edit menu's).
    var passesOutsideTouchesThrough = false
    /// Whether choosing an action unchecks every other action of the menu (a pop-up button's menu).
    var selectsAcrossMenu = false
    /// Told of the action chosen, before it runs.
    var onChoose: ((UIAction) -> Void)?
    /// Told once the menu starts to close.
    var onDismiss: (() -> Void)?
    /// Told of a tap on the preview, which commits to it; without it such a tap closes the menu.
    var onPreviewTap: (() -> Void)?
    /// The submenus opened in place, innermost last.
    private var openSubmenus: [UIMenu] = []
    private var resolved: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var requested: Set<ObjectIdentifier> = []
    private var isDismissed = false

    private init(menu: UIMenu, source: CGRect, sender: AnyObject?, preview: UIView?) {
        self.menu = menu
        self.source = source
        self.sender = sender
        self.preview = preview
    }

    /// Shows `menu` beside `source` (window coordinates) in `window`, over a dimmed backdrop with `preview`
    /// lifted when one is given. Returns nil, showing nothing, when the menu has nothing to show.
    @discardableResult
    static func present(_ menu: UIMenu, from source: CGRect, in window: UIWindow, sender: AnyObject?,
                        preview: UIView? = nil, configure: (MenuPresenter) -> Void = { _ in }) -> MenuPresenter? {
        let presenter = MenuPresenter(menu: menu, source: source, sender: sender, preview: preview)
        configure(presenter)
        let items = presenter.items()
        guard items.contains(where: \.isShown) else { return nil }
        current?.dismiss(animated: false)
        current = presenter
        presenter.show(items, in: window)
        return presenter
    }

    private func show(_ items: [MenuItem], in window: UIWindow) {
        overlay.frame = window.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.presenter = self
        overlay.backgroundColor = preview == nil ? .clear : AlertPresentationController.dimmingColor
        window.addSubview(overlay)
        if let preview {
            preview.frame = source
            preview.isUserInteractionEnabled = false
            overlay.addSubview(preview)
        }
        menuView.onSelect = { [weak self] item in self?.select(item) }
        overlay.addSubview(menuView)
        menuView.show(items)
        place()
        startLoads()
        menuView.alpha = 0
        menuView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        let dimmed = preview != nil
        if dimmed { overlay.alpha = 0 }
        UIView.animate(withDuration: Self.appearDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            self.menuView.alpha = 1
            self.menuView.transform = .identity
            if dimmed { self.overlay.alpha = 1 }
        }
    }

    /// The items of the menu shown (the innermost open submenu's, with its row to go back).
    private func items() -> [MenuItem] {
        let shown = openSubmenus.last ?? menu
        let items = MenuItem.items(of: shown) { [unowned self] deferred in self.elements(of: deferred) }
        return openSubmenus.isEmpty ? items : [.back(shown)] + items.filter { if case .title = $0 { false } else { true } }
    }

    /// A deferred element's elements once they came, noting it for loading otherwise.
    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let key = ObjectIdentifier(deferred)
        if let elements = resolved[key] { return elements }
        if deferred.isCached, let provided = deferred.providedElements { return provided }
        requested.insert(key)
        return nil
    }

    /// Asks the deferred elements shown as loading rows for their elements.
    private func startLoads() {
        for row in menuView.rows {
            guard case .loading(let deferred) = row.item, resolved[ObjectIdentifier(deferred)] == nil else { continue }
            let key = ObjectIdentifier(deferred)
            guard requested.remove(key) != nil else { continue }
            deferred.load { [weak self] elements in
                guard let self, !self.isDismissed else { return }
                self.resolved[key] = elements
                self.reload()
            }
        }
    }

    /// Shows the items again after a change: elements that came, a submenu opened or closed, a check moved.
    private func reload() {
        menuView.show(items())
        place()
        startLoads()
    }

    /// Puts the platter below the source, or above it when it does not fit below, inside the safe area.
    private func place() {
        guard let window = overlay.superview else { return }
        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        let height = min(menuView.contentHeight, safe.height)
        let x = min(max(source.minX, safe.minX), safe.maxX - MenuView.width)
        var y = source.maxY + Self.margin
        if y + height > safe.maxY { y = source.minY - Self.margin - height }
        y = min(max(y, safe.minY), safe.maxY - height)
        let frame = CGRect(x: x, y: y, width: MenuView.width, height: height)
        menuView.bounds = CGRect(origin: .zero, size: frame.size)
        menuView.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Selecting

    private func select(_ item: MenuItem) {
        switch item {
        case .action(let action, let group):
            guard !action.attributes.contains(.disabled), !isDismissed else { return }
            if selectsAcrossMenu {
                for other in Self.actions(in: menu) { other.state = other === action ? .on : .off }
            } else if group.options.contains(.singleSelection) {
                for case let other as UIAction in group.children { other.state = other === action ? .on : .off }
            }
            if action.attributes.contains(.keepsMenuPresented) {
                reload()
            } else {
                dismiss(animated: true)
            }
            onChoose?(action)
            action.perform(withSender: sender)
        case .submenu(let submenu):
            openSubmenus.append(submenu)
            reload()
        case .back:
            openSubmenus.removeLast()
            reload()
        case .title, .loading, .groupSeparator:
            break
        }
    }

    /// Every action in `menu` and its submenus, with the deferred elements' kept elements.
    static func actions(in menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            switch element {
            case let action as UIAction: [action]
            case let submenu as UIMenu: actions(in: submenu)
            case let deferred as UIDeferredMenuElement: actions(in: UIMenu(children: deferred.providedElements ?? []))
            default: []
            }
        }
    }

    /// Follows a touch that began outside the menu (the long press that opened it): `point` in window
    /// coordinates, nil when it left.
    func track(_ point: CGPoint?) {
        menuView.track(point.map { menuView.convert($0, from: nil) })
    }

    /// Ends such a touch at `point`: the row there is selected; elsewhere the menu stays open.
    func release(_ point: CGPoint) {
        menuView.release(menuView.convert(point, from: nil))
    }

    /// A tap on the backdrop at `point` (window coordinates): on the preview it commits, elsewhere it closes.
    func backdropTapped(at point: CGPoint) {
        if let preview, preview.frame.contains(point), let onPreviewTap { return onPreviewTap() }
        dismiss(animated: true)
    }

    /// Closes the menu, fading it out when `animated`.
    func dismiss(animated: Bool) {
        guard !isDismissed else { return }
        isDismissed = true
        if Self.current === self { Self.current = nil }
        onDismiss?()
        let overlay = overlay
        guard animated else { return overlay.removeFromSuperview() }
        overlay.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.disappearDuration, animations: { overlay.alpha = 0 },
                       completion: { _ in overlay.removeFromSuperview() })
    }
}
