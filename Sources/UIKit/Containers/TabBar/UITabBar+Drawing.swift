import Foundation

/// Where and how a tab bar draws its items, after iOS's stacked layout on a phone: each item gets an equal
/// slot, its image centred in a 25-point box 7 points from the top, its 10-point medium title below.
extension UITabBar {
    /// The box the item's image is centred in, within a slot.
    static func iconBox(inSlot slot: CGRect) -> CGRect {
        CGRect(x: slot.midX - 12.5, y: slot.minY + 7, width: 25, height: 25)
    }

    /// The badge's capsule for `text` next to `iconBox`: 18 points high, at least as wide, its left edge
    /// 5 points right of the icon's centre and its top 3 points above the icon.
    static func badgeFrame(for text: String, iconBox: CGRect) -> CGRect {
        let width = text.isEmpty ? 10 : max(18, (text as NSString).size(withAttributes: badgeAttributes).width + 10)
        let height: CGFloat = text.isEmpty ? 10 : 18
        return CGRect(x: iconBox.midX + 5, y: iconBox.minY - 3, width: width, height: height)
    }

    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let badgeAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13),
                                                                  .foregroundColor: UIColor.white]
    /// The bar material, opaque: over white in light (248), the dark chrome material (13% white at 78%) over
    /// black in dark (26).
    static let defaultBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 26 / 255, green: 26 / 255, blue: 26 / 255, alpha: 1)
            : UIColor(red: 248 / 255, green: 248 / 255, blue: 248 / 255, alpha: 1)
    }

    /// The slot of the item at `index`.
    func slot(at index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(1, shownItems.count))
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.contentHeight)
    }

    func drawBar() {
        let appearance = standardAppearance
        if appearance.showsMaterial {
            (barTintColor ?? Self.defaultBackground).setFill()
            UIRectFill(bounds)
        }
        if let background = appearance.backgroundColor {
            background.setFill()
            UIBezierPath(rect: bounds).fill()
        }
        if let shadow = appearance.shadowColor {
            shadow.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, contentScaleFactor))).fill()
        }
        for (index, item) in shownItems.enumerated() {
            draw(item, in: slot(at: index), selected: item === selectedItem)
        }
    }

    private func draw(_ item: UITabBarItem, in slot: CGRect, selected: Bool) {
        let items = standardAppearance.stackedLayoutAppearance
        let state = !item.isEnabled ? items.disabled : selected ? items.selected : items.normal
        var color: UIColor = state.iconColor ?? (selected ? tintColor : unselectedItemTintColor ?? .systemGray)
        if !item.isEnabled, state.iconColor == nil { color = color.withAlphaComponent(0.5) }
        let box = Self.iconBox(inSlot: slot)
        if let image = (selected ? item.selectedImage : nil) ?? item.image {
            let scale = min(1, 30 / max(image.size.width, image.size.height, 1))
            let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
            let frame = CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2,
                               width: size.width, height: size.height)
            (image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)).draw(in: frame)
        }
        if let title = item.title, !title.isEmpty {
            var attributes = item.titleTextAttributes(for: selected ? .selected : .normal) ?? state.titleTextAttributes
            attributes[.font] = attributes[.font] ?? Self.titleFont
            attributes[.foregroundColor] = attributes[.foregroundColor] ?? color
            let size = (title as NSString).size(withAttributes: attributes)
            (title as NSString).draw(at: CGPoint(x: slot.midX - size.width / 2, y: slot.minY + 34),
                                     withAttributes: attributes)
        }
        if let badge = item.badgeValue {
            let frame = Self.badgeFrame(for: badge, iconBox: box)
            (item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed).setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: frame.height / 2).fill()
            let size = (badge as NSString).size(withAttributes: Self.badgeAttributes)
            (badge as NSString).draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2),
                                     withAttributes: Self.badgeAttributes)
        }
    }
}
