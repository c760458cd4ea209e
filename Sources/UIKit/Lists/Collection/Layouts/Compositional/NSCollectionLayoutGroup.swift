import Foundation

/// Items laid out side by side (horizontal), one above the other (vertical) or where a closure says (custom);
/// a section repeats its group until its items run out. Groups nest: a group is an item of its parent.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(@MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    /// The items of the group, in order.
    public let subitems: [NSCollectionLayoutItem]

    /// The spacing between the group's items along its axis; none by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    let arrangement: Arrangement
    /// The number of times `subitems`' only item repeats; nil when the subitems are listed.
    let repeatCount: Int?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement, repeatCount: Int?) {
        self.subitems = subitems
        self.arrangement = arrangement
        self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize)
    }

    /// A group placing `subitems` left to right, each sized against the group, until the group is full.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, repeatCount: nil)
    }

    /// A group of `count` copies of `subitem` side by side, sharing the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, repeatCount: max(1, count))
    }

    /// The older name of `horizontal(layoutSize:repeatingSubitem:count:)`.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group placing `subitems` top to bottom.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, repeatCount: nil)
    }

    /// A group of `count` copies of `subitem` one above the other, sharing the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, repeatCount: max(1, count))
    }

    /// The older name of `vertical(layoutSize:repeatingSubitem:count:)`.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items are where `itemProvider` says, relative to the group; asked for each group.
    public class func custom(layoutSize: NSCollectionLayoutSize,
                             itemProvider: @escaping @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), repeatCount: nil)
    }
}
