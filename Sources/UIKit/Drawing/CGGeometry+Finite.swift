import Foundation

extension CGRect {
    /// Whether the origin and size are all finite: rectangles with NaN or infinite values are not drawn.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
