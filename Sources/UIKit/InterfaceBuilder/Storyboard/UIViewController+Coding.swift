import Foundation

/// What a storyboard scene says about its controller, read in `init?(coder:)` as on iOS: the title, the modal
/// styles, the navigation item with its bar button items, the tab bar item, and a navigation controller's bar.
extension UIViewController {
    /// Reads the controller's element. Bar button items are made through the load, so that segues and actions
    /// from them, and popovers anchored on them, find them.
    func decodeController(from coder: InterfaceBuilderCoder) {
        if let title = coder.string("title") { self.title = title }
        if let style = coder.enumeration("modalPresentationStyle", UIStoryboard.presentationStyles, as: UIModalPresentationStyle.self) {
            modalPresentationStyle = style
        }
        if let style = coder.enumeration("modalTransitionStyle", UIStoryboard.transitionStyles, as: UIModalTransitionStyle.self) {
            modalTransitionStyle = style
        }
        if let defines = coder.bool("definesPresentationContext") { definesPresentationContext = defines }
        if let hides = coder.bool("hidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = hides }
        if let item = coder.element.child(key: "navigationItem") { decodeNavigationItem(item, decoder: coder.decoder) }
        if let item = coder.element.child(key: "tabBarItem") {
            let image = item["image"].flatMap { coder.decoder.image(named: $0, catalog: item["catalog"]) }
            let selected = item["selectedImage"].flatMap { coder.decoder.image(named: $0, catalog: item["catalog"]) }
            tabBarItem = UITabBarItem(title: item["title"] ?? title, image: image, selectedImage: selected)
        }
        if let navigation = self as? UINavigationController {
            if let hidden = coder.bool("navigationBarHidden") { navigation.isNavigationBarHidden = hidden }
            if let bar = coder.element.child(key: "navigationBar"), let large = bar.bool("largeTitles") {
                navigation.navigationBar.prefersLargeTitles = large
            }
        }
    }

    /// `<navigationItem key="navigationItem" title= prompt= largeTitleDisplayMode=>` with its bar button items.
    private func decodeNavigationItem(_ element: InterfaceBuilderElement, decoder: InterfaceBuilderDecoder) {
        let item = navigationItem
        if let title = element["title"] { item.title = title }
        if let prompt = element["prompt"] { item.prompt = prompt }
        if let mode = InterfaceBuilderValues.enumeration(element["largeTitleDisplayMode"], ["automatic", "always", "never"],
                                                         as: UINavigationItem.LargeTitleDisplayMode.self) {
            item.largeTitleDisplayMode = mode
        }
        func barItem(_ element: InterfaceBuilderElement) -> UIBarButtonItem? {
            guard let barItem = decoder.object(for: element) as? UIBarButtonItem else { return nil }
            if let title = element["title"] { barItem.title = title }
            if let image = element["image"] { barItem.image = decoder.image(named: image, catalog: element["catalog"]) }
            if let style = InterfaceBuilderValues.enumeration(element["style"], ["plain", "bordered", "done"], as: UIBarButtonItem.Style.self) {
                barItem.style = style
            }
            return barItem
        }
        func items(_ single: String, _ plural: String) -> [UIBarButtonItem]? {
            if let list = element.child(key: plural) { return list.children.compactMap(barItem) }
            return element.child(key: single).flatMap(barItem).map { [$0] }
        }
        if let left = items("leftBarButtonItem", "leftBarButtonItems") { item.leftBarButtonItems = left }
        if let right = items("rightBarButtonItem", "rightBarButtonItems") { item.rightBarButtonItems = right }
        if let back = element.child(key: "backBarButtonItem").flatMap(barItem) { item.backBarButtonItem = back }
    }
}
