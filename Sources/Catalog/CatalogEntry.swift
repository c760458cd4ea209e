import UIKit

/// One screen of the catalog: a figure or listing of the guide, live, and the chapter it belongs to.
struct CatalogEntry {
    let title: String
    let detail: String
    /// Makes the figure's view, at the size it was drawn for.
    let makeView: @MainActor () -> UIView
}

/// A chapter of the guide and its figures and listings, as the chapters list shows them.
struct CatalogChapter {
    let title: String
    let entries: [CatalogEntry]

    /// The View Programming Guide's figures and listings that the catalog shows live, chapter by chapter, and the
    /// Event Handling Guide's; one row each.
    @MainActor static let guide: [CatalogChapter] = [
        CatalogChapter(title: "View and Window Architecture", entries: [
            CatalogEntry(title: "Figure 1-1", detail: "Views of a sample application") { GuideFigures.figure1_1() },
            CatalogEntry(title: "Figure 1-2", detail: "Content mode comparisons") { GuideFigures.figure1_2() },
            CatalogEntry(title: "Figure 1-3", detail: "Stretching the background of a button") { GuideFigures.figure1_3() },
            CatalogEntry(title: "Figure 1-4", detail: "Coordinate system orientation in UIKit") { GuideFigures.figure1_4() },
            CatalogEntry(title: "Figure 1-5", detail: "Frame and bounds") { GuideFigures.figure1_5() },
            CatalogEntry(title: "Figure 1-6", detail: "Rotating a view and its content") { GuideFigures.figure1_6() },
        ]),
        CatalogChapter(title: "Windows", entries: [
            CatalogEntry(title: "Listing 2-2", detail: "A window on an external display") {
                PosterView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
            },
        ]),
        CatalogChapter(title: "Views", entries: [
            CatalogEntry(title: "Listing 3-2", detail: "Adding a custom layer to a view") { GuideFigures.listing3_2() },
            CatalogEntry(title: "Listing 3-4", detail: "A drawing method") { GuideFigures.listing3_4() },
            CatalogEntry(title: "Scroll views", detail: "A long page of the guide") {
                GuideScrollPage(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            },
            CatalogEntry(title: "Zooming", detail: "A picture to pinch") {
                ZoomPage(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            },
            CatalogEntry(title: "Layers", detail: "What Core Animation draws") {
                LayerShowcaseView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
            },
        ]),
        CatalogChapter(title: "Animations", entries: animationListings + [
            CatalogEntry(title: "Listings 4-1 to 4-9", detail: "All together; tap to play again") {
                AnimationListingsView(frame: CGRect(x: 0, y: 0, width: 960, height: 320))
            },
        ]),
        CatalogChapter(title: "Event Handling", entries: [
            CatalogEntry(title: "Hit-testing", detail: "The hit-test view and its responder chain") {
                HitTestingView(frame: .zero)
            },
        ]),
    ]

    /// Listings 4-1 to 4-9, each alone.
    @MainActor private static let animationListings = [
        "Performing a simple block-based animation", "Creating an animation block with custom options",
        "Performing a simple begin/commit animation", "Configuring animation parameters with begin/commit",
        "Nesting animations that have different configurations", "Swapping an empty text view for an existing one",
        "Changing subviews using the begin/commit methods", "Toggling between two views in a view controller",
        "Mixing view and layer animations",
    ].enumerated().map { index, detail in
        CatalogEntry(title: "Listing 4-\(index + 1)", detail: detail) { AnimationListingsView(listing: index + 1) }
    }
}
