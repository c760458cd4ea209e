import Foundation

/// A space points and rectangles can be converted into and out of: a view's, a screen's (`coordinateSpace`,
/// `fixedCoordinateSpace`), or a window scene's.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds, in its own coordinates.
    var bounds: CGRect { get }
    /// `point`, in this space, in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `point`, in `coordinateSpace`, in this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// The bounding box of `rect`, in this space, in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// The bounding box of `rect`, in `coordinateSpace`, in this space.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// A space Vellum knows how to place on its screen: every conversion between two of them goes through the
/// screen's coordinates, where windows' layers sit.
@MainActor
protocol ScreenPlacedSpace: UICoordinateSpace {
    /// `point`, in this space, in the screen's (interface-oriented) coordinates.
    func pointOnScreen(_ point: CGPoint) -> CGPoint
    /// `point`, in the screen's coordinates, in this space.
    func pointFromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenPlacedSpace {
    /// `point` in `space`; a space Vellum does not know converts from the main screen's coordinates itself.
    func convertPoint(_ point: CGPoint, to space: UICoordinateSpace) -> CGPoint {
        let onScreen = pointOnScreen(point)
        if let placed = space as? ScreenPlacedSpace { return placed.pointFromScreen(onScreen) }
        return space.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    /// `point`, given in `space`, in this space.
    func convertPoint(_ point: CGPoint, from space: UICoordinateSpace) -> CGPoint {
        if let placed = space as? ScreenPlacedSpace { return pointFromScreen(placed.pointOnScreen(point)) }
        return pointFromScreen(space.convert(point, to: UIScreen.main.coordinateSpace))
    }

    /// The bounding box of `rect`, in this space, in `space`.
    func convertRect(_ rect: CGRect, to space: UICoordinateSpace) -> CGRect {
        boundingBox(of: rect) { convertPoint($0, to: space) }
    }

    /// The bounding box of `rect`, given in `space`, in this space.
    func convertRect(_ rect: CGRect, from space: UICoordinateSpace) -> CGRect {
        boundingBox(of: rect) { convertPoint($0, from: space) }
    }

    /// The bounding box of `rect`'s corners converted by `convert`.
    private func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
