import Foundation

/// What a storyboard's `<splitViewController>` says about its columns, read in `init?(coder:)` before the split
/// view sets itself up, since its style is fixed at creation.
extension UISplitViewController {
    /// `style="doubleColumn"` or `"tripleColumn"` (what a compiled nib's `UISplitViewControllerStyle` becomes),
    /// or Xcode 12's `allowDoubleColumnStyle="YES"`, which its double-column template writes; the classic style
    /// otherwise. An unknown style is logged and gives the classic one.
    static func decodedStyle(from coder: InterfaceBuilderCoder) -> Style {
        if let style = coder.checkedEnumeration("style", ["unspecified", "doubleColumn", "tripleColumn"], as: Style.self) {
            return style
        }
        return coder.bool("allowDoubleColumnStyle") == true ? .doubleColumn : .unspecified
    }
}
