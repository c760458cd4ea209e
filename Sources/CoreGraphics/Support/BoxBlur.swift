/// A Gaussian blur approximated by three box blurs: over an 8-bit alpha plane (the shadow mask), or over
/// premultiplied 32-bit pixels (a backdrop).
///
/// Box sizes follow the SVG/CSS rule for a Gaussian of standard deviation `sigma`; each pass is a running
/// sum, so the cost does not grow with the radius (cairo/pixman's convolution filters do).
package enum BoxBlur {
    package static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0, let passes = passes(sigma: sigma) else { return }
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

    /// Blurs the four channels of 32-bit pixels alike (cairo's premultiplied ARGB32, in any byte order), with
    /// the edge pixels repeated outward: a backdrop blurred at the edge of the screen does not darken there.
    package static func applyToPixels(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                      sigma: Double) {
        // Past a few thousand pixels a blur is a flat average; the cap keeps the running sums within 32 bits.
        guard width > 0, height > 0, let passes = passes(sigma: min(sigma, 4_096)) else { return }
        let other = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { other.deallocate() }
        // Six passes ping-pong between the two buffers, ending where they began.
        var (from, to) = (pixels, other)
        for pass in passes {
            for y in 0..<height { boxRow(from + y * stride, to + y * stride, count: width, pass.size, pass.lead) }
            swap(&from, &to)
        }
        for pass in passes {
            boxColumns(from, to, width: width, height: height, stride: stride, pass.size, pass.lead)
            swap(&from, &to)
        }
    }

    /// The three boxes (size, and how many samples ahead of the output each sums) for a Gaussian of `sigma`;
    /// nil when the blur would not change a pixel.
    private static func passes(sigma: Double) -> [(size: Int, lead: Int)]? {
        guard sigma >= 0.5 else { return nil }
        // Callers blur a few σ wider than the blur; the limit only keeps a wild σ from trapping.
        let d = Int(clamping: sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5, rounding: .down,
                    within: 0...Int(Int32.max))
        guard d > 1 else { return nil }
        // An odd size is three centred boxes; an even one is two off-centre boxes and one of d + 1.
        return d % 2 == 1
            ? [(d, d / 2), (d, d / 2), (d, d / 2)]
            : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
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

    /// A sum of `size` samples divided by `size`, rounded: a multiply and a shift, as a division per channel
    /// would be most of a pass.
    private struct Divider {
        let reciprocal: UInt64
        init(_ size: Int) { reciprocal = (UInt64(1) << 32 + UInt64(size) / 2) / UInt64(size) }
        func callAsFunction(_ sum: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: (UInt64(sum) * reciprocal + (1 << 31)) >> 32) }
    }

    /// One box pass along a row of `count` pixels from `source` into `target`, edge pixels repeated outward; the
    /// four channels of a pixel in one step, each word read once.
    private static func boxRow(_ source: UnsafeMutablePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>,
                               count: Int, _ size: Int, _ lead: Int) {
        let trail = size - 1 - lead, last = count - 1, divide = Divider(size)
        let words = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        let out = UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt32.self)
        var (s0, s1, s2, s3) = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
        func add(_ p: UInt32, times n: UInt32 = 1) {
            s0 &+= (p & 0xFF) &* n
            s1 &+= (p >> 8 & 0xFF) &* n
            s2 &+= (p >> 16 & 0xFF) &* n
            s3 &+= (p >> 24) &* n
        }
        add(words[0], times: UInt32(trail))
        for k in 0...lead { add(words[min(k, last)]) }
        for i in 0..<count {
            out[i] = UInt32(divide(s0)) | UInt32(divide(s1)) << 8 | UInt32(divide(s2)) << 16 | UInt32(divide(s3)) << 24
            let entering = words[min(i + 1 + lead, last)], leaving = words[max(i - trail, 0)]
            s0 = s0 &+ (entering & 0xFF) &- (leaving & 0xFF)
            s1 = s1 &+ (entering >> 8 & 0xFF) &- (leaving >> 8 & 0xFF)
            s2 = s2 &+ (entering >> 16 & 0xFF) &- (leaving >> 16 & 0xFF)
            s3 = s3 &+ (entering >> 24) &- (leaving >> 24)
        }
    }

    /// One box pass down every column at once, a row at a time (which keeps memory access sequential), edge rows
    /// repeated outward.
    private static func boxColumns(_ source: UnsafeMutablePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>,
                                   width: Int, height: Int, stride: Int, _ size: Int, _ lead: Int) {
        let trail = size - 1 - lead, last = height - 1, divide = Divider(size), bytes = width * 4
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: bytes)
        defer { sums.deallocate() }
        for x in 0..<bytes { sums[x] = UInt32(trail) * UInt32(source[x]) }
        for k in 0...lead {
            let row = source + min(k, last) * stride
            for x in 0..<bytes { sums[x] += UInt32(row[x]) }
        }
        for i in 0..<height {
            let out = target + i * stride
            let entering = source + min(i + 1 + lead, last) * stride, leaving = source + max(i - trail, 0) * stride
            for x in 0..<bytes {
                out[x] = divide(sums[x])
                sums[x] = sums[x] + UInt32(entering[x]) - UInt32(leaving[x])
            }
        }
    }
}
