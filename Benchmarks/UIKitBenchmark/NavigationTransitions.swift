import Foundation
import UIKit
import UIKitTesting

/// Seconds of CPU time the calling thread has used: on the shared, loaded machine the main thread's work
/// itself, without the time other processes take the core from it.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A view that counts its layouts, standing for a controller's root view.
private final class CountingView: UIView {
    static var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        Self.layouts += 1
    }
}

/// A controller whose view holds `count` plain views in rows of 20.
private final class CrowdedController: UIViewController {
    private let count: Int

    init(subviews count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = CountingView(frame: UIScreen.main.bounds)
        for index in 0..<count {
            root.addSubview(UIView(frame: CGRect(x: CGFloat(index % 20) * 19, y: CGFloat(index / 20) * 30,
                                                 width: 18, height: 29)))
        }
        view = root
    }
}

/// What the main thread does in the frames of a slide: how many frames laid a controller's view out or
/// committed changes, and the median main-thread time of a frame's pass.
struct SlideFrameWork {
    var frames = 0
    var framesWithLayout = 0
    var framesWithCommit = 0
    var passTimes: [Double] = []

    /// Renders `count` frames on `clock`, running and timing each frame's pass before it composites: work
    /// that a pass finds (a layout of a controller's view, changes to commit) is counted for the frame.
    @MainActor mutating func render(_ count: Int, on clock: ControlledClock) {
        for _ in 0..<count {
            let layouts = CountingView.layouts
            let commits = CATransaction.hasUncommittedChanges
            let start = threadCPUTime()
            FramePass.runOnce()
            passTimes.append(threadCPUTime() - start)
            frames += 1
            if CountingView.layouts != layouts { framesWithLayout += 1 }
            if commits { framesWithCommit += 1 }
            clock.renderFrames(1)
        }
    }
}

/// The main-thread work an animated push, and an animated pop, of a controller whose view has
/// `subviews` subviews costs in a navigation controller on screen: the call and the frame pass that commits
/// the slide. The view is loaded beforehand (loading is the app's cost). Then the slide's frames are rendered
/// on the controlled clock, outside the timing, and the work each frame's pass finds is counted — the first
/// 20 of the 21 frames of the 0.35 s slide; the 21st ends the transition, whose completion does the
/// containment calls and removes the covered view. Medians of `runs`.
@MainActor
func navigationTransitionSetup(subviews: Int, runs: Int = 21) -> (push: Cost, pop: Cost, slide: SlideFrameWork) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = CrowdedController(subviews: 0)
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    FramePass.runOnce()
    FramePass.drain()
    var pushes: [(wall: Double, cpu: Double)] = [], pops: [(wall: Double, cpu: Double)] = []
    var slide = SlideFrameWork()
    for _ in 0..<runs {
        let crowded = CrowdedController(subviews: subviews)
        crowded.loadViewIfNeeded()
        ControlledClock.run { clock in
            var start = (now(), threadCPUTime())
            navigation.pushViewController(crowded, animated: true)
            FramePass.runOnce()
            pushes.append((now() - start.0, threadCPUTime() - start.1))
            clock.renderFrames(1)
            slide.render(19, on: clock)
            clock.renderFrames(4)
            start = (now(), threadCPUTime())
            navigation.popViewController(animated: true)
            FramePass.runOnce()
            pops.append((now() - start.0, threadCPUTime() - start.1))
            clock.renderFrames(1)
            slide.render(19, on: clock)
            clock.renderFrames(4)
        }
        check(navigation.viewControllers.count == 1 && crowded.parent == nil, "the push and pop did not finish")
    }
    window.isHidden = true
    return (Cost(pushes), Cost(pops), slide)
}

/// Milliseconds of a main-thread cost: the median CPU time and the median wall time of its runs.
struct Cost {
    var cpu: Double
    var wall: Double

    init(_ runs: [(wall: Double, cpu: Double)]) {
        cpu = median(runs.map(\.cpu)) * 1e3
        wall = median(runs.map(\.wall)) * 1e3
    }
}

/// A controller whose view holds a column of `rows` labelled rows placed by Auto Layout within its safe area
/// and layout margins: each row's leading and trailing edges, height, and top at the bottom of the row above.
private final class ConstrainedController: UIViewController {
    private let rows: Int

