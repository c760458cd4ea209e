import ArgumentParser
import Foundation

/// A window size given as `WIDTHxHEIGHT` in points.
struct PreviewSize: ExpressibleByArgument, Equatable {
    /// The size in points.
    let points: CGSize

    /// Larger windows are refused: 8,192 points a side at scale 4 is already a gigabyte of pixels.
    static let maximumSide: CGFloat = 8192

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width >= 1, height >= 1, width <= Self.maximumSide, height <= Self.maximumSide else { return nil }
        points = CGSize(width: width, height: height)
    }
}
