import Foundation

/// One section of a prepared compositional layout, in content coordinates.
struct CompositionalSection {
    /// A supplementary or decoration element.
    struct Element {
        let kind: String
        var frame: CGRect
        let zIndex: Int
        let pinned: Bool
    }

    /// One repetition of the group: where it spans along the scrolling axis and the items it holds.
    struct GroupSpan {
        let start: CGFloat
        let end: CGFloat
        let items: Range<Int>
    }

    var itemFrames: [CGRect] = []
    var itemZIndexes: [Int] = []
    var groups: [GroupSpan] = []
    var supplementaries: [Element] = []
    var decorations: [Element] = []
    /// Where the section starts and ends along the scrolling axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where its groups' area ends: a pinned header stops there.
    var contentEnd: CGFloat = 0
    /// Whether its groups lie in one band across the scrolling axis.
    var isOrthogonal = false
}
