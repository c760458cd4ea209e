import HelloVellumApp
import Testing
import UIKitSnapshotTesting

/// The greeting screen against its reference image and description in `__Snapshots__`.
@MainActor
@Suite struct GreetingSnapshotTests {
    @Test func theGreetingScreen() {
        let size = CGSize(width: 240, height: 160)
        assertSnapshot(of: GreetingViewController(), as: .image(size: size))
        assertSnapshot(of: GreetingViewController(), as: .recursiveDescription(size: size))
    }
}
