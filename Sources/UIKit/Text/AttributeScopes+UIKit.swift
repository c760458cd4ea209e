import Foundation

extension AttributeScopes {
    /// The attributes UIKit draws, so that `AttributedString` and `AttributeContainer` take `.font`,
    /// `.foregroundColor`, `.backgroundColor` and `.kern` as on Apple's platforms.
    public struct UIKitAttributes: AttributeScope {
        /// The font of the text.
        public let font: FontAttribute
        /// The colour of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space after each character, in points.
        public let kern: KernAttribute
        /// Foundation's own attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of the text.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The colour of the text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// Extra space after each character, in points.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    /// UIKit's attributes.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name: `container.font`, `string.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeContainer {
    /// The UIKit attributes set here, keyed as `NSAttributedString` keys them.
    var uiKitAttributes: [NSAttributedString.Key: Any] {
        typealias Scope = AttributeScopes.UIKitAttributes
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = self[Scope.FontAttribute.self] { attributes[.font] = font }
        if let color = self[Scope.ForegroundColorAttribute.self] { attributes[.foregroundColor] = color }
        if let color = self[Scope.BackgroundColorAttribute.self] { attributes[.backgroundColor] = color }
        if let kern = self[Scope.KernAttribute.self] { attributes[.kern] = kern }
        return attributes
    }
}
