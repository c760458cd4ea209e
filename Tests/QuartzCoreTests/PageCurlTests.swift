import CoreGraphics
@testable import QuartzCore
import Testing

@Suite struct PageCurlTests {
    /// A 40×40 red card turning into a blue one by `type`, composited at `time` (the transition runs from
    /// 10 to 11); returns the frame.
    private func frame(_ type: CATransitionType, at time: Double) -> FrameCompositor {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = layer(CGRect(x: 0, y: 0, width: 40, height: 40), redColor)
        root.addSublayer(card)
        let frame = FrameCompositor(width: 40, height: 40, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        let curl = CATransition()
        curl.type = type
        curl.beginTime = 10
        curl.duration = 1
        card.add(curl, forKey: kCATransition)
        card.backgroundColor = blueColor
        frame.render(RenderLayer.snapshot(of: root, at: time), time: time)
        return frame
    }

    private func isRed(_ p: UInt32) -> Bool { p == 0xFFFF_0000 }
    private func isBlue(_ p: UInt32) -> Bool { p == 0xFF00_00FF }

    @Test func aPageCurlLiftsTheOldPageFromTheBottom() {
        #expect(frame(.pageCurl, at: 10).surface.row(20)[20] == 0xFFFF_0000)
        let mid = frame(.pageCurl, at: 10.25)
        // A quarter of the way the line is at 40 − 0.25·(40 + π·6) ≈ 25.3: the top still the old page…
        #expect(isRed(mid.surface.row(2)[20]))
        // …the bottom the new one…
        #expect(isBlue(mid.surface.row(38)[20]))
        // …and between, the back of the paper: light (green well above 0), neither red nor blue.
        let back = (0..<40).map { mid.surface.row($0)[20] }.filter { p in
            !isRed(p) && !isBlue(p) && (p >> 8 & 0xFF) > 0x80
        }
        #expect(back.count >= 2)
        #expect(isBlue(frame(.pageCurl, at: 12).surface.row(5)[20]))
    }

    @Test func aPageUnCurlBringsTheNewPageDownOverTheOld() {
        #expect(isRed(frame(.pageUnCurl, at: 10).surface.row(20)[20]))
        let mid = frame(.pageUnCurl, at: 10.75)
        // The new page comes down from the top: blue above, the old red below.
        #expect(isBlue(mid.surface.row(2)[20]))
        #expect(isRed(mid.surface.row(38)[20]))
        #expect(isBlue(frame(.pageUnCurl, at: 12).surface.row(38)[20]))
    }
}
