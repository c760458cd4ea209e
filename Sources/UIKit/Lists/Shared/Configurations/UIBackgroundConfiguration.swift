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
    /// How the fill shows that a cell is selected or highlighted.
    private var selectionLook = SelectionLook.none

    private enum SelectionLook: Hashable {
        /// It does not.
        case none
        /// Gray (`systemGray4`).
        case gray
        /// The tint colour.
        case tint
    }

    private init(color: UIColor?, selectionLook: SelectionLook, cornerRadius: CGFloat = 0) {
        backgroundColor = color
        baseColor = color
        self.selectionLook = selectionLook
        self.cornerRadius = cornerRadius
    }

    /// A plain list cell's: the system background.
    public static func listPlainCell() -> Self { Self(color: .systemBackground, selectionLook: .gray) }
    /// A grouped list cell's: the secondary grouped background.
    public static func listGroupedCell() -> Self { Self(color: .secondarySystemGroupedBackground, selectionLook: .gray) }
    /// A sidebar cell's: clear, gray with 10-point corners while selected.
    public static func listSidebarCell() -> Self { Self(color: .clear, selectionLook: .gray, cornerRadius: 10) }
    /// A cell's in a sidebar shown beside its content: clear, the tint colour with 10-point corners while selected.
    public static func listAccompaniedSidebarCell() -> Self { Self(color: .clear, selectionLook: .tint, cornerRadius: 10) }
    /// A plain list header or footer's: the system background.
    public static func listPlainHeaderFooter() -> Self { Self(color: .systemBackground, selectionLook: .none) }
    /// A grouped list header or footer's: clear.
    public static func listGroupedHeaderFooter() -> Self { Self(color: .clear, selectionLook: .none) }
    /// A sidebar header's: clear.
    public static func listSidebarHeader() -> Self { Self(color: .clear, selectionLook: .none) }
    /// Clear, with no selection look.
    public static func clear() -> Self { Self(color: .clear, selectionLook: .none) }

    /// This configuration for `state`: while a cell is selected or highlighted, gray (`systemGray4`), or the
    /// tint colour for an accompanied sidebar cell.
    public func updated(for state: UIConfigurationState) -> Self {
        guard selectionLook != .none, let cell = state as? UICellConfigurationState else { return self }
        var updated = self
        let shows = cell.isSelected || cell.isHighlighted
        updated.backgroundColor = !shows ? baseColor : selectionLook == .gray ? .systemGray4 : nil
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
