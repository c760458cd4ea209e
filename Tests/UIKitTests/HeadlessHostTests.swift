import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct HeadlessHostTests {
    private func host(frames: URL?) -> HeadlessHost {
        HeadlessHost(configuration: HostConfiguration(kind: .headless, screens: [], framesDirectory: frames, duration: 1))
    }

    @Test func anAppThatCanShowAndWriteNothingIsToldWhatToSet() throws {
        let notice = try #require(host(frames: nil).launchNotice)
        #expect(notice.contains("DISPLAY") && notice.contains("VELLUM_FRAMES"))
        #expect(host(frames: URL(fileURLWithPath: "/tmp/frames")).launchNotice == nil, "frames are written: nothing to say")
    }
}
