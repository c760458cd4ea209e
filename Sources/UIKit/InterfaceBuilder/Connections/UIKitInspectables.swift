import Foundation

/// UIKit's own properties by their key-value coding keys, for the user-defined runtime attributes real
/// projects set most (after `layer.*`, which goes through `CALayer`'s key-value access): the view flags and
/// colours, tags, the accessibility strings UI tests find views by, and lists' data sources and delegates.
@MainActor
enum UIKitInspectables {
    static func register(in registry: InterfaceBuilderRegistry) {
        registry.register(UIResponder.self, properties: [
            "accessibilityIdentifier": \UIResponder.accessibilityIdentifier,
            "accessibilityLabel": \UIResponder.accessibilityLabel,
            "accessibilityHint": \UIResponder.accessibilityHint,
            "accessibilityValue": \UIResponder.accessibilityValue,
            "isAccessibilityElement": \UIResponder.isAccessibilityElement,
        ], actions: [])
        registry.register(UIView.self, properties: [
            "clipsToBounds": \UIView.clipsToBounds, "alpha": \UIView.alpha, "tag": \UIView.tag,
            "hidden": \UIView.isHidden, "opaque": \UIView.isOpaque, "backgroundColor": \UIView.backgroundColor,
            "tintColor": \UIView.tintColor, "userInteractionEnabled": \UIView.isUserInteractionEnabled,
            "multipleTouchEnabled": \UIView.isMultipleTouchEnabled,
        ], actions: [])
        registry.register(UILabel.self, properties: [
            "text": \UILabel.text, "textColor": \UILabel.textColor, "numberOfLines": \UILabel.numberOfLines,
            "adjustsFontSizeToFitWidth": \UILabel.adjustsFontSizeToFitWidth,
            "minimumScaleFactor": \UILabel.minimumScaleFactor,
        ], actions: [])
        registry.register(UIViewController.self, properties: ["title": \UIViewController.title], actions: [])
        // A main nib's window names its root controller; lists name the controller that serves them.
        registry.register(UIWindow.self, properties: ["rootViewController": \UIWindow.rootViewController], actions: [])
        registry.register(UIScrollView.self, properties: ["delegate": \UIScrollView.delegate], actions: [])
        registry.register(UITableView.self, properties: ["dataSource": \UITableView.dataSource], actions: [])
        registry.register(UICollectionView.self, properties: ["dataSource": \UICollectionView.dataSource], actions: [])
    }
}
