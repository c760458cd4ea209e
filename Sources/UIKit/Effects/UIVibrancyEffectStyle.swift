/// How vibrant content stands out from the blur behind it: the text and fill levels of the system colours.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text.
    case label
    /// Secondary text.
    case secondaryLabel
    /// Tertiary text.
    case tertiaryLabel
    /// Quaternary text.
    case quaternaryLabel
    /// Thin and small shapes.
    case fill
    /// Medium shapes.
    case secondaryFill
    /// Large shapes.
    case tertiaryFill
    /// Separators.
    case separator
}
