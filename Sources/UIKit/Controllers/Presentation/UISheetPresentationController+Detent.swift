import Foundation

/// What a custom detent's resolver is told.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The largest height a detent may have: the large detent's, without the bottom of the safe area.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height at which a sheet rests.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the height of the large detent.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The sheet at its full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` gives (nil makes it inactive); named `identifier`, or a unique name.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, within 0 and the maximum; nil when inactive or not a finite number.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}
