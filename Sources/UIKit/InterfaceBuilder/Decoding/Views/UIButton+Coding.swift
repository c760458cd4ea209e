import Foundation

extension UIButton {
    /// What `decodeButton(from:)` reads; images are looked up on every load, by name.
    struct CodedButton {
        /// What one `<state>` element gives its state.
        struct StateValues {
            var state: State
            var title: String?
            var image: (name: String, catalog: String?)?
            var backgroundImage: String?
            /// `.some(nil)` for a colour written that names nothing.
            var titleColor: UIColor??
        }

        var buttonType: ButtonType?
        var font: UIFont?
        var fontFollowsTextStyle = false
        var lineBreakMode: NSLineBreakMode?
        var states: [StateValues] = []
        var configuration: InterfaceBuilderElement?

        @MainActor init(_ coder: InterfaceBuilderCoder) {
            buttonType = coder.string("buttonType").flatMap { UIButton.interfaceBuilderTypes[$0] }
            if coder.element.attributes["fontDescription"] == nil, coder.element.child(key: "fontDescription")?["style"] != nil {
                fontFollowsTextStyle = true
            } else {
                font = coder.decodeObject(forKey: "fontDescription") as? UIFont
            }
            lineBreakMode = coder.enumeration("lineBreakMode", InterfaceBuilderValues.lineBreakModes, as: NSLineBreakMode.self)
            configuration = coder.element.child(key: "configuration").flatMap { $0.name == "buttonConfiguration" ? $0 : nil }
            for element in coder.children(named: "state") {
                guard let state = element.key.flatMap({ UIButton.interfaceBuilderStates[$0] }) else { continue }
                // Beside a configuration Xcode writes a placeholder title ("Button"); iOS shows the configuration's.
                states.append(StateValues(
                    state: state, title: configuration == nil ? element["title"] : nil,
                    image: element["image"].map { ($0, element["catalog"]) }, backgroundImage: element["backgroundImage"],
                    titleColor: element.child(key: "titleColor").map {
                        InterfaceBuilderValues.color($0, document: coder.document, bundle: coder.decoder.bundle)
                    }))
            }
        }
    }

    /// The button type, each state's title, image, title colour and background image, the title's font, and
    /// the iOS 15 `<buttonConfiguration>`, read on the document's first load and kept by its plan.
    func decodeButton(from coder: InterfaceBuilderCoder) {
        decodeViewAppearance(from: coder)
        let decoded = coder.decoded
        let values = decoded.button ?? CodedButton(coder)
        decoded.button = values
        if let type = values.buttonType {
            buttonType = type
            if let image = Self.systemImage(for: type) { setImage(image, for: .normal) }
        }
        let font = values.fontFollowsTextStyle ? coder.decodeObject(forKey: "fontDescription") as? UIFont : values.font
        if let font { titleLabel?.font = font }
        if let mode = values.lineBreakMode { titleLabel?.lineBreakMode = mode }
        for state in values.states {
            if let title = state.title { setTitle(title, for: state.state) }
            if let image = state.image { setImage(coder.decoder.image(named: image.name, catalog: image.catalog), for: state.state) }
            if let name = state.backgroundImage { setBackgroundImage(coder.decoder.image(named: name, catalog: nil), for: state.state) }
            if case .some(let color) = state.titleColor { setTitleColor(color, for: state.state) }
        }
        if let element = values.configuration { configuration = Self.configuration(from: element, coder: coder) }
    }

    /// Button types and states by the names Interface Builder writes.
    static let interfaceBuilderTypes: [String: ButtonType] = [
        "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure, "infoLight": .infoLight,
        "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close, "custom": .custom,
    ]
    static let interfaceBuilderStates: [String: State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

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
