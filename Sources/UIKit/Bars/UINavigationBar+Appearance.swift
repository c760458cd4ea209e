import Foundation

extension UINavigationBar {
    /// The appearance in use, as iOS 15 picks it: the top item's appearance for the bar's state over the
    /// bar's own; at the scroll edge (a bar a navigation controller manages) the scroll-edge appearance,
    /// else the standard one over a transparent background; in a compact height the compact ones first.
    var shownAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = isCompactHeight
        let standard = (compact ? item?.compactAppearance ?? compactStorage : nil) ?? item?.standardAppearance ?? standardStorage
        guard isAtScrollEdge, navigationController != nil else { return standard }
        return (compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeStorage : nil)
            ?? item?.scrollEdgeAppearance ?? scrollEdgeStorage ?? standard.withTransparentBackground()
    }

    /// Whether the bar shows the top item's title large: the bar prefers large titles and the top item's
    /// mode says so, or, when `.automatic`, the nearest item below it that says either way (large when none
    /// does).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in (items ?? []).reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height of the row, and of the prompt above it when the top item has one.
    var rowsHeight: CGFloat {
        (topItem?.prompt == nil ? 0 : Self.promptHeight) + Self.contentHeight
    }

    /// The height of the bar's content for the safe area below it: the rows, and the large title's area no
    /// taller than expanded.
    var contentHeightForSafeArea: CGFloat {
        rowsHeight + (showsLargeTitle ? min(max(0, largeTitleExtent), Self.largeTitleHeight) : 0)
    }

    /// The height of the bar's content as drawn: as for the safe area, with the large title's area
    /// stretched while the content is pulled down.
    var shownContentHeight: CGFloat {
        rowsHeight + (showsLargeTitle ? max(0, largeTitleExtent) : 0)
    }

    /// The top item, the stack or the large-title preference changed: the bar shows it, and the navigation
    /// controller makes room for the bar's new height.
    func contentDidChange() {
        rebuild()
        navigationController?.barContentDidChange()
    }
}

extension UIView {
    /// Whether the view's window is a phone's held sideways: what iOS calls a compact height.
    var isCompactHeight: Bool {
        guard let window else { return false }
        return window.bounds.height < window.bounds.width && window.bounds.height < 500
    }
}
