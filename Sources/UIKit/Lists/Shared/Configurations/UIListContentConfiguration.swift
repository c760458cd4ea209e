import Foundation

/// The content of a list cell, header or footer, as a value: an image, a text and a secondary text with
/// their properties and the spacing between them. `UITableViewCell.defaultContentConfiguration()` gives
/// one with the cell style's defaults; a cell's `contentConfiguration` shows it in a `UIListContentView`.
///
/// Metrics are iOS 17's at the default content size: 16-point side margins, 11 above and below a cell's
/// text, the body font, secondary text in the secondary label colour.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How text is drawn.
    public struct TextProperties: Hashable {
        /// How text is aligned.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// How text's letters are cased.
        public enum TextTransform: Int, Hashable, Sendable {
            /// As given.
            case none
            /// All capitals.
            case uppercase
            /// All small letters.
            case lowercase
            /// Each word capitalised.
            case capitalized
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment; `.natural`.
        public var alignment: TextAlignment = .natural
        /// How lines break; `.byTruncatingTail`.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines; 0 (no limit).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width; false.
        public var adjustsFontSizeToFitWidth = false
        /// How far the font may shrink; 0.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text's letters are cased; `.none`.
        public var transform: TextTransform = .none

        /// The text with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable {
        /// The colour of a template image; nil for the tint colour.
        public var tintColor: UIColor?
        /// The radius of the image's corners; 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero for no limit.
        public var maximumSize = CGSize.zero
        /// The room kept for the image even when it is smaller, so texts align; zero.
        public var reservedLayoutSize = CGSize.zero
    }

    /// The image before the text.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The text.
    public var text: String?
    /// The text with attributes, shown in place of `text`.
    public var attributedText: NSAttributedString?
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes, shown in place of `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the texts sit side by side (value cells) rather than one above the other.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between side-by-side texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The least height of the content, margins included: 44 for cells, 0 for headers and footers.
    var minimumHeight: CGFloat = 0
    /// Whether the configuration is a section header's: an outline disclosure's automatic style follows it.
    var isHeader = false
    /// Whether the text and image turn white while the cell is selected (an accompanied sidebar cell's).
    private var whitensWhenSelected = false
    /// The colours the selection turned white, restored when it ends; nil while not selected.
    private var unselectedColors: UnselectedColors?

    /// The text and image colours of an accompanied sidebar cell that is not selected.
    private struct UnselectedColors: Hashable {
        var text: UIColor
        var secondaryText: UIColor
        var image: UIColor?
    }

    private init(font: UIFont, color: UIColor, secondaryFont: UIFont, secondaryColor: UIColor,
                 margins: NSDirectionalEdgeInsets, minimumHeight: CGFloat) {
        textProperties = TextProperties(font: font, color: color)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
        self.minimumHeight = minimumHeight
    }

    private static func cellMargins() -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    /// A cell: body text.
    public static func cell() -> Self {
        Self(font: .preferredFont(forTextStyle: .body), color: .label, secondaryFont: .preferredFont(forTextStyle: .subheadline),
             secondaryColor: .secondaryLabel, margins: cellMargins(), minimumHeight: UITableView.defaultRowHeight)
    }

    /// A cell with the secondary text beneath the text, in the subheadline font.
    public static func subtitleCell() -> Self {
        var configuration = cell()
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }

    /// A cell with the secondary text at the trailing edge, in the body font (Settings).
    public static func valueCell() -> Self {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar cell; as `cell()` here.
    public static func sidebarCell() -> Self { cell() }

    /// A sidebar cell with the secondary text beneath the text.
    public static func sidebarSubtitleCell() -> Self { subtitleCell() }

    /// A cell of a sidebar shown beside its content: its text and image turn white while it is selected,
    /// over the tint of `UIBackgroundConfiguration.listAccompaniedSidebarCell()`.
    public static func accompaniedSidebarCell() -> Self {
        var configuration = cell()
        configuration.whitensWhenSelected = true
        return configuration
    }

    /// An accompanied sidebar cell with the secondary text beneath the text.
    public static func accompaniedSidebarSubtitleCell() -> Self {
        var configuration = accompaniedSidebarCell()
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }

    /// The header of a sidebar section: bold subheadline text, as a plain list's header.
    public static func sidebarHeader() -> Self { plainHeader() }

    /// The header of an inset grouped list in the large title style: bold title 3 text in the label colour.
    public static func prominentInsetGroupedHeader() -> Self {
        var configuration = groupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        configuration.textProperties.color = .label
        configuration.textProperties.transform = .none
        return configuration
    }

    /// The header of an inset grouped list in the largest style: bold title 2 text in the label colour.
    public static func extraProminentInsetGroupedHeader() -> Self {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        return configuration
    }

    /// The header of a plain list: bold subheadline text.
    public static func plainHeader() -> Self {
        var configuration = Self(font: .systemFont(ofSize: 15, weight: .semibold), color: .label,
                                 secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
                                 margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16), minimumHeight: 0)
        configuration.isHeader = true
        return configuration
    }

    /// The footer of a plain list: secondary footnote text.
    public static func plainFooter() -> Self {
        Self(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel, secondaryFont: .preferredFont(forTextStyle: .footnote),
             secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16),
             minimumHeight: 0)
    }

    /// The header of a grouped list: secondary footnote text in capitals.
    public static func groupedHeader() -> Self {
        var configuration = plainFooter()
        configuration.isHeader = true
        configuration.textProperties.transform = .uppercase
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16)
        return configuration
    }

    /// The footer of a grouped list: secondary footnote text.
    public static func groupedFooter() -> Self {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// A header of the list's style (iOS 15): the plain header here.
    public static func header() -> Self { plainHeader() }

    /// A footer of the list's style (iOS 15): the plain footer here.
    public static func footer() -> Self { plainFooter() }

    /// A `UIListContentView` showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for `state`: an accompanied sidebar cell's text and image are white while it is
    /// selected or highlighted; other list content does not change with the state.
    public func updated(for state: UIConfigurationState) -> Self {
        guard whitensWhenSelected, let cell = state as? UICellConfigurationState else { return self }
        var updated = self
        if cell.isSelected || cell.isHighlighted, unselectedColors == nil {
            updated.unselectedColors = UnselectedColors(text: textProperties.color, secondaryText: secondaryTextProperties.color,
                                                        image: imageProperties.tintColor)
            updated.textProperties.color = .white
            updated.secondaryTextProperties.color = .white
            updated.imageProperties.tintColor = .white
        } else if !(cell.isSelected || cell.isHighlighted), let colors = unselectedColors {
            updated.unselectedColors = nil
            updated.textProperties.color = colors.text
            updated.secondaryTextProperties.color = colors.secondaryText
            updated.imageProperties.tintColor = colors.image
        }
        return updated
    }
}
