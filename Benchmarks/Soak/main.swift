// A soak: a screen of animated, shadowed, rounded and drawn views, tapped and dragged by synthesized touches,
// run for a span of virtual time at 60 frames a second under a controlled clock (so an hour takes minutes).
// Every virtual minute it prints the resident memory (also after the allocator returns its free pages), the
// bytes the allocator has handed out and the thread count; at the end, how much memory grew a minute over the
// second half, when the compositor's caches have long filled.
// Usage: Soak [--minutes M] [--json FILE]
import Foundation
import UIKit
import UIKitTesting

var minutes = 10
var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--minutes": minutes = arguments.next().flatMap(Int.init) ?? minutes
    case "--json": jsonPath = arguments.next()
    default:
        print("usage: Soak [--minutes M] [--json FILE]")
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

@MainActor
func soak() -> [(minute: Int, resident: Int, allocated: Int, threads: Int)] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.backgroundColor = .white
    window.isHidden = false
    var taps = 0
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
    button.setTitle("Tap", for: .normal)
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    window.addSubview(button)
    let dragged = UIView(frame: CGRect(x: 200, y: 200, width: 60, height: 60))
    dragged.backgroundColor = .systemGreen
    let pan = UIPanGestureRecognizer()
    dragged.addGestureRecognizer(pan)
    window.addSubview(dragged)
    let tiles = (0..<24).map { index -> UIView in
        let tile: UIView = index.isMultiple(of: 4) ? Ring() : UIView()
        tile.frame = CGRect(x: CGFloat(index % 6) * 60 + 10, y: CGFloat(index / 6) * 60 + 90, width: 50, height: 50)
        tile.backgroundColor = index.isMultiple(of: 4) ? .clear : UIColor(hue: CGFloat(index) / 24, saturation: 0.6, brightness: 0.9, alpha: 1)
        tile.layer.cornerRadius = 8
        tile.layer.shadowOpacity = index.isMultiple(of: 3) ? 0.4 : 0
        tile.layer.shadowRadius = 4
        window.addSubview(tile)
        return tile
    }
    let events = EventGenerator(window: window, timing: .virtual)
    var samples: [(Int, Int, Int, Int)] = []
    var generator = SystemRandomNumberGenerator()
    ControlledClock.run { clock in
        let framesPerMinute = Int(60 / clock.frameInterval)
        for minute in 1...minutes {
            for frame in 0..<framesPerMinute {
                if frame % 30 == 0 {
                    let tile = tiles[Int.random(in: 0..<tiles.count, using: &generator)]
                    let size = CGFloat.random(in: 30...58, using: &generator)
                    UIView.animate(withDuration: 0.4) {
                        tile.bounds.size = CGSize(width: size, height: size)
                        tile.alpha = CGFloat.random(in: 0.4...1, using: &generator)
                        tile.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -0.5...0.5, using: &generator))
                    }
                }
                if frame % 120 == 0 { try? events.fingerTap(at: CGPoint(x: 80, y: 42)) }
                if frame % 120 == 60 {
                    try? events.fingerDown(at: CGPoint(x: 230, y: 230))
                    try? events.fingerMove(to: CGPoint(x: 260, y: 250), duration: 0.2)
                    try? events.fingerUp()
                }
                clock.renderFrames(1)
            }
            let resident = residentBytes()
            // What stays resident once the allocator hands free pages back: growth here is not fragmentation.
            malloc_trim(0)
            let sample = (minute, residentBytes(), allocatedBytes(), threadCount())
            samples.append(sample)
            report(String(format: "  minute %3d: %7.1f MB resident (%7.1f MB after trimming), %7.1f MB allocated, %d threads, %d taps",
                          minute, Double(resident) / 1e6, Double(sample.1) / 1e6, Double(sample.2) / 1e6, sample.3, taps))
        }
    }
    return samples
}

report("Soak: \(minutes) virtual minutes at 60 frames a second")
let samples = MainActor.assumeIsolated { soak() }
let start = samples[samples.count / 2], end = samples[samples.count - 1]
let minutesApart = Double(max(1, end.minute - start.minute))
let residentGrowth = Double(end.resident - start.resident) / minutesApart
let allocatedGrowth = Double(end.allocated - start.allocated) / minutesApart
report(String(format: "  over the second half, a virtual minute: resident after trimming %+.3f MB, allocated %+.3f MB; threads %d → %d",
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
