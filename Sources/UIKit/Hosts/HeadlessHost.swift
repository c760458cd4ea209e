import Foundation

/// Screens in memory: everything renders, nothing needs a display server. Chosen in tests and whenever no
/// display is present. With `VELLUM_FRAMES` set it writes the screens' frames to PNG files, as
/// `VELLUM_FRAMES_RATE` chooses (`FrameSampling`; on demand, `kill -USR1` asks for one), and ends the app
/// after `VELLUM_DURATION` seconds — of a virtual clock stepped frame by frame, except on demand. Frames can
/// also be stepped one at a time against a controlled clock (`withControlledClock(_:_:)`), as `UIKitTesting`'s
/// `ControlledClock` does.
@MainActor
package final class HeadlessHost: PlatformHost {
    private let configuration: HostConfiguration
    private var recorder: FrameRecorder?
    private var frameRequests: DispatchSourceSignal?

    init(configuration: HostConfiguration) {
        self.configuration = configuration
    }

    func start() {
        for spec in configuration.screens { UIScreen.connect(Self.makeScreen(spec)) }
        if let folder = configuration.framesDirectory { record(to: folder) }
    }

    /// What an app launched on this host is told when nothing it draws can be seen or kept: no display and no
    /// frames folder. Nil when frames are written.
    var launchNotice: String? {
        guard configuration.framesDirectory == nil else { return nil }
        return "UIApplication: running headless — no display to open a window on (set DISPLAY, or VELLUM_HOST=sdl) "
            + "and no VELLUM_FRAMES folder to write frames to, so nothing is shown or written. The app runs until it ends."
    }

    func stop() {
        recorder?.stop()
        recorder = nil
        frameRequests?.cancel()
        frameRequests = nil
    }

    func openScreen() -> UIScreen? {
        let screen = Self.makeScreen(configuration.screens[0])
        UIScreen.connect(screen)
        return screen
    }

    func closeScreen(_ screen: UIScreen) { UIScreen.disconnect(screen) }

    /// Virtual screens have no title bar.
    func setTitle(_ title: String, of screen: UIScreen) {}

    /// A virtual screen; frames are composited into its retained frame and read on demand.
    static func makeScreen(_ spec: HostConfiguration.Screen) -> UIScreen {
        UIScreen.makeVirtual(size: spec.size, scale: spec.scale)
    }

    /// Writes the screens' frames, then ends the app.
    private func record(to folder: URL) {
        let recorder = FrameRecorder(folder: folder, sampling: configuration.frameSampling,
                                     duration: configuration.duration) { frames in
            print("Vellum: wrote \(frames) frames per screen to \(folder.path)")
            UIApplication.shared.terminate()
        }
        guard recorder.start() else { return }
        self.recorder = recorder
        if configuration.frameSampling == .onDemand {
            // SIGUSR1 would end the process: it asks for a frame instead.
            signal(SIGUSR1, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { recorder.requestFrame() } }
            source.resume()
            frameRequests = source
        }
    }

    /// Whether the recording steps a virtual clock: it does unless frames are written on demand, which a person
    /// asks for in real time.
    var recordsOnVirtualClock: Bool { recorder != nil && configuration.frameSampling != .onDemand }

    /// The media time a recording on the virtual clock starts at: the same in every run, so that every frame's
    /// time, and each animation's progress in it, is the same to the last bit.
    static let recordingStartTime: CFTimeInterval = 1000

    /// Launches the app with `launch` and records it on a virtual clock until the recorder ends the app, after
    /// `VELLUM_DURATION` seconds of frame time however long they take to make.
    func runOnVirtualClock(launching launch: () -> Void) -> Never {
        if let recorder { Self.record(recorder, onVirtualClockFrom: Self.recordingStartTime, launch) }
        UIApplication.shared.terminate()
    }

    /// Runs `setUp`, then renders frame after frame on a virtual clock starting at `time`, as fast as they can be
    /// made, until `recorder` has its frames. Everything that runs on the frame clock — animations, scrolling,
    /// display links, the main queue's work between frames — then happens in the same frames in every run, so
    /// the same program writes the same PNG files; what waits on the wall clock (`asyncAfter`, `Timer`) does not.
    static func record(_ recorder: FrameRecorder, onVirtualClockFrom time: CFTimeInterval, _ setUp: () -> Void) {
        let clock = VirtualMediaClock(time: time)
        withControlledClock(clock) {
            setUp()
            while recorder.isRecording { renderFrame(advancing: clock) }
        }
    }

    /// Runs `body` with Core Animation's clock under the caller's control: in this task `CACurrentMediaTime()`
    /// reads `clock`, and the render thread produces no frames of its own, so every frame comes from
    /// `renderFrame(advancing:)`.
    package static func withControlledClock<R>(_ clock: VirtualMediaClock, _ body: () throws -> R) rethrows -> R {
        UIApplication.startHostIfNeeded()
        ScreenDisplay.cycle.server.suspendFrames()
        defer { ScreenDisplay.cycle.server.resumeFrames() }
        return try VirtualMediaClock.$current.withValue(clock, operation: body)
    }

    /// The time between frames: the fastest screen's refresh interval.
    package static var frameInterval: CFTimeInterval { ScreenDisplay.cycle.server.frameInterval }

    /// Renders the next frame synchronously, inside `withControlledClock`: `clock` advances by a frame
    /// interval, a pass of the frame cycle runs, every screen is composited at the new time, animations advance
    /// (their delegates and completion blocks run), and display links on this thread's run loop fire for the
    /// frame.
    package static func renderFrame(advancing clock: VirtualMediaClock) {
        clock.advanceFrame(interval: frameInterval)
        ScreenDisplay.cycle.renderFrame(at: clock.time)
        // The frame ticked the screens' frame clock, which signalled the display links; a pass of the run loop
        // that does not wait runs them all (RunLoop.run(mode:before:) would stop after the first).
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, false)
    }
}
