import UIKit

/// The controls gallery's rows for segmented controls, page controls and colour wells, each configured as
/// an app would show it.
@MainActor
func segmentsGalleryRows() -> [(title: String, view: UIView)] {
    let plain = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    plain.selectedSegmentIndex = 1

    let disabled = UISegmentedControl(items: ["List", "Grid", "Map"])
    disabled.selectedSegmentIndex = 0
    disabled.setEnabled(false, forSegmentAt: 2)

    let tinted = UISegmentedControl(items: ["Light", "Dark", "Automatic"])
    tinted.selectedSegmentIndex = 2
    tinted.selectedSegmentTintColor = .systemBlue
    tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)

    let momentary = UISegmentedControl(items: ["Undo", "Redo"])
    momentary.isMomentary = true

    let pages = UIPageControl()
    pages.numberOfPages = 5
    pages.currentPage = 2
    pages.pageIndicatorTintColor = .tertiaryLabel
    pages.currentPageIndicatorTintColor = .label

    let prominent = UIPageControl()
    prominent.numberOfPages = 4
    prominent.backgroundStyle = .prominent

    let many = UIPageControl()
    many.numberOfPages = 30
    many.currentPage = 12
    many.pageIndicatorTintColor = .systemGray3
    many.currentPageIndicatorTintColor = .systemBlue
    many.widthAnchor.constraint(equalToConstant: 160).isActive = true

    let well = UIColorWell()
    well.title = "Tint"
    well.selectedColor = .systemBlue

    let emptyWell = UIColorWell()
    emptyWell.supportsAlpha = false

    return [
        ("Segmented control", plain),
        ("Segmented control, a segment disabled", disabled),
        ("Segmented control, selected tint", tinted),
        ("Segmented control, momentary", momentary),
        ("Page control", pages),
        ("Page control, prominent background", prominent),
        ("Page control, 30 pages", many),
        ("Color well", well),
        ("Color well, no colour yet", emptyWell),
    ]
}
