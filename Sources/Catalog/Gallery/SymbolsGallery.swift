import UIKit

/// The controls gallery's rows for symbols and Dynamic Type: symbols as apps show them (in the tint, at each
/// weight and scale, in their own colours, beside text and in a button) and labels of every text style that
/// follow the text size.
@MainActor func symbolsGalleryRows() -> [(title: String, view: UIView)] {
    /// Image views of `names` in a row, each configured by `configure`.
    func symbolRow(_ names: [String], configuration: (Int) -> UIImage.SymbolConfiguration = { _ in .unspecified },
                   tint: (Int) -> UIColor? = { _ in nil }) -> UIStackView {
        let views = names.enumerated().map { index, name -> UIView in
            let view = UIImageView(image: UIImage(systemName: name))
            view.preferredSymbolConfiguration = configuration(index)
            if let color = tint(index) { view.tintColor = color }
            return view
        }
        let row = UIStackView(arrangedSubviews: views)
        row.spacing = 16
        row.alignment = .center
        return row
    }

    let common = symbolRow(["house", "magnifyingglass", "heart.fill", "star", "bell", "gearshape", "trash",
                            "square.and.arrow.up"])
    let weights: [UIImage.SymbolWeight] = [.ultraLight, .regular, .medium, .semibold, .bold, .heavy, .black]
    let weighted = symbolRow(Array(repeating: "circle", count: weights.count)) {
        UIImage.SymbolConfiguration(pointSize: 20, weight: weights[$0])
    }
    let scales: [UIImage.SymbolScale] = [.small, .medium, .large]
    let scaled = symbolRow(Array(repeating: "person.circle", count: scales.count)) {
        UIImage.SymbolConfiguration(textStyle: .body, scale: scales[$0])
    }
    let colours: [UIImage.SymbolConfiguration] = [
        .unspecified, UIImage.SymbolConfiguration(hierarchicalColor: .systemRed),
        UIImage.SymbolConfiguration(paletteColors: [.systemGreen, .systemBlue]), .preferringMulticolor(),
    ]
    let coloured = symbolRow(["exclamationmark.triangle.fill", "heart.fill", "checkmark.circle.fill", "star.fill"],
                             configuration: { colours[$0] }, tint: { $0 == 3 ? .systemOrange : nil })

    let label = UILabel()
    label.text = "Downloads"
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    let arrow = UIImageView(image: UIImage(systemName: "arrow.down.circle"))
    arrow.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
    let besideText = UIStackView(arrangedSubviews: [arrow, label])
    besideText.spacing = 6
    besideText.alignment = .lastBaseline

    let share = UIButton(type: .system)
    share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
    share.setTitle(" Share", for: .normal)
    let disabled = UIButton(type: .system)
    disabled.setImage(UIImage(systemName: "trash"), for: .normal)
    disabled.setTitle(" Delete", for: .normal)
    disabled.isEnabled = false
    let buttons = UIStackView(arrangedSubviews: [share, disabled])
    buttons.spacing = 24

    let styles: [(String, UIFont.TextStyle)] = [("Large Title", .largeTitle), ("Title 1", .title1),
                                                ("Headline", .headline), ("Body", .body), ("Footnote", .footnote),
                                                ("Caption 2", .caption2)]
    let typeLabels = styles.map { name, style -> UIView in
        let label = UILabel()
        label.text = name
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        return label
    }
    let dynamicType = UIStackView(arrangedSubviews: typeLabels)
    dynamicType.axis = .vertical
    dynamicType.alignment = .leading
    dynamicType.spacing = 4

    return [
        ("Symbols", common), ("Symbol weights", weighted), ("Symbol scales", scaled), ("Symbol colours", coloured),
        ("A symbol beside text", besideText), ("Buttons with symbols", buttons), ("Dynamic Type", dynamicType),
    ]
}
