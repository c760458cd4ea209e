import Foundation

/// The glyphs table and list cells draw for their accessories and editing controls, at 2× (sizes are
/// estimates of iOS 17's at the default content size).
@MainActor
enum ListGlyphs {
    /// The disclosure indicator: a chevron pointing trailing, 8 × 13.
    static let chevron = stroked(CGSize(width: 8, height: 13), color: .tertiaryLabel) { path in
        path.move(to: CGPoint(x: 1.5, y: 1.5))
        path.addLine(to: CGPoint(x: 6.5, y: 6.5))
        path.addLine(to: CGPoint(x: 1.5, y: 11.5))
    }

    /// The outline disclosure: a chevron pointing trailing, 13 × 13.
    static let outlineChevron = stroked(CGSize(width: 13, height: 13), color: .black) { path in
        path.move(to: CGPoint(x: 4, y: 1.5))
        path.addLine(to: CGPoint(x: 9, y: 6.5))
        path.addLine(to: CGPoint(x: 4, y: 11.5))
    }.withRenderingMode(.alwaysTemplate)

    /// The checkmark, a template drawn in the tint colour, 14 × 12.
    static let checkmark = stroked(CGSize(width: 14, height: 12), color: .black) { path in
        path.move(to: CGPoint(x: 1.5, y: 6.5))
        path.addLine(to: CGPoint(x: 5, y: 10))
        path.addLine(to: CGPoint(x: 12.5, y: 1.5))
    }.withRenderingMode(.alwaysTemplate)

    /// The delete control: a white bar on a red disc, 22 × 22.
    static let delete = delete(background: .systemRed, symbol: .white)

    /// The insert control: a white cross on a green disc, 22 × 22.
    static let insert = insert(background: .systemGreen, symbol: .white)

    /// A delete control with a bar of `symbol` on a disc of `background`.
    static func delete(background: UIColor, symbol: UIColor) -> UIImage {
        control(background, symbol) { UIBezierPath(rect: CGRect(x: 5.5, y: 10, width: 11, height: 2)).fill() }
    }

    /// An insert control with a cross of `symbol` on a disc of `background`.
    static func insert(background: UIColor, symbol: UIColor) -> UIImage {
        control(background, symbol) {
            UIBezierPath(rect: CGRect(x: 5.5, y: 10, width: 11, height: 2)).fill()
            UIBezierPath(rect: CGRect(x: 10, y: 5.5, width: 2, height: 11)).fill()
        }
    }

    /// The reorder control: three gray bars, 22 × 14.
    static let reorder: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 22, height: 14), format: format).image { _ in
            UIColor.tertiaryLabel.setFill()
            for y in [1.0, 6.0, 11.0] { UIBezierPath(rect: CGRect(x: 2, y: y, width: 18, height: 2)).fill() }
        }
    }()

    private static func stroked(_ size: CGSize, color: UIColor, _ trace: (UIBezierPath) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            let path = UIBezierPath()
            trace(path)
            path.lineWidth = 2
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            color.setStroke()
            path.stroke()
        }
    }

    private static func control(_ color: UIColor, _ symbol: UIColor, _ bar: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22), format: format).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 22, height: 22)).fill()
            symbol.setFill()
            bar()
        }
    }
}
