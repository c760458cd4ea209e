import Foundation

/// The controller hierarchy as UIKit's `_printHierarchy` prints it, under a public name.
extension UIViewController {
    /// The controller and its children, one a line, each child indented under its parent:
    ///
    /// ```
    /// <MyApp.RootController 0x…>, state: appeared, view: <UIView 0x…>
    ///    | <MyApp.DetailController 0x…>, state: appeared, view: (view not loaded)
    /// ```
    public func printHierarchy() -> String {
        var lines: [String] = []
        var pending: [(controller: UIViewController, depth: Int)] = [(self, 0)]
        while let (controller, depth) = pending.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + controller.hierarchyLine)
            pending.append(contentsOf: controller.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// The hierarchies of every window's root view controller, screen by screen, windows back to front.
    public class func printHierarchy() -> String {
        UIApplication.shared.windows.compactMap { $0.rootViewController?.printHierarchy() }.joined(separator: "\n")
    }

    private var hierarchyLine: String {
        let state = switch appearance {
        case .appeared: "appeared"
        case .appearing: "appearing"
        case .disappeared: "disappeared"
        case .disappearing: "disappearing"
        }
        let view = viewIfLoaded.map { "<\(NSLayoutConstraint.className(of: $0)) \(NSLayoutConstraint.address(of: $0))>" }
            ?? "(view not loaded)"
        return "<\(NSLayoutConstraint.className(of: self)) \(NSLayoutConstraint.address(of: self))>, state: \(state), view: \(view)"
    }
}
