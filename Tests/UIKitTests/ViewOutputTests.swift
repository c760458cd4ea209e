import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ViewOutputTests {
    nonisolated static var pdftoppmInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm") }

    @Test(.enabled(if: pdftoppmInstalled, "needs pdftoppm: make test installs poppler-utils"))
    func aViewPrintsToAPDFPageAsItIsDrawn() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        half.backgroundColor = .blue
        view.addSubview(half)
        let data = UIGraphicsPDFRenderer(bounds: view.bounds).pdfData { context in
            context.beginPage()
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(data.starts(with: Data("%PDF-".utf8)))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-pdf-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("view.pdf")
        try data.write(to: pdf)
        let rasterize = Process()
        rasterize.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
        // 72 dots per inch: one pixel per point, so the page is 100×50 pixels.
        rasterize.arguments = ["-png", "-r", "72", "-singlefile", pdf.path, folder.appendingPathComponent("page").path]
        try rasterize.run()
        rasterize.waitUntilExit()
        let page = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("page.png").path))
        let pixels = Pixels(page)
        #expect(pixels.width == 100 && pixels.height == 50)
        #expect(pixels[25, 25] == redPixel)
        #expect(pixels[75, 25] == bluePixel)
    }

    @Test func aHugeViewThatDrawsGetsABoundedBackingStore() {
        withScreenWindow { window, _ in
            let huge = DrawingView(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
            window.addSubview(huge)
            performPendingUpdates()
            #expect(huge.drawnRects == [huge.bounds])
            let store = huge.layer.contents as? BackingStore
            #expect(store != nil)
            if let store { #expect(store.surface.width * store.surface.height <= 4096 * 4096) }
        }
    }

    @Test func textWithAnUnpairedSurrogateDrawsWithoutCrashing() {
        withScreenWindow { window, screen in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            let units: [UInt16] = [0x0041, 0xD800, 0x0042]
            label.text = String(utf16CodeUnits: units, count: units.count)
            label.textColor = .black
            window.addSubview(label)
            let pixels = capture(screen)
            let inked = (0..<100).contains { x in (0..<30).contains { y in pixels[x, y][0] < 128 } }
            #expect(inked)
        }
    }
}
