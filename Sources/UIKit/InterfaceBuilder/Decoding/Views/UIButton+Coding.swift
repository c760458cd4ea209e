import Foundation

extension UIButton {
    /// The button type, each state's title, image, title colour and background image, the title's font, and
    /// the iOS 15 `<buttonConfiguration>`.
    func decodeButton(from coder: InterfaceBuilderCoder) {
        decodeViewAppearance(from: coder)
        let types: [String: ButtonType] = [
            "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure, "infoLight": .infoLight,
            "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close, "custom": .custom,
        ]
        if let type = coder.string("buttonType").flatMap({ types[$0] }) {
            buttonType = type
            if let image = Self.systemImage(for: type) { setImage(image, for: .normal) }
        }
        if let font = coder.decodeObject(forKey: "fontDescription") as? UIFont { titleLabel?.font = font }
        if let mode = coder.enumeration("lineBreakMode", InterfaceBuilderValues.lineBreakModes, as: NSLineBreakMode.self) {
            titleLabel?.lineBreakMode = mode
        }
        let states: [String: State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
        let configurationElement = coder.element.child(key: "configuration").flatMap { $0.name == "buttonConfiguration" ? $0 : nil }
        for element in coder.children(named: "state") {
            guard let state = element.key.flatMap({ states[$0] }) else { continue }
            // Beside a configuration Xcode writes a placeholder title ("Button"); iOS shows the configuration's.
            if let title = element["title"], configurationElement == nil { setTitle(title, for: state) }
            if let name = element["image"] { setImage(coder.decoder.image(named: name, catalog: element["catalog"]), for: state) }
            if let name = element["backgroundImage"] { setBackgroundImage(coder.decoder.image(named: name, catalog: nil), for: state) }
            if let color = element.child(key: "titleColor") {
                setTitleColor(InterfaceBuilderValues.color(color, document: coder.document, bundle: coder.decoder.bundle), for: state)
            }
        }
        if let element = configurationElement { configuration = Self.configuration(from: element, coder: coder) }
    }

    private static func configuration(from element: InterfaceBuilderElement, coder: InterfaceBuilderCoder) -> Configuration {
        var configuration: Configuration = switch element["style"] {
        case "filled": .filled()
        case "gray": .gray()
        case "tinted": .tinted()
        default: .plain()
        }
        configuration.title = element["title"]
        configuration.subtitle = element["subtitle"]
        let corners: [String: UIButton.Configuration.CornerStyle] = [
            "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large, "capsule": .capsule,
        ]
        if let style = element["cornerStyle"].flatMap({ corners[$0] }) { configuration.cornerStyle = style }
        if let name = element["image"] { configuration.image = coder.decoder.image(named: name, catalog: element["catalog"]) }
        if let color = element.child(key: "baseForegroundColor") {
            configuration.baseForegroundColor = InterfaceBuilderValues.color(color, document: coder.document, bundle: coder.decoder.bundle)
        }
        if let color = element.child(key: "baseBackgroundColor") {
            configuration.baseBackgroundColor = InterfaceBuilderValues.color(color, document: coder.document, bundle: coder.decoder.bundle)
        }
        return configuration
    }
}
