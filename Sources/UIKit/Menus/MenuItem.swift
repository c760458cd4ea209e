import Foundation

/// One line of a shown menu, flattened from the menu's tree: inline menus become their children between thick
/// separators, hidden elements go, deferred elements become their elements or a loading row.
@MainActor
enum MenuItem {
    /// The menu's title, in small gray text at the top.
    case title(String)
    /// An action; `group` is the menu it belongs to (a single-selection menu unchecks its siblings).
    case action(UIAction, group: UIMenu)
    /// A submenu's row, which opens it in place.
    case submenu(UIMenu)
    /// The row that closes the submenu shown in place, back to its parent.
    case back(UIMenu)
    /// A deferred element whose elements have not come yet.
    case loading(UIDeferredMenuElement)
    /// The thick gap between inline groups.
    case groupSeparator

    var height: CGFloat {
        switch self {
        case .groupSeparator: MenuView.groupSeparatorHeight
        case .title: MenuView.titleHeight
        default: MenuView.rowHeight
        }
    }

    /// Whether a touch can choose the row.
    var isSelectable: Bool {
        switch self {
        case .action(let action, _): !action.attributes.contains(.disabled)
        case .submenu, .back: true
        case .title, .loading, .groupSeparator: false
        }
    }

    /// The items `menu` shows; `resolve` gives a deferred element's elements, or nil while they have not come.
    static func items(of menu: UIMenu, resolve: (UIDeferredMenuElement) -> [UIMenuElement]?) -> [MenuItem] {
        var items: [MenuItem] = menu.title.isEmpty ? [] : [.title(menu.title)]
        var groups: [[MenuItem]] = [[]]
        func append(_ elements: [UIMenuElement], group: UIMenu) {
            for element in elements {
                switch element {
                case let action as UIAction where !action.attributes.contains(.hidden):
                    groups[groups.count - 1].append(.action(action, group: group))
                case let submenu as UIMenu where submenu.options.contains(.displayInline):
                    groups.append([])
                    append(submenu.children, group: submenu)
                    groups.append([])
                case let submenu as UIMenu:
                    if MenuItem.items(of: submenu, resolve: { $0.providedElements }).contains(where: { $0.isShown }) {
                        groups[groups.count - 1].append(.submenu(submenu))
                    }
                case let deferred as UIDeferredMenuElement:
                    if let provided = resolve(deferred) {
                        append(provided, group: group)
                    } else {
                        groups[groups.count - 1].append(.loading(deferred))
                    }
                default:
                    break
                }
            }
        }
        append(menu.children, group: menu)
        for group in groups where !group.isEmpty {
            if !items.isEmpty, !items.allSatisfy({ if case .title = $0 { true } else { false } }) {
                items.append(.groupSeparator)
            }
            items += group
        }
        return items
    }

    /// Whether the item is a row of content (not a title or a separator).
    var isShown: Bool {
        switch self {
        case .title, .groupSeparator: false
        default: true
        }
    }
}
