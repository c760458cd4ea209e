import Foundation

/// How a scroll arrives: in steps from a mouse wheel, or smoothly from a trackpad.
public enum UIScrollType: Int, Sendable {
    /// In steps: a mouse wheel's notches.
    case discrete = 0
    /// Smoothly: a trackpad's two-finger scroll.
    case continuous = 1
}

/// The kinds of scrolling a pan recognizer takes as input.
public struct UIScrollTypeMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: Int
    /// A mask with the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Scrolling in steps: a mouse wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Smooth scrolling: a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// A continuous recognizer of dragging: it begins when at least `minimumNumberOfTouches` fingers (at most
/// `maximumNumberOfTouches` are tracked) have moved 10 points along either axis, changes with every move,
/// and ends when fewer than the minimum remain down. `translation(in:)` starts from zero when it begins (the
/// 10 points are taken off); `velocity(in:)` is in points per second.
///
/// With `allowedScrollTypesMask` set, a mouse wheel (`.discrete`) or trackpad (`.continuous`) scroll over
/// the view drives it too, as on iPadOS and Mac Catalyst: the first scroll event begins it, with the
/// scroll's amount as its translation (no hysteresis), each further one changes it, and it ends 0.1 s
/// after the last.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the centroid must move along an axis before the gesture begins (UIKit's 10 points).
    static let hysteresis: CGFloat = 10
    /// How long after the last scroll event a scroll-driven pan ends.
    static let scrollEndDelay: TimeInterval = 0.1

    /// The fewest fingers that pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers tracked; more are ignored. `Int.max` by default.
    open var maximumNumberOfTouches = Int.max
    /// The scrolling that drives the pan; none by default, so a wheel or trackpad scroll passes pans by.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    private var translationInWindow = CGPoint.zero
    private var velocityInWindow = CGPoint.zero
    private var hasVelocitySample = false
    private var lastMoveTime: TimeInterval = 0
    private var hysteresisRemoved = false
    private weak var panWindow: UIWindow?
    private var scrollTimer: EventClock.Token?

    /// The translation since the gesture began (or since `setTranslation(_:in:)`), in `view`'s coordinates
    /// (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        convertVectorFromWindow(translationInWindow, window: panWindow, to: view)
    }

    /// Sets the translation, given in `view`'s coordinates: later translations count from it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationInWindow = convertVectorToWindow(translation, from: view, window: panWindow)
    }

    /// The velocity of the drag, in `view`'s points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        convertVectorFromWindow(velocityInWindow, window: panWindow, to: view)
    }

    /// Whether a pan that has moved by `translation` (window coordinates) may begin; edge pans restrict it.
    func allowsBeginning(withTranslation translation: CGPoint) -> Bool { true }

    /// New fingers are tracked up to the maximum.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in touches {
            panWindow = touch.window
            if trackedTouches.count > maximumNumberOfTouches { ignore(touch, for: event) }
        }
        lastMoveTime = event.timestamp
    }

    /// The centroid's movement accumulates; past the hysteresis with enough fingers the pan begins, after
    /// that every move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let moving = touches.filter { touch in trackedTouches.contains { $0 === touch } }
        guard !moving.isEmpty, !trackedTouches.isEmpty else { return }
        var delta = CGPoint.zero
        for touch in moving {
            delta.x += touch.locationInWindow.x - touch.previousLocationInWindow.x
            delta.y += touch.locationInWindow.y - touch.previousLocationInWindow.y
        }
        let n = CGFloat(trackedTouches.count)
        delta = CGPoint(x: delta.x / n, y: delta.y / n)
        translationInWindow.x += delta.x
        translationInWindow.y += delta.y
        sampleVelocity(delta, at: event.timestamp)
        advance()
    }

    /// Fewer fingers than the minimum end a pan that began; lifting all before it began fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // A finger resting before it lifts leaves no speed.
        if event.timestamp - lastMoveTime > 0.1 { velocityInWindow = .zero }
        let stillDown = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        switch state {
        case .began, .changed:
            if stillDown < minimumNumberOfTouches { state = .ended }
        case .possible:
            if isWaitingForFailureRequirements {
                if stillDown < minimumNumberOfTouches { state = .ended }
            } else if stillDown == 0 {
                state = .failed
            }
        default:
            break
        }
    }

    /// Cancelled touches cancel a pan that began, or fail it.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    /// Forgets the translation and velocity.
    open override func reset() {
        super.reset()
        translationInWindow = .zero
        velocityInWindow = .zero
        hasVelocitySample = false
        hysteresisRemoved = false
        scrollTimer?.cancel()
        scrollTimer = nil
    }

    override func willBeginAfterSatisfyingFailureRequirements() {
        // The pan starts from where the finger is when it is finally allowed to begin.
        translationInWindow = .zero
    }

    override func acceptsScroll(of type: UIScrollType) -> Bool {
        allowedScrollTypesMask.contains(type == .discrete ? .discrete : .continuous)
    }

    override func handleScroll(_ event: UIEvent) {
        guard state == .possible || state == .began || state == .changed else { return }
        // The first scroll only starts the clock: speed needs two samples.
        if state == .possible { lastMoveTime = event.timestamp }
        panWindow = event.pointerWindow
        lastWindow = event.pointerWindow
        lastLocationInWindow = event.pointerLocation
        let delta = CGPoint(x: event.scrollDelta.dx, y: event.scrollDelta.dy)
        translationInWindow.x += delta.x
        translationInWindow.y += delta.y
        sampleVelocity(delta, at: event.timestamp)
        hysteresisRemoved = true
        state = state == .possible ? .began : .changed
        scrollTimer?.cancel()
        scrollTimer = EventClock.shared.schedule(after: Self.scrollEndDelay) { [weak self] in
            guard let self, self.state == .began || self.state == .changed else { return }
            self.state = .ended
        }
    }

    private func sampleVelocity(_ delta: CGPoint, at time: TimeInterval) {
        let dt = time - lastMoveTime
        lastMoveTime = time
        guard dt > 0 else { return }
        let sample = CGPoint(x: delta.x / dt, y: delta.y / dt)
        if hasVelocitySample {
            // Smoothed as UIKit does: a fifth of the newest sample, four fifths of what came before.
            velocityInWindow = CGPoint(x: 0.2 * sample.x + 0.8 * velocityInWindow.x, y: 0.2 * sample.y + 0.8 * velocityInWindow.y)
        } else {
            velocityInWindow = sample
            hasVelocitySample = true
        }
    }

    private func advance() {
        switch state {
        case .possible:
            if isWaitingForFailureRequirements { return }
            guard trackedTouches.count >= minimumNumberOfTouches else { return }
            let t = translationInWindow
            guard abs(t.x) >= Self.hysteresis || abs(t.y) >= Self.hysteresis else { return }
            guard allowsBeginning(withTranslation: t) else { return state = .failed }
            if !hysteresisRemoved {
                hysteresisRemoved = true
                translationInWindow = CGPoint(x: shrink(t.x), y: shrink(t.y))
            }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// `value` moved toward zero by the hysteresis, stopping at zero.
    private func shrink(_ value: CGFloat) -> CGFloat {
        value > 0 ? max(0, value - Self.hysteresis) : min(0, value + Self.hysteresis)
    }
}
