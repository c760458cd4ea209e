import Foundation

/// The UIKit class each Interface Builder element stands for, and how one is created for a coder.
@MainActor
enum InterfaceBuilderClasses {
    /// Element names and their classes. Elements of the standard views Vellum lacks are in `viewStandIns`.
    nonisolated static let elementClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "stepper": "UIStepper", "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView", "textField": "UITextField", "pageControl": "UIPageControl",
        "visualEffectView": "UIVisualEffectView", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UIView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "navigationBar": "UINavigationBar", "tabBar": "UITabBar", "toolbar": "UIToolbar", "window": "UIWindow",
        "colorWell": "UIColorWell", "refreshControl": "UIRefreshControl",
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "tableViewController": "UITableViewController",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
        "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    ]

    /// Elements Interface Builder writes for views Vellum does not have yet: a plain `UIView` holds their place
    /// (frame, colours, subviews, constraints), logged once per load.
    nonisolated static let viewStandIns: Set<String> = [
        "textView", "searchBar", "wkWebView", "webView", "mapView", "containerView", "glkView", "mtkView",
        "sceneKitView", "skView", "arscnView", "arskView", "adBannerView",
    ]

    /// Controllers Vellum does not have yet: a plain `UIViewController` holds their place.
    nonisolated static let controllerStandIns: Set<String> = [
        "collectionViewController", "glkViewController", "avPlayerViewController", "hostingController",
    ]

    /// UIKit's classes by name, for `customClass` values that name one (`customClass="UIControl"`).
    static let classesByName: [String: AnyClass] = [
        "UIView": UIView.self, "UILabel": UILabel.self, "UIButton": UIButton.self, "UIImageView": UIImageView.self,
        "UIStackView": UIStackView.self, "UIScrollView": UIScrollView.self, "UISwitch": UISwitch.self,
        "UISlider": UISlider.self, "UISegmentedControl": UISegmentedControl.self, "UIStepper": UIStepper.self,
        "UIProgressView": UIProgressView.self, "UIActivityIndicatorView": UIActivityIndicatorView.self,
        "UITextField": UITextField.self, "UIPageControl": UIPageControl.self, "UIVisualEffectView": UIVisualEffectView.self,
        "UIDatePicker": UIDatePicker.self, "UIPickerView": UIPickerView.self, "UITableView": UITableView.self,
        "UITableViewCell": UITableViewCell.self, "UICollectionView": UICollectionView.self,
        "UICollectionViewCell": UICollectionViewCell.self, "UICollectionReusableView": UICollectionReusableView.self,
        "UITableViewHeaderFooterView": UITableViewHeaderFooterView.self, "UINavigationBar": UINavigationBar.self,
        "UITabBar": UITabBar.self, "UIToolbar": UIToolbar.self, "UIWindow": UIWindow.self, "UIColorWell": UIColorWell.self,
        "UIRefreshControl": UIRefreshControl.self, "UIControl": UIControl.self,
        "UIViewController": UIViewController.self, "UINavigationController": UINavigationController.self,
        "UITabBarController": UITabBarController.self, "UITableViewController": UITableViewController.self,
        "UISplitViewController": UISplitViewController.self, "UIPageViewController": UIPageViewController.self,
        "UINavigationItem": UINavigationItem.self, "UIBarButtonItem": UIBarButtonItem.self,
        "UITabBarItem": UITabBarItem.self, "UIResponder": UIResponder.self,
        "UITapGestureRecognizer": UITapGestureRecognizer.self, "UIPanGestureRecognizer": UIPanGestureRecognizer.self,
        "UILongPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "UISwipeGestureRecognizer": UISwipeGestureRecognizer.self, "UIPinchGestureRecognizer": UIPinchGestureRecognizer.self,
        "UIRotationGestureRecognizer": UIRotationGestureRecognizer.self,
        "UIScreenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
    ]

    /// The class an element stands for before any `customClass`.
    static func baseClass(ofElement name: String) -> AnyClass? {
        if viewStandIns.contains(name) { return UIView.self }
        if controllerStandIns.contains(name) { return UIViewController.self }
        return elementClasses[name].flatMap { classesByName[$0] }
    }

    /// An instance of `type` made for `coder`, through the initializer its family has; nil when the class
    /// cannot be made from a coder or refuses it.
    static func make(_ type: AnyClass, coder: NSCoder) -> AnyObject? {
        switch type {
        case let view as UIView.Type: return view.init(coder: coder)
        case let controller as UIViewController.Type: return controller.init(coder: coder)
        case let item as UIBarItem.Type: return item.init(coder: coder)
        case let item as UINavigationItem.Type: return item.init(coder: coder)
        case let recognizer as UIGestureRecognizer.Type:
            let made = gestureRecognizers[ObjectIdentifier(recognizer)]?()
                ?? (recognizer as? InterfaceBuilder.CustomObject.Type)?.init() as? UIGestureRecognizer
            guard let made else { return nil }
            if let coder = coder as? InterfaceBuilderCoder { made.decodeGestureRecognizer(from: coder) }
            return made
        case let custom as InterfaceBuilder.CustomObject.Type: return custom.init()
        default: return nil
        }
    }

    /// Whether `make(_:coder:)` can make an instance of `type`: a gesture recognizer only when it is UIKit's own
    /// or declares `InterfaceBuilder.CustomObject`.
    static func canMake(_ type: AnyClass) -> Bool {
        guard type is UIGestureRecognizer.Type else { return true }
        return gestureRecognizers[ObjectIdentifier(type)] != nil || type is InterfaceBuilder.CustomObject.Type
    }

    /// Gesture recognizers have no initializer a subclass must keep, so UIKit's own are made by these, and a
    /// custom class through `InterfaceBuilder.CustomObject`'s `init()`.
    private static let gestureRecognizers: [ObjectIdentifier: @MainActor () -> UIGestureRecognizer] = [
        ObjectIdentifier(UITapGestureRecognizer.self): { UITapGestureRecognizer() },
        ObjectIdentifier(UIPanGestureRecognizer.self): { UIPanGestureRecognizer() },
        ObjectIdentifier(UILongPressGestureRecognizer.self): { UILongPressGestureRecognizer() },
        ObjectIdentifier(UISwipeGestureRecognizer.self): { UISwipeGestureRecognizer() },
        ObjectIdentifier(UIPinchGestureRecognizer.self): { UIPinchGestureRecognizer() },
        ObjectIdentifier(UIRotationGestureRecognizer.self): { UIRotationGestureRecognizer() },
        ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self): { UIScreenEdgePanGestureRecognizer() },
    ]
}
