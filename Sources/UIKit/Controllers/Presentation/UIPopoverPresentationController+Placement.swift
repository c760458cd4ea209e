import Foundation

extension UIPopoverPresentationController {
    /// Where a popover goes: the frame of the bubble with its arrow, the arrow's direction, and where its tip
    /// is along the arrow's edge.
    struct Placement {
        let frame: CGRect
        let direction: UIPopoverArrowDirection
        let tip: CGFloat
    }

    /// Places the popover beside `source`: on the first side, of below, above, right and left among the
    /// permitted directions, where the whole content fits between the source and the window's safe edges
    /// (less the margin); else on the roomiest side, the content shortened to fit. Across the arrow it is
    /// centred on the source and kept within the edges.
    func placement(for source: CGRect, in container: UIView) -> Placement {
        let preferred = presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        let safe = container.bounds.inset(by: container.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        let arrow = Self.arrowHeight
        let sides: [(direction: UIPopoverArrowDirection, room: CGFloat, needed: CGFloat)] = [
            (.up, safe.maxY - source.maxY - arrow, wanted.height),
            (.down, source.minY - safe.minY - arrow, wanted.height),
            (.left, safe.maxX - source.maxX - arrow, wanted.width),
            (.right, source.minX - safe.minX - arrow, wanted.width),
        ]
        let permitted = permittedArrowDirections.isDisjoint(with: .any) ? .any : permittedArrowDirections
        let allowed = sides.filter { permitted.contains($0.direction) }
        let side = allowed.first { $0.room >= $0.needed } ?? allowed.max { $0.room < $1.room } ?? sides[0]
        let along = max(0, min(side.needed, side.room))
        func centred(_ middle: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            max(low, min(middle - length / 2, high - length))
        }
        let frame: CGRect, tip: CGFloat
        switch side.direction {
        case .up, .down:
            let width = min(wanted.width, safe.width)
            let x = centred(source.midX, width, safe.minX, safe.maxX)
            let y = side.direction == .up ? source.maxY : source.minY - arrow - along
            frame = CGRect(x: x, y: y, width: width, height: along + arrow)
            tip = source.midX - x
        default:
            let height = min(wanted.height, safe.height)
            let y = centred(source.midY, height, safe.minY, safe.maxY)
            let x = side.direction == .left ? source.maxX : source.minX - arrow - along
            frame = CGRect(x: x, y: y, width: along + arrow, height: height)
            tip = source.midY - y
        }
        let length = side.direction == .up || side.direction == .down ? frame.width : frame.height
        let inset = Self.cornerRadius + Self.arrowBase / 2
        return Placement(frame: frame, direction: side.direction, tip: max(inset, min(tip, length - inset)))
    }
}
