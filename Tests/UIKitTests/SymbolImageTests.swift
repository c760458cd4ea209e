import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// SF Symbol stand-ins: sizes for configurations, weights, colours on rendered pixels, baselines, the name map.
@MainActor @Suite struct SymbolImageTests {
    typealias Configuration = UIImage.SymbolConfiguration

    /// Traits at one pixel a point, so that sizes come out in whole pixels.
    let oneX = UITraitCollection(displayScale: 1)

    /// A symbol at one pixel a point.
    func symbol(_ name: String, _ configuration: Configuration = .unspecified) -> UIImage? {
        UIImage(systemName: name, withConfiguration: configuration.withTraitCollection(oneX))
    }

    /// `image` drawn by itself on a transparent bitmap of its pixel size.
    func pixels(of image: UIImage) -> Pixels {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return Pixels(UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: image.size))
        })
    }

    /// `view`'s layer tree rendered on a transparent bitmap at one pixel a point.
    func pixels(of view: UIView) -> Pixels {
        FramePass.runOnce()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return Pixels(UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            view.layer.render(in: context.cgContext)
        })
    }

    /// The pixels whose alpha is more than half.
    func ink(_ pixels: Pixels) -> Int {
        var count = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where pixels[x, y][3] > 127 { count += 1 } }
        return count
    }

    @Test func aSymbolIsASquareOfOnePointTwoTimesItsPointSizeTimesItsScale() throws {
        let plain = try #require(symbol("heart"))
        #expect(plain.isSymbolImage && plain.size == CGSize(width: 20, height: 20) && plain.scale == 1)
        // 20 points: 24 × 24; small 0.8 → 19.2 rounds to 19; large 1.3 → 31.2 rounds to 31.
        #expect(symbol("heart", Configuration(pointSize: 20))?.size == CGSize(width: 24, height: 24))
        #expect(symbol("heart", Configuration(pointSize: 20, weight: .regular, scale: .small))?.size.width == 19)
        #expect(symbol("heart", Configuration(pointSize: 20, weight: .regular, scale: .large))?.size.width == 31)
        // A font gives its size; a text style its size at the traits' category (body at XXXL is 23: 27.6 → 28).
        #expect(symbol("heart", Configuration(font: .systemFont(ofSize: 30)))?.size.width == 36)
        let xxxl = UITraitCollection(traitsFrom: [oneX, UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)])
        let body = UIImage(systemName: "heart", withConfiguration: Configuration(textStyle: .body).withTraitCollection(xxxl))
        #expect(body?.size.width == 28)
        // At 2× the same 24 points are 48 pixels.
        let twoX = UIImage(systemName: "heart", withConfiguration: Configuration(pointSize: 20)
            .withTraitCollection(UITraitCollection(displayScale: 2)))
        #expect(twoX?.size.width == 24 && twoX?.scale == 2 && twoX?.cgImage?.width == 48)
    }

    @Test func unknownNamesGiveNilAndOtherImagesAreNotSymbols() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage().isSymbolImage == false && UIImage().symbolConfiguration == nil)
        #expect(UIImage().applyingSymbolConfiguration(Configuration(pointSize: 20)) == nil)
    }

    @Test func everyMappedNameHasItsDrawing() {
        let names = SymbolNames.bootstrapNames
        #expect(names.count >= 300)
        let missing = names.values.filter { !FileManager.default.fileExists(atPath: "\(SymbolRasterizer.directory)/\($0).svg") }
        #expect(missing.isEmpty)
        for name in ["chevron.right", "xmark", "plus", "minus", "checkmark", "gear", "trash", "square.and.arrow.up",
                     "magnifyingglass", "heart.fill", "star.fill", "person.circle", "house", "bell", "envelope",
                     "photo", "camera", "play.fill", "pause.fill", "stop.fill", "ellipsis.circle", "info.circle",
                     "exclamationmark.triangle", "arrow.left"] {
            #expect(names[name] != nil, "\(name)")
        }
        #expect(names["heart.fill"] == "heart-fill" && names["star.fill"] == "star-fill")
    }

    @Test func heavierWeightsDrawThickerAndLighterOnesDrawAsRegular() throws {
        let size = Configuration(pointSize: 40)
        let regular = ink(pixels(of: try #require(symbol("circle", size))))
        let bold = ink(pixels(of: try #require(symbol("circle", size.applying(Configuration(weight: .bold))))))
        let black = ink(pixels(of: try #require(symbol("circle", size.applying(Configuration(weight: .black))))))
        let light = ink(pixels(of: try #require(symbol("circle", size.applying(Configuration(weight: .ultraLight))))))
        #expect(regular > 0 && bold > regular && black > bold)
        #expect(light == regular)
        // A font's weight is the symbol's: a bold font draws the bold symbol.
        let boldFont = try #require(symbol("circle", Configuration(font: .systemFont(ofSize: 40, weight: .bold))))
        #expect(ink(pixels(of: boldFont)) == bold)
    }

    @Test func drawingsAreKeptAndShared() throws {
        let first = try #require(symbol("bell", Configuration(pointSize: 33)))
        #expect(SymbolRasterizer.keeps(icon: "bell", pixels: 40, weight: .regular))
        let second = try #require(symbol("bell", Configuration(pointSize: 33)))
        #expect(first !== second && first.cgImage === second.cgImage)
    }

    @Test func aTemplateSymbolTakesTheImageViewsTint() throws {
        let heart = try #require(symbol("heart.fill", Configuration(pointSize: 20)))
        #expect(heart.renderingMode == .automatic)
        let view = UIImageView(image: heart)
        view.tintColor = .systemRed
        let shown = pixels(of: view)
        #expect(shown.width == 24)
        // The heart's middle is red (255, 59, 48); the corner is transparent.
        #expect(shown[12, 12] == [255, 59, 48, 255])
        #expect(shown[0, 0][3] == 0)
        view.tintColor = .systemBlue
        #expect(pixels(of: view)[12, 12] == [0, 122, 255, 255])
        // Drawn by itself, a template symbol is black; tinted, the tint.
        #expect(pixels(of: heart)[12, 12] == [0, 0, 0, 255])
        #expect(pixels(of: heart.withTintColor(.systemOrange))[12, 12] == [255, 149, 0, 255])
    }

    @Test func hierarchicalAndPaletteColoursWinOverTheTint() throws {
        let size = Configuration(pointSize: 20)
        let hierarchical = try #require(symbol("heart.fill", size.applying(Configuration(hierarchicalColor: .systemGreen))))
        let palette = try #require(symbol("heart.fill", size.applying(Configuration(paletteColors: [.systemBlue, .systemRed]))))
        let multicolor = try #require(symbol("heart.fill", size.applying(Configuration.preferringMulticolor())))
        var colours: [[UInt8]] = []
        for image in [hierarchical, palette, multicolor] {
            let view = UIImageView(image: image)
            view.tintColor = .systemRed
            colours.append(pixels(of: view)[12, 12])
        }
        // Multicolour has no colours of its own here: it takes the tint.
        #expect(colours == [[52, 199, 89, 255], [0, 122, 255, 255], [255, 59, 48, 255]])
    }

    @Test func configurationsMergeWithTheLaterValuesWinning() throws {
        let base = Configuration(pointSize: 20, weight: .light)
        let merged = base.applying(Configuration(scale: .large))
        #expect(merged.pointSize == 20 && merged.weight == .light && merged.scale == .large)
        // A text style replaces a point size; a weight replaces a weight.
        let styled = merged.applying(Configuration(textStyle: .title1)).applying(Configuration(weight: .heavy))
        #expect(styled.pointSize == 0 && styled.textStyle == .title1 && styled.weight == .heavy && styled.scale == .large)
        #expect(styled.configurationWithoutPointSizeAndWeight().weight == .unspecified)
        #expect(styled.configurationWithoutTextStyle().textStyle == nil)
        #expect(styled.configurationWithoutScale().scale == .unspecified)
        #expect(base.isEqual(to: Configuration(pointSize: 20, weight: .light)) && !base.isEqual(to: merged))
        #expect(Configuration.unspecified.isEqual(to: Configuration(pointSize: -4)))

        let image = try #require(symbol("star", base))
        let bolder = try #require(image.applyingSymbolConfiguration(Configuration(weight: .bold)))
        #expect(bolder.symbolConfiguration?.pointSize == 20 && bolder.symbolConfiguration?.weight == .bold)
        #expect(image.withConfiguration(Configuration(pointSize: 30)).size.width == 36)
        #expect(image.withConfiguration(Configuration(pointSize: 30)).isSymbolImage)
    }

    @Test func theImageViewsPreferredConfigurationFillsWhatTheImageLeavesOpen() throws {
        try withScreenWindow(size: CGSize(width: 200, height: 200)) { window, _ in
            let star = try #require(UIImage(systemName: "star"))
            let view = UIImageView(image: star)
            window.addSubview(view)
            #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
            view.preferredSymbolConfiguration = Configuration(pointSize: 30)
            #expect(view.intrinsicContentSize == CGSize(width: 36, height: 36))
            // The image's own point size wins over the view's.
            view.image = UIImage(systemName: "star", withConfiguration: Configuration(pointSize: 20))
            #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))
            // A text style follows the view's content size category: body 17 → 20.4 → 20; XXXL 23 → 27.6 → 28.
            view.image = UIImage(systemName: "star")
            view.preferredSymbolConfiguration = Configuration(textStyle: .body)
            #expect(view.intrinsicContentSize.width == 20)
            VirtualScreens.setPreferredContentSizeCategory(.extraExtraExtraLarge)
            defer { VirtualScreens.setPreferredContentSizeCategory(.large) }
            #expect(view.intrinsicContentSize.width == 28)
        }
    }

    @Test func aButtonShowsItsSymbolInTheTintAtThePreferredConfiguration() throws {
        try withScreenWindow(size: CGSize(width: 200, height: 100)) { window, _ in
            let button = UIButton(type: .system)
            let share = try #require(UIImage(systemName: "square.and.arrow.up"))
            button.setImage(share, for: .normal)
            window.addSubview(button)
            #expect(button.imageView?.intrinsicContentSize == CGSize(width: 20, height: 20))
            button.setPreferredSymbolConfiguration(Configuration(pointSize: 30), forImageIn: .normal)
            #expect(button.currentPreferredSymbolConfiguration?.pointSize == 30)
            #expect(button.imageView?.intrinsicContentSize == CGSize(width: 36, height: 36))
            #expect(button.intrinsicContentSize.width >= 36 && button.intrinsicContentSize.height >= 36)
            // The symbol stays a template: the button's tint, not the image's black.
            #expect(button.imageView?.image?.drawsAsTemplate == true)
        }
    }

    @Test func aSymbolBesideTextSitsOnItsBaselineCentredOnCapitals() throws {
        try withScreenWindow(size: CGSize(width: 300, height: 100)) { window, _ in
            let font = UIFont.systemFont(ofSize: 20)
            let image = try #require(UIImage(systemName: "checkmark.circle", withConfiguration: Configuration(font: font)))
            // The symbol's middle is half the cap height above its baseline.
            #expect(abs(image.size.height / 2 - image.baselineOffsetFromBottom - font.capHeight / 2) < 0.001)
            #expect(image.hasBaseline && !image.imageWithoutBaseline().hasBaseline)
            #expect(image.withBaselineOffset(fromBottom: .nan).baselineOffsetFromBottom == image.baselineOffsetFromBottom)

            let label = UILabel()
            label.font = font
            label.text = "Done"
            let view = UIImageView(image: image)
            for subview in [label, view] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
                view.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4),
                view.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
            ])
            window.layoutIfNeeded()
            // Auto Layout puts frames on whole pixels of this 1× screen: within half a pixel.
            let baseline = label.frame.minY + (label.firstBaselineOffsetFromTop ?? 0)
            #expect(abs(view.frame.maxY - image.baselineOffsetFromBottom - baseline) <= 0.5)
            #expect(abs(view.frame.midY - (baseline - font.capHeight / 2)) <= 0.5)
        }
    }
}
