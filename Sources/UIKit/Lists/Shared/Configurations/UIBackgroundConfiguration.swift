import Foundation

/// The background of a list cell, header or footer, as a value: a colour, corner radius, insets, a stroke
/// and an optional custom view. A cell's `backgroundConfiguration` shows it behind the content, and the list
/// configurations turn gray while the cell is selected or highlighted.
public struct UIBackgroundConfiguration: Hashable {
    /// A view shown behind the colour fill's stroke, filling the background.
    public var customView: UIView?
    /// The fill; nil for the tint colour.
    public var backgroundColor: UIColor?
    /// Changes the fill before it is shown: a button's fill for its state, or a cell's.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The colour of the stroke around the background; nil for none.
    public var strokeColor: UIColor?
    /// The width of the stroke.
    public var strokeWidth: CGFloat = 0
    /// The fill of this configuration before the state changed it.
    private var baseColor: UIColor?
    /// Whether the state turns the fill gray when selected or highlighted.
    private var showsSelection = false

    private init(color: UIColor?, showsSelection: Bool) {
        backgroundColor = color
        baseColor = color
        self.showsSelection = showsSelection
    }

    /// A plain list cell's: the system background.
    public static func listPlainCell() -> Self { Self(color: .systemBackground, showsSelection: true) }
    /// A grouped list cell's: the secondary grouped background.
    public static func listGroupedCell() -> Self { Self(color: .secondarySystemGroupedBackground, showsSelection: true) }
    /// A sidebar cell's: clear.
    public static func listSidebarCell() -> Self { Self(color: .clear, showsSelection: true) }
    /// A plain list header or footer's: the system background.
    public static func listPlainHeaderFooter() -> Self { Self(color: .systemBackground, showsSelection: false) }
    /// A grouped list header or footer's: clear.
    public static func listGroupedHeaderFooter() -> Self { Self(color: .clear, showsSelection: false) }
    /// Clear, with no selection look.
    public static func clear() -> Self { Self(color: .clear, showsSelection: false) }

    /// This configuration for `state`: gray (`systemGray4`) while a cell is selected or highlighted.
    public func updated(for state: UIConfigurationState) -> Self {
        guard showsSelection, let cell = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.backgroundColor = cell.isSelected || cell.isHighlighted ? .systemGray4 : baseColor
        return updated
    }

    /// The fill shown when the tint colour is `tintColor`: the colour set, else the tint, through
    /// `backgroundColorTransformer`.
    @MainActor public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The fill shown, the tint colour resolved for `view`.
    @MainActor func resolvedBackgroundColor(for view: UIView) -> UIColor? {
        resolvedBackgroundColor(for: view.tintColor)
    }
}
