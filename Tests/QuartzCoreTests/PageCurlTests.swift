import CoreGraphics
@testable import QuartzCore
import Testing

@Suite struct PageCurlTests {
    private let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF

    /// A 40×40 card turning from `old` (with a green band over its bottom `band` rows) to `new` by `type`,
    /// composited at `time` (the transition runs from 10 to 11); returns the frame's rows.
    private func rows(_ type: CATransitionType, at time: Double, from old: CGColor = redColor,
                      to new: CGColor = blueColor, band: CGFloat = 0, subtype: CATransitionSubtype = .fromBottom) -> [[UInt32]] {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = layer(CGRect(x: 0, y: 0, width: 40, height: 40), old)
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        card.addSublayer(layer(CGRect(x: 0, y: 40 - band, width: 40, height: band), green))
        root.addSublayer(card)
        let frame = FrameCompositor(width: 40, height: 40, scale: 1)
        frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
        let curl = CATransition()
        curl.type = type
        curl.subtype = subtype
        curl.beginTime = 10
        curl.duration = 1
        card.add(curl, forKey: kCATransition)
        card.backgroundColor = new
        card.sublayers = nil
        frame.render(RenderLayer.snapshot(of: root, at: time), time: time)
        return (0..<40).map { y in (0..<40).map { frame.surface.row(y)[$0] } }
    }

    @Test func theRawValuesAreCoreAnimations() {
        #expect(CATransitionType.pageCurl == CATransitionType(rawValue: "pageCurl"))
        #expect(CATransitionType.pageUnCurl == CATransitionType(rawValue: "pageUnCurl"))
    }

    @Test func aPageCurlLiftsTheOldPageFromTheBottom() {
        #expect(rows(.pageCurl, at: 10).allSatisfy { $0.allSatisfy { $0 == red } })
        // Halfway the curl line is at 40 − 0.5·(40 + 6 + 4.5) ≈ 14.8, the page's bottom edge folded back
        // up to about 8.4: the top still the old page, flat…
        let mid = rows(.pageCurl, at: 10.5)
        #expect(mid[0..<6].allSatisfy { $0.allSatisfy { $0 == red } })
        // …the bottom the new one, past the curl's shadow…
        #expect(mid[30..<40].allSatisfy { $0.allSatisfy { $0 == blue } })
        // …and between, the back of the paper: light grey across the whole row, neither red nor blue.
        let paper = mid.filter { row in row.allSatisfy { p in p != red && p != blue && p >> 8 & 0xFF > 0x80 } }
        #expect(paper.count >= 4)
        #expect(rows(.pageCurl, at: 12).allSatisfy { $0.allSatisfy { $0 == blue } })
    }

    @Test func aPageCurlFromTheRightIsTheCurlFromTheBottomTurnedOnItsSide() {
        // Halfway the curl line is at x ≈ 14.8: the left still the old page, the right the new one, and
        // between them columns of the back of the paper.
        let mid = rows(.pageCurl, at: 10.5, subtype: .fromRight)
        #expect(mid.allSatisfy { row in row[0..<6].allSatisfy { $0 == red } && row[30..<40].allSatisfy { $0 == blue } })
        let paper = (0..<40).filter { x in mid.allSatisfy { row in row[x] != red && row[x] != blue && row[x] >> 8 & 0xFF > 0x80 } }
        #expect(paper.count >= 4)
        // Of plain pages, every frame is the frame of the curl from the bottom with rows and columns swapped.
        for (type, time) in [(CATransitionType.pageCurl, 10.3), (.pageCurl, 10.8), (.pageUnCurl, 10.25), (.pageUnCurl, 10.7)] {
            let across = rows(type, at: time, subtype: .fromRight), up = rows(type, at: time)
            #expect((0..<40).allSatisfy { y in (0..<40).allSatisfy { x in across[y][x] == up[x][y] } }, "\(type.rawValue) at \(time)")
        }
    }

