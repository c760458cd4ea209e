// Issue 19's backdrop blur: a full-screen blur (a `UIVisualEffectView`'s material, σ 30 points, saturated 1.8,
// tinted) over content that moves every frame, at 1280×800, and a 390×100 bar blurred the same way; each frame's
// render-thread cost (compositing the snapshot), beside the same frame composited whole without the blur and one
// copy of the frame.
import CoreGraphics
import Foundation
import QuartzCore

/// The blur figures, in milliseconds of CPU time: medians of `frames` frames each.
@MainActor func blurCosts(width: Int, height: Int, frames: Int) -> (fullscreen: Double, bar: Double, unblurred: Double, copy: Double) {
    // CPU time of the calling thread: on the shared, loaded machine wall time mostly measures the other builders.
    func milliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

    /// A scene of 40 coloured cards and, when given, a blurred layer over `blurred`; each call of the returned
    /// step moves the cards and composites a frame, returning its render time.
    func scene(blurred: CGRect?, damagingAll: Bool) -> () -> Double {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        var cards: [CALayer] = []
        for i in 0..<40 {
            let card = CALayer()
            let t = CGFloat(i) / 40
            card.frame = CGRect(x: CGFloat(i % 8) * 160, y: CGFloat(i / 8) * 160, width: 140, height: 140)
            card.backgroundColor = CGColor(red: t, green: 1 - t, blue: 0.5, alpha: 1)
            card.cornerRadius = 12
            root.addSublayer(card)
            cards.append(card)
        }
        if let blurred {
            let material = CALayer()
            material.frame = blurred
            material.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
            material.backdrop = LayerBackdrop(radius: 30, saturation: 1.8)
            root.addSublayer(material)
        }
        let frame = FrameCompositor(width: width, height: height, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        var step = 0
        return {
            step += 1
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (i, card) in cards.enumerated() { card.position.x += (step + i) % 2 == 0 ? 7 : -7 }
            if damagingAll { root.backgroundColor = CGColor(red: step % 2 == 0 ? 0.95 : 0.94, green: 0.95, blue: 0.97, alpha: 1) }
            CATransaction.commit()
            let snapshot = RenderLayer.snapshot(of: root, at: 0)
            let start = milliseconds()
            frame.render(snapshot, time: 0)
            return milliseconds() - start
        }
    }

    let fullscreen = scene(blurred: CGRect(x: 0, y: 0, width: width, height: height), damagingAll: false)
    let bar = scene(blurred: CGRect(x: 0, y: 0, width: 390, height: 100), damagingAll: false)
    let unblurred = scene(blurred: nil, damagingAll: true)
    let source = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
    let target = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
    defer {
        source.deallocate()
        target.deallocate()
    }
    memset(source, 1, width * height * 4)
    func copy() -> Double {
        let start = milliseconds()
        memcpy(target, source, width * height * 4)
        return milliseconds() - start
    }
    // Interleaved, so that the machine's load changing does not skew the ratios.
    var samples = (fullscreen: [Double](), bar: [Double](), unblurred: [Double](), copy: [Double]())
    for _ in 0..<frames {
        samples.fullscreen.append(fullscreen())
        samples.bar.append(bar())
        samples.unblurred.append(unblurred())
        samples.copy.append(copy())
    }
    return (median(samples.fullscreen), median(samples.bar), median(samples.unblurred), median(samples.copy))
}

/// Prints the blur figures and returns them under their JSON keys.
@MainActor func blurFigures(width: Int, height: Int) -> [String: Double] {
    let costs = blurCosts(width: width, height: height, frames: 60)
    func f(_ v: Double) -> String { String(format: "%8.3f", v) }
    print("Backdrop blur at \(width)×\(height), σ 30 points, over 40 cards moving every frame (render thread CPU time, median of 60):")
    print("  full-screen blur         \(f(costs.fullscreen)) ms   (target ≤ 3 ms)")
    print("  the frame without blur   \(f(costs.unblurred)) ms   (composited whole)")
    print("  frame copy floor         \(f(costs.copy)) ms")
    print("  a 390×100 bar blurred    \(f(costs.bar)) ms")
    return ["blur_fullscreen_ms": costs.fullscreen, "blur_bar_ms": costs.bar, "blur_unblurred_frame_ms": costs.unblurred,
            "frame_copy_ms": costs.copy]
}
