import Foundation

extension UIImage {
    /// What an image is drawn for: the traits it follows. `SymbolConfiguration` adds a symbol's size, weight,
    /// scale and colours. Configurations are immutable; `applying(_:)` and `withTraitCollection(_:)` make new ones.
    /// Not open: Vellum makes configurations by copying, which a subclass of yours would not survive.
    public class Configuration: NSObject, @unchecked Sendable {
        // @unchecked because NSObject is not Sendable on Linux; every stored property is a `let`.

        /// The traits the image is drawn for; nil to follow where it is shown.
        public let traitCollection: UITraitCollection?

        /// A configuration following `traitCollection`.
        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// A copy following `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copy(traitCollection: traitCollection)
        }

        /// A copy with the values `otherConfiguration` specifies replacing these.
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let otherConfiguration else { return self }
            return copy(traitCollection: Self.merged(traitCollection, otherConfiguration.traitCollection))
        }

        /// A copy following `traitCollection`; subclasses copy their own values too.
        func copy(traitCollection: UITraitCollection?) -> Self {
            // The one subclass overrides this, and no other module can subclass, so the cast only sees this class.
            Configuration(traitCollection: traitCollection) as! Self
        }

        /// `base` with the traits `other` specifies over it.
        static func merged(_ base: UITraitCollection?, _ other: UITraitCollection?) -> UITraitCollection? {
            guard let other else { return base }
            guard let base else { return other }
            return UITraitCollection(traitsFrom: [base, other])
        }

        /// Whether `object` is a configuration with the same values.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return other.traitCollection == traitCollection
        }

        /// A hash consistent with `isEqual(_:)`.
        public override var hash: Int { traitCollection?.hash ?? 0 }
    }
}
