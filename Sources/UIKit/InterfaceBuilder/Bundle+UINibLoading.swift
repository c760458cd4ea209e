import Foundation

extension Bundle {
    /// The top-level objects of the nib `name` in this bundle, with `owner` as File's Owner; nil (logged)
    /// when the nib cannot be found or read.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document() != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
