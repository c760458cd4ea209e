import Foundation

/// What the system keeps about one instance of the app's interface while its scene comes and goes: its role,
/// configuration, identifier and user info. Closing its desktop window discards the session.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of interface a session shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name, as the Info.plist's scene manifest keys it.
        public var rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    public let role: UISceneSession.Role
    /// The configuration its scene was created from.
    public internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session, kept for its whole life.
    public let persistentIdentifier: String
    /// Whatever the app wants to keep with the session.
    open var userInfo: [String: Any]?
    /// The session's scene while one is connected.
    public internal(set) weak var scene: UIScene?

    init(role: UISceneSession.Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
