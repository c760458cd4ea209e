import Foundation

extension UIViewController {
    /// An item that reads "Edit" and, while the controller edits, "Done" in the heavier style; tapping it
    /// calls `setEditing(!isEditing, animated: true)`. The same item every time, so its title follows
    /// `isEditing` whoever changes it.
    public var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self,
                                   action: Selector("_toggleEditing:", UIViewController.toggleEditing))
        item.showEditing(isEditing)
        editButtonItemStorage = item
        return item
    }

    private func toggleEditing(_ sender: UIBarButtonItem) {
        setEditing(!isEditing, animated: true)
    }
}

extension UIBarButtonItem {
    /// Shows the edit button's state: "Done" while editing, else "Edit".
    func showEditing(_ editing: Bool) {
        title = editing ? UIBarButtonItem.SystemItem.done.title : UIBarButtonItem.SystemItem.edit.title
        style = editing ? .done : .plain
    }
}
