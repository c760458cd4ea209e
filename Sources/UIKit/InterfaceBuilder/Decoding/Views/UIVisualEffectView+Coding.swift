import Foundation

extension UIVisualEffectView {
    /// `<blurEffect style=…>`, and `<view key="contentView">` decoded into `contentView` itself.
    func decodeVisualEffectView(from coder: InterfaceBuilderCoder) {
        if let blur = coder.element.child(named: "blurEffect"), let name = blur["style"],
           let index = Self.blurStyles.firstIndex(of: name), let style = UIBlurEffect.Style(rawValue: index) {
            effect = UIBlurEffect(style: style)
        }
        if let content = coder.element.child(key: "contentView") {
            contentView.decodeView(from: InterfaceBuilderCoder(element: content, decoder: coder.decoder))
            coder.decoder.adopt(contentView, for: content)
        }
    }

    /// `UIBlurEffect.Style`'s cases by name, in raw-value order.
    private static let blurStyles = [
        "extraLight", "light", "dark", "regular", "prominent",
        "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
        "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight", "systemThickMaterialLight", "systemChromeMaterialLight",
        "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark", "systemChromeMaterialDark",
    ]
}
