import Foundation

extension NSLayoutConstraint {
    /// `<Class:0xADDR 'identifier' relation   (active)>`, UIKit's form.
    var layoutDescription: String {
        var text = "<\(String(describing: type(of: self))):\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(relationDescription)"
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// `Item.attr == m*Item2.attr2 + c @750`; a system spacing in Apple's visual format.
    var standardRelationDescription: String {
        let priority = priorityStorage == .required ? "" : " @\(Self.format(priorityStorage.rawValue))"
        if let spacing = systemSpacingMultiplier, let visual = visualSpacingDescription(spacing) {
            return visual + priority
        }
        var text = "\(Self.describe(firstSide)) \(relationStorage.symbol) "
        if let secondSide {
            if multiplierStorage != 1 { text += "\(Self.format(multiplierStorage))*" }
            text += Self.describe(secondSide)
            if constantStorage > 0 {
                text += " + \(Self.format(constantStorage))"
            } else if constantStorage < 0 {
                text += " - \(Self.format(-constantStorage))"
            }
        } else {
            text += Self.format(constantStorage)
        }
        return text + priority
    }

    /// `H:[A]-(NSSpace(8))-[B]` for B's leading edge a system spacing after A's trailing edge (V: for below).
    private func visualSpacingDescription(_ multiplier: CGFloat) -> String? {
        guard let first = firstSide.term, let second = secondSide?.term,
              let firstItem = first.item, let secondItem = second.item else { return nil }
        let orientation: String
        switch (second.attribute, first.attribute) {
        case (.trailing, .leading), (.right, .left): orientation = "H"
        case (.bottom, .top), (.lastBaseline, .firstBaseline), (.lastBaseline, .top), (.bottom, .firstBaseline):
            orientation = "V"
        default: return nil
        }
        let relation = relationStorage == .equal ? "" : relationStorage.symbol
        let space = Self.format(UIView.standardSpacing * multiplier)
        return "\(orientation):[\(Self.describe(item: secondItem))]-(\(relation)NSSpace(\(space)))-[\(Self.describe(item: firstItem))]"
    }

    /// `Item:0xADDR.attr`, or for a distance `Item:0x….attr - Item:0x….attr` in parentheses.
    static func describe(_ side: LayoutSide) -> String {
        switch side {
        case let .attribute(term):
            return describe(term)
        case let .distance(from, to):
            return "(\(describe(to)) - \(describe(from)))"
        }
    }

    static func describe(_ term: LayoutTerm) -> String {
        guard let item = term.item else { return "(released).\(term.attribute.name)" }
        return "\(describe(item: item)).\(term.attribute.name)"
    }

    /// `UIView:0x7f…`, a layout guide's identifier after its address as UIKit prints it
    /// (`UILayoutGuide:0x6000…'UIViewSafeAreaLayoutGuide'`), or the qualified name of an app's class.
    static func describe(item: AnyObject) -> String {
        var text = "\(className(of: item)):\(address(of: item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { text += "'\(guide.identifier)'" }
        return text
    }

    /// The class name as UIKit's logs show it: bare for Vellum's classes, module-qualified for others.
    nonisolated static func className(of object: AnyObject) -> String {
        let name = String(reflecting: type(of: object))
        return name.hasPrefix("UIKit.") ? String(name.dropFirst(6)) : name
    }

    /// The object's address, `0x` and lowercase hexadecimal digits.
    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
