import Foundation

extension InterfaceBuilderCoder {
    /// An enumeration attribute written by name; a name not among `names` is logged and gives nil, so the
    /// default stays.
    @MainActor func checkedEnumeration<T: RawRepresentable>(_ key: String, _ names: [String], as type: T.Type) -> T? where T.RawValue == Int {
        guard let text = element.attributes[key] else { return nil }
        if let value = InterfaceBuilderValues.enumeration(text, names, as: type) { return value }
        uikitLog.error("Interface Builder: unknown \(key) \"\(text)\" on line \(element.line); the default is kept.")
        return nil
    }

    /// A height attribute: zero or more, or −1 for `UITableView.automaticDimension`; any other value is logged
    /// and gives nil, so the default stays.
    @MainActor func checkedHeight(_ key: String) -> CGFloat? {
        guard let text = element.attributes[key] else { return nil }
        if let value = Double(text), value.isFinite, value >= 0 || value == UITableView.automaticDimension { return value }
        uikitLog.error("Interface Builder: invalid \(key) \"\(text)\" on line \(element.line); the default is kept.")
        return nil
    }
}
