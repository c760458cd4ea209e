import Logging

/// UIKit's log: programmer errors that iOS answers with an exception are refused and reported here, in
/// Apple's wording.
let uikitLog = Logger(label: "UIKit")
