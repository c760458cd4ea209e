// `import UIKitSnapshotTesting` is all a snapshot test needs, as `import UIKitTesting` is for other tests.
@_exported import SnapshotTesting
@_exported import UIKit
