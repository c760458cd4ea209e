import Foundation

/// How a compositional section scrolls across the layout's scrolling direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// It does not: groups follow one another along the layout's direction.
    case none
    /// Its groups lie in one band across, scrolling freely.
    case continuous
    /// As `.continuous`, coming to rest with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// As `.continuous`, coming to rest a page (the section's width) at a time.
    case paging
    /// As `.continuous`, coming to rest a group at a time, the group at the leading edge.
    case groupPaging
    /// As `.groupPaging`, with the group centred.
    case groupPagingCentered
}
