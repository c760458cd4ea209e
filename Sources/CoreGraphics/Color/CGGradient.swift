/// Where a gradient is drawn beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extend the start colour before the start point or circle.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the end colour past the end point or circle.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A smooth transition between colours at locations from 0 to 1.
public final class CGGradient: Sendable {
    /// One colour stop, as straight RGBA.
    struct Stop: Equatable {
        var location: CGFloat
        var red, green, blue, alpha: CGFloat
    }

    /// The stops, sorted by location.
    let stops: [Stop]
    /// The colour space the gradient was defined in.
    let colorSpace: CGColorSpace

    private init?(space: CGColorSpace, colors: [(CGFloat, CGFloat, CGFloat, CGFloat)], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let spots: [CGFloat]
        if let locations {
            guard locations.count == colors.count, locations.allSatisfy(\.isFinite) else { return nil }
            spots = locations
        } else if colors.count == 1 {
            spots = [0]
        } else {
            // Apple spaces the colours evenly from 0 to 1 when no locations are given.
            spots = (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        stops = zip(spots, colors).map { Stop(location: $0, red: $1.0, green: $1.1, blue: $1.2, alpha: $1.3) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        colorSpace = space
    }

    /// The stops handed to cairo: Quartz fills from location 0 with the first colour and up to location 1
    /// with the last even without extend options, where cairo would leave what lies outside the stops
    /// unpainted; so the end colours are repeated at 0 and 1 (one stop alone becomes a solid fill).
    var paintedStops: [Stop] {
        guard let first = stops.first, let last = stops.last else { return [] }
        var painted = stops
        if first.location > 0 { painted.insert(Stop(location: 0, red: first.red, green: first.green, blue: first.blue, alpha: first.alpha), at: 0) }
        if last.location < 1 { painted.append(Stop(location: 1, red: last.red, green: last.green, blue: last.blue, alpha: last.alpha)) }
        return painted
    }

    /// A gradient from `count` colours given as components (colour values then alpha) in `space`.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        let n = space.numberOfComponents
        guard count > 0, n > 0 else { return nil }
        let colors: [(CGFloat, CGFloat, CGFloat, CGFloat)] = (0..<count).compactMap { i in
            let values = Array(UnsafeBufferPointer(start: components + i * (n + 1), count: n + 1))
            return values.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!)?.rgba }
        }
        let spots = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
        self.init(space: space, colors: colors, locations: spots)
    }

    /// A gradient from an array of colours (`[c1, c2] as CFArray`), with locations or evenly spaced; `nil` when
    /// an element is not a `CGColor`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors array: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = array.compactMap { $0 as? CGColor }
        guard colors.count == array.count else { return nil }
        let spots = locations.map { Array(UnsafeBufferPointer(start: $0, count: colors.count)) }
        self.init(space: space ?? .srgbSpace, colors: colors.map(\.rgba), locations: spots)
    }
}
