/// A Gaussian blur approximated by three box blurs, over an 8-bit alpha plane (the shadow mask).
///
/// Box sizes follow the SVG/CSS rule for a Gaussian of standard deviation `sigma`; each pass is a running
/// sum, so the cost does not grow with the radius (cairo/pixman's convolution filters do).
package enum BoxBlur {
    package static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        // Callers blur masks a few σ wider than the blur; the limit only keeps a wild σ from trapping.
        let d = Int(clamping: sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5, rounding: .down,
                    within: 0...Int(Int32.max))
        guard d > 1 else { return }
        // An odd size is three centred boxes; an even one is two off-centre boxes and one of d + 1.
        let passes: [(size: Int, lead: Int)] = d % 2 == 1
            ? [(d, d / 2), (d, d / 2), (d, d / 2)]
            : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        let longest = max(width, height)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
        defer { line.deallocate() }
        for y in 0..<height {
            for pass in passes { box(pixels + y * stride, step: 1, count: width, pass.size, pass.lead, line) }
        }
        for x in 0..<width {
            for pass in passes { box(pixels + x, step: stride, count: height, pass.size, pass.lead, line) }
        }
    }

    /// One box pass along a line of `count` samples `step` apart; `lead` samples ahead of the output are summed.
    private static func box(_ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, _ size: Int, _ lead: Int,
                            _ scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = p[i * step] }
        var sum = 0
        // The window for output i covers inputs i - (size - 1 - lead) ... i + lead, zero outside.
        for i in 0..<min(lead, count) { sum += Int(scratch[i]) }
        let trail = size - 1 - lead
        for i in 0..<count {
            let entering = i + lead
            if entering < count { sum += Int(scratch[entering]) }
            p[i * step] = UInt8((sum + size / 2) / size)
            let leaving = i - trail
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
        }
    }
}
