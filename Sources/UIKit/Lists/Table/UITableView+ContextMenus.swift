import Foundation

extension UITableViewDelegate {
    /// No menu.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? {
        tableView.noteMissing(.contextMenu)
        return nil
    }
    /// Nothing: the menu closes.
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
}

extension UITableView {
    /// Gives the table a context menu interaction while its delegate makes row menus, and takes it away
    /// otherwise, so that a long press on a table without menus still selects its row.
    func updateContextMenuInteraction(_ geometry: TableGeometry) {
        guard let first = geometry.sections.indices.first(where: { geometry.sections[$0].rows.count > 0 }) else { return }
        let wanted = delegateImplements(.contextMenu, at: IndexPath(row: 0, section: first))
        if wanted, contextMenuInteraction == nil {
            let forwarder = TableContextMenuForwarder(table: self)
            let interaction = UIContextMenuInteraction(delegate: forwarder)
            interaction.liftedView = { [weak self] point in
                self?.indexPathForRow(at: point).flatMap { self?.cellForRow(at: $0) }
            }
            contextMenuInteraction = (interaction, forwarder)
            addInteraction(interaction)
        } else if !wanted, let (interaction, _) = contextMenuInteraction {
            removeInteraction(interaction)
            contextMenuInteraction = nil
        }
    }
}

/// Turns the table's context menu interaction's questions into the table delegate's row questions.
@MainActor
final class TableContextMenuForwarder: UIContextMenuInteractionDelegate {
    private weak var table: UITableView?

    init(table: UITableView) {
        self.table = table
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let table, let row = table.indexPathForRow(at: location) else { return nil }
        return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: row, point: location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
