import Foundation

/// The view controllers of an Interface Builder storyboard (`Name.storyboard`, Xcode's XML), and the segues
/// between them.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name, without the extension.
    let name: String
    /// The bundle it was looked for in.
    let bundle: Bundle

    /// The storyboard `name.storyboard` in `bundle` (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil ?? .main
        super.init()
    }
}
