import Foundation

extension UIApplication {
    /// Posted when the app receives a memory warning, after the delegate heard of it.
    nonisolated public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Sends a memory warning as iOS does: the delegate's `applicationDidReceiveMemoryWarning(_:)`, then
    /// `didReceiveMemoryWarningNotification`, then `didReceiveMemoryWarning()` of every view controller in a
    /// window, parents before children. The frame cycle sends one when the process nears `VELLUM_MEMORY_LIMIT`;
    /// tests send one with `UIKitTesting`'s `MemoryWarning.simulate()`.
    package func sendMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        func warn(_ controller: UIViewController) {
            controller.didReceiveMemoryWarning()
            for child in controller.children { warn(child) }
        }
        for window in windows { if let root = window.rootViewController { warn(root) } }
    }
}

/// Watches the process's resident memory against the limit an app sets with `VELLUM_MEMORY_LIMIT` (megabytes)
/// and says when to warn: once the process passes 90% of the limit, and again only after it fell below 80%.
struct MemoryLimitMonitor {
    /// The limit in bytes.
    let limit: UInt64
    private var armed = true

    init(limit: UInt64) {
        self.limit = limit
    }

    /// The monitor for `VELLUM_MEMORY_LIMIT`, or nil when it is unset; a value that is not a positive number of
    /// megabytes is logged and ignored.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> MemoryLimitMonitor? {
        guard let text = environment["VELLUM_MEMORY_LIMIT"] else { return nil }
        guard let megabytes = UInt64(text), megabytes > 0, megabytes < UInt64.max >> 20 else {
            uikitLog.error("VELLUM_MEMORY_LIMIT=\(text) is not a positive number of megabytes; no memory warnings are sent.")
            return nil
        }
        return MemoryLimitMonitor(limit: megabytes << 20)
    }

    /// Whether a process using `residentBytes` should be warned now.
    mutating func shouldWarn(residentBytes: UInt64) -> Bool {
        if residentBytes >= limit / 10 * 9 {
            defer { armed = false }
            return armed
        }
        if residentBytes < limit / 10 * 8 { armed = true }
        return false
    }

    /// The process's resident memory, from `/proc/self/statm`; nil where it cannot be read.
    static func residentBytes() -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = UInt64(fields[1]) else { return nil }
        return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
    }
}
