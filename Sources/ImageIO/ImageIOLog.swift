import Logging

/// Where ImageIO reports the images it does not decode, and why.
enum ImageIOLog {
    static let logger = Logger(label: "ImageIO")

    static func error(_ message: @autoclosure () -> String) {
        logger.error("\(message())")
    }
}
