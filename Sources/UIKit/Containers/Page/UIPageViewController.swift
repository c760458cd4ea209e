import Foundation

/// A container that shows one page at a time (two side by side with a page-curl style's middle spine) and
/// lets the user turn pages, which its data source supplies as they are needed.
///
/// The scroll style is a paging scroll view holding the page shown and, while the user drags, its neighbours
/// — three pages at most, asked for when a drag begins. The page-curl style turns pages with Core Animation's
/// page curl, on a tap near the page's outer edges or with a drag, whose fold follows the finger.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl over one another like a book's.
        case pageCurl = 0
        /// Pages slide past one another in a paging scroll view.
        case scroll = 1
    }

    /// The axis along which pages follow one another.
    public enum NavigationOrientation: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// Where the page-curl style's spine is.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none = 0
        /// At the leading (or top) edge: one page at a time.
        case min = 1
        /// In the middle: two pages side by side.
        case mid = 2
        /// At the trailing (or bottom) edge: one page at a time.
        case max = 3
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the pages after.
        case forward = 0
        /// To the pages before.
        case reverse = 1
    }

    /// The keys of `init(transitionStyle:navigationOrientation:options:)`'s options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (or its raw value) for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The points between pages of the scroll style (a number), 0 by default.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// A neighbour of the pages shown, as far as the data source was asked.
    enum Neighbour {
        case unknown, none, page(UIViewController)

        var controller: UIViewController? {
            if case .page(let controller) = self { return controller }
            return nil
        }
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis along which pages follow one another.
    public let navigationOrientation: NavigationOrientation
    /// The points between the scroll style's pages.
    let interPageSpacing: CGFloat
    /// Where the spine is: `.none` for the scroll style, `.min` by default for the page-curl style.
    open private(set) var spineLocation: SpineLocation

    /// Whether the page-curl style shows content on the back of a turning page; true with a middle spine.
    open var isDoubleSided = false

    /// Supplies pages as the user turns them.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Hears of the user's page turns.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The pages shown.
    var pages: [UIViewController] = []
    /// The page before and after those shown, once asked for.
    var before = Neighbour.unknown, after = Neighbour.unknown
    /// The turn under way, if any.
    var turn: PageTurn?
    /// The page-curl turn following the finger, if any.
    var curlDrag: PageCurlDrag?
    /// `setViewControllers` calls made while a turn ran: each runs when the one before it ends.
    var pendingChanges: [@MainActor () -> Void] = []
    /// Set while the scroll view is moved back to the middle page, which is no scroll of the user's.
    var recentring = false

    /// The scroll style's paging scroll view.
    let scrollView: PageScrollView?
    /// The page-curl style's view holding the pages, which the curl turns.
    let curlContainer: UIView?
    /// The scroll style's page indicator.
    let indicator = PageIndicatorView()
    let curlTap = UITapGestureRecognizer()
    let curlPan = UIPanGestureRecognizer()

    /// A page view controller turning pages in `style` along `navigationOrientation`; `options` may give the
    /// spine's location (`.spineLocation`) and the space between pages (`.interPageSpacing`).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.number(options?[.interPageSpacing]).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
        switch style {
        case .scroll:
            spineLocation = .none
            scrollView = PageScrollView()
            curlContainer = nil
        case .pageCurl:
            let requested = Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
            spineLocation = requested == nil || requested == SpineLocation.none ? .min : requested!
            scrollView = nil
            curlContainer = UIView()
        }
        super.init(nibName: nil, bundle: nil)
        isDoubleSided = spineLocation == .mid
        scrollView?.controller = self
        adoptCurlGestures()
    }

    /// A page-curl controller turning pages horizontally, as Interface Builder's default; Vellum decodes nothing.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .min
        scrollView = nil
        curlContainer = UIView()
        super.init(coder: coder)
        adoptCurlGestures()
    }

    private func adoptCurlGestures() {
        curlTap.addTarget(handler: { [weak self] in self?.curlTapped($0) })
        curlPan.addTarget(handler: { [weak self] in self?.curlPanned($0) })
    }

    /// An option's number, whatever numeric type it came as.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let location as SpineLocation: CGFloat(location.rawValue)
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: nil
        }
    }

    /// The pages shown: one, or two with a middle spine; nil before any are set.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The recognizers that turn pages: the page-curl style's tap and pan; none for the scroll style, whose
    /// scroll view turns them.
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? [curlPan, curlTap] : []
    }

    /// The number of pages shown at once.
    var pagesShown: Int { spineLocation == .mid ? 2 : 1 }

    /// The container's view: the pages, and below them the page indicator when the data source counts pages.
    open override func loadView() {
        let container = PageViewControllerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        if let scrollView {
            container.addSubview(scrollView)
        } else if let curlContainer {
            container.addSubview(curlContainer)
            curlContainer.addGestureRecognizer(curlPan)
            curlContainer.addGestureRecognizer(curlTap)
        }
        container.addSubview(indicator)
        for page in pages { installPageView(page) }
    }

    /// Shows `viewControllers` (one page; two with a middle spine), turning to them in `direction` when
    /// `animated`; `completion` runs once they show. Asked for while a turn runs, it waits for that turn.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        guard new.count == pagesShown else {
            return uikitLog.error("The number of view controllers provided (\(new.count)) doesn't match the number required (\(pagesShown)) for the requested transition")
        }
        guard Set(new.map(ObjectIdentifier.init)).count == new.count, !new.contains(where: { $0 === self }) else {
            return uikitLog.error("UIPageViewController: refused view controllers \(new): a page must be distinct and not the page view controller itself.")
        }
        guard turn == nil else {
            return pendingChanges.append { [weak self] in
                self?.setViewControllers(new, direction: direction, animated: animated, completion: completion)
            }
        }
        let forward = direction == .forward
        if animated, !pages.isEmpty, isViewLoaded, appearance == .appeared {
            if transitionStyle == .scroll {
                scroll(to: new[0], forward: forward, completion: completion)
            } else {
                curl(to: new, forward: forward, byGesture: false, completion: completion)
            }
        } else {
            replacePages(with: new)
            completion?(true)
        }
        updateIndicator(askingDataSource: true)
    }

    /// The top page decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { pages.first }

    /// The top page decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { pages.first }

    /// A change of size asks the delegate where the page-curl style's spine goes.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard transitionStyle == .pageCurl, let delegate else { return }
        let orientation: UIInterfaceOrientation = size.width > size.height ? .landscapeLeft : .portrait
        let location = delegate.pageViewController(self, spineLocationFor: orientation)
        guard location != .none else {
            return uikitLog.error("UIPageViewController: the delegate returned spine location none for the page-curl style; the spine stays \(spineLocation).")
        }
        spineLocation = location
        if location == .mid { isDoubleSided = true }
    }
}
