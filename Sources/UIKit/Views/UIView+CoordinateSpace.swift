import Foundation

/// A view is a coordinate space: it converts to and from screens' spaces and spaces an app defines, through
/// the screen's coordinates.
extension UIView: ScreenPlacedSpace {
    func pointOnScreen(_ point: CGPoint) -> CGPoint { layer.convert(point, to: nil) }
    func pointFromScreen(_ point: CGPoint) -> CGPoint { layer.convert(point, from: nil) }

    /// `point`, in this view's coordinates, in `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        convertPoint(point, to: coordinateSpace)
    }
    /// `point`, in `coordinateSpace`, in this view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        convertPoint(point, from: coordinateSpace)
    }
    /// The bounding box of `rect`, in this view's coordinates, in `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        convertRect(rect, to: coordinateSpace)
    }
    /// The bounding box of `rect`, in `coordinateSpace`, in this view's coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        convertRect(rect, from: coordinateSpace)
    }
}
