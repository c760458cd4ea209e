import Foundation

extension UIButton {
    /// A button's content and look as one value (iOS 15): a style (plain, gray, tinted, filled), a title,
    /// subtitle and image, their placement and padding, and the base colours the style derives each state's
    /// colours from.
    ///
    /// The styles' colours as Vellum draws them: plain has no background and draws its content in the base
    /// foreground colour (the tint by default); gray fills `secondarySystemFill`; tinted fills the base
    /// background colour (the tint) at 15% opacity; filled fills the base background colour with white content.
    /// A touch shows the background at 70% and plain content at 20% of their opacity; a disabled button draws
    /// its content in `tertiaryLabel` on `tertiarySystemFill`; a selected plain, gray or tinted button looks
    /// filled while `automaticallyUpdateForSelection` is on.
    public struct Configuration: Hashable {
        /// How large the button is: its fonts and default content insets.
        public enum Size: Int, Hashable, Sendable {
            /// Footnote text, the smallest insets.
            case mini
            /// Subheadline text.
            case small
            /// Body text; the default.
            case medium
            /// Body text with generous insets.
            case large
        }

        /// How round the background's corners are.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// The background configuration's own corner radius.
            case fixed = -1
            /// A radius that follows the button's size: the default.
            case dynamic = 0
            /// A small radius (4 points).
            case small = 1
            /// A medium radius (6 points).
            case medium = 2
            /// A large radius (10 points).
            case large = 3
            /// Half the button's height: a capsule.
            case capsule = 4
        }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// Leading beside a leading or trailing image, centred otherwise.
            case automatic
            /// At the leading edge.
            case leading
            /// Centred.
            case center
            /// At the trailing edge.
            case trailing
        }

        /// The system look the configuration starts from.
        enum Style: Hashable { case plain, gray, tinted, filled }

        let style: Style

        /// The title; setting it drops the attributes of `attributedTitle`.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The title with attributes of its own (`font`, `foregroundColor` …) over the style's, run by run.
        public var attributedTitle: AttributedString?
        /// Changes the title's attributes, run by run, after the style's font and colour are in them.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title breaks: wrapping modes wrap it over as many lines as it needs, the others keep it
        /// on one line. By word by default.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// A smaller line under the title; setting it drops the attributes of `attributedSubtitle`.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The subtitle with attributes of its own over the style's, run by run.
        public var attributedSubtitle: AttributedString?
        /// Changes the subtitle's attributes, run by run, after the style's font and colour are in them.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the subtitle breaks, as `titleLineBreakMode` does the title.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The image.
        public var image: UIImage?
        /// Changes the image's colour (the style's foreground colour for the state) before it is drawn.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Whether a spinning activity indicator stands in the image's place.
        public var showsActivityIndicator = false
        /// Changes the activity indicator's colour (the style's foreground colour) before it is drawn.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The size, weight and scale a symbol image is shown with; a configuration set on the button for the
        /// current state with `setPreferredSymbolConfiguration(_:forImageIn:)` wins.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The edge of the title the image sits against.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up.
        public var titleAlignment: TitleAlignment = .automatic
        /// The colour of the title, subtitle and image the style derives state colours from; nil for its own.
        public var baseForegroundColor: UIColor?
        /// The background colour the style derives state colours from; nil for its own.
        public var baseBackgroundColor: UIColor?
        /// The background: set its `backgroundColor` to override the style's fill in every state.
        public var background: UIBackgroundConfiguration
        /// How round the background's corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size class of fonts and insets.
        public var buttonSize: Size = .medium
        /// The space between the button's edges and its content: the insets set, else `buttonSize`'s.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customInsets ?? Self.defaultInsets(for: buttonSize) }
            set { customInsets = newValue }
        }
        /// Whether a selected button takes the filled look.
        public var automaticallyUpdateForSelection = true

        /// The insets set, if any; nil follows `buttonSize`.
        private var customInsets: NSDirectionalEdgeInsets?

        private init(style: Style) {
            self.style = style
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = nil
            self.background = background
        }

        /// No background; content in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A gray background; content in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A faint tint background; content in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint background; white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The plain style under its older name.
        public static func borderless() -> Configuration { plain() }
        /// The gray style under its older name.
        public static func bordered() -> Configuration { gray() }
        /// The tinted style under its older name.
        public static func borderedTinted() -> Configuration { tinted() }
        /// The filled style under its older name.
        public static func borderedProminent() -> Configuration { filled() }

        /// Puts back the insets `buttonSize` gives.
        public mutating func setDefaultContentInsets() { customInsets = nil }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font for `buttonSize`.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .footnote)
            case .small: .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: .preferredFont(forTextStyle: .body)
            }
        }

        /// The subtitle's font for `buttonSize`.
        var subtitleFont: UIFont {
            switch buttonSize {
            case .mini, .small: .preferredFont(forTextStyle: .caption1)
            case .medium, .large: .preferredFont(forTextStyle: .subheadline)
            }
        }

        /// The background's corner radius for a button `height` high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 6
            case .large: 10
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 4
                case .medium: 6
                case .large: 10
                }
            }
        }

        /// This configuration with the colours `button`'s state gives it: the background's fill and the
        /// foreground colour resolved, as the button draws them.
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var updated = self
            let colors = stateColors(state: button.state, tint: button.tintColor)
            updated.baseForegroundColor = colors.foreground
            if background.backgroundColor == nil { updated.background.backgroundColor = colors.background }
            return updated
        }

        /// The content and background colours of `state`.
        func stateColors(state: UIControl.State, tint: UIColor) -> (foreground: UIColor, background: UIColor?) {
            if state.contains(.disabled) {
                return (.tertiaryLabel, style == .plain ? nil : .tertiarySystemFill)
            }
            let base = baseBackgroundColor ?? tint
            var look = style
            if state.contains(.selected), automaticallyUpdateForSelection { look = .filled }
            var foreground: UIColor
            var background: UIColor?
            switch look {
            case .plain: foreground = baseForegroundColor ?? tint
            case .gray: foreground = baseForegroundColor ?? tint; background = baseBackgroundColor ?? .secondarySystemFill
            case .tinted: foreground = baseForegroundColor ?? tint; background = base.withAlphaComponent(0.15)
            case .filled:
                foreground = look == style ? baseForegroundColor ?? .white : .white
                background = base
            }
            if let override = self.background.backgroundColor { background = override }
            if state.contains(.highlighted) {
                if let fill = background {
                    background = fading(fill, by: 0.7)
                } else {
                    foreground = fading(foreground, by: UIButton.highlightedSystemAlpha)
                }
            }
            return (foreground, background)
        }
    }
}

/// `color` with its opacity, in every appearance, multiplied by `factor`.
private func fading(_ color: UIColor, by factor: CGFloat) -> UIColor {
    UIColor(dynamicProvider: { traits in
        let resolved = color.resolvedColor(with: traits)
        return resolved.withAlphaComponent(resolved.cgColor.alpha * factor)
    })
}
