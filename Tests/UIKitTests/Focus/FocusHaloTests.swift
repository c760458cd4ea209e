import Testing
@testable import UIKit
import UIKitTesting

/// The halo: a ring in the focused item's tint colour, 3 points wide, its inner edge 1 point outside the item
/// (so its centre line 2.5 points out), above the content; inside the shape for `.inside`; none for a nil effect.
@MainActor @Suite struct FocusHaloTests {
    private static let red: [UInt8] = [255, 0, 0, 255]
    private static let white: [UInt8] = [255, 255, 255, 255]

    /// A 100 × 100 key window at scale 1 holding a focusable 40 × 20 view at (30, 30), tinted pure red, focused.
    private func withFocusedItem(_ body: (FocusRecordingView, UIScreen) throws -> Void) throws {
        try withScreenWindow(size: CGSize(width: 100, height: 100)) { window, screen in
            window.makeKey()
            let item = FocusRecordingView("item", frame: CGRect(x: 30, y: 30, width: 40, height: 20))
            item.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.addSubview(item)
            EventGenerator(window: window, timing: .virtual).keyPress(.keyboardTab)
            try body(item, screen)
        }
    }

    @Test func theRingLiesOutsideTheItemInItsTint() throws {
        try withFocusedItem { item, screen in
            FramePass.runOnce()
            let pixels = capture(screen)
            // The top edge's ring spans rows 26 to 28 (y 26…29) over the middle column, x = 50.
            #expect(pixels[50, 27] == Self.red)
            #expect(pixels[50, 26] == Self.red)
            #expect(pixels[50, 28] == Self.red)
            #expect(pixels[50, 24] == Self.white, "beyond the ring")
            #expect(pixels[50, 29] == Self.white, "the 1-point gap")
            #expect(pixels[50, 40] == Self.white, "the item's clear content")
            // The left edge: columns 26 to 28 at the middle row, y = 40.
            #expect(pixels[27, 40] == Self.red)
        }
    }

    @Test func anInsideHaloFollowsItsShapeAndNilShowsNothing() throws {
        try withFocusedItem { item, screen in
            let halo = UIFocusHaloEffect(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10,
                                         curve: .continuous)
            halo.position = .inside
            item.focusEffect = halo
            FramePass.runOnce()
            var pixels = capture(screen)
            // Inside: the ring spans y 30…33 along the top edge's middle.
            #expect(pixels[50, 31] == Self.red)
            #expect(pixels[50, 27] == Self.white)

            item.focusEffect = nil
            FramePass.runOnce()
            pixels = capture(screen)
            #expect(pixels[50, 31] == Self.white)
            #expect(pixels[50, 27] == Self.white)
        }
    }
}
