import Foundation

extension UIGestureRecognizer {
    /// What Interface Builder writes for a recognizer in a document: whether it is enabled, how it delays and
    /// cancels touches, and the settings of its kind (taps and touches, the swipe's direction, the press's
    /// duration and movement, the pan's touches, the screen edges). Counts below 1 and negative durations keep
    /// UIKit's defaults.
    func decodeGestureRecognizer(from coder: InterfaceBuilderCoder) {
        if let enabled = coder.bool("enabled") { isEnabled = enabled }
        if let cancels = coder.bool("cancelsTouchesInView") { cancelsTouchesInView = cancels }
        if let delays = coder.bool("delaysTouchesBegan") { delaysTouchesBegan = delays }
        if let delays = coder.bool("delaysTouchesEnded") { delaysTouchesEnded = delays }
        func count(_ key: String, from minimum: Int = 1) -> Int? {
            coder.double(key).flatMap { $0 >= Double(minimum) && $0 <= 64 ? Int($0) : nil }
        }
        switch self {
        case let tap as UITapGestureRecognizer:
            if let taps = count("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = count("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
        case let swipe as UISwipeGestureRecognizer:
            if let direction = Self.swipeDirections[coder.string("direction") ?? ""] { swipe.direction = direction }
            if let touches = count("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
        case let press as UILongPressGestureRecognizer:
            if let duration = coder.double("minimumPressDuration"), duration >= 0 { press.minimumPressDuration = duration }
            if let movement = coder.double("allowableMovement"), movement >= 0 { press.allowableMovement = movement }
            if let taps = count("numberOfTapsRequired", from: 0) { press.numberOfTapsRequired = taps }
            if let touches = count("numberOfTouchesRequired") { press.numberOfTouchesRequired = touches }
        case let edgePan as UIScreenEdgePanGestureRecognizer:
            if let edges = coder.element.child(key: "edges") { edgePan.edges = Self.rectEdges(edges) }
            decodePanTouches(of: edgePan, count: count)
        case let pan as UIPanGestureRecognizer:
            decodePanTouches(of: pan, count: count)
        default:
            break
        }
    }

    private func decodePanTouches(of pan: UIPanGestureRecognizer, count: (String, Int) -> Int?) {
        if let touches = count("minimumNumberOfTouches", 1) { pan.minimumNumberOfTouches = touches }
        if let touches = count("maximumNumberOfTouches", 1) { pan.maximumNumberOfTouches = touches }
    }

    private static let swipeDirections: [String: UISwipeGestureRecognizer.Direction] = [
        "right": .right, "left": .left, "up": .up, "down": .down,
    ]

    /// `<rectEdge key="edges" top="YES" left="YES" bottom="YES" right="YES"/>`.
    private static func rectEdges(_ element: InterfaceBuilderElement) -> UIRectEdge {
        let names: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        return names.reduce(into: []) { edges, name in
            if element.bool(name.0) == true { edges.insert(name.1) }
        }
    }
}