    init(rows: Int, title: String) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let guide = view.safeAreaLayoutGuide
        var above = guide.topAnchor
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<rows {
            let row = UILabel()
            row.text = "Row \(index)"
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            constraints += [row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                            row.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 1 / CGFloat(rows + 1)),
                            row.topAnchor.constraint(equalTo: above)]
            above = row.bottomAnchor
        }
        NSLayoutConstraint.activate(constraints)
    }
}

/// The main thread's time to turn a phone-sized screen (390 × 844 points, a notch's safe area)
/// between portrait and landscape without animation, while its window holds a navigation stack of
/// `controllers` controllers, each a column of `rows` rows placed by Auto Layout: the turn and the frame pass
/// that lays the window out again, displays and commits. The top controller's rows must then span the
/// landscape window. Median of `runs` turns.
@MainActor
func rotateNavigationStack(controllers: Int = 5, rows: Int = 20, runs: Int = 41) -> Cost {
    let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 3,
                                        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    defer { VirtualScreens.disconnect(screen) }
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let stack = (0..<controllers).map { ConstrainedController(rows: rows, title: "Level \($0)") }
    let navigation = UINavigationController(rootViewController: stack[0])
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    for controller in stack.dropFirst() { navigation.pushViewController(controller, animated: false) }
    FramePass.runOnce()
    FramePass.drain()
    var times: [(wall: Double, cpu: Double)] = []
    for turn in 0..<runs {
        let orientation: UIInterfaceOrientation = turn % 2 == 0 ? .landscapeRight : .portrait
        let start = (now(), threadCPUTime())
        VirtualScreens.rotate(screen, to: orientation, animated: false)
        FramePass.runOnce()
        times.append((now() - start.0, threadCPUTime() - start.1))
    }
    // An odd number of turns leaves the screen in landscape.
    let top = stack[controllers - 1].view!
    let last = top.subviews.last!
    check(window.bounds.width == 844 && top.frame == window.bounds && last.frame.width > 700 && last.frame.maxY < 390,
          "the top controller was not laid out for landscape: \(last.frame)")
    FramePass.drain()
    window.isHidden = true
    return Cost(times)
}

/// Runs the navigation figures, prints them and returns them under their JSON keys.
@MainActor
func navigationFigures() -> [String: Double] {
    let setup = navigationTransitionSetup(subviews: 500)
    let rotate = rotateNavigationStack()
    let slide = setup.slide
    print(String(format: "  an animated push of a controller whose view has 500 subviews: %.3f ms of main-thread setup (CPU; "
                 + "%.3f ms wall), its pop %.3f ms (%.3f ms wall) (target ≤ 5 ms)",
                 setup.push.cpu, setup.push.wall, setup.pop.cpu, setup.pop.wall))
    print(String(format: "    the slides' frames: %d of %d laid a controller's view out, %d committed changes; "
                 + "a frame's pass %.2f µs median (CPU) (target: no work)", slide.framesWithLayout, slide.frames,
                 slide.framesWithCommit, median(slide.passTimes) * 1e6))
    print(String(format: "  a 390 × 844 window holding a navigation stack of 5 controllers with Auto Layout (20 rows each) "
                 + "turned between portrait and landscape: %.3f ms to lay out again (CPU; %.3f ms wall) (target ≤ 10 ms)",
                 rotate.cpu, rotate.wall))
    return ["navigation_push_500_setup_ms": setup.push.cpu, "navigation_pop_500_setup_ms": setup.pop.cpu,
            "navigation_push_500_setup_wall_ms": setup.push.wall, "navigation_pop_500_setup_wall_ms": setup.pop.wall,
            "navigation_slide_frames": Double(slide.frames),
            "navigation_slide_frames_with_layout": Double(slide.framesWithLayout),
            "navigation_slide_frames_with_commit": Double(slide.framesWithCommit),
            "navigation_slide_frame_pass_us": median(slide.passTimes) * 1e6,
            "rotate_nav_stack_ms": rotate.cpu, "rotate_nav_stack_wall_ms": rotate.wall]
}
