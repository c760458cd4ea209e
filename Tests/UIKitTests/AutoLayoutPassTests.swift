@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A view that records its `updateConstraints()` and `layoutSubviews()` calls.
private final class PassView: UIView {
    var name = ""
    var log: [String]?
    var setUp: ((PassView) -> Void)?
    var framesSeenInLayout: [CGRect] = []

    convenience init(_ name: String, log: [String]? = nil) {
        self.init(frame: .zero)
        self.name = name
        self.log = log
    }

    override func updateConstraints() {
        Self.record("\(name).updateConstraints")
        setUp?(self)
        setUp = nil
        super.updateConstraints()
    }

    override func layoutSubviews() {
        Self.record("\(name).layoutSubviews")
        framesSeenInLayout = subviews.map(\.frame)
        super.layoutSubviews()
    }

    static var events: [String] = []
    static func record(_ event: String) { events.append(event) }
}

/// A view whose `intrinsicContentSize` lays its window out, once: app code that runs a layout while the engine
/// builds the constraints of a sync.
private final class LayingOutWhenMeasured: UIView {
    private var laidOut = false

    override var intrinsicContentSize: CGSize {
        if !laidOut, let window {
            laidOut = true
            window.layoutIfNeeded()
        }
        return CGSize(width: 12, height: 8)
    }
}

/// A view that builds its constraints in `updateConstraints()`, so it requires constraint-based layout.
private final class SelfBuildingView: UIView {
    let inner = constrained()
    var built = false

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        if !built {
            built = true
            addSubview(inner)
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
                inner.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                inner.widthAnchor.constraint(equalToConstant: 12), inner.heightAnchor.constraint(equalToConstant: 12),
            ])
        }
        super.updateConstraints()
    }
}

/// A controller laying out its view with constraints, as iOS apps do.
private final class FormController: UIViewController {
    let header = constrained(), footer = IntrinsicView(UIView.noIntrinsicMetric, 30)
    var subviewFramesAtDidLayout: [CGRect] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(footer)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor), header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor), header.heightAnchor.constraint(equalToConstant: 44),
            footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor), footer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        subviewFramesAtDidLayout = view.subviews.map(\.frame)
    }
}

/// A view that records the bounds and centres set through its own setters.
private final class GeometryRecordingView: UIView {
    var boundsSet: [CGRect] = []
    var centersSet: [CGPoint] = []

    override var bounds: CGRect {
        didSet { boundsSet.append(bounds) }
    }

    override var center: CGPoint {
        didSet { centersSet.append(center) }
    }
}

@MainActor @Suite(.serialized) struct AutoLayoutPassTests {
    /// A 100 × 100 window and a 50 × 50 one on the same screen, each with its own engine.
    private func withTwoWindows(_ body: (UIWindow, UIWindow) -> Void) {
        withScreenWindow { first, screen in
            let second = UIWindow(frame: rect(0, 0, 50, 50))
            second.screen = screen
            second.isHidden = false
            defer { second.isHidden = true }
            body(first, second)
        }
    }

