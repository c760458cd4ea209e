import Foundation
import Testing
import UIKitTesting

/// The event generator's view-level input: centres found through the tree, views found by identifier.
@MainActor @Suite struct EventGeneratorViewTests {
    @Test func aTapOnAViewLandsOnItsCentreInWindowCoordinates() throws {
        try withWindow { window in
            let container = UIView(frame: CGRect(x: 50, y: 50, width: 120, height: 120))
            container.bounds.origin = CGPoint(x: 10, y: 20) // shifts the content up and left
            let target = TouchRecordingView(frame: CGRect(x: 30, y: 40, width: 40, height: 60))
            container.addSubview(target)
            window.addSubview(container)
            let generator = EventGenerator(window: window, timing: .virtual)
            // Centre (50, 70) in the container, less its bounds origin, plus its origin: (90, 100).
            #expect(try generator.location(of: target) == CGPoint(x: 90, y: 100))
            try generator.fingerTap(on: target)
            #expect(target.began == [CGPoint(x: 90, y: 100)])

            // Scaled by 2 about the container's centre (110, 110): the target's centre, (−20, −10) from the
            // centre of the container's bounds (70, 80), is twice as far from it, at (70, 90).
            container.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(try generator.location(of: target) == CGPoint(x: 70, y: 90))
        }
    }

    @Test func viewsAreFoundByAccessibilityIdentifierParentsFirst() throws {
        try withWindow { window in
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let inner = TouchRecordingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let later = UIView(frame: CGRect(x: 120, y: 0, width: 50, height: 50))
            outer.addSubview(inner)
            window.addSubview(outer)
            window.addSubview(later)
            inner.accessibilityIdentifier = "save"
            later.accessibilityIdentifier = "save"
            let generator = EventGenerator(window: window, timing: .virtual)
            #expect(try generator.view(withAccessibilityIdentifier: "save") === inner)
            #expect(window.firstView(withAccessibilityIdentifier: "save") === inner)
            #expect(later.firstView(withAccessibilityIdentifier: "save") === later)
            #expect(throws: EventGenerator.Error.noViewWithIdentifier("cancel")) {
                try generator.view(withAccessibilityIdentifier: "cancel")
            }
            try generator.fingerTap(onViewWithAccessibilityIdentifier: "save")
            #expect(inner.began == [CGPoint(x: 20, y: 20)])
        }
    }

    @Test func viewsInputCannotReachAreRefused() throws {
        try withWindow { window in
            let elsewhere = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            parent.addSubview(child)
            window.addSubview(parent)
            parent.isHidden = true
            let generator = EventGenerator(window: window, timing: .virtual)
            #expect(throws: EventGenerator.Error.viewNotInWindow) { try generator.fingerTap(on: elsewhere) }
            #expect(throws: EventGenerator.Error.viewNotVisible) { try generator.fingerTap(on: child) }
            #expect(elsewhere.began.isEmpty && child.began.isEmpty)
            // Nothing was left down: a later tap works.
            parent.isHidden = false
            try generator.fingerTap(on: child)
            #expect(child.began == [CGPoint(x: 25, y: 25)])
        }
    }

    @Test func aDragPansFromTheViewsCentrePastTheTenPointThreshold() throws {
        try withWindow { window in
            let handle = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            let recorder = PanRecorder()
            handle.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle))
            window.addSubview(handle)
            let generator = EventGenerator(window: window, timing: .virtual)
            // 8 points right and 6 down: under 10 points either way, so no pan begins.
            try generator.fingerDrag(from: handle, by: CGVector(dx: 8, dy: 6))
            #expect(recorder.states.isEmpty)
            // 50 points right: the pan begins at 10, so it reports 40.
            try generator.fingerDrag(from: handle, by: CGVector(dx: 50, dy: 0))
            #expect(recorder.states.first == .began)
            #expect(recorder.states.last == .ended)
            #expect(recorder.translations.last == CGPoint(x: 40, y: 0))
        }
    }
}
