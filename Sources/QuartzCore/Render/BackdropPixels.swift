import CoreGraphics

/// The pixel work of a backdrop blur on cairo's 32-bit pixels: reducing the frame by averaging blocks, saturating,
/// tinting, and scaling the blurred copy back up with bilinear filtering.
///
/// Reduction and scaling work on two channels at once in each half of a word (`0x00FF00FF` masks): a 16-bit lane
/// holds the sum of 256 bytes, or a byte times a weight of at most 256, without carrying into its neighbour.
enum BackdropPixels {
    private static let lanes: UInt32 = 0x00FF_00FF
    private static let wideLanes: UInt64 = 0x00FF_00FF_00FF_00FF

    /// Averages the `f`×`f` blocks of a `width`×`height` frame (`data`, `stride` bytes a row) from pixel `start`
    /// into the pixels of `target`; blocks reaching past the frame average the pixels inside it, and one wholly
    /// outside is transparent. `opaque` is ORed into every source pixel (an RGB24 frame's undefined alpha byte).
    /// At most 16×16 blocks: their sums fit the lanes.
    static func reduce(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, opaque: UInt32,
                       from start: (x: Int, y: Int), by f: Int, into target: ImageSurface) {
        precondition(f <= 16, "a lane holds the sum of at most 256 bytes")
        let wideOpaque = UInt64(opaque) << 32 | UInt64(opaque)
        for row in 0..<target.height {
            let out = target.row(row)
            let top = max(start.y + row * f, 0), bottom = min(start.y + (row + 1) * f, height)
            for column in 0..<target.width {
                let left = max(start.x + column * f, 0), right = min(start.x + (column + 1) * f, width)
                guard left < right, top < bottom else {
                    out[column] = 0
                    continue
                }
                // Blue and red, green and alpha, two pixels a word.
                var (br, ga) = (UInt64(0), UInt64(0))
                let pairs = (right - left) / 2
                for y in top..<bottom {
                    let line = UnsafeRawPointer(data + y * stride + left * 4)
                    for i in 0..<pairs {
                        let p = line.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) | wideOpaque
                        br &+= p & wideLanes
                        ga &+= (p >> 8) & wideLanes
                    }
                    if (right - left) % 2 == 1 {
                        let p = UInt64(line.loadUnaligned(fromByteOffset: pairs * 8, as: UInt32.self) | opaque)
                        br &+= p & wideLanes
                        ga &+= (p >> 8) & wideLanes
                    }
                }
                br = (br & 0xFFFF_FFFF) &+ (br >> 32)
                ga = (ga & 0xFFFF_FFFF) &+ (ga >> 32)
                let n = UInt64((right - left) * (bottom - top)), half = n / 2
                func mean(_ sum: UInt64, _ shift: UInt64) -> UInt32 { UInt32(((sum >> shift & 0xFFFF) + half) / n) }
                out[column] = mean(ga, 16) << 24 | mean(br, 16) << 16 | mean(ga, 0) << 8 | mean(br, 0)
            }
        }
    }

    /// Scales up the last column and row of `surface`, blocks of `f` pixels of which only `partialColumn` and
    /// `partialRow` lay inside the frame, so that they average those pixels alone as a full block would.
    static func fill(_ surface: ImageSurface, partialColumn: Int, partialRow: Int, of f: Int) {
        if partialColumn > 0, partialColumn < f {
            for y in 0..<surface.height {
                let row = surface.row(y)
                row[surface.width - 1] = scaled(row[surface.width - 1], f, partialColumn)
            }
        }
        if partialRow > 0, partialRow < f {
            let row = surface.row(surface.height - 1)
            for x in 0..<surface.width { row[x] = scaled(row[x], f, partialRow) }
        }
    }

    /// Each channel of `word` times `numerator` / `denominator`, rounded, at most 255.
    private static func scaled(_ word: UInt32, _ numerator: Int, _ denominator: Int) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let channel = (Int(word >> shift & 0xFF) * numerator + denominator / 2) / denominator
            result |= UInt32(min(channel, 255)) << shift
        }
        return result
    }

    /// Moves each premultiplied pixel's colour away from (or towards) its luminance by `s`, as a colour matrix,
    /// keeping each channel within the pixel's alpha.
    static func saturate(_ surface: ImageSurface, by s: Double) {
        // Rec. 709 luminance weights, as Apple's image effects use.
        let (lr, lg, lb) = (0.2126, 0.7152, 0.0722)
        let red = SIMD4(lr + (1 - lr) * s, lg * (1 - s), lb * (1 - s), 0)
        let green = SIMD4(lr * (1 - s), lg + (1 - lg) * s, lb * (1 - s), 0)
        let blue = SIMD4(lr * (1 - s), lg * (1 - s), lb + (1 - lb) * s, 0)
        for row in 0..<surface.height {
            let words = surface.row(row)
            for x in 0..<surface.width {
                let p = words[x]
                let a = Double(p >> 24)
                let rgb = SIMD4(Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF), 0)
                // Within 0...alpha, rounded half up (non-negative, so truncating a half more rounds).
                func channel(_ weights: SIMD4<Double>) -> UInt32 { UInt32(min(max((weights * rgb).sum(), 0), a) + 0.5) }
                words[x] = p & 0xFF00_0000 | channel(red) << 16 | channel(green) << 8 | channel(blue)
            }
        }
    }

    /// A copy of `surface` with `color` (straight RGBA) composited over each pixel, as cairo's OVER operator
    /// rounds it: a material's tint put on the reduced blur, where scaling up (a weighted mean) then leaves it as
    /// if it had been drawn over the scaled-up pixels, at a 64th of the pixels.
    static func tinted(_ surface: ImageSurface, by color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)) -> ImageSurface {
        func byte(_ v: CGFloat) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let a = byte(color.a)
        let tint = a << 24 | byte(color.r * color.a) << 16 | byte(color.g * color.a) << 8 | byte(color.b * color.a)
        let keep = 255 - a
        let tinted = ImageSurface(width: surface.width, height: surface.height, format: .argb32)
        for y in 0..<surface.height {
            let source = surface.row(y), out = tinted.row(y)
            for x in 0..<surface.width {
                let p = source[x]
                // Each channel times `keep` / 255, rounded as pixman's DIV_255 does, two channels a word.
                var br = (p & lanes) &* keep &+ 0x0080_0080
                br = ((br &+ (br >> 8 & lanes)) >> 8) & lanes
                var ga = (p >> 8 & lanes) &* keep &+ 0x0080_0080
                ga = (ga &+ (ga >> 8 & lanes)) & ~lanes
                out[x] = (br | ga) &+ tint
            }
        }
        tinted.markDirty()
        return tinted
    }

    /// `a` and `b` mixed with `b` weighing `w` of 256, each channel rounded.
    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let v = 256 - w
        let br = ((a & lanes) &* v &+ (b & lanes) &* w &+ 0x0080_0080) >> 8 & lanes
        let ga = ((a >> 8 & lanes) &* v &+ (b >> 8 & lanes) &* w &+ 0x0080_0080) & ~lanes
        return br | ga
    }

    /// For each of `count` target pixels from `first` along one axis: the reduced pixel at or before its centre
    /// and the weight (of 256) of the next one, for blocks of `f` pixels starting at `grid`, `size` reduced pixels
    /// in all, the edge ones repeated outward. `f` is a power of two at most 128, so the weights are exact.
    private static func taps(first: Int, count: Int, grid: Int, f: Int, size: Int) -> [(index: Int, weight: UInt32)] {
        (0..<count).map { i in
            // The reduced pixel j's centre is at grid + (j + ½)·f; in units of f/2 the target centre lies at
            // 2k + 1 − f past the first reduced centre.
            let twice = 2 * (first + i - grid) + 1 - f
            let j = twice >= 0 ? twice / (2 * f) : -((-twice + 2 * f - 1) / (2 * f))
            if j < 0 { return (0, 0) }
            if j >= size - 1 { return (size - 1, 0) }
            return (j, UInt32((twice - j * 2 * f) * 128 / f))
        }
    }

    /// Scales `reduced` (blocks of `f` pixels whose first starts at target pixel `grid`) back up with bilinear
    /// filtering, its edge pixels repeated outward, replacing the target's pixels in `rect` (target pixels, inside
    /// the target). Rows are scaled across once per reduced row, then each target row mixes two of them.
    static func upscale(_ reduced: ImageSurface, factor f: Int, grid: (x: Int, y: Int),
                        into data: UnsafeMutablePointer<UInt8>, stride: Int,
                        rect: (x: Int, y: Int, width: Int, height: Int)) {
        guard rect.width > 0, rect.height > 0 else { return }
        let across = taps(first: rect.x, count: rect.width, grid: grid.x, f: f, size: reduced.width)
        let down = taps(first: rect.y, count: rect.height, grid: grid.y, f: f, size: reduced.height)
        let firstRow = down[0].index, lastRow = min(down[down.count - 1].index + 1, reduced.height - 1)
        let wide = UnsafeMutablePointer<UInt32>.allocate(capacity: (lastRow - firstRow + 1) * rect.width)
        defer { wide.deallocate() }
        for j in firstRow...lastRow {
            let source = reduced.row(j), line = wide + (j - firstRow) * rect.width
            for (x, tap) in across.enumerated() {
                line[x] = tap.weight == 0 ? source[tap.index]
                    : mix(source[tap.index], source[tap.index + 1], tap.weight)
            }
        }
        for (y, tap) in down.enumerated() {
            let out = UnsafeMutableRawPointer(data + (rect.y + y) * stride).assumingMemoryBound(to: UInt32.self) + rect.x
            let upper = wide + (tap.index - firstRow) * rect.width
            if tap.weight == 0 {
                out.update(from: upper, count: rect.width)
                continue
            }
            mixRows(upper, upper + rect.width, weight: tap.weight, into: out, count: rect.width)
        }
    }

    /// `count` pixels of `upper` and `lower` mixed with `lower` weighing `w` of 256, into `out`; four pixels at a
    /// time, the even and odd bytes apart in 16-bit lanes (a multiply of eight 16-bit lanes is one instruction on
    /// every x86-64).
    private static func mixRows(_ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, weight w: UInt32,
                                into out: UnsafeMutablePointer<UInt32>, count: Int) {
        typealias Lanes = SIMD8<UInt16>
        let (a, b) = (UnsafeRawPointer(upper), UnsafeRawPointer(lower))
        let target = UnsafeMutableRawPointer(out)
        let wb = Lanes(repeating: UInt16(w)), wa = Lanes(repeating: UInt16(256 - w))
        let (low, high, half) = (Lanes(repeating: 0x00FF), Lanes(repeating: 0xFF00), Lanes(repeating: 128))
        var x = 0
        while x + 4 <= count {
            let p = a.loadUnaligned(fromByteOffset: x * 4, as: Lanes.self)
            let q = b.loadUnaligned(fromByteOffset: x * 4, as: Lanes.self)
            let even = ((p & low) &* wa &+ (q & low) &* wb &+ half) &>> 8
            let odd = ((p &>> 8) &* wa &+ (q &>> 8) &* wb &+ half) & high
            target.storeBytes(of: even | odd, toByteOffset: x * 4, as: Lanes.self)
            x += 4
        }
        while x < count {
            out[x] = mix(upper[x], lower[x], w)
            x += 1
        }
    }
}