    @Test func aControllersRootViewUpdatesItsConstraintsThroughTheController() {
        final class Controller: UIViewController {
            var pinned: NSLayoutConstraint?
            override func loadView() { view = PassView("controller-root") }
            override func updateViewConstraints() {
                PassView.record("updateViewConstraints")
                if pinned == nil, let child = view.subviews.first {
                    pinned = child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12)
                    NSLayoutConstraint.activate([pinned!, child.topAnchor.constraint(equalTo: view.topAnchor),
                                                 child.widthAnchor.constraint(equalToConstant: 20),
                                                 child.heightAnchor.constraint(equalToConstant: 20)])
                }
                super.updateViewConstraints()
            }
        }
        PassView.events = []
        let controller = Controller()
        controller.view.frame = rect(0, 0, 100, 100)
        let child = constrained()
        controller.view.addSubview(child)
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        // The controller's override runs, and its `super` runs the view's own `updateConstraints()`.
        #expect(PassView.events.prefix(2) == ["updateViewConstraints", "controller-root.updateConstraints"])
        #expect(child.frame == rect(12, 0, 20, 20))
    }

    @Test func updateConstraintsRunsLeavesFirstBeforeLayout() {
        PassView.events = []
        let root = PassView("root"), middle = PassView("middle"), leaf = PassView("leaf")
        root.frame = rect(0, 0, 100, 100)
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.translatesAutoresizingMaskIntoConstraints = false
        leaf.translatesAutoresizingMaskIntoConstraints = false
        leaf.setUp = { leaf in
            NSLayoutConstraint.activate([leaf.widthAnchor.constraint(equalToConstant: 10), leaf.heightAnchor.constraint(equalToConstant: 10),
                                         leaf.leadingAnchor.constraint(equalTo: leaf.superview!.leadingAnchor),
                                         leaf.topAnchor.constraint(equalTo: leaf.superview!.topAnchor)])
        }
        middle.setUp = { middle in
            NSLayoutConstraint.activate([middle.leadingAnchor.constraint(equalTo: middle.superview!.leadingAnchor, constant: 5),
                                         middle.topAnchor.constraint(equalTo: middle.superview!.topAnchor, constant: 5),
                                         middle.trailingAnchor.constraint(equalTo: middle.subviews[0].trailingAnchor),
                                         middle.bottomAnchor.constraint(equalTo: middle.subviews[0].bottomAnchor)])
        }
        #expect(!root.needsUpdateConstraints())
        root.setNeedsUpdateConstraints()
        middle.setNeedsUpdateConstraints()
        leaf.setNeedsUpdateConstraints()
        #expect(leaf.needsUpdateConstraints())
        root.layoutIfNeeded()
        let updates = PassView.events.filter { $0.hasSuffix("updateConstraints") }
        #expect(updates == ["leaf.updateConstraints", "middle.updateConstraints", "root.updateConstraints"])
        #expect(PassView.events.firstIndex(of: "root.updateConstraints")! < PassView.events.firstIndex(of: "root.layoutSubviews")!)
        #expect(!leaf.needsUpdateConstraints() && !root.needsUpdateConstraints())
        #expect(middle.frame == rect(5, 5, 10, 10) && leaf.frame == rect(0, 0, 10, 10))
        // layoutSubviews already sees the solved frames of the subviews.
        #expect(root.framesSeenInLayout == [rect(5, 5, 10, 10)])
    }

    @Test func updateConstraintsIfNeededRunsOnlyWhatIsDue() {
        PassView.events = []
        let view = PassView("view")
        view.updateConstraintsIfNeeded()
        #expect(PassView.events.isEmpty)
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        view.updateConstraintsIfNeeded()
        #expect(PassView.events == ["view.updateConstraints"])
    }

    @Test func theUpdatePassUpdatesConstraintsInWindows() {
        withScreenWindow { window, _ in
            PassView.events = []
            let view = PassView("inWindow")
            window.addSubview(view)
            view.setNeedsUpdateConstraints()
            performPendingUpdates()
            #expect(PassView.events.contains("inWindow.updateConstraints"))
        }
    }

    @Test func viewsThatRequireConstraintBasedLayoutGetTheirFirstUpdate() {
        withScreenWindow { window, _ in
            let custom = SelfBuildingView(frame: rect(10, 10, 50, 50))
            window.addSubview(custom)
            performPendingUpdates()
            #expect(custom.built && custom.inner.frame == rect(4, 4, 12, 12))
        }
        // Detached, as the top of its own tree.
        let alone = SelfBuildingView(frame: rect(0, 0, 50, 50))
        alone.layoutIfNeeded()
        #expect(alone.built && alone.inner.frame == rect(4, 4, 12, 12))
        #expect(UIStackView.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
    }

    @Test func aViewControllersViewLaidOutByConstraints() {
        let screen = VirtualScreens.connect(size: CGSize(width: 320, height: 480), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: rect(0, 0, 320, 480))
        window.screen = screen
        let controller = FormController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        performPendingUpdates()
        // Below the top inset; above the bottom inset, within the root view's margins: at least the system
        // minimum of 16 points at the sides of a compact window.
        #expect(controller.header.frame == rect(0, 20, 320, 44))
        #expect(controller.footer.frame == rect(16, 416, 288, 30))
        #expect(controller.subviewFramesAtDidLayout == [rect(0, 20, 320, 44), rect(16, 416, 288, 30)])
        // The window shrinks off the screen's bottom inset: the root view follows its mask, the safe area
        // loses its bottom inset, and the constraints follow both.
        window.frame = rect(0, 0, 320, 400)
        performPendingUpdates()
        #expect(controller.footer.frame == rect(16, 370, 288, 30))
    }

    @Test func constantsChangedDuringLayoutApplyInTheSamePass() {
        final class HalfView: UIView {
            let half = constrained()
            lazy var width = half.widthAnchor.constraint(equalToConstant: 0)

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(half)
                NSLayoutConstraint.activate([width, half.leadingAnchor.constraint(equalTo: leadingAnchor),
                                             half.topAnchor.constraint(equalTo: topAnchor),
                                             half.heightAnchor.constraint(equalToConstant: 4)])
            }

            required init?(coder: NSCoder) { nil }

            override func layoutSubviews() {
                super.layoutSubviews()
                width.constant = bounds.width / 2
            }
        }
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            let view = HalfView(frame: rect(0, 0, 80, 10))
            window.addSubview(view)
            performPendingUpdates()
            #expect(view.half.frame == rect(0, 0, 40, 4))
            view.frame = rect(0, 0, 60, 10)
            performPendingUpdates()
            #expect(view.half.frame == rect(0, 0, 30, 4))
        }
    }

    @Test func autoresizingMasksBecomeConstraintsAndMixWithConstraints() {
        let root = rootView(200, 100)
        // A container laid out by frames and its autoresizing mask.
        let panel = UIView(frame: rect(10, 10, 100, 50))
        panel.autoresizingMask = [.flexibleWidth]
        root.addSubview(panel)
        // A view laid out by constraints inside it, and another beside it tied to the panel's edge.
        let fill = constrained(), follower = constrained()
        panel.addSubview(fill)
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            fill.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
            fill.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
            fill.topAnchor.constraint(equalTo: panel.topAnchor), fill.heightAnchor.constraint(equalToConstant: 10),
            follower.leadingAnchor.constraint(equalTo: panel.trailingAnchor, constant: 2),
            follower.topAnchor.constraint(equalTo: panel.topAnchor), follower.widthAnchor.constraint(equalToConstant: 5),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(panel.frame == rect(10, 10, 100, 50))
        #expect(fill.frame == rect(5, 0, 90, 10) && follower.frame == rect(112, 10, 5, 5))
        // The root grows: the mask widens the panel, and the constraints follow its new frame.
        root.frame = rect(0, 0, 300, 100)
        root.layoutIfNeeded()
        #expect(panel.frame == rect(10, 10, 200, 50))
        #expect(fill.frame == rect(5, 0, 190, 10) && follower.frame == rect(212, 10, 5, 5))
        // Moving the panel by its frame moves what is tied to it.
        panel.center = CGPoint(x: 120, y: 55)
        root.layoutIfNeeded()
        #expect(follower.frame == rect(222, 30, 5, 5))
        // Frame-laid-out views next to them are left alone.
        let manual = UIView(frame: rect(1, 2, 3, 4))
        root.addSubview(manual)
        root.layoutIfNeeded()
        #expect(manual.frame == rect(1, 2, 3, 4))
    }

    @Test func turningTranslationOffHandsTheFrameToConstraints() {
        let root = rootView(), child = UIView(frame: rect(10, 10, 10, 10))
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        var logs = uikitLogMessages {
            width.isActive = true
            root.layoutIfNeeded()
        }
        // Still translating: the frame's width (10) conflicts with 40; the app's constraint is broken.
        #expect(child.frame == rect(10, 10, 10, 10))
        #expect(logs.contains { $0.contains("Unable to simultaneously satisfy constraints.") && $0.contains("NSAutoresizingMaskLayoutConstraints") })
        logs = uikitLogMessages {
            child.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         child.topAnchor.constraint(equalTo: root.topAnchor),
                                         child.heightAnchor.constraint(equalToConstant: 5)])
            root.layoutIfNeeded()
        }
        #expect(logs.allSatisfy { !$0.contains("Unable to simultaneously") })
        #expect(child.frame == rect(0, 0, 40, 5))
    }

    @Test func eachWindowHasItsOwnEngine() {
        withTwoWindows { first, second in
            let a = constrained(), b = constrained()
            first.addSubview(a)
            second.addSubview(b)
            NSLayoutConstraint.activate([a.widthAnchor.constraint(equalTo: first.widthAnchor),
                                         b.widthAnchor.constraint(equalTo: second.widthAnchor)])
            let engineA = a.hierarchyEngine(create: false), engineB = b.hierarchyEngine(create: false)
            #expect(engineA != nil && engineB != nil && engineA !== engineB)
            performPendingUpdates()
            #expect(a.frame.width == 100 && b.frame.width == 50)
            // Moving a view between windows moves its constraints to the other engine.
            let box = constrained(), dot = constrained()
            first.addSubview(box)
            box.addSubview(dot)
            NSLayoutConstraint.activate([dot.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                                         box.widthAnchor.constraint(equalToConstant: 30)])
            performPendingUpdates()
            #expect(dot.frame.width == 15)
            second.addSubview(box)
            performPendingUpdates()
            #expect(engineA?.item(for: dot) == nil && engineB?.item(for: dot) != nil)
        }
    }

    @Test func aConstraintQueuedInAnotherWindowAndBackBeforeAPassIsHeldOnce() {
        withTwoWindows { first, second in
            let box = constrained(), dot = constrained()
            first.addSubview(box)
            box.addSubview(dot)
            let narrow = dot.widthAnchor.constraint(equalToConstant: 20)
            NSLayoutConstraint.activate([narrow, box.widthAnchor.constraint(equalToConstant: 30)])
            // Queued in the first window's engine, then in the second's, then in the first's again.
            second.addSubview(box)
            first.addSubview(box)
            performPendingUpdates()
            #expect(dot.frame.width == 20)
            // Taken in twice, it would stay in the solver once deactivated and conflict with its replacement.
            narrow.isActive = false
            let logs = uikitLogMessages {
                dot.widthAnchor.constraint(equalToConstant: 25).isActive = true
                performPendingUpdates()
            }
            #expect(logs.allSatisfy { !$0.contains("Unable to simultaneously") })
            #expect(dot.frame.width == 25)
        }
    }

    @Test func aConflictAfterConstraintsWentNamesOnlyTheConstraintsInIt() {
        let root = rootView(), box = constrained()
        root.addSubview(box)
        func width(_ value: CGFloat, _ name: String) -> NSLayoutConstraint {
            let constraint = box.widthAnchor.constraint(equalToConstant: value)
            constraint.identifier = name
            return constraint
        }
        let first = width(10, "first"), second = width(20, "second")
        let earlier = uikitLogMessages {
            NSLayoutConstraint.activate([first, box.heightAnchor.constraint(equalToConstant: 5)])
            root.layoutIfNeeded()
            second.isActive = true
            root.layoutIfNeeded()
        }
        #expect(earlier.contains { $0.contains("Unable to simultaneously") } && box.frame.width == 10)
        // The first conflict had the engine index the constraints by solver constraint: the ones that go leave it.
        NSLayoutConstraint.deactivate([first, second])
        root.layoutIfNeeded()
        let wide = width(40, "wide"), narrow = width(30, "narrow")
        let logs = uikitLogMessages {
            wide.isActive = true
            root.layoutIfNeeded()
            narrow.isActive = true
            root.layoutIfNeeded()
        }
        let report = logs.first { $0.contains("Unable to simultaneously") } ?? ""
        #expect(report.contains("'wide'") && report.contains("'narrow'"))
        #expect(!report.contains("'first'") && !report.contains("'second'"))
        #expect(report.components(separatedBy: "breaking constraint \n").last?.contains("'narrow'") == true)
        #expect(box.frame.width == 40)
        // The broken constraint goes back in once the one it conflicted with goes.
        wide.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 30)
    }

    @Test func aViewHeldByTwoEnginesWhileItMovesIsFoundByEach() {
        withTwoWindows { first, second in
            let box = constrained(), dot = constrained()
            first.addSubview(box)
            box.addSubview(dot)
            let width = dot.widthAnchor.constraint(equalTo: box.widthAnchor, constant: -10)
            NSLayoutConstraint.activate([width, box.widthAnchor.constraint(equalToConstant: 30)])
            first.layoutIfNeeded()
            let engineA = first.hierarchyEngine(create: false), engineB = second.hierarchyEngine(create: true)
            #expect(dot.frame.width == 20 && engineA?.item(for: dot) != nil)
            // The second window takes the views in while the first still holds them, then the first lets go.
            second.addSubview(box)
            second.layoutIfNeeded()
            #expect(engineA?.item(for: dot) != nil && engineB?.item(for: dot) != nil)
            #expect(engineA?.item(for: dot) !== engineB?.item(for: dot))
            first.layoutIfNeeded()
            #expect(engineA?.item(for: dot) == nil && engineB?.item(for: dot) != nil)
            width.constant = -4
            second.layoutIfNeeded()
            #expect(dot.frame.width == 26)
            // Back in the first window, the first engine takes them in again while the second still holds them.
            first.addSubview(box)
            first.layoutIfNeeded()
            #expect(engineA?.item(for: dot) != nil && engineB?.item(for: dot) != nil)
            width.constant = -6
            first.layoutIfNeeded()
            #expect(dot.frame.width == 24)
            second.layoutIfNeeded()
            #expect(engineB?.item(for: dot) == nil && engineA?.item(for: dot) != nil)
            width.constant = -8
            first.layoutIfNeeded()
            #expect(dot.frame.width == 22)
        }
    }

    /// A box 30 points wide holding a dot 10 narrower and 5 high, in no window yet; `width` is the dot's.
    private func boxWithDot() -> (box: UIView, dot: UIView, width: NSLayoutConstraint) {
        let box = constrained(), dot = constrained()
        box.addSubview(dot)
        let width = dot.widthAnchor.constraint(equalTo: box.widthAnchor, constant: -10)
        NSLayoutConstraint.activate([width, box.widthAnchor.constraint(equalToConstant: 30),
                                     dot.heightAnchor.constraint(equalToConstant: 5)])
        return (box, dot, width)
    }

    /// Checks that `window`'s engine, whose record `width` carries (not `previous`'s), now answers for it: a new
    /// constant moves the dot, and deactivated it leaves its slot free.
    private func expectWindowEngineHolds(_ width: NSLayoutConstraint, of dot: UIView, in window: UIWindow, after previous: Int,
                                         sourceLocation: SourceLocation = #_sourceLocation) {
        window.layoutIfNeeded()
        #expect(width.recordEngine != 0 && width.recordEngine != previous, sourceLocation: sourceLocation)
        width.constant = -4
        window.layoutIfNeeded()
        #expect(dot.frame.width == 26, sourceLocation: sourceLocation)
        width.isActive = false
        dot.widthAnchor.constraint(equalToConstant: 7).isActive = true
        window.layoutIfNeeded()
        #expect(dot.frame.width == 7 && width.recordEngine == 0, sourceLocation: sourceLocation)
    }

    @Test func aTreeLaidOutAloneHandsItsConstraintsToTheWindowItJoins() {
        withScreenWindow { window, _ in
            let (box, dot, width) = boxWithDot()
            // Laid out alone, the tree's own engine holds its constraints, each record kept on its constraint.
            box.layoutIfNeeded()
            #expect(dot.frame.size == CGSize(width: 20, height: 5) && width.recordEngine != 0)
            let alone = width.recordEngine
            window.addSubview(box)
            // The window's engine takes the records over: changes and removals now reach the solver through it.
            expectWindowEngineHolds(width, of: dot, in: window, after: alone)
        }
    }

    @Test func aConstraintMeasuredByAFittingEngineStaysTheWindowEnginesToChange() {
        withScreenWindow { window, _ in
            let box = constrained(), dot = constrained()
            window.addSubview(box)
            box.addSubview(dot)
            let width = dot.widthAnchor.constraint(equalToConstant: 20)
            NSLayoutConstraint.activate([
                width, dot.heightAnchor.constraint(equalToConstant: 5),
                dot.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 3),
                dot.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -3),
                dot.topAnchor.constraint(equalTo: box.topAnchor), dot.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            ])
            window.layoutIfNeeded()
            let held = width.recordEngine
            #expect(box.frame.size == CGSize(width: 26, height: 5) && held != 0)
            // A fitting engine holds the same constraints while it measures, beside the window's, without their slots.
            #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 26, height: 5))
            #expect(width.recordEngine == held)
            width.constant = 30
            #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 36, height: 5))
            window.layoutIfNeeded()
            #expect(box.frame.size == CGSize(width: 36, height: 5))
            width.isActive = false
            window.layoutIfNeeded()
            #expect(width.recordEngine == 0)
            // Nor does one measuring a tree no engine holds take them: the tree's own engine will.
            let card = constrained(), cardWidth = card.widthAnchor.constraint(equalToConstant: 12)
            cardWidth.isActive = true
            #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == 12)
            #expect(cardWidth.recordEngine == 0)
            card.layoutIfNeeded()
            #expect(cardWidth.recordEngine != 0)
        }
    }

    @Test func constraintsThatOutliveTheirWindowGoToTheNextWindowsEngine() {
        let (box, dot, width) = boxWithDot()
        weak var firstWindow: UIWindow?
        var firstEngine = 0
        do {
            let window = UIWindow(frame: rect(0, 0, 100, 100))
            window.addSubview(box)
            window.layoutIfNeeded()
            firstEngine = width.recordEngine
            #expect(dot.frame.width == 20 && firstEngine != 0)
            firstWindow = window
        }
        // The window and its engine went while the app kept the views and their constraints, which the engine held
        // without keeping it alive.
        #expect(firstWindow == nil && box.superview == nil && width.recordEngine == 0)
        #expect(box.layoutState?.engine == nil && dot.layoutState?.engine == nil)
        let window = UIWindow(frame: rect(0, 0, 100, 100))
        window.addSubview(box)
        expectWindowEngineHolds(width, of: dot, in: window, after: firstEngine)
    }

    @Test func aWindowThatGoesWithChangesQueuedInItsEngineIsPassedOver() {
        let (box, dot, width) = boxWithDot()
        do {
            let window = UIWindow(frame: rect(0, 0, 100, 100))
            window.addSubview(box)
            window.layoutIfNeeded()
            // Queued for the next pass, which the window's engine will not see.
            width.constant = -4
            box.removeFromSuperview()
        }
        performPendingUpdates()
        #expect(box.layoutState?.engine == nil && width.recordEngine == 0)
        box.layoutIfNeeded()
        #expect(dot.frame.width == 26)
    }

    @Test func aViewPlacedByALayoutThatAppCodeRanDuringASyncTakesItsSolvedFrameAfterward() {
        withScreenWindow { window, _ in
            let box = constrained()
            let probe = LayingOutWhenMeasured()
            probe.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            window.addSubview(probe)
            NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
                                         box.topAnchor.constraint(equalTo: window.topAnchor, constant: 6),
                                         box.widthAnchor.constraint(equalToConstant: 30),
                                         box.heightAnchor.constraint(equalToConstant: 40),
                                         probe.topAnchor.constraint(equalTo: box.bottomAnchor)])
            // Taking the probe in asks its size, which lays the window out before the batch is solved: the box is
            // placed then with unsolved values, and must be placed again once they are.
            window.layoutIfNeeded()
            #expect(box.frame == rect(5, 6, 30, 40))
            #expect(probe.frame.minY == 46 && probe.frame.size == CGSize(width: 12, height: 8))
        }
    }

    @Test func layoutIfNeededInsideAnAnimationStyleBlockAppliesNewConstants() {
        withScreenWindow(size: CGSize(width: 100, height: 100)) { window, _ in
            let panel = constrained()
            window.addSubview(panel)
            let height = panel.heightAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([height, panel.topAnchor.constraint(equalTo: window.topAnchor),
                                         panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                         panel.widthAnchor.constraint(equalTo: window.widthAnchor)])
            window.layoutIfNeeded()
            #expect(panel.frame == rect(0, 0, 100, 10))
            height.constant = 60
            window.layoutIfNeeded()
            #expect(panel.frame == rect(0, 0, 100, 60))
        }
    }

    @Test func aPlainViewPlacedByTheEngineResizesItsAutoresizingSubviewsAsItsSettersWould() {
        withScreenWindow { window, _ in
            let panel = constrained()
            window.addSubview(panel)
            let bar = UIView(frame: rect(0, 0, 10, 4))
            bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            panel.addSubview(bar)
            let width = panel.widthAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([width, panel.heightAnchor.constraint(equalToConstant: 20),
                                         panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
                                         panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 7)])
            window.layoutIfNeeded()
            // From 0 × 0 to 50 × 20: the bar takes the 50 points of width and the 20 of height above it.
            #expect(panel.frame == rect(5, 7, 50, 20) && bar.frame == rect(0, 20, 60, 4))
            width.constant = 30
            window.layoutIfNeeded()
            #expect(panel.frame == rect(5, 7, 30, 20) && bar.frame == rect(0, 20, 40, 4))
        }
    }

    @Test func plainViewsAndSubclassesArePlacedAlikeAndSubclassesThroughTheirOwnSetters() {
        withScreenWindow { window, _ in
            let plain = constrained(), recording = GeometryRecordingView(), passing = PassView("leaf")
            var above = window.topAnchor
            for view in [plain, recording, passing] {
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                             view.widthAnchor.constraint(equalToConstant: 30),
                                             view.heightAnchor.constraint(equalToConstant: 20),
                                             view.topAnchor.constraint(equalTo: above, constant: 5)])
                above = view.bottomAnchor
            }
            PassView.events = []
            window.layoutIfNeeded()
            #expect(plain.frame == rect(10, 5, 30, 20) && recording.frame == rect(10, 30, 30, 20))
            #expect(passing.frame == rect(10, 55, 30, 20))
            #expect(recording.boundsSet == [rect(0, 0, 30, 20)] && recording.centersSet == [CGPoint(x: 25, y: 40)])
            #expect(PassView.events.filter { $0.hasSuffix("layoutSubviews") } == ["leaf.layoutSubviews"])
            #expect(!plain.layer.needsLayout() && !window.layer.needsLayout())
        }
    }

    @Test func animatingANewConstantAnimatesAPlainViewsBoundsAndPositionFromWhereItWas() {
        withScreenWindow { window, _ in
            let panel = constrained()
            window.addSubview(panel)
            let height = panel.heightAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([height, panel.topAnchor.constraint(equalTo: window.topAnchor),
                                         panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                         panel.widthAnchor.constraint(equalToConstant: 40)])
            window.layoutIfNeeded()
            height.constant = 30
            UIView.animate(withDuration: 0.5) { window.layoutIfNeeded() }
            #expect(panel.frame == rect(0, 0, 40, 30))
            guard let bounds = panel.layer.animation(forKey: "bounds"), let position = panel.layer.animation(forKey: "position") else {
                Issue.record("the new size and centre did not animate")
                return
            }
            #expect(bounds.duration == 0.5 && position.duration == 0.5)
            let start = shown(panel, at: bounds.beginTime)
            #expect(start.bounds.size == CGSize(width: 40, height: 10) && start.position == CGPoint(x: 20, y: 5))
        }
    }

    @Test func aPlainViewsSafeAreaGuideFollowsItWhenItMovesAndResizes() {
        withScreenWindow(safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) { window, _ in
            let panel = constrained(), label = constrained()
            window.addSubview(panel)
            window.addSubview(label)
            let top = panel.topAnchor.constraint(equalTo: window.topAnchor)
            let height = panel.heightAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([top, height, panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                         panel.widthAnchor.constraint(equalToConstant: 50),
                                         label.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
                                         label.leadingAnchor.constraint(equalTo: panel.trailingAnchor),
                                         label.widthAnchor.constraint(equalToConstant: 10),
                                         label.heightAnchor.constraint(equalToConstant: 10)])
            window.layoutIfNeeded()
            #expect(label.frame.minY == 20)
            top.constant = 40
            height.constant = 30
            window.layoutIfNeeded()
            #expect(label.frame.minY == 40)
        }
    }
}
