import Foundation

/// The time of the event system: event timestamps and the timers of gesture recognizers (a long press's
/// 0.5 s, a double tap's 0.35 s between taps, a swipe's time limit).
///
/// Normally it is real time — seconds since system start-up, as `UIEvent.timestamp` is on iOS — and timers
/// are `Timer`s on the run loop of the thread that schedules them (the main actor's). Tests can switch it to
/// virtual time (`UIKitTesting.EventGenerator(window:timing: .virtual)`): time then stands still until
/// advanced, and advancing fires the timers that fall due, in order, at their exact times — deterministic
/// whatever the machine's load.
@MainActor
package final class EventClock {
    /// The clock of the event system.
    package static let shared = EventClock()

    /// A scheduled call; cancelling it makes sure it never runs. Main-actor isolated: the run loop's timer hands
    /// it back there.
    @MainActor
    final class Token {
        fileprivate(set) var isCancelled = false
        fileprivate let fireTime: TimeInterval
        fileprivate let action: @MainActor () -> Void
        fileprivate var timer: Timer?
        fileprivate let order: Int

        fileprivate init(fireTime: TimeInterval, order: Int, action: @escaping @MainActor () -> Void) {
            self.fireTime = fireTime
            self.order = order
            self.action = action
        }

        /// Makes sure the call never runs.
        func cancel() {
            isCancelled = true
            timer?.invalidate()
            timer = nil
        }
    }

    private var virtualNow: TimeInterval?
    private var virtualTimers: [Token] = []
    private var nextOrder = 0

    /// Now, in seconds since system start-up (or the virtual time).
    package var now: TimeInterval { virtualNow ?? ProcessInfo.processInfo.systemUptime }

    /// Whether time is virtual.
    package var isVirtual: Bool { virtualNow != nil }

    /// Calls `action` after `interval` seconds.
    func schedule(after interval: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Token {
        nextOrder += 1
        let token = Token(fireTime: now + max(0, interval), order: nextOrder, action: action)
        if virtualNow != nil {
            virtualTimers.append(token)
        } else {
            startRealTimer(for: token, after: max(0, interval))
        }
        return token
    }

    /// Stops real time: from now on time advances only through `advance(by:)`.
    package func beginVirtualTime() {
        guard virtualNow == nil else { return }
        virtualNow = ProcessInfo.processInfo.systemUptime
    }

    /// Returns to real time; pending virtual timers become real ones with the time they had left.
    package func endVirtualTime() {
        guard let current = virtualNow else { return }
        virtualNow = nil
        let pending = virtualTimers
        virtualTimers = []
        for token in pending where !token.isCancelled {
            startRealTimer(for: token, after: max(0, token.fireTime - current))
        }
    }

    /// Advances virtual time by `interval`, firing the timers that fall due, in order of their times (then
    /// of scheduling), each at its time. Does nothing in real time.
    package func advance(by interval: TimeInterval) {
        guard let start = virtualNow else { return }
        let end = start + max(0, interval)
        while true {
            virtualTimers.removeAll { $0.isCancelled }
            guard let next = virtualTimers.min(by: { ($0.fireTime, $0.order) < ($1.fireTime, $1.order) }),
                  next.fireTime <= end else { break }
            virtualTimers.removeAll { $0 === next }
            virtualNow = max(virtualNow ?? next.fireTime, next.fireTime)
            fire(next)
        }
        virtualNow = end
    }

    private func startRealTimer(for token: Token, after interval: TimeInterval) {
        // The fire date is explicit: Foundation on Linux fires `Timer(timeInterval:repeats:block:)` at once.
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { EventClock.shared.fire(token) }
        }
        token.timer = timer
        RunLoop.current.add(timer, forMode: .common)
    }

    private func fire(_ token: Token) {
        guard !token.isCancelled else { return }
        token.isCancelled = true
        token.timer = nil
        token.action()
        GestureArbiter.shared.update()
    }
}
