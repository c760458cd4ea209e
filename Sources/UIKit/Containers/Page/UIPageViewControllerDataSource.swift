import Foundation

/// Supplies a page view controller's pages on demand, as the user turns them, and the page indicator's
/// figures.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots the scroll style's page indicator shows; 0 (the default) shows no indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page shown, asked after `setViewControllers(_:direction:animated:completion:)`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// 0: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