    @Test func theCurlIsShadedAcrossAndShadowsThePageBelow() {
        let column = rows(.pageCurl, at: 10.5).map { $0[20] }
        func redChannel(_ p: UInt32) -> UInt32 { p >> 16 & 0xFF }
        func greenChannel(_ p: UInt32) -> UInt32 { p >> 8 & 0xFF }
        // The back darkens where it turns edge-on at the cylinder's bottom, about row 20, below the flat back.
        #expect(greenChannel(column[19]) < greenChannel(column[10]))
        // The folded edge, at about 8.4, faintly shadows the old page just above it.
        #expect(redChannel(column[7]) < redChannel(column[3]) && redChannel(column[7]) > redChannel(column[3]) - 0x40)
        // The shadow darkens the new page just below the curl and fades out.
        #expect(column[22] & 0xFF < column[24] & 0xFF && column[24] & 0xFF < 0xFF)
    }

    @Test func theFrontOnTheCylinderIsForeshortenedAndDarkens() {
        // A tenth of the way the line is at 40 − 0.1·50.5 ≈ 34.95 and the page's bottom 5 rows are lifted,
        // the band's 4 among them: turning away round the cylinder, they cover only rows 36 to 39.45.
        let column = rows(.pageCurl, at: 10.1, band: 4).map { $0[20] }
        let green = column.indices.filter { column[$0] >> 16 & 0xFF < 0x80 && column[$0] >> 8 & 0xFF > 0x80 }
        #expect(green == [36, 37, 38])
        #expect(column[38] >> 8 & 0xFF < column[36] >> 8 & 0xFF)
        #expect(column[35] == red)
    }

    @Test func theCurlFollowsTheLineUpThePage() {
        // The topmost row of the page that is no longer flat old page rises as the transition goes on.
        func firstChanged(_ time: Double) -> Int? { rows(.pageCurl, at: time).firstIndex { $0[20] != red } }
        let early = firstChanged(10.2), late = firstChanged(10.7)
        #expect(early != nil && late != nil && late! < early!)
    }

    @Test func aPageUnCurlIsACurlPlayedBackwardsWithThePagesSwapped() {
        // The new page comes down from the top over the old one…
        let mid = rows(.pageUnCurl, at: 10.5)
        #expect(mid[0..<6].allSatisfy { $0.allSatisfy { $0 == blue } })
        #expect(mid[30..<40].allSatisfy { $0.allSatisfy { $0 == red } })
        // …exactly as a curl from blue to red looks at the mirrored time.
        let unCurl = rows(.pageUnCurl, at: 10.3), curl = rows(.pageCurl, at: 10.7, from: blueColor, to: redColor)
        #expect(unCurl.indices.filter { unCurl[$0] != curl[$0] } == [])
        #expect(rows(.pageUnCurl, at: 12).allSatisfy { $0.allSatisfy { $0 == blue } })
    }

    @Test func theCylinderJoinsTheFlatParts() {
        let curl = PageCurl(top: 0, bottom: 100, progress: 0.6)
        let front = curl.front, cylinder = curl.backOnCylinder!, flat = curl.backFlat!
        // The front runs from the line a quarter turn round, the back on to half a turn, then lies flat.
        #expect(front.arc(front.span.lowerBound) == 0)
        #expect(abs(front.arc(front.span.upperBound) - .pi / 2 * curl.radius) < 1e-9)
        #expect(abs(cylinder.arc(cylinder.span.upperBound) - .pi / 2 * curl.radius) < 1e-9)
        #expect(abs(cylinder.arc(cylinder.span.lowerBound) - .pi * curl.radius) < 1e-9)
        #expect(abs(flat.arc(flat.span.upperBound) - .pi * curl.radius) < 1e-9)
        // The flat back ends at the page's bottom edge.
        #expect(abs(flat.arc(flat.span.lowerBound) - curl.lifted) < 1e-9)
    }
}
