import Foundation

/// One section of a prepared flow layout, in content coordinates: its header and footer, its lines (ranges of
/// items with their extent along the scrolling axis, in order) and its items' frames.
struct FlowSection {
    /// A line of items: rows when scrolling vertically, columns horizontally.
    struct Line {
        /// Where the line starts and ends along the scrolling axis.
        var start: CGFloat
        var end: CGFloat
        /// The items on the line.
        var items: Range<Int>
    }

    var header: CGRect
    var footer: CGRect
    var lines: [Line]
    var itemFrames: [CGRect]
    /// Where the section starts and ends along the scrolling axis, header and footer included.
    var start: CGFloat
    var end: CGFloat
    /// Where its items' area (within the section insets) ends along the scrolling axis: a pinned header stops there.
    var itemsEnd: CGFloat
    /// Where its items' area (within the section insets) starts: a pinned footer stops there.
    var itemsStart: CGFloat
}
