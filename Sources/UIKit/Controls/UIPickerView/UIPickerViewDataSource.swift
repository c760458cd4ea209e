import Foundation

/// What a picker view asks for its shape: how many wheels, and how many rows each has. Negative counts are
/// taken as zero: the picker shows nothing there.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
