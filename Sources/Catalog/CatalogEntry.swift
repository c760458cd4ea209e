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

    /// The View Programming Guide's chapters that the catalog shows live.
    @MainActor static let guide: [CatalogChapter] = [
        CatalogChapter(title: "View and Window Architecture", entries: [
            CatalogEntry(title: "Figure 1-1", detail: "Views of a sample application") { GuideFigures.figure1_1() },
            CatalogEntry(title: "Figure 1-5", detail: "Frame and bounds") { GuideFigures.figure1_5() },
        ]),
        CatalogChapter(title: "Windows", entries: [
            CatalogEntry(title: "Listing 2-2", detail: "A window on an external display") {
                PosterView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
            },
        ]),
        CatalogChapter(title: "Views", entries: [
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
        CatalogChapter(title: "Animations", entries: [
            CatalogEntry(title: "Listings 4-1 to 4-9", detail: "Block, nested and reversed animations") {
                AnimationListingsView(frame: CGRect(x: 0, y: 0, width: 960, height: 320))
            },
        ]),
    ]
}
