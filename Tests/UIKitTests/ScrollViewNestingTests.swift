import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Scroll views inside scroll views, and the directional lock.
@MainActor @Suite struct ScrollViewNestingTests {
    /// A drag by `translation` from `start` in one move, held and lifted: no momentum.
    private func drag(_ generator: EventGenerator, from start: CGPoint, by translation: CGVector) throws {
        try generator.fingerDown(at: start)
        try generator.fingerMove(to: CGPoint(x: start.x + translation.dx, y: start.y + translation.dy))
        try generator.fingerUp()
    }

    @Test func anInnerHorizontalAndAnOuterVerticalScrollViewEachTakeTheirAxis() throws {
        try withScrollWindow { window, generator, clock in
            let (outer, outerLog) = makeScrollView(in: window, frame: CGRect(x: 0, y: 0, width: 300, height: 400),
                                                   contentSize: CGSize(width: 300, height: 1200))
            let (inner, innerLog) = makeScrollView(in: outer, frame: CGRect(x: 0, y: 100, width: 300, height: 150),
                                                   contentSize: CGSize(width: 900, height: 150))
            try drag(generator, from: CGPoint(x: 250, y: 175), by: CGVector(dx: -150, dy: -30))
            #expect(inner.contentOffset == CGPoint(x: 140, y: 0) && outer.contentOffset == .zero)
            #expect(outerLog.events.isEmpty)
            try drag(generator, from: CGPoint(x: 150, y: 200), by: CGVector(dx: 30, dy: -100))
            #expect(outer.contentOffset == CGPoint(x: 0, y: 90) && inner.contentOffset == CGPoint(x: 140, y: 0))
            #expect(innerLog.events.count == 4, "the inner view heard only its own drag: \(innerLog.events)")
            // A wheel over the inner view scrolls the outer one along the axis the inner one cannot scroll.
            generator.scroll(by: CGVector(dx: 0, dy: -20), at: CGPoint(x: 150, y: 100))
            generator.wait(0.2)
            clock.renderFrames(9)
            #expect(outer.contentOffset == CGPoint(x: 0, y: 110) && inner.contentOffset == CGPoint(x: 140, y: 0))
        }
    }

    @Test func theOuterViewTakesADragOnlyWhenItBeginsAtAnEdgeTheInnerOneCannotPass() throws {
        try withScrollWindow { window, generator, clock in
            let (outer, _) = makeScrollView(in: window, frame: CGRect(x: 0, y: 0, width: 300, height: 400),
                                            contentSize: CGSize(width: 900, height: 400))
            let (inner, _) = makeScrollView(in: outer, frame: CGRect(x: 0, y: 100, width: 300, height: 150),
                                            contentSize: CGSize(width: 600, height: 150))
            // Bouncing, the inner view keeps a drag past its edge and stretches.
            inner.contentOffset = CGPoint(x: 300, y: 0)
            try generator.fingerDown(at: CGPoint(x: 250, y: 175))
            try generator.fingerMove(to: CGPoint(x: 150, y: 175))
            #expect(inner.contentOffset.x > 300 && outer.contentOffset == .zero)
            try generator.fingerUp()
            clock.renderFrames(60)
            #expect(inner.contentOffset == CGPoint(x: 300, y: 0))
            // Not bouncing and at that edge, it lets the outer view take the drag.
            inner.bounces = false
            try drag(generator, from: CGPoint(x: 250, y: 175), by: CGVector(dx: -100, dy: 0))
            #expect(inner.contentOffset == CGPoint(x: 300, y: 0) && outer.contentOffset == CGPoint(x: 90, y: 0))
            // Reaching the edge during its drag, it stops there: the outer view does not take over mid-drag.
            outer.contentOffset = .zero
            inner.contentOffset = CGPoint(x: 250, y: 0)
            try drag(generator, from: CGPoint(x: 250, y: 175), by: CGVector(dx: -160, dy: 0))
            #expect(inner.contentOffset == CGPoint(x: 300, y: 0) && outer.contentOffset == .zero)
        }
    }

    @Test func theDirectionalLockKeepsADragToTheAxisItStartsAlong() throws {
        try withScrollWindow { window, generator, _ in
            let (scroll, _) = makeScrollView(in: window, frame: CGRect(x: 0, y: 0, width: 300, height: 300),
                                             contentSize: CGSize(width: 1000, height: 1000))
            // Unlocked, a drag mostly across moves both ways (10 points of hysteresis off each).
            try drag(generator, from: CGPoint(x: 250, y: 250), by: CGVector(dx: -100, dy: -20))
            #expect(scroll.contentOffset == CGPoint(x: 90, y: 10))
            scroll.isDirectionalLockEnabled = true
            scroll.contentOffset = .zero
            try generator.fingerDown(at: CGPoint(x: 250, y: 250))
            try generator.fingerMove(to: CGPoint(x: 150, y: 230))
            try generator.fingerMove(to: CGPoint(x: 150, y: 150))
            #expect(scroll.contentOffset == CGPoint(x: 90, y: 0), "locked across for the whole drag")
            try generator.fingerUp()
            // A diagonal start locks nothing.
            scroll.contentOffset = .zero
            try drag(generator, from: CGPoint(x: 250, y: 250), by: CGVector(dx: -100, dy: -80))
            #expect(scroll.contentOffset == CGPoint(x: 90, y: 70))
            scroll.contentOffset = .zero
            try drag(generator, from: CGPoint(x: 250, y: 250), by: CGVector(dx: -20, dy: -100))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 90))
        }
    }
}
