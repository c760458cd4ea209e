@_implementationOnly import CImageCodecs

/// What a decode or header read cost, and why it failed: the figures the tests and the benchmark read.
struct DecodeReport: Sendable, Equatable {
    /// The most bytes held at once: the codec libraries' allocations and the decoder's own.
    var peakBytes: Int
    /// The JPEG scans read.
    var scans: Int
    /// The 8×8 blocks those scans visited.
    var blocksVisited: Int
    /// Why the decode failed; `nil` when it did not.
    var failure: String?

    init(_ report: vellum_decode_report) {
        peakBytes = Int(clamping: report.peak_bytes)
        scans = Int(report.scans)
        blocksVisited = Int(clamping: report.blocks_visited)
        failure = report.failure.map { String(cString: $0) }
    }
}
