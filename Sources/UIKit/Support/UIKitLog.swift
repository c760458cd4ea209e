import Logging

/// UIKit's log: programmer errors that iOS answers with an exception are refused and reported here, in
/// Apple's wording.
let uikitLog = Logger(label: "UIKit")

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
