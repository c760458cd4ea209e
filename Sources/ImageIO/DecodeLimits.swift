/// The limits one decode keeps to: `CGImageSource`'s by default, lower in tests.
struct DecodeLimits: Sendable {
    /// The most pixels the image may declare.
    var maximumPixelCount = CGImageSource.maximumPixelCount
    /// The most bytes the decode may hold at once.
    var maximumBytes = CGImageSource.decodeMemoryBudget
    /// The most scans a JPEG may have.
    var maximumScans = CGImageSource.maximumScanCount
    /// The most work a JPEG's scans may do, in passes over the whole image.
    var maximumScanPasses = CGImageSource.maximumScanPasses
}
