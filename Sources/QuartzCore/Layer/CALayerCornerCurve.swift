import Foundation

/// The curve of a rounded corner. Vellum draws every corner circular; the constant exists for the APIs that
/// take one (a focus halo's rounded rectangle).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve, drawn as a quarter circle.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
