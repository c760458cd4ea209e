import Foundation

/// A drag of a sheet, from the pan's start to its end.
@MainActor
struct SheetDrag {
    /// The sheet's top when the drag began.
    let startY: CGFloat
    /// How far the drag has moved the sheet down from there (up when negative), before any rubber band.
    var travel: CGFloat = 0
    /// The scroll view in the sheet whose drag this is, when the sheet takes part in a drag of its content.
    let scrollView: UIScrollView?
    /// Whether the user may dismiss the sheet: asked the first time the drag goes below the smallest detent.
    var mayDismiss: Bool?
    /// The dismissal the drag started, once it went below the smallest detent and the user may dismiss.
    var dismissal: SheetDismissal?
}
