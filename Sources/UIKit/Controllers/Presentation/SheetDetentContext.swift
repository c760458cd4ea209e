import Foundation

/// The resolution context of a sheet's container.
@MainActor
final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    init(maximumDetentValue: CGFloat) { self.maximumDetentValue = maximumDetentValue }
}
