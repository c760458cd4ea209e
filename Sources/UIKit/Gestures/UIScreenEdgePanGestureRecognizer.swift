import Foundation

/// A pan that starts at an edge of the screen: it recognizes only when the finger goes down within
/// 20 points of one of `edges` and then moves mostly away from that edge.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from the edge the finger may go down (undocumented in UIKit).
    static let edgeRegion: CGFloat = 20

    /// The edges the gesture may start from; none by default.
    open var edges: UIRectEdge = []

    private var startEdges: UIRectEdge = []

    /// The first finger must go down near one of the edges.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, startEdges.isEmpty, let touch = touches.first, let window = touch.window else { return }
        let point = window.convert(touch.locationInWindow, to: nil)
        let screen = window.screen.bounds
        var near: UIRectEdge = []
        if point.x - screen.minX <= Self.edgeRegion { near.insert(.left) }
        if screen.maxX - point.x <= Self.edgeRegion { near.insert(.right) }
        if point.y - screen.minY <= Self.edgeRegion { near.insert(.top) }
        if screen.maxY - point.y <= Self.edgeRegion { near.insert(.bottom) }
        startEdges = near.intersection(edges)
        if startEdges.isEmpty { state = .failed }
    }

    override func allowsBeginning(withTranslation translation: CGPoint) -> Bool {
        let horizontal = abs(translation.x) >= abs(translation.y)
        if horizontal {
            return (startEdges.contains(.left) && translation.x > 0) || (startEdges.contains(.right) && translation.x < 0)
        }
        return (startEdges.contains(.top) && translation.y > 0) || (startEdges.contains(.bottom) && translation.y < 0)
    }

    /// Forgets the edge.
    open override func reset() {
        super.reset()
        startEdges = []
    }
}
