import Foundation

extension UIView {
    /// The radius of an inset grouped section's outer corners.
    static let listRowCornerRadius: CGFloat = 10

    /// Rounds the top corners of a section's first row and the bottom ones of its last (all four of a lone
    /// row) in an inset grouped table or list, clipping the row's background and content; squares a row in
    /// between. Only what differs is set: rows are placed on every scroll.
    func roundListRowCorners(first: Bool, last: Bool) {
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        let radius = corners.isEmpty ? 0 : Self.listRowCornerRadius
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        if layer.maskedCorners != corners { layer.maskedCorners = corners }
        if clipsToBounds == corners.isEmpty { clipsToBounds = !corners.isEmpty }
    }
}
