// A soak: a screen of animated, shadowed, rounded and drawn views, tapped and dragged by synthesized touches.
// By default it runs a span of virtual time at 60 frames a second under a controlled clock (so an hour takes
// minutes); with --real-time it runs on the wall clock instead, the render server producing frames on its own
// and the main run loop turning as an app's does, so Dispatch, timers and the render thread's pacing take part.
// Every minute it prints the resident memory (also after the allocator returns its free pages), the bytes the
// allocator has handed out, the thread count and the frames shown; at the end, how much memory grew a minute
// over the second half, when the compositor's caches have long filled.
// Usage: Soak [--minutes M] [--real-time] [--json FILE]
import Foundation
import UIKit
import UIKitTesting

var minutes = 10
var realTime = false
var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--minutes": minutes = arguments.next().flatMap(Int.init).map { max(1, $0) } ?? minutes
    case "--real-time": realTime = true
    case "--json": jsonPath = arguments.next()
    default:
        print("usage: Soak [--minutes M] [--real-time] [--json FILE]")
        exit(2)
    }
}

/// Resident memory, in bytes, from the kernel's account of the process.
func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Bytes the allocator has handed out and not had back.
func allocatedBytes() -> Int { Int(mallinfo2().uordblks) }

/// Writes `line` at once, even to a file or a pipe.
func report(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// The process's threads.
func threadCount() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
    return line.flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
}

/// A view that draws a ring, so that backing stores are redrawn as it resizes.
final class Ring: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.orange.setStroke()
        let path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4))
        path.lineWidth = 3
        path.stroke()
    }
}

/// One minute's measurements.
struct Sample {
    var minute: Int, resident: Int, allocated: Int, threads: Int
}

