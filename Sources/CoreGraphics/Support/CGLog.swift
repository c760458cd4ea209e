import Logging

/// Where CoreGraphics reports refused calls, in the wording Apple's CoreGraphics logs.
enum CGLog {
    static let logger = Logger(label: "CoreGraphics")

    static func error(_ message: @autoclosure () -> String) {
        logger.error("\(message())")
    }
}
