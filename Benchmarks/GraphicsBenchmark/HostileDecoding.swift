// The hostile image files of issue 22, built in code, and what decoding them costs: time, and the most bytes
// the decode held (the codecs' own count of every allocation libpng, libjpeg and the reducer make).
import Foundation
import ImageFixtures
import ImageIO

/// One decode of one hostile file.
struct HostileDecode {
    /// What was decoded, for the printout.
    let name: String
    /// The JSON keys' stem.
    let key: String
    /// The fastest of the runs, in milliseconds.
    let milliseconds: Double
    /// The most bytes the decode held at once.
    let peakBytes: Int
    /// The image's size, or why it was refused.
    let outcome: String
}

enum HostileDecoding {
    /// The side thumbnails are made at: a 64-point view on a 2× screen.
    static let thumbnailSide = 128

    /// The process's peak resident memory so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// Times reading the header of a 56-byte PNG whose `tEXt` chunk declares 2³¹ − 1 bytes (it cost 2 GB and
    /// over a second before): the fastest of `rounds`, and how much the process's peak memory grew. Run first,
    /// before anything else raises the peak.
    static func textChunkHeader(rounds: Int) -> (milliseconds: Double, peakGrowthBytes: Int) {
        let png = PNGFile.declaringChunk("tEXt")
        let before = peakResidentBytes()
        let milliseconds = fastest(rounds) { _ = CGImageSourceCreateWithData(png, nil).map(CGImageSourceGetStatus) }
        return (milliseconds, peakResidentBytes() - before)
    }

    /// Decodes each hostile file as a thumbnail of `thumbnailSide` (what drawing it at 64 points costs), the
    /// fastest of `rounds`, and whole once.
    static func decodes(rounds: Int) -> [HostileDecode] {
        let jpeg = JPEGFile.gray(width: 10_000, height: 10_000)
        let png = PNGFile.zeros(width: 10_000, height: 10_000)
        let progressive = JPEGFile.gray(width: 10_000, height: 10_000, progressive: true, scans: 900)
        let files: [(name: String, key: String, data: Data)] = [
            ("JPEG of \(jpeg.count) bytes declaring 10,000 × 10,000", "hostile_jpeg", jpeg),
            ("PNG of zeros, 10,000 × 10,000 RGBA, \(png.count / 1000) KB", "hostile_png", png),
            ("progressive JPEG, 10,000 × 10,000, 900 scans, \(progressive.count / 1000) KB", "hostile_progressive",
             progressive),
        ]
        return files.flatMap { file -> [HostileDecode] in
            guard let source = CGImageSourceCreateWithData(file.data, nil) else { return [] }
            return [(thumbnailSide, "thumbnail", rounds), (nil, "whole", 1)].map { fit, kind, runs in
                var last: (image: CGImage?, peakBytes: Int, failure: String?) = (nil, 0, nil)
                let milliseconds = fastest(runs) { last = source.measuredDecode(fitting: fit) }
                let outcome = last.image.map { "\($0.width) × \($0.height)" } ?? "refused: \(last.failure ?? "")"
                return HostileDecode(name: "\(file.name), \(kind)", key: "\(file.key)_\(kind)",
                                     milliseconds: milliseconds, peakBytes: last.peakBytes, outcome: outcome)
            }
        }
    }

    /// The time the thumbnails among `decodes` took together.
    static func thumbnailMilliseconds(_ decodes: [HostileDecode]) -> Double {
        decodes.filter { $0.key.hasSuffix("_thumbnail") }.reduce(0) { $0 + $1.milliseconds }
    }

    /// The fastest of `rounds` runs of `body`, in milliseconds.
    private static func fastest(_ rounds: Int, _ body: () -> Void) -> Double {
        (0..<rounds).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }.min() ?? 0
    }
}
