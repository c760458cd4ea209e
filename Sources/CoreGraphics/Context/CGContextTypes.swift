/// How drawing is composited with what is already there.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Multiplies the colours.
    case multiply
    /// Inverse of multiplying the inverses.
    case screen
    /// Multiply or screen, by the destination.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens the destination towards the source.
    case colorDodge
    /// Darkens the destination towards the source.
    case colorBurn
    /// Darkens or lightens, by the source.
    case softLight
    /// Multiply or screen, by the source.
    case hardLight
    /// The absolute difference.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// Clears to transparent.
    case clear
    /// Replaces the destination.
    case copy
    /// The source where the destination is.
    case sourceIn
    /// The source where the destination is not.
    case sourceOut
    /// The source over the destination, only where the destination is.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is.
    case destinationIn
    /// The destination where the source is not.
    case destinationOut
    /// The destination over the source, only where the source is.
    case destinationAtop
    /// Source or destination, not both.
    case xor
    /// Adds and darkens (not expressible with cairo: drawn as `normal`).
    case plusDarker
    /// Adds the colours, saturating.
    case plusLighter
}

/// How a path is painted by `drawPath(using:)`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, winding rule.
    case fill = 0
    /// Fill, even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill with the winding rule, then stroke.
    case fillStroke
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke
}

/// How images are resampled when drawn scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (medium).
    case `default` = 0
    /// Nearest neighbour.
    case none = 1
    /// Fast, low quality.
    case low = 2
    /// Slow, best quality.
    case high = 3
    /// Between low and high.
    case medium = 4
}
