import Foundation
import ImageIO

/// Screens in memory: everything renders, nothing needs a display server. Chosen in tests and whenever no
/// display is present. With `VELLUM_FRAMES` set it writes each screen's frames to PNG files and ends the app
/// after `VELLUM_DURATION` seconds.
@MainActor
final class HeadlessHost: PlatformHost {
    private let configuration: HostConfiguration
    private var recorder: Timer?

    init(configuration: HostConfiguration) {
        self.configuration = configuration
    }

    func start() {
        for spec in configuration.screens { UIScreen.connect(Self.makeScreen(spec)) }
        if let folder = configuration.framesDirectory { record(to: folder) }
    }

    func stop() {
        recorder?.invalidate()
        recorder = nil
    }

    /// A virtual screen; frames are composited into its retained frame and read on demand.
    static func makeScreen(_ spec: HostConfiguration.Screen) -> UIScreen {
        UIScreen.makeVirtual(size: spec.size, scale: spec.scale)
    }

    /// Writes every screen's frame ten times a second, then the last one, and ends the app.
    private func record(to folder: URL) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            uikitLog.error("Headless host: cannot create \(folder.path): \(error); no frames are written.")
            return
        }
        let started = Date()
        var frame = 0
        let duration = configuration.duration
        recorder = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            MainActor.assumeIsolated {
                let finished = Date().timeIntervalSince(started) >= duration
                for (index, screen) in UIScreen.connectedScreens.enumerated() {
                    guard let image = screen.snapshotImage() else { continue }
                    let name = String(format: "screen%d-frame%03d.png", index, frame)
                    Self.write(image, to: folder.appendingPathComponent(name))
                    if finished { Self.write(image, to: folder.appendingPathComponent("screen\(index).png")) }
                }
                frame += 1
                if finished {
                    print("Vellum: wrote \(frame) frames per screen to \(folder.path)")
                    UIApplication.shared.terminate()
                }
            }
        }
    }

    private static func write(_ image: CGImage, to url: URL) {
        guard let destination = CGImageDestinationCreateWithURL(url, "public.png", 1, nil) else {
            return uikitLog.error("Headless host: cannot write \(url.path).")
        }
        CGImageDestinationAddImage(destination, image, nil)
        if !CGImageDestinationFinalize(destination) { uikitLog.error("Headless host: cannot write \(url.path).") }
    }
}
