import Foundation

/// Turns a table's drag and drop interactions' questions into its drag and drop delegates' row questions,
/// opens the gap where rows would drop, and reorders rows dropped in the table they came from.
@MainActor
final class TableDragDropForwarder: ListDragDropForwarding, UIDropInteractionDelegate {
    private weak var table: UITableView?
    /// Lifts the rows and knows where each dragged item came from.
    private let dragSource: ListDragSource<UITableView>
    private(set) lazy var dragInteraction = UIDragInteraction(delegate: dragSource)
    private(set) lazy var dropInteraction = UIDropInteraction(delegate: self)
    /// Whether a drag is over the table.
    private(set) var isDropping = false
    private var destination: IndexPath?
    /// The row items would drop into, highlighted.
    private var highlightedRow: IndexPath?
    private var proposal = UITableViewDropProposal(operation: .cancel)
    private let targets = ListDropTargets()
    private let autoscroller = DragAutoscroller()

    init(table: UITableView) {
        self.table = table
        dragSource = ListDragSource(host: table)
    }

    /// The drag out of the table, from its start to its end.
    var activeDrag: UIDragSession? { dragSource.activeDrag }

    // MARK: Dropping on rows

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let table else { return false }
        if let delegate = table.dropDelegate { return delegate.tableView(table, canHandle: session) }
        return reorderedRow(in: session) != nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        isDropping = true
        guard let table else { return }
        table.dropDelegate?.tableView(table, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        guard let table else { return UIDropProposal(operation: .cancel) }
        let finger = session.location(in: table)
        let location = table.pointBeforeClosing(finger)
        let insertion = table.dropInsertionIndexPath(at: location)
        var reported = insertion
        if let source = reorderedRow(in: session), let at = insertion, at.section == source.section, at.row > source.row {
            // A row moved down lands one place higher once it has left its own.
            reported = IndexPath(row: at.row - 1, section: at.section)
        }
        destination = reported
        if let delegate = table.dropDelegate {
            proposal = delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: reported)
        } else {
            proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        let takes = proposal.operation == .copy || (proposal.operation == .move && session.allowsMoveOperation)
        let under = table.indexPathForRow(at: location)
        let into: Bool
        switch proposal.intent {
        case .insertIntoDestinationIndexPath:
            into = under != nil
        case .automatic:
            // The middle half of a row drops into it; its edges between rows.
            into = under.map { row in
                let rect = table.rectForRow(at: row)
                return abs(location.y - rect.midY) < rect.height / 4
            } ?? false
        default:
            into = false
        }
        if takes && into { destination = under }
        highlight(takes && into ? under : nil)
        let opensGap = takes && !into && (proposal.intent == .insertAtDestinationIndexPath || proposal.intent == .automatic)
        let height = session.items.first.flatMap { dragSource.source(of: $0) }.map { table.rectForRow(at: $0).height }
        // A row moved (not copied) into another section leaves its own, which closes up.
        let closing = opensGap && proposal.operation == .move ? reorderedRow(in: session).flatMap { source in
            insertion.flatMap { $0.section != source.section ? (source, table.rectForRow(at: source).height) : nil }
        } : nil
        table.setDropGap(opensGap ? insertion.map { ($0, height ?? table.defaultDropGapHeight) } : nil, closing: closing)
        autoscroller.follow(finger, in: table)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        isDropping = false
        autoscroller.stop()
        highlight(nil)
        guard let table else { return }
        table.setDropGap(nil)
        table.dropDelegate?.tableView(table, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        autoscroller.stop()
        highlight(nil)
        guard let table else { return }
        table.setDropGap(nil, animated: false)
        targets.removeAll()
        if let source = reorderedRow(in: session), proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath,
           let item = session.items.first {
            let target = table.clampedMoveDestination(destination ?? source, from: source)
            if target != source {
                table.dataSource?.tableView(table, moveRowAt: source, to: target)
                table.performBatchUpdates { table.moveRow(at: source, to: target) }
            }
            _ = targets.send(item, to: table.rectForRow(at: target), in: table)
            return
        }
        guard let delegate = table.dropDelegate else { return }
        let items = session.items.map { item in
            ListDropItem(dragItem: item, sourceIndexPath: dragSource.source(of: item),
                         previewSize: DragController.current?.previewSize(for: item) ?? .zero)
        }
        let coordinator = TableDropCoordinator(table: table, items: items, destinationIndexPath: destination, proposal: proposal,
                                               session: session, targets: targets)
        delegate.tableView(table, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        targets.preview(for: item, from: defaultPreview) ?? defaultPreview
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        isDropping = false
        autoscroller.stop()
        targets.removeAll()
        highlight(nil)
        guard let table else { return }
        table.setDropGap(nil)
        table.dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }

    /// Highlights the row items would drop into, un-highlighting the last one.
    private func highlight(_ row: IndexPath?) {
        guard row != highlightedRow else { return }
        if let old = highlightedRow { table?.cellForRow(at: old)?.setHighlighted(false, animated: true) }
        highlightedRow = row
        if let row { table?.cellForRow(at: row)?.setHighlighted(true, animated: true) }
    }

    /// The row a session moves within this table: one row dragged out of it, which the data source lets move.
    private func reorderedRow(in session: UIDropSession) -> IndexPath? {
        guard let table, let drag = session.localDragSession, drag === activeDrag, session.items.count == 1,
              let source = dragSource.source(of: session.items[0]),
              table.dataSource?.tableView(table, canMoveRowAt: source) == true else { return nil }
        return source
    }
}
