import Testing
@testable import UIKit
import UIKitTesting

/// A flow layout of 100 × 50 items that lifts the item being moved at 1.2× and 0.8 alpha, recording the
/// interactive-move questions it is asked and the contexts it is invalidated with.
private final class LiftingLayout: UICollectionViewFlowLayout {
    struct Step: Equatable {
        var targets: [IndexPath]
        var previous: [IndexPath]
        var position: CGPoint
    }

    var previousPositions: [CGPoint] = []
    var endings: [Bool] = []
    /// The interactive-move contexts the layout was invalidated with.
    var invalidations: [Step] = []

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 50)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                              withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.alpha = 0.8
        attributes.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        return attributes
    }

    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                      previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        previousPositions.append(previousPosition)
        return super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                         previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                         movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        endings.append(movementCancelled)
        return super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                           movementCancelled: movementCancelled)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let targets = context.targetIndexPathsForInteractivelyMovingItems {
            invalidations.append(Step(targets: targets, previous: context.previousIndexPathsForInteractivelyMovingItems ?? [],
                                      position: context.interactiveMovementTarget))
        }
        super.invalidateLayout(with: context)
    }
}

/// Six numbered items that may all move.
private final class MovingSource: NSObject, UICollectionViewDataSource {
    var items = Array(0..<6)

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.item = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

@MainActor @Suite struct CollectionInteractiveMoveLayoutTests {
    @Test func theLayoutsMoveContextsCarryTheMoveAndOtherContextsNameNoMovingItems() {
        let layout = UICollectionViewFlowLayout()
        let (target, previous) = ([IndexPath(item: 2, section: 0)], [IndexPath(item: 0, section: 0)])
        let step = layout.invalidationContext(forInteractivelyMovingItems: target, withTargetPosition: CGPoint(x: 5, y: 6),
                                              previousIndexPaths: previous, previousPosition: .zero)
        #expect(step.targetIndexPathsForInteractivelyMovingItems == target)
        #expect(step.previousIndexPathsForInteractivelyMovingItems == previous)
        #expect(step.interactiveMovementTarget == CGPoint(x: 5, y: 6))
        let ending = layout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: target, previousIndexPaths: previous,
                                                                                   movementCancelled: false)
        #expect(ending.targetIndexPathsForInteractivelyMovingItems == target && ending.previousIndexPathsForInteractivelyMovingItems == previous)
        // The flow layout's own context class comes back, as for its other invalidations.
        #expect(step is UICollectionViewFlowLayoutInvalidationContext && ending is UICollectionViewFlowLayoutInvalidationContext)
        let scroll = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 40, width: 320, height: 480))
        #expect(scroll.targetIndexPathsForInteractivelyMovingItems == nil && scroll.previousIndexPathsForInteractivelyMovingItems == nil)
    }

    @Test func theLayoutPlacesTheMovingItemAndHearsEachStepOfTheMove() throws {
        try withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let layout = LiftingLayout()
            let source = MovingSource()
            // Items 100 × 50, 110 points apart on a line, lines 60 points apart.
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            collectionView.dataSource = source
            window.addSubview(collectionView)
            FramePass.drain()
            let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            ControlledClock.run { clock in
                #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
                // Lifted where it was, as the subclass draws it, above the other items.
                #expect(moving.center == CGPoint(x: 50, y: 25) && moving.bounds.size == CGSize(width: 100, height: 50))
                #expect(abs(moving.alpha - 0.8) < 1e-6 && moving.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
                // zIndex Int.max: in front of the others' 0, at a depth a perspective can still project.
                #expect(moving.layer.zPosition == 1025)
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 85))
                #expect(moving.center == CGPoint(x: 270, y: 85) && abs(moving.alpha - 0.8) < 1e-6)
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 25))
                clock.renderFrames(30)
                #expect(moving.center == CGPoint(x: 270, y: 25))
                collectionView.endInteractiveMovement()
                clock.renderFrames(30)
                // Landed at item 2, drawn with its ordinary attributes again.
                #expect(moving.frame.origin == CGPoint(x: 220, y: 0) && moving.alpha == 1 && moving.transform == .identity)
                #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 85))
                collectionView.cancelInteractiveMovement()
                clock.renderFrames(30)
            }
            #expect(source.items == [1, 2, 0, 3, 4, 5])
            #expect(layout.previousPositions == [CGPoint(x: 50, y: 25), CGPoint(x: 270, y: 85), CGPoint(x: 50, y: 25)])
            #expect(layout.endings == [false, true])
            typealias Step = LiftingLayout.Step
            #expect(layout.invalidations == [
                Step(targets: [[0, 5]], previous: [[0, 0]], position: CGPoint(x: 270, y: 85)),
                Step(targets: [[0, 2]], previous: [[0, 5]], position: CGPoint(x: 270, y: 25)),
                Step(targets: [[0, 2]], previous: [[0, 2]], position: .zero),
                Step(targets: [[0, 5]], previous: [[0, 0]], position: CGPoint(x: 270, y: 85)),
                // Cancelled: back to where it started.
                Step(targets: [[0, 0]], previous: [[0, 5]], position: .zero),
            ])
        }
    }

    @Test func aZIndexBecomesTheSameZPositionWithinLayoutsRangeAndAFiniteOneInOrderBeyond() {
        let position = UICollectionReusableView.layerZPosition(forZIndex:)
        #expect([-1024, -1, 0, 1, 10, 1024].map(position) == [-1024, -1, 0, 1, 10, 1024])
        // 1,024 + 1 − 1,024 / |z| beyond: 2,048 lies half a point above 1,024.
        #expect(position(2048) == 1024.5 && position(-2048) == -1024.5)
        let ordered = [Int.min, -1_000_000_000, -2048, -1025, -1024, 0, 1024, 1025, 2048, 1_000_000_000, Int.max]
        let positions = ordered.map(position)
        #expect(positions.allSatisfy { $0.isFinite && abs($0) <= 1025 })
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 })
    }
}
