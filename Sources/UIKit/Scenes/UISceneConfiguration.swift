import Foundation

/// Which scene class, delegate class and storyboard UIKit uses to create a scene: from the Info.plist's
/// `UIApplicationSceneManifest`, or from the app delegate's `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name: the manifest's `UISceneConfigurationName`.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene to create (`UIWindowScene` or a subclass); `UIWindowScene` when nil.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, which adopts `UISceneDelegate`; none when nil.
    open var delegateClass: AnyClass?
    /// The storyboard whose initial view controller becomes the root of the scene's window: the manifest's
    /// `UISceneStoryboardFile`, unless set here.
    open var storyboard: UIStoryboard?

    /// A configuration named `name` for sessions of `sessionRole`. A name the Info.plist's manifest also uses
    /// takes the classes it names there, unless set here.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
