import Foundation

/// UIKit's names for the two levels of an index path in a table or collection view. Foundation on Linux
/// lacks them (on Apple's platforms UIKit adds them too).
extension IndexPath {
    /// An index path for `row` in `section`, as table views use.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for `item` in `section`, as collection views use.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index, as collection views name it.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
