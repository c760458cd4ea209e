import Foundation

/// Dynamic colours in a view's layer. `backgroundColor` keeps the `UIColor`, so a dynamic one is resolved again
/// for the view's new traits; a border or shadow colour set on the layer from a dynamic system colour's `cgColor`
/// is found by the value it resolved to and follows too. A view that draws is redrawn, since `draw(_:)`
/// resolves colours for the traits current while it runs.
extension UIView {
    /// After a change of traits that can change how colours resolve: brings the layer's colours to `traits`.
    func refreshColors(for traits: UITraitCollection) {
        // A colour that resolves as before is left alone: setting it would redraw the layer for nothing.
        if let color = backgroundColorStorage, color.isDynamic {
            let resolved = color.resolvedCGColor(with: traits)
            if resolved != layer.backgroundColor { layer.backgroundColor = resolved }
        }
        if layer.borderWidth > 0, let border = layer.borderColor, let origin = UIColor.systemColor(resolvedTo: border) {
            let resolved = origin.resolvedCGColor(with: traits)
            if resolved != border { layer.borderColor = resolved }
        }
        if layer.shadowOpacity > 0, let shadow = layer.shadowColor, let origin = UIColor.systemColor(resolvedTo: shadow) {
            let resolved = origin.resolvedCGColor(with: traits)
            if resolved != shadow { layer.shadowColor = resolved }
        }
        if !defaultDrawRan { setNeedsDisplay() }
    }
}
