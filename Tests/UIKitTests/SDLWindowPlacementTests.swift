import Foundation
import Testing
@testable import UIKit

@Suite struct SDLWindowPlacementTests {
    @Test func screensWindowsOpenSideBySideCentredOnTheDisplay() {
        // 390 + 16 + 960 = 1366 pixels wide on a 1920×1080 display: (1920 − 1366) / 2 = 277 from the left;
        // the row is 844 high: (1080 − 844) / 2 = 118 from the top.
        let origins = SDLWindowPlacement.origins(of: [CGSize(width: 390, height: 844), CGSize(width: 960, height: 640)],
                                                 on: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(origins == [CGPoint(x: 277, y: 118), CGPoint(x: 277 + 390 + 16, y: 118)])
    }

    @Test func aRowWiderThanTheDisplayStartsAtItsCorner() {
        let origins = SDLWindowPlacement.origins(of: [CGSize(width: 800, height: 600), CGSize(width: 800, height: 900)],
                                                 on: CGRect(x: 100, y: 50, width: 1280, height: 720))
        #expect(origins == [CGPoint(x: 100, y: 50), CGPoint(x: 916, y: 50)])
    }

    @Test func windowsAreTitledAfterTheAppAndScreen() {
        #expect(SDLWindowPlacement.title(app: "Catalog", screen: 0, of: 1) == "Catalog")
        #expect(SDLWindowPlacement.title(app: "Catalog", screen: 1, of: 2) == "Catalog — screen 2")
        #expect(!SDLWindowPlacement.appName.isEmpty)
        #expect(SDLWindowPlacement.appName != "Vellum")
    }
}
