import UIKit

/// Runs the catalog's timed steps — the headless tour, the first flips and replays — on the frame clock rather
/// than the wall clock: a step falls due `delay` seconds of media time after it was asked for, and runs in the
/// first frame shown at or after that. Headless, the host steps a virtual clock frame by frame, so every run
/// takes the same steps in the same frames and writes the same PNG files; with a display, frames and steps come
/// in real time.
@MainActor
final class FrameClockSteps {
    static let shared = FrameClockSteps()

    private struct Step {
        let due: CFTimeInterval
        let action: @MainActor () -> Void
    }

    private var pending: [Step] = []
    private var link: CADisplayLink?

    /// Runs `action` in the first frame at least `delay` seconds from now.
    func after(_ delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        pending.append(Step(due: CACurrentMediaTime() + delay, action: action))
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: FrameClockSteps.frameShown)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private nonisolated func frameShown(_ link: CADisplayLink) {
        let time = link.timestamp
        MainActor.assumeIsolated { runSteps(dueAt: time) }
    }

    /// Runs the steps due at `time`, in the order they were asked for; the steps they ask for wait for a later
    /// frame. With nothing left, the link goes, so the frames can stop.
    private func runSteps(dueAt time: CFTimeInterval) {
        let due = pending.filter { $0.due <= time }
        pending.removeAll { $0.due <= time }
        for step in due { step.action() }
        if pending.isEmpty {
            link?.invalidate()
            link = nil
        }
    }
}

/// Runs `step` on the main actor in the first frame at least `delay` seconds from now (`FrameClockSteps`).
@MainActor func after(_ delay: TimeInterval, _ step: @escaping @MainActor () -> Void) {
    FrameClockSteps.shared.after(delay, step)
}