/// The soaked screen: what changes, and the touches that reach it.
@MainActor
final class SoakScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    private(set) var taps = 0
    /// Frames the screen's display link saw: in real time, proof that the render server kept producing them.
    private(set) var frames = 0
    private var tiles: [UIView] = []
    private var generator = SystemRandomNumberGenerator()
    private var events: EventGenerator!
    private var samples: [Sample] = []

    init() {
        window.backgroundColor = .white
        window.isHidden = false
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.setTitle("Tap", for: .normal)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        let dragged = UIView(frame: CGRect(x: 200, y: 200, width: 60, height: 60))
        dragged.backgroundColor = .systemGreen
        dragged.addGestureRecognizer(UIPanGestureRecognizer())
        window.addSubview(dragged)
        tiles = (0..<24).map { index -> UIView in
            let tile: UIView = index.isMultiple(of: 4) ? Ring() : UIView()
            tile.frame = CGRect(x: CGFloat(index % 6) * 60 + 10, y: CGFloat(index / 6) * 60 + 90, width: 50, height: 50)
            tile.backgroundColor = index.isMultiple(of: 4) ? .clear : UIColor(hue: CGFloat(index) / 24, saturation: 0.6, brightness: 0.9, alpha: 1)
            tile.layer.cornerRadius = 8
            tile.layer.shadowOpacity = index.isMultiple(of: 3) ? 0.4 : 0
            tile.layer.shadowRadius = 4
            window.addSubview(tile)
            return tile
        }
        events = EventGenerator(window: window, timing: .virtual)
        CADisplayLink(target: self, selector: SoakScene.frameShown).add(to: .main, forMode: .common)
    }

    private func frameShown(_ link: CADisplayLink) { frames += 1 }

    /// Animates a random tile to a new size, opacity and angle: every frame of the resize is a new size.
    func animateTile() {
        let tile = tiles[Int.random(in: 0..<tiles.count, using: &generator)]
        let size = CGFloat.random(in: 30...58, using: &generator)
        UIView.animate(withDuration: 0.4) { [self] in
            tile.bounds.size = CGSize(width: size, height: size)
            tile.alpha = CGFloat.random(in: 0.4...1, using: &generator)
            tile.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -0.5...0.5, using: &generator))
        }
    }

    /// Taps the button.
    func tap() { try? events.fingerTap(at: CGPoint(x: 80, y: 42)) }

    /// Drags the green view a little: its pan recognizer begins, changes and ends.
    func drag() {
        try? events.fingerDown(at: CGPoint(x: 230, y: 230))
        try? events.fingerMove(to: CGPoint(x: 260, y: 250), duration: 0.2)
        try? events.fingerUp()
    }

    /// Samples memory and threads at the end of `minute`, and prints them.
    func sample(minute: Int) {
        let resident = residentBytes()
        // What stays resident once the allocator hands free pages back: growth here is not fragmentation.
        malloc_trim(0)
        let sample = Sample(minute: minute, resident: residentBytes(), allocated: allocatedBytes(), threads: threadCount())
        samples.append(sample)
        report(String(format: "  minute %3d: %7.1f MB resident (%7.1f MB after trimming), %7.1f MB allocated, %d threads, %d taps, %d frames",
                      minute, Double(resident) / 1e6, Double(sample.resident) / 1e6, Double(sample.allocated) / 1e6,
                      sample.threads, taps, frames))
    }

    /// A minute of virtual time, frame by frame: a tile animation every half second, a tap and a drag every two.
    func soakVirtually() -> [Sample] {
        ControlledClock.run { clock in
            let framesPerMinute = Int(60 / clock.frameInterval)
            for minute in 1...minutes {
                for frame in 0..<framesPerMinute {
                    if frame % 30 == 0 { animateTile() }
                    if frame % 120 == 0 { tap() }
                    if frame % 120 == 60 { drag() }
                    clock.renderFrames(1)
                }
                sample(minute: minute)
            }
        }
        return samples
    }

    /// The same rhythm on the wall clock, from a timer on the main run loop, which runs as an app's does: one
    /// long turn a minute. The touches keep the event system's virtual clock even so: in real time the event
    /// generator turns the run loop in short slices, and in corelibs Foundation each such turn makes and cancels
    /// a Dispatch timer, whose cancellations start worker threads (up to Dispatch's 255) that an app never has.
    func soakInRealTime() -> [Sample] {
        let timer = Timer(timeInterval: 0.5, repeats: true) { [unowned self] _ in
            MainActor.assumeIsolated { step() }
        }
        RunLoop.main.add(timer, forMode: .common)
        let start = Date()
        for minute in 1...minutes {
            RunLoop.main.run(until: start.addingTimeInterval(Double(minute) * 60))
            sample(minute: minute)
        }
        timer.invalidate()
        return samples
    }

    private var steps = 0

    /// Half a second's worth: a tile animation, and every other time a tap or a drag.
    private func step() {
        animateTile()
        if steps % 4 == 0 { tap() }
        if steps % 4 == 2 { drag() }
        steps += 1
    }
}

report("Soak: \(minutes) \(realTime ? "real" : "virtual") minutes at 60 frames a second")
let samples = MainActor.assumeIsolated {
    let scene = SoakScene()
    return realTime ? scene.soakInRealTime() : scene.soakVirtually()
}
let start = samples[samples.count / 2], end = samples[samples.count - 1]
let minutesApart = Double(max(1, end.minute - start.minute))
let residentGrowth = Double(end.resident - start.resident) / minutesApart
let allocatedGrowth = Double(end.allocated - start.allocated) / minutesApart
report(String(format: "  over the second half, a minute: resident after trimming %+.3f MB, allocated %+.3f MB; threads %d → %d",
              residentGrowth / 1e6, allocatedGrowth / 1e6, start.threads, end.threads))
if let jsonPath {
    let figures: [String: Double] = [
        "soak_minutes": Double(minutes), "soak_final_resident_bytes": Double(end.resident),
        "soak_resident_growth_bytes_per_minute": residentGrowth, "soak_allocated_growth_bytes_per_minute": allocatedGrowth,
        "soak_threads": Double(end.threads),
    ]
    let data = try JSONSerialization.data(withJSONObject: figures, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
}
