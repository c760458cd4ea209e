import Foundation

/// A menu element whose elements come later: the menu shows a loading row until the provider calls its
/// completion, then the elements in its place. The elements are kept for the next time the menu opens, unless
/// the element was made with `uncached(_:)`. A provider that never calls back leaves the loading row.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// What the provider is given: call it, once, with the elements.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void

    let provider: @MainActor (@escaping Completion) -> Void
    let isCached: Bool
    /// The elements once provided, for a cached element.
    var providedElements: [UIMenuElement]?

    /// An element whose elements `elementProvider` provides the first time a menu shows it.
    public convenience init(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
        self.init(provider: elementProvider, cached: true)
    }

    /// An element whose elements `elementProvider` provides each time a menu shows it.
    public class func uncached(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, cached: false)
    }

    init(provider: @escaping @MainActor (@escaping Completion) -> Void, cached: Bool) {
        self.provider = provider
        isCached = cached
        super.init(title: "", image: nil)
    }

    /// Asks for the elements (unless cached ones are kept) and hands them to `receive`, once.
    func load(_ receive: @escaping Completion) {
        if isCached, let providedElements { return receive(providedElements) }
        var delivered = false
        provider { [weak self] elements in
            guard !delivered else { return }
            delivered = true
            if let self, self.isCached { self.providedElements = elements }
            receive(elements)
        }
    }
}
