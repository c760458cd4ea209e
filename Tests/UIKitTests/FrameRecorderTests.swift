import Foundation
import ImageIO
import Testing
@testable import UIKit
import UIKitTesting

/// `VELLUM_FRAMES` recording, driven by a controlled clock at 60 frames a second.
@MainActor @Suite struct FrameRecorderTests {
    /// Records a 30×20-point screen into a new folder while `frames` frames are rendered; returns the names
    /// written, the frames per screen `finished` reported (nil if it did not finish) and the folder.
    private func record(_ sampling: FrameSampling, duration: TimeInterval, frames: Int,
                        between: (FrameRecorder) -> Void = { _ in }) throws -> (names: [String], finished: Int?, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-frames-\(UUID().uuidString)")
        var finished: Int?
        var names: [String] = []
        try withScreenWindow(size: CGSize(width: 30, height: 20), scale: 2) { window, screen in
            window.backgroundColor = .red
            let recorder = FrameRecorder(folder: folder, sampling: sampling, duration: duration, screens: { [screen] }) {
                finished = $0
            }
            ControlledClock.run { clock in
                #expect(recorder.start())
                clock.renderFrames(frames / 2)
                between(recorder)
                clock.renderFrames(frames - frames / 2)
            }
            recorder.stop()
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        }
        return (names, finished, folder)
    }

    @Test func everyFrameIsWrittenAndNamedByItsTime() throws {
        // 0.1 s at 60 Hz: the frames at 0, 1/60 … 6/60 s, the last one also as screen0.png.
        let (names, finished, folder) = try record(.everyFrame, duration: 0.1, frames: 10)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(finished == 7)
        #expect(names == ["screen0-0000.000s.png", "screen0-0000.017s.png", "screen0-0000.033s.png",
                          "screen0-0000.050s.png", "screen0-0000.067s.png", "screen0-0000.083s.png",
                          "screen0-0000.100s.png", "screen0.png"])
    }

    @Test func aRateWritesTheFramesNearestItsTimes() throws {
        // 20 a second at 60 Hz: every third frame, up to 0.25 s.
        let (names, finished, folder) = try record(.perSecond(20), duration: 0.25, frames: 20)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(finished == 6)
        #expect(names == ["screen0-0000.000s.png", "screen0-0000.050s.png", "screen0-0000.100s.png",
                          "screen0-0000.150s.png", "screen0-0000.200s.png", "screen0-0000.250s.png", "screen0.png"])
    }

    @Test func onDemandWritesTheFrameAfterTheRequest() throws {
        // Frames 0 to 3 render, a frame is asked for, the next (4/60 s) is written; the 1 s duration is not reached.
        let (names, finished, folder) = try record(.onDemand, duration: 1, frames: 8) { $0.requestFrame() }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(finished == nil)
        #expect(names == ["screen0-0000.067s.png"])
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let file = try #require(written.first)
        let source = try #require(CGImageSourceCreateWithURL(folder.appendingPathComponent(file) as CFURL, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 60 && image.height == 40)
    }

    /// Records a 40×20-point screen where a square slides across in 0.2 s, on the virtual clock the headless app
    /// records on, until the recorder has 0.25 s of frames; returns each file's name and bytes.
    private func recordOnVirtualClock() throws -> [String: Data] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withScreenWindow(size: CGSize(width: 40, height: 20)) { window, screen in
            let recorder = FrameRecorder(folder: folder, sampling: .everyFrame, duration: 0.25, screens: { [screen] }) { _ in }
            #expect(recorder.start())
            HeadlessHost.record(recorder, onVirtualClockFrom: HeadlessHost.recordingStartTime) {
                let square = UIView(frame: CGRect(x: 0, y: 5, width: 10, height: 10))
                square.backgroundColor = .systemBlue
                window.addSubview(square)
                UIView.animate(withDuration: 0.2) { square.frame.origin.x = 30 }
            }
            #expect(!recorder.isRecording)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
    }

    @Test func aRecordingOnTheVirtualClockWritesTheSameFramesEveryRun() throws {
        let first = try recordOnVirtualClock(), second = try recordOnVirtualClock()
        // Every frame from 0 to 15/60 s, and the last again as screen0.png.
        #expect(first.count == 17 && first.keys.contains("screen0-0000.250s.png"))
        #expect(first == second)
        // The square moved between frames: they are not all one picture.
        #expect(first["screen0-0000.000s.png"] != first["screen0-0000.100s.png"])
        #expect(first["screen0-0000.100s.png"] != first["screen0-0000.200s.png"])
    }

    @Test func theRateVariableIsParsedAndBadValuesAreRefused() {
        #expect(FrameSampling("every") == .everyFrame)
        #expect(FrameSampling(" Demand ") == .onDemand)
        #expect(FrameSampling("24") == .perSecond(24))
        #expect(FrameSampling("0") == nil && FrameSampling("-3") == nil && FrameSampling("inf") == nil
                && FrameSampling("fast") == nil)
        let messages = UIKitLogObservers.capture {
            let configuration = HostConfiguration.fromEnvironment(preferring: .headless, environment: ["VELLUM_FRAMES_RATE": "fast"])
            #expect(configuration.frameSampling == .standard)
        }
        #expect(messages.contains { $0.contains("VELLUM_FRAMES_RATE=fast") })
        #expect(HostConfiguration.fromEnvironment(preferring: .headless, environment: ["VELLUM_FRAMES_RATE": "5"]).frameSampling
                == .perSecond(5))
    }
}
