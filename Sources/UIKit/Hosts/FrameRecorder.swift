import Foundation
import ImageIO

/// Writes the screens' frames to a folder as PNG files, following the screens' frame clock: the frames the
/// screens show, chosen by a `FrameSampling`, each named after its screen and its time since recording began
/// (`screen0-0001.250s.png`). After `duration` seconds of frames it writes each screen's last frame as
/// `screenN.png` too and finishes. Frames are copied on the main thread and encoded on a queue of their own, so
/// encoding does not hold up the frames that follow. Under a controlled clock every frame is one the test
/// renders, so recording needs no real time.
@MainActor
final class FrameRecorder {
    private let folder: URL
    private let sampling: FrameSampling
    private let duration: TimeInterval
    private let finished: @MainActor (_ framesPerScreen: Int) -> Void
    private let screens: @MainActor () -> [UIScreen]
    private var link: CADisplayLink?
    private var startTime: CFTimeInterval?
    private var nextDue: CFTimeInterval = 0
    private var requested = false
    private var framesWritten = 0
    /// Encodes and writes the PNG files, in order.
    private let writer = DispatchQueue(label: "Vellum frame writer")

    /// A recorder of `screens` (numbered in their order) into `folder`, calling `finished` with the number of
    /// frames written per screen once `duration` seconds of frames have been shown.
    init(folder: URL, sampling: FrameSampling, duration: TimeInterval,
         screens: @escaping @MainActor () -> [UIScreen] = { UIScreen.connectedScreens },
         finished: @escaping @MainActor (_ framesPerScreen: Int) -> Void) {
        self.folder = folder
        self.screens = screens
        self.sampling = sampling
        self.duration = duration
        self.finished = finished
    }

    /// Creates the folder and starts following frames on the current run loop; false, logged, when the
    /// folder cannot be made.
    @discardableResult
    func start() -> Bool {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            uikitLog.error("Headless host: cannot create \(folder.path): \(error); no frames are written.")
            return false
        }
        let link = CADisplayLink(target: self, selector: FrameRecorder.step)
        link.add(to: .current, forMode: .common)
        self.link = link
        return true
    }

    /// Stops following frames, once the frames copied so far are written.
    func stop() {
        link?.invalidate()
        link = nil
        writer.sync {}
    }

    /// Whether the recorder is following frames: from `start()` until it has its frames or is stopped.
    var isRecording: Bool { link != nil }

    /// Writes the next frame shown (on demand, the one asked for).
    func requestFrame() { requested = true }

    /// The name of `screen`'s frame at `elapsed` seconds since recording began.
    private static func fileName(screen: Int, elapsed: CFTimeInterval) -> String {
        String(format: "screen%d-%08.3fs.png", screen, max(0, elapsed))
    }

    private nonisolated func step(_ link: CADisplayLink) {
        let (time, interval) = (link.timestamp, link.duration)
        MainActor.assumeIsolated { frameShown(at: time, interval: interval) }
    }

    /// Decides whether the frame shown at `time` is written; frames `interval` apart come from the clock.
    private func frameShown(at time: CFTimeInterval, interval: CFTimeInterval) {
        let start = startTime ?? time
        if startTime == nil {
            startTime = time
            nextDue = time
        }
        // Half a frame's slack: the frame nearest a due time is the one written.
        let slack = interval / 2
        let last = time - start >= duration - slack
        var wanted = last
        switch sampling {
        case .everyFrame: wanted = true
        case let .perSecond(rate):
            if time >= nextDue - slack {
                wanted = true
                while nextDue <= time + slack { nextDue += 1 / rate }
            }
        case .onDemand: wanted = wanted || requested
        }
        requested = false
        if wanted { write(elapsed: time - start, last: last) }
        if last {
            stop()
            finished(framesWritten)
        }
    }

    private func write(elapsed: CFTimeInterval, last: Bool) {
        for (index, screen) in screens().enumerated() {
            guard let image = screen.shownFrame() else { continue }
            let timed = folder.appendingPathComponent(Self.fileName(screen: index, elapsed: elapsed))
            let final = last ? folder.appendingPathComponent("screen\(index).png") : nil
            writer.async {
                Self.write(image, to: timed)
                if let final { Self.write(image, to: final) }
            }
        }
        framesWritten += 1
    }

    private nonisolated static func write(_ image: CGImage, to url: URL) {
        guard let destination = CGImageDestinationCreateWithURL(url, "public.png", 1, nil) else {
            return uikitLog.error("Headless host: cannot write \(url.path).")
        }
        CGImageDestinationAddImage(destination, image, nil)
        if !CGImageDestinationFinalize(destination) { uikitLog.error("Headless host: cannot write \(url.path).") }
    }
}
