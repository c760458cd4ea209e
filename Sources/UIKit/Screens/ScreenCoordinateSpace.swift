import Foundation

/// A screen's coordinate space: as the interface is turned (`UIScreen.coordinateSpace`), or fixed to the
/// device held portrait-up (`fixedCoordinateSpace`).
@MainActor
final class ScreenCoordinateSpace: ScreenPlacedSpace {
    let screen: UIScreen
    /// Whether the space stays with the device, portrait-up, whatever the interface's orientation.
    let isFixed: Bool

    init(screen: UIScreen, isFixed: Bool) {
        self.screen = screen
        self.isFixed = isFixed
    }

    /// The screen's bounds; for the fixed space, as the device held portrait-up measures them.
    var bounds: CGRect {
        guard isFixed else { return screen.bounds }
        return CGRect(origin: .zero, size: portraitSize)
    }

    /// The screen's size in points with the device held portrait-up.
    private var portraitSize: CGSize {
        let size = screen.bounds.size
        return screen.interfaceOrientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
    }

    func pointOnScreen(_ p: CGPoint) -> CGPoint {
        guard isFixed else { return p }
        let (w, h) = (portraitSize.width, portraitSize.height)
        switch screen.interfaceOrientation {
        case .portrait, .unknown: return p
        case .portraitUpsideDown: return CGPoint(x: w - p.x, y: h - p.y)
        // Home button on the left: the device's top-left corner is at the interface's top right.
        case .landscapeLeft: return CGPoint(x: h - p.y, y: p.x)
        case .landscapeRight: return CGPoint(x: p.y, y: w - p.x)
        }
    }

    func pointFromScreen(_ p: CGPoint) -> CGPoint {
        guard isFixed else { return p }
        let (w, h) = (portraitSize.width, portraitSize.height)
        switch screen.interfaceOrientation {
        case .portrait, .unknown: return p
        case .portraitUpsideDown: return CGPoint(x: w - p.x, y: h - p.y)
        case .landscapeLeft: return CGPoint(x: p.y, y: h - p.x)
        case .landscapeRight: return CGPoint(x: w - p.y, y: p.x)
        }
    }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint { convertPoint(point, to: coordinateSpace) }
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint { convertPoint(point, from: coordinateSpace) }
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect { convertRect(rect, to: coordinateSpace) }
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect { convertRect(rect, from: coordinateSpace) }
}

extension UIScreen {
    /// The screen's coordinate space as the interface is turned: its bounds are the screen's `bounds`.
    public var coordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self, isFixed: false) }
    /// The screen's coordinate space with the device held portrait-up, whatever the interface's orientation.
    public var fixedCoordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self, isFixed: true) }
}

extension UIWindowScene {
    /// The scene's coordinate space: on Linux a scene fills its screen, so the screen's.
    public var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
}
