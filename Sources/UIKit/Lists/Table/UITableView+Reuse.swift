import Foundation

extension UITableView {
    /// Registers the cell class made for `identifier` when no cell waits for reuse; nil removes the
    /// registration. The class is made with `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(cellClass.map { type in { type.init(style: .default, reuseIdentifier: identifier) } },
                           forIdentifier: identifier)
    }

    /// Registers the header or footer view class made for `identifier`; nil removes the registration.
    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(aClass.map { type in { type.init(reuseIdentifier: identifier) } }, forIdentifier: identifier)
    }

    /// A cell for `identifier` for the row at `indexPath`: a recycled one (after `prepareForReuse()`), or a
    /// new one of the registered class. Never nil: an unregistered identifier is refused in Apple's words
    /// and answered with a plain `.default` cell, so the table keeps showing its other rows.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        let cell = cellQueue.dequeue(identifier) { UITableViewCell(style: .default, reuseIdentifier: nil) }
        cell.frame.size.width = rowWidth
        return cell
    }

    /// A recycled cell for `identifier`, or a new one of the registered class, or nil (the form before
    /// registration).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellQueue.dequeue(identifier)
    }

    /// A recycled header or footer view for `identifier`, or a new one of the registered class, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if identifier == Self.titleHeaderFooterIdentifier, !headerFooterQueue.isRegistered(identifier) {
            headerFooterQueue.register({ UITableViewHeaderFooterView(reuseIdentifier: identifier) }, forIdentifier: identifier)
        }
        return headerFooterQueue.dequeue(identifier)
    }
}
