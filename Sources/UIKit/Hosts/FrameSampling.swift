import Foundation

/// Which frames the headless host writes to `VELLUM_FRAMES`, as `VELLUM_FRAMES_RATE` asks: `every` frame the
/// screens show, a number of frames a second (the default, 10), or `demand` — only when the app or a
/// `kill -USR1` asks, and the last.
enum FrameSampling: Equatable {
    case everyFrame
    case perSecond(Double)
    case onDemand

    /// What the headless host writes when the environment names nothing.
    static let standard = FrameSampling.perSecond(10)

    /// `every`, `demand`, or a positive number of frames a second; nil for anything else.
    init?(_ text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "every", "all": self = .everyFrame
        case "demand": self = .onDemand
        case let other:
            guard let rate = Double(other), rate.isFinite, rate > 0 else { return nil }
            self = .perSecond(rate)
        }
    }
}
