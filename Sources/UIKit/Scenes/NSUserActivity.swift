import Foundation

/// What the user was doing, to carry into another scene: Foundation's type, which Foundation on Linux lacks.
/// Vellum only passes it through (`requestSceneSessionActivation` → `UIScene.ConnectionOptions.userActivities`).
open class NSUserActivity: NSObject {
    /// The kind of activity, in reverse-DNS form.
    public let activityType: String
    /// A title for the activity.
    open var title: String?
    /// What the activity needs to resume.
    open var userInfo: [AnyHashable: Any]?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
