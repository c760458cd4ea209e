import Foundation

// UIKit's string forms of geometry (UIGeometry.h), which debugging code and archived settings use.
// Numbers print with 17 significant digits, as UIKit's do, so that every value reads back exactly.

/// `{x, y}`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { braced(point.x, point.y) }

/// `{width, height}`.
public func NSStringFromCGSize(_ size: CGSize) -> String { braced(size.width, size.height) }

/// `{{x, y}, {width, height}}`.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

/// `{dx, dy}`.
public func NSStringFromCGVector(_ vector: CGVector) -> String { braced(vector.dx, vector.dy) }

/// `[a, b, c, d, tx, ty]`.
public func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
}

/// `{top, left, bottom, right}`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    braced(insets.top, insets.left, insets.bottom, insets.right)
}

/// `{horizontal, vertical}`.
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { braced(offset.horizontal, offset.vertical) }

/// The point a string of the form `{x, y}` gives; missing numbers are 0.
public func CGPointFromString(_ string: String) -> CGPoint {
    let n = numbers(in: string, count: 2)
    return CGPoint(x: n[0], y: n[1])
}

/// The size a string of the form `{width, height}` gives; missing numbers are 0.
public func CGSizeFromString(_ string: String) -> CGSize {
    let n = numbers(in: string, count: 2)
    return CGSize(width: n[0], height: n[1])
}

/// The rectangle a string of the form `{{x, y}, {width, height}}` gives; missing numbers are 0.
public func CGRectFromString(_ string: String) -> CGRect {
    let n = numbers(in: string, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}

/// The vector a string of the form `{dx, dy}` gives; missing numbers are 0.
public func CGVectorFromString(_ string: String) -> CGVector {
    let n = numbers(in: string, count: 2)
    return CGVector(dx: n[0], dy: n[1])
}

/// The transform a string of the form `[a, b, c, d, tx, ty]` gives; missing numbers are 0.
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    let n = numbers(in: string, count: 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
}

/// The insets a string of the form `{top, left, bottom, right}` gives; missing numbers are 0.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let n = numbers(in: string, count: 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}

/// The offset a string of the form `{horizontal, vertical}` gives; missing numbers are 0.
public func UIOffsetFromString(_ string: String) -> UIOffset {
    let n = numbers(in: string, count: 2)
    return UIOffset(horizontal: n[0], vertical: n[1])
}

private func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

private func braced(_ values: CGFloat...) -> String { "{" + values.map(number).joined(separator: ", ") + "}" }

/// The first `count` numbers in `string`, separated by anything that cannot be part of one, padded with 0.
private func numbers(in string: String, count: Int) -> [CGFloat] {
    let found = string.split { !"0123456789.eE+-".contains($0) }.prefix(count).map { CGFloat(Double($0) ?? 0) }
    return found + Array(repeating: 0, count: count - found.count)
}
