import Foundation
import Testing

/// The SDL host in a real X server: Xvfb, with the Catalog app's window, read back with `xwd`.
@Suite struct XvfbWindowTests {
    static let xvfb = "/usr/bin/Xvfb", xwd = "/usr/bin/xwd"
    static var toolsInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: xvfb) && FileManager.default.isExecutableFile(atPath: xwd)
    }

    /// The Catalog executable, built next to the test bundle.
    static var catalog: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Catalog")
    }

    @Test(.enabled(if: toolsInstalled, "needs Xvfb and xwd: make test installs them"))
    func theCatalogOpensARealWindowShowingItsViews() throws {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: Self.xvfb)
        // Xvfb picks a free display itself and writes its number once it accepts connections: test runs in
        // parallel (other worktrees, other suites) never share a display, and nothing sleeps for readiness.
        // The screen is the window's size, so the centred window sits at the origin.
        server.arguments = ["-displayfd", "1", "-screen", "0", "390x844x24", "-nolisten", "tcp", "-noreset"]
        let ready = Pipe()
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        // The test runner's children may inherit a blocked SIGTERM: stop them for sure.
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        let display = try #require(Self.displayNumber(from: ready.fileHandleForReading), "Xvfb did not start")

        let app = Process()
        app.executableURL = Self.catalog
        app.environment = ProcessInfo.processInfo.environment.merging(
            ["DISPLAY": display, "VELLUM_HOST": "sdl", "VELLUM_SCREENS": "390x844@1"]) { $1 }
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try #require(FileManager.default.isExecutableFile(atPath: Self.catalog.path), "build the Catalog first")

        try app.run()
        defer { kill(app.processIdentifier, SIGKILL); app.waitUntilExit() }

        // Expected, by hand from the Catalog's first screen at scale 1, the welcome screen of Main.storyboard: its
        // background is the asset catalog's WelcomeBackground (0.957, 0.937, 0.890 → 244, 239, 227); its stack is
        // centred in the 795 points above the tab bar, about 300 high, so the 120-point mark spans about y = 245 to
        // 365, and 10 points in from its left edge (x = 145) lies its blue border, #2F5AA8 (47, 90, 168), over the
        // rows 30 to 90 of the mark.
        var shot: XWDImage?
        for _ in 0..<40 {
            Thread.sleep(forTimeInterval: 0.5)
            shot = try? Self.screenshot(display)
            if let s = shot, s.pixel(145, 305) == [47, 90, 168] { break }
        }
        let image = try #require(shot)
        #expect(image.width == 390 && image.height == 844)
        #expect(image.pixel(5, 5) == [244, 239, 227])
        #expect(image.pixel(380, 150) == [244, 239, 227])
        #expect(image.pixel(145, 305) == [47, 90, 168])
        #expect(app.isRunning)
    }

    /// The display Xvfb chose (":N"), read from the line it writes when ready; nil if it ends first.
    static func displayNumber(from handle: FileHandle) -> String? {
        var text = ""
        while !text.contains("\n") {
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)).map { ":\($0)" }
    }

    static func screenshot(_ display: String) throws -> XWDImage {
        let xwd = Process()
        xwd.executableURL = URL(fileURLWithPath: Self.xwd)
        xwd.arguments = ["-root", "-silent", "-display", display]
        let pipe = Pipe()
        xwd.standardOutput = pipe
        xwd.standardError = FileHandle.nullDevice
        try xwd.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        xwd.waitUntilExit()
        return try XWDImage(data)
    }
}

/// An X window dump (`xwd`) of a 24- or 32-bit TrueColor screen.
struct XWDImage {
    struct Malformed: Error {}
    let width: Int, height: Int
    private let data: [UInt8]
    private let offset: Int, bytesPerLine: Int, littleEndian: Bool
    private let masks: (UInt32, UInt32, UInt32)

    init(_ bytes: Data) throws {
        let data = [UInt8](bytes)
        guard data.count >= 100 else { throw Malformed() }
        func field(_ i: Int) -> Int {
            data[i * 4..<i * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        self.data = data
        let headerSize = field(0), bitsPerPixel = field(11), colors = field(19)
        guard bitsPerPixel == 32 else { throw Malformed() }
        width = field(4)
        height = field(5)
        littleEndian = field(7) == 0
        bytesPerLine = field(12)
        masks = (UInt32(field(14)), UInt32(field(15)), UInt32(field(16)))
        offset = headerSize + colors * 12
        guard data.count >= offset + bytesPerLine * height else { throw Malformed() }
    }

    /// The red, green and blue of pixel (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let i = offset + y * bytesPerLine + x * 4
        let b = data[i..<i + 4].map(UInt32.init)
        let v = littleEndian ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
        func channel(_ mask: UInt32) -> UInt8 { UInt8((v & mask) >> UInt32(mask.trailingZeroBitCount) & 0xFF) }
        return [channel(masks.0), channel(masks.1), channel(masks.2)]
    }
}
