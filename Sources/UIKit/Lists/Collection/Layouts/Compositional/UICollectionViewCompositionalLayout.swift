import Foundation

/// A layout composed of sections, each repeating a group of items whose sizes are absolute, estimated or
/// fractions of their container; sections can come from a provider asked per section and environment.
///
/// `prepare()` computes every frame once; `layoutAttributesForElements(in:)` then finds the sections and
/// groups meeting the rectangle by binary search. An estimated dimension takes its estimate until its cell
/// is shown and measured (`preferredLayoutAttributesFitting(_:)`); the layout then prepares again with the
/// measured size, and a group of estimated size takes what its items take. An orthogonal
/// section's groups lie across the layout in a band that scrolls on its own, in a scroll view of the
/// collection view's that holds the section's cells.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for an environment; nil shows the section empty.
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    let sectionProvider: SectionProvider

    /// What applies across the sections; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    var sections: [CompositionalSection] = []
    /// The headers and footers of the whole layout.
    var globalSupplementaries: [CompositionalSection.Element] = []
    /// The environment the sections were last laid out in.
    var environment: CompositionalEnvironment?
    var contentSize = CGSize.zero
    /// The sizes cells measured for items of estimated dimensions, kept until the data or the width changes.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Whether a section laid out last has an estimated dimension: cells are then measured after each pass.
    var hasEstimatedItems = false
    /// The sizes section headers and footers of estimated dimensions measured, by kind and index path, kept as
    /// long as `measuredSizes`.
    var measuredSupplementarySizes: [String: [IndexPath: CGSize]] = [:]
    /// Whether a section laid out last has a boundary supplementary item of estimated dimension.
    var hasEstimatedSupplementaries = false

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Computes every section's frames.
    open override func prepare() {
        super.prepare()
        computeSections()
    }

    /// The size of all sections.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items, supplementary and decoration views meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesForElements(in: rect)
    }

    override func orthogonalBands(in rect: CGRect) -> [OrthogonalBand] {
        bands(in: rect)
    }

    /// The attributes of the item at `indexPath`; nil outside the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return itemAttributes(section: indexPath.section, item: indexPath.item)
    }

    /// The attributes of a boundary supplementary item of `elementKind` in the section of `indexPath`, or of
    /// the whole layout's when `elementKind` is one of its.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if configuration.boundarySupplementaryItems.contains(where: { $0.elementKind == elementKind }) {
            return globalAttributes().first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
        }
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        let elements = sections[indexPath.section].supplementaries.enumerated().filter { $0.element.kind == elementKind }
        let index = indexPath.count == 2 ? indexPath.item : 0
        guard elements.indices.contains(index) else { return nil }
        return supplementaryAttributes(section: indexPath.section, element: elements[index].element, item: index)
    }

    /// The attributes of a decoration item of `elementKind` in the section of `indexPath`.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section),
              let element = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind }) else { return nil }
        let attributes = Self.layoutAttributesClass.init(forDecorationViewOfKind: elementKind,
                                                         with: IndexPath(item: 0, section: indexPath.section))
        attributes.frame = element.frame
        attributes.zIndex = element.zIndex
        return attributes
    }

    /// Whether a bounds change invalidates the layout: a resize, or any move while a header or footer is pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        if old.size != newBounds.size { return true }
        return old.origin != newBounds.origin
            && (globalSupplementaries.contains(where: \.pinned) || sections.contains { $0.supplementaries.contains(where: \.pinned) })
    }

    /// Asks the sections again when the environment's traits changed other than in colour alone (size
    /// classes, layout direction, text size, scale, the app's own traits): a section provider may lay out by
    /// them. Cells measured with the old traits are measured again.
    override func collectionViewTraitsDidChange(from previous: UITraitCollection) {
        guard let environment, let collectionView else { return }
        func layoutTraits(_ traits: UITraitCollection) -> TraitValues {
            var values = traits.values
            values.userInterfaceStyle = .unspecified
            values.accessibilityContrast = .unspecified
            values.userInterfaceLevel = .unspecified
            values.displayGamut = .unspecified
            values.activeAppearance = .unspecified
            return values
        }
        guard layoutTraits(environment.traitCollection) != layoutTraits(collectionView.traitCollection) else { return }
        measuredSizes = [:]
        measuredSupplementarySizes = [:]
        invalidateLayout()
    }

    /// The list configuration of `section` when it is a list section.
    func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(section) ? sections[section].listConfiguration : nil
    }

    /// Cells size themselves when an item has an estimated dimension.
    override var sizesCellsItself: Bool { hasEstimatedItems }

    /// Headers and footers size themselves when one has an estimated dimension.
    override var sizesSupplementaryViewsThemselves: Bool { hasEstimatedSupplementaries }

    /// Whether a measured cell changes the layout: when it differs from its item in an estimated dimension.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let estimated = estimatedAxes(of: originalAttributes)
        let (preferred, original) = (preferredAttributes.size, originalAttributes.size)
        return estimated.contains(.width) && abs(preferred.width - original.width) > 0.001
            || estimated.contains(.height) && abs(preferred.height - original.height) > 0.001
    }

    /// Records the size a cell measured for an item of estimated dimensions, for the next `prepare()`.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if preferredAttributes.representedElementCategory == .cell, preferredAttributes.hasFiniteFrame,
           preferredAttributes.size.width >= 0, preferredAttributes.size.height >= 0 {
            measuredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        } else if preferredAttributes.representedElementCategory == .supplementaryView, let kind = preferredAttributes.representedElementKind,
                  preferredAttributes.hasFiniteFrame, preferredAttributes.size.width >= 0, preferredAttributes.size.height >= 0 {
            measuredSupplementarySizes[kind, default: [:]][preferredAttributes.indexPath] = preferredAttributes.size
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Invalidates; new data forgets the measured sizes, whose index paths no longer name the same items.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            measuredSizes = [:]
            measuredSupplementarySizes = [:]
        }
    }

    /// The estimated dimensions of the cell or section header or footer `attributes` describe.
    private func estimatedAxes(of attributes: UICollectionViewLayoutAttributes) -> EstimatedAxes {
        let indexPath = attributes.indexPath
        if attributes.representedElementCategory == .supplementaryView, let kind = attributes.representedElementKind {
            guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return [] }
            let elements = sections[indexPath.section].supplementaries.filter { $0.kind == kind }
            let index = indexPath.count == 2 ? indexPath.item : 0
            return elements.indices.contains(index) ? elements[index].estimated : []
        }
        guard attributes.representedElementCategory == .cell, indexPath.count == 2,
              sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemEstimates.indices.contains(indexPath.item) else { return [] }
        return sections[indexPath.section].itemEstimates[indexPath.item]
    }

    /// Inserted items fade in at their final place.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    /// Makes a layout of list sections configured by `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
