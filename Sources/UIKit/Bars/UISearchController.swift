import Foundation

/// A controller that manages searching: what a navigation item's `searchController` holds. Vellum has no
/// search field yet, so it keeps what it is given and shows no search bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results; nil shows them in the searched view.
    public private(set) var searchResultsController: UIViewController?
    /// Whether the search interface shows.
    open var isActive = false
    /// Whether the searched content dims while the search interface shows; true by default.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while the search interface shows; true by default.
    open var hidesNavigationBarDuringPresentation = true

    /// A search controller showing results in `searchResultsController`, or in the searched view when nil.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller showing results in the searched view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
