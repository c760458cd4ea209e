import Foundation

/// Dynamic colours in a view's layer. `backgroundColor` keeps the `UIColor`, so a dynamic one is resolved again
/// for the view's new traits; a border or shadow colour set on the layer from a dynamic system colour's `cgColor`
/// is found by the value it resolved to and follows too. A view that draws is redrawn, since `draw(_:)`
/// resolves colours for the traits current while it runs.
extension UIView {
    /// After a change of traits that can change how colours resolve: brings the layer's colours to `traits`.
    /// Called by the trait walk, which holds the layer lock: the layer's fields are read without taking it again.
    func refreshColors(for traits: UITraitCollection) {
        let layer = layerStorage
        // A colour that resolves as before is left alone: setting it would redraw the layer for nothing.
        if let color = backgroundColorStorage, color.isDynamic {
            let resolved = color.resolvedCGColor(with: traits)
            if resolved != layer.backgroundColorStorage { layer.backgroundColor = resolved }
        }
        if layer.borderWidthStorage > 0, let border = layer.borderColorStorage, let origin = UIColor.systemColor(resolvedTo: border) {
            let resolved = origin.resolvedCGColor(with: traits)
            if resolved != border { layer.borderColor = resolved }
        }
        if layer.shadowOpacityStorage > 0, let shadow = layer.shadowColorStorage, let origin = UIColor.systemColor(resolvedTo: shadow) {
            let resolved = origin.resolvedCGColor(with: traits)
            if resolved != shadow { layer.shadowColor = resolved }
        }
        if !defaultDrawRan { setNeedsDisplay() }
    }
}
