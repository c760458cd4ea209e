import Foundation

/// Fills `rect` in the current graphics context with its fill colour, replacing what is there
/// (`CGBlendMode.copy`, as UIKit does: a translucent colour leaves translucent pixels).
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` in the current graphics context with its fill colour, composited with `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext(), rect.isFinite else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setBlendMode(blendMode)
    context.beginPath()
    context.addRect(rect)
    context.fillPath(using: .winding)
}

/// Draws a one-point frame just inside `rect` in the current context's fill colour, replacing what is
/// there (`CGBlendMode.copy`).
public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .copy) }

/// Draws a one-point frame just inside `rect` in the current context's fill colour, composited with
/// `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext(), rect.isFinite, !rect.isNull else { return }
    let outer = rect.standardized
    context.saveGState()
    defer { context.restoreGState() }
    context.setBlendMode(blendMode)
    context.beginPath()
    context.addRect(outer)
    // A frame wider than the rectangle is the whole rectangle.
    if outer.width > 2, outer.height > 2 { context.addRect(outer.insetBy(dx: 1, dy: 1)) }
    context.fillPath(using: .evenOdd)
}

/// Intersects the current graphics context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
