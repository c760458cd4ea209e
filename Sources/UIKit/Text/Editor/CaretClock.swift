import Foundation
import QuartzCore

/// The frame-clock timing of an editing text field or view: the caret stays lit while the user types and for
/// `solidInterval` after, then blinks — `onInterval` lit, `offInterval` dark — and a secure field's last
/// typed character shows for `revealInterval` before it turns into a bullet.
///
/// Apple documents no figures: these match iOS's caret as recorded on screen (a one-second cycle, half lit)
/// and its password fields (the last character visible for about a second). A display link drives it only
/// while the field edits, so tests step it with the controlled clock.
@MainActor
final class CaretClock {
    static let solidInterval: CFTimeInterval = 0.5
    static let onInterval: CFTimeInterval = 0.5
    static let offInterval: CFTimeInterval = 0.5
    static let revealInterval: CFTimeInterval = 1

    private weak var caretView: UIView?
    /// Turns a secure field's revealed character into a bullet.
    private let concealRevealed: (@MainActor () -> Void)?
    private var link: CADisplayLink?
    /// When the caret last moved or the text last changed.
    private var lastActivity: CFTimeInterval
    /// When the secure field's revealed character was typed.
    private var revealedAt: CFTimeInterval?

    init(caretView: UIView, concealRevealed: (@MainActor () -> Void)? = nil) {
        self.caretView = caretView
        self.concealRevealed = concealRevealed
        lastActivity = CACurrentMediaTime()
        let link = CADisplayLink(target: self, selector: CaretClock.frameShown)
        link.add(to: .current, forMode: .common)
        self.link = link
    }

    /// The user typed or moved the caret: it stays lit.
    func noteActivity() {
        lastActivity = CACurrentMediaTime()
        caretView?.alpha = 1
    }

    /// A secure field revealed its last character now.
    func noteReveal() {
        revealedAt = CACurrentMediaTime()
    }

    /// Whether the caret is lit at `time`.
    static func isCaretLit(sinceActivity elapsed: CFTimeInterval) -> Bool {
        guard elapsed >= solidInterval else { return true }
        let phase = (elapsed - solidInterval).truncatingRemainder(dividingBy: onInterval + offInterval)
        return phase >= offInterval
    }

    private func frameShown(_ link: CADisplayLink) {
        guard let caretView else { return stop() }
        caretView.alpha = Self.isCaretLit(sinceActivity: link.timestamp - lastActivity) ? 1 : 0
        if let revealedAt, link.timestamp - revealedAt >= Self.revealInterval {
            self.revealedAt = nil
            concealRevealed?()
        }
    }

    func stop() {
        link?.invalidate()
        link = nil
    }
}
