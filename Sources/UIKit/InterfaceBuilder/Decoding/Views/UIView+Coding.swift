import Foundation

extension UIView {
    /// What `init?(coder:)` reads from an Interface Builder element: geometry, appearance, layout margins,
    /// accessibility and the subviews.
    func decodeView(from coder: InterfaceBuilderCoder) {
        if let frame = (coder.decodeObject(forKey: "frame") as? NSValue)?.cgRectValue, frame.isFinite { self.frame = frame }
        if let mask = coder.decodeObject(forKey: "autoresizingMask") as? NSNumber {
            autoresizingMask = AutoresizingMask(rawValue: mask.uintValue)
        }
        if coder.bool("translatesAutoresizingMaskIntoConstraints") == false { translatesAutoresizingMaskIntoConstraints = false }
        decodeViewAppearance(from: coder)
        if let alpha = coder.double("alpha") { self.alpha = min(max(alpha, 0), 1) }
        if let hidden = coder.bool("hidden") { isHidden = hidden }
        if coder.containsValue(forKey: "tag") { tag = coder.decodeInteger(forKey: "tag") }
        if let multipleTouch = coder.bool("multipleTouchEnabled") { isMultipleTouchEnabled = multipleTouch }
        if let tint = coder.color("tintColor") { tintColor = tint }
        if let attribute = coder.enumeration("semanticContentAttribute", InterfaceBuilderValues.semanticContentAttributes,
                                             as: UISemanticContentAttribute.self) {
            semanticContentAttribute = attribute
        }
        if let margins = coder.decodeObject(forKey: "layoutMargins") as? NSValue { layoutMargins = margins.uiEdgeInsetsValue }
        if let margins = coder.decodeObject(forKey: "directionalLayoutMargins") as? NSDirectionalEdgeInsets {
            directionalLayoutMargins = margins
        }
        if let preserves = coder.bool("preservesSuperviewLayoutMargins") { preservesSuperviewLayoutMargins = preserves }
        if let insets = coder.bool("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = insets }
        if let accessibility = coder.element.child(key: "accessibilityConfiguration") { decodeAccessibility(accessibility) }
        for subview in coder.decodeObject(forKey: "subviews") as? [UIView] ?? [] { addSubview(subview) }
    }

    /// A cell's `<tableViewCellContentView key="contentView">` or `<collectionViewCellContentView …>`, decoded
    /// into the cell's own content view, subviews and constraints included.
    func decodeCellContentView(_ contentView: UIView, from coder: InterfaceBuilderCoder) {
        guard let content = coder.element.child(key: "contentView") else { return }
        contentView.decodeView(from: InterfaceBuilderCoder(element: content, decoder: coder.decoder))
        coder.decoder.adopt(contentView, for: content)
    }

    /// The properties that subclasses' set-ups give defaults of their own (a label takes no touches): a
    /// subclass's `init?(coder:)` reads these again after its set-up, so that what the document says wins.
    func decodeViewAppearance(from coder: InterfaceBuilderCoder) {
        if case .some(let color) = coder.colorIfWritten("backgroundColor") { backgroundColor = color }
        if let opaque = coder.bool("opaque") { isOpaque = opaque }
        if let clips = coder.bool("clipsSubviews") { clipsToBounds = clips }
        if let mode = coder.enumeration("contentMode", InterfaceBuilderValues.contentModes, as: ContentMode.self) { contentMode = mode }
        if let interaction = coder.bool("userInteractionEnabled") { isUserInteractionEnabled = interaction }
    }

    /// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with its traits and
    /// `<bool key="isElement">`.
    private func decodeAccessibility(_ element: InterfaceBuilderElement) {
        if let label = element["label"] { accessibilityLabel = label }
        if let hint = element["hint"] { accessibilityHint = hint }
        if let identifier = element["identifier"] { accessibilityIdentifier = identifier }
        if let isElement = element.child(key: "isElement") { isAccessibilityElement = isElement["value"] == "YES" }
        if let traits = element.child(key: "traits") {
            accessibilityTraits = Self.accessibilityTraitNames.reduce(into: []) { result, trait in
                if traits.bool(trait.0) == true { result.insert(trait.1) }
            }
        }
    }

    private static let accessibilityTraitNames: [(String, UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
        ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn), ("header", .header),
    ]
}
