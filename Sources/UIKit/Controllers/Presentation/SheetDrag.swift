import Foundation

/// A drag of a sheet, from the pan's start to its end.
@MainActor
struct SheetDrag {
    /// The sheet's top when the drag began.
    let startY: CGFloat
    /// Whether the user may dismiss the sheet: asked the first time the drag goes below the smallest detent.
    var mayDismiss: Bool?
    /// The dismissal the drag started, once it went below the smallest detent and the user may dismiss.
    var dismissal: SheetDismissal?
}
