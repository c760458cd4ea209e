import Foundation

/// A split view's width preferences, each `UISplitViewController.automaticDimension` until set.
struct SplitColumnWidths {
    var preferredPrimary = UISplitViewController.automaticDimension
    var primaryFraction = UISplitViewController.automaticDimension
    var minimumPrimary = UISplitViewController.automaticDimension
    var maximumPrimary = UISplitViewController.automaticDimension
    var preferredSupplementary = UISplitViewController.automaticDimension
    var supplementaryFraction = UISplitViewController.automaticDimension
    var minimumSupplementary = UISplitViewController.automaticDimension
    var maximumSupplementary = UISplitViewController.automaticDimension

    /// A side column's width in `total` points: the preferred width, else the fraction of the total, else 320
    /// points, kept between the bounds that are set and within the total.
    static func resolve(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat,
                        total: CGFloat) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        var width = preferred != automatic ? preferred
            : fraction != automatic ? fraction * total : UISplitViewController.defaultColumnWidth
        if minimum != automatic { width = max(width, minimum) }
        if maximum != automatic { width = min(width, maximum) }
        return min(max(0, width), max(0, total))
    }
}
