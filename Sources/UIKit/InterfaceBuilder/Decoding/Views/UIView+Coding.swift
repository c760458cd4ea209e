import Foundation

extension UIView {
    /// What `decodeView(from:)` reads from an element besides its subviews and appearance.
    struct CodedView {
        var frame: CGRect?
        var autoresizingMask: AutoresizingMask?
        var translatesAutoresizingMaskIntoConstraints: Bool?
        var alpha: Double?
        var isHidden: Bool?
        var tag: Int?
        var isMultipleTouchEnabled: Bool?
        var tintColor: UIColor?
        var semanticContentAttribute: UISemanticContentAttribute?
        var layoutMargins: UIEdgeInsets?
        var directionalLayoutMargins: NSDirectionalEdgeInsets?
        var preservesSuperviewLayoutMargins: Bool?
        var insetsLayoutMarginsFromSafeArea: Bool?
        var accessibility: InterfaceBuilderElement?

        init(_ coder: InterfaceBuilderCoder) {
            if let frame = (coder.decodeObject(forKey: "frame") as? NSValue)?.cgRectValue, frame.isFinite { self.frame = frame }
            autoresizingMask = (coder.decodeObject(forKey: "autoresizingMask") as? NSNumber).map { AutoresizingMask(rawValue: $0.uintValue) }
            translatesAutoresizingMaskIntoConstraints = coder.bool("translatesAutoresizingMaskIntoConstraints")
            alpha = coder.double("alpha")
            isHidden = coder.bool("hidden")
            if coder.containsValue(forKey: "tag") { tag = coder.decodeInteger(forKey: "tag") }
            isMultipleTouchEnabled = coder.bool("multipleTouchEnabled")
            tintColor = coder.color("tintColor")
            semanticContentAttribute = coder.enumeration("semanticContentAttribute", InterfaceBuilderValues.semanticContentAttributes,
                                                         as: UISemanticContentAttribute.self)
            layoutMargins = (coder.decodeObject(forKey: "layoutMargins") as? NSValue)?.uiEdgeInsetsValue
            directionalLayoutMargins = coder.decodeObject(forKey: "directionalLayoutMargins") as? NSDirectionalEdgeInsets
            preservesSuperviewLayoutMargins = coder.bool("preservesSuperviewLayoutMargins")
            insetsLayoutMarginsFromSafeArea = coder.bool("insetsLayoutMarginsFromSafeArea")
            accessibility = coder.element.child(key: "accessibilityConfiguration")
        }
    }

    /// What `decodeViewAppearance(from:)` reads.
    struct CodedAppearance {
        /// `.some(nil)` for a colour written as `<nil>`.
        var backgroundColor: UIColor??
        var isOpaque: Bool?
        var clipsToBounds: Bool?
        var contentMode: ContentMode?
        var isUserInteractionEnabled: Bool?

        init(_ coder: InterfaceBuilderCoder) {
            backgroundColor = coder.colorIfWritten("backgroundColor")
            isOpaque = coder.bool("opaque")
            clipsToBounds = coder.bool("clipsSubviews")
            contentMode = coder.enumeration("contentMode", InterfaceBuilderValues.contentModes, as: ContentMode.self)
            isUserInteractionEnabled = coder.bool("userInteractionEnabled")
        }
    }

    /// What `init?(coder:)` reads from an Interface Builder element: geometry, appearance, layout margins,
    /// accessibility and the subviews. The values are read on the document's first load and kept by its plan.
    func decodeView(from coder: InterfaceBuilderCoder) {
        let decoded = coder.decoded
        let values = decoded.view ?? CodedView(coder)
        decoded.view = values
        if let frame = values.frame { self.frame = frame }
        if let mask = values.autoresizingMask { autoresizingMask = mask }
        if values.translatesAutoresizingMaskIntoConstraints == false { translatesAutoresizingMaskIntoConstraints = false }
        decodeViewAppearance(from: coder)
        if let alpha = values.alpha { self.alpha = min(max(alpha, 0), 1) }
        if let hidden = values.isHidden { isHidden = hidden }
        if let tag = values.tag { self.tag = tag }
        if let multipleTouch = values.isMultipleTouchEnabled { isMultipleTouchEnabled = multipleTouch }
        if let tint = values.tintColor { tintColor = tint }
        if let attribute = values.semanticContentAttribute { semanticContentAttribute = attribute }
        if let margins = values.layoutMargins { layoutMargins = margins }
        if let margins = values.directionalLayoutMargins { directionalLayoutMargins = margins }
        if let preserves = values.preservesSuperviewLayoutMargins { preservesSuperviewLayoutMargins = preserves }
        if let insets = values.insetsLayoutMarginsFromSafeArea { insetsLayoutMarginsFromSafeArea = insets }
        if let accessibility = values.accessibility { decodeAccessibility(accessibility) }
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
        let decoded = coder.decoded
        let values = decoded.appearance ?? CodedAppearance(coder)
        decoded.appearance = values
        if case .some(let color) = values.backgroundColor { backgroundColor = color }
        if let opaque = values.isOpaque { isOpaque = opaque }
        if let clips = values.clipsToBounds { clipsToBounds = clips }
        if let mode = values.contentMode { contentMode = mode }
        if let interaction = values.isUserInteractionEnabled { isUserInteractionEnabled = interaction }
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
