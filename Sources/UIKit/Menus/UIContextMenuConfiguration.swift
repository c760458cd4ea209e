import Foundation

/// Builds a context menu's menu from the system's suggested elements; nil shows no menu.
@preconcurrency public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the controller whose view previews a context menu's item; nil previews the view itself.
@preconcurrency public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: a preview of the item and a menu of actions, made when the menu opens.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Tells configurations apart (an index path, a string …); a unique one unless given.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration named `identifier` whose preview and menu the providers make.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
