import Foundation

/// What a picker view asks for its content and metrics, and tells when the user settles on a row. Every
/// method is optional: the defaults give iOS's metrics and a "?" for a row without a title.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`; by default the picker shares its width evenly.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of the rows of `component`; 32 points by default.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row, drawn in the system font of the picker's rows.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row; it wins over `titleForRow`.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of a row; `view` is one the wheel showed before and has scrolled out of sight, to reuse. The
    /// picker centres the view in the row (a view without a size fills it). By default a label of the title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user settled `component` on `row`, by a drag or a tap; not sent for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// An even share of the picker's width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.evenComponentWidth
    }

    /// 32 points, iOS's row height since iOS 14.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }

    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    /// No styled title.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        nil
    }

    /// A label of the row's title (styled or plain), reusing `view` when it is such a label.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.titleLabel(forRow: row, inComponent: component, reusing: view)
    }

    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
