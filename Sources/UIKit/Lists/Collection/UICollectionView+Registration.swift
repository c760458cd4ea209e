import Foundation

extension UICollectionView {
    /// Registers the class of the cells dequeued with `identifier`; nil removes the registration.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let type = cellClass as? UICollectionViewCell.Type
        if cellClass != nil, type == nil {
            uikitLog.error("UICollectionView: \(String(describing: cellClass)) registered for identifier \(identifier) is not a UICollectionViewCell subclass; the registration is ignored.")
            return
        }
        cellQueue.register(type.map { type in { type.init(frame: .zero) } }, forIdentifier: identifier)
    }

    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        let type = viewClass as? UICollectionReusableView.Type
        if viewClass != nil, type == nil {
            uikitLog.error("UICollectionView: \(String(describing: viewClass)) registered for identifier \(identifier) is not a UICollectionReusableView subclass; the registration is ignored.")
            return
        }
        supplementaryQueue(forKind: elementKind).register(type.map { type in { type.init(frame: .zero) } },
                                                          forIdentifier: identifier)
    }

    /// A recycled or new cell of the class registered for `identifier`, for the item at `indexPath`. An
    /// unregistered identifier is refused in UIKit's words and answered with a plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        let cell = cellQueue.dequeue(identifier, orElse: { UICollectionViewCell(frame: .zero) })
        cell.reuseIdentifier = identifier
        (cell as? UICollectionViewListCell)?.adoptList(at: indexPath, in: self)
        return cell
    }

    /// A recycled or new supplementary view of `elementKind` registered for `identifier`.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let view = supplementaryQueue(forKind: elementKind).dequeue(identifier, orElse: { UICollectionReusableView(frame: .zero) })
        view.reuseIdentifier = identifier
        return view
    }

    /// A cell from `registration`, configured by its handler for `item` at `indexPath`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if !cellQueue.isRegistered(registration.identifier) {
            cellQueue.register({ Cell(frame: .zero) }, forIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(frame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration`, configured by its handler for `indexPath`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let queue = supplementaryQueue(forKind: registration.elementKind)
        if !queue.isRegistered(registration.identifier) {
            queue.register({ Supplementary(frame: .zero) }, forIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The pool of the views of `kind`.
    func supplementaryQueue(forKind kind: String) -> ReuseQueue<UICollectionReusableView> {
        if let queue = supplementaryQueues[kind] { return queue }
        let queue = ReuseQueue<UICollectionReusableView>(noun: "view of kind: \(kind)", prepareForReuse: { $0.prepareForReuse() })
        supplementaryQueues[kind] = queue
        return queue
    }
}
