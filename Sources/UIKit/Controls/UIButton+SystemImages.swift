import Foundation

extension UIButton {
    /// The glyphs of the button types that have one, drawn here (Vellum has no SF Symbols): an "i" in a
    /// ring for the information and detail disclosure buttons, a plus in a ring for contact add — templates,
    /// drawn in the tint — and a cross on a grey disc for close.
    static func systemImage(for type: ButtonType) -> UIImage? {
        switch type {
        case .custom, .system:
            return nil
        case .detailDisclosure, .infoLight, .infoDark:
            return glyph(size: 22) { rect in
                ring(in: rect)
                UIBezierPath(ovalIn: CGRect(x: rect.midX - 1.25, y: 5.5, width: 2.5, height: 2.5)).fill()
                UIBezierPath(rect: CGRect(x: rect.midX - 1, y: 9.5, width: 2, height: 7)).fill()
            }.withRenderingMode(.alwaysTemplate)
        case .contactAdd:
            return glyph(size: 22) { rect in
                ring(in: rect)
                UIBezierPath(rect: CGRect(x: rect.midX - 1, y: 6, width: 2, height: 10)).fill()
                UIBezierPath(rect: CGRect(x: 6, y: rect.midY - 1, width: 10, height: 2)).fill()
            }.withRenderingMode(.alwaysTemplate)
        case .close:
            return glyph(size: 30) { rect in
                UIColor.systemGray5.setFill()
                UIBezierPath(ovalIn: rect).fill()
                let cross = UIBezierPath()
                cross.move(to: CGPoint(x: 11, y: 11))
                cross.addLine(to: CGPoint(x: 19, y: 19))
                cross.move(to: CGPoint(x: 19, y: 11))
                cross.addLine(to: CGPoint(x: 11, y: 19))
                cross.lineWidth = 2.5
                cross.lineCapStyle = .round
                UIColor.systemGray.setStroke()
                cross.stroke()
            }.withRenderingMode(.alwaysOriginal)
        }
    }

    private static func glyph(size: CGFloat, _ draw: (CGRect) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let rect = CGRect(x: 0, y: 0, width: size, height: size)
        return UIGraphicsImageRenderer(size: rect.size, format: format).image { _ in
            UIColor.black.set()
            draw(rect)
        }
    }

    private static func ring(in rect: CGRect) {
        let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
        ring.lineWidth = 1.5
        ring.stroke()
    }
}
