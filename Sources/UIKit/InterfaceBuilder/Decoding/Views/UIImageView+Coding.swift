import Foundation

extension UIImageView {
    /// The image and highlighted image, by name: `catalog="system"` names an SF Symbol.
    func decodeImageView(from coder: InterfaceBuilderCoder) {
        decodeViewAppearance(from: coder)
        let catalog = coder.string("catalog")
        if let name = coder.string("image") { image = coder.decoder.image(named: name, catalog: catalog) }
        if let name = coder.string("highlightedImage") { highlightedImage = coder.decoder.image(named: name, catalog: catalog) }
        if let highlighted = coder.bool("highlighted") { isHighlighted = highlighted }
    }
}
