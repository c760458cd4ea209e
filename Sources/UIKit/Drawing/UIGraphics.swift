import Foundation

/// Each thread's stack of current graphics contexts: UIKit's drawing functions draw into the top one.
/// Per thread, as on iOS, so images can be drawn off the main thread.
final class GraphicsContextStack {
    private var contexts: [CGContext] = []

    private static let stacks = ThreadSpecific { GraphicsContextStack() }

    /// The calling thread's stack.
    static var current: GraphicsContextStack { stacks.value }

    /// Contexts begun by `UIGraphicsBeginImageContextWithOptions` or `UIGraphicsBeginPDFContextToData`
    /// (and to file), innermost last, with what their end functions need.
    var begun: [(context: CGContext, kind: BegunKind)] = []

    enum BegunKind {
        /// A bitmap at this many pixels per point.
        case image(scale: CGFloat)
        /// A PDF document whose pages default to these bounds; the current page's bounds.
        case pdf(bounds: CGRect, page: CGRect)
    }

    var top: CGContext? { contexts.last }
    func push(_ context: CGContext) { contexts.append(context) }

    func pop() { _ = contexts.popLast() }
}

/// The graphics context UIKit drawing goes to on this thread: inside `draw(_:)`, the view's backing store,
/// flipped to UIKit's y-down space.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.top }

/// Makes `context` the current graphics context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.push(context) }

/// Restores the graphics context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() { GraphicsContextStack.current.pop() }

/// Runs `body` with `context` current, and restores the previous one after.
func withCurrentGraphicsContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}
