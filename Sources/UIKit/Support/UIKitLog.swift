import Logging

/// UIKit's log: programmer errors that iOS answers with an exception are refused and reported here, in
/// Apple's wording. Messages go to the handler the app bootstrapped (standard error by default) and to
/// any `UIKitLogObservers` (how tests read what was logged).
let uikitLog: Logger = {
    let bootstrapped = Logger(label: "UIKit").handler
    return Logger(label: "UIKit") { _ in UIKitLogObservers.Handler(forwardingTo: bootstrapped) }
}()
