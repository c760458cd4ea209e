import Testing
@testable import UIKit
import UIKitTesting

/// UICollectionViewController: its collection view, the data source and delegate it is, the selection it
/// clears and the editing mode and movement gesture it installs.
@MainActor @Suite struct CollectionViewControllerTests {
    /// Ten numbered items, recording what it is told.
    final class NumbersController: UICollectionViewController {
        var selected: [IndexPath] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    private func controller() -> NumbersController {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let controller = NumbersController(collectionViewLayout: layout)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return controller
    }

    @Test func itsViewIsACollectionViewItServes() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let controller = NumbersController(collectionViewLayout: layout)
        #expect(controller.collectionView === controller.view)
        #expect(controller.collectionView.collectionViewLayout === layout && controller.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller && controller.collectionView.delegate === controller)
        #expect(NumbersController(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
        #expect(!controller.useLayoutToLayoutNavigationTransitions)
    }

    @Test func aTouchSelectsThroughTheSubclassesOverride() throws {
        try withScrollWindow { window, generator, clock in
            let controller = controller()
            window.rootViewController = controller
            FramePass.runOnce()
            // 400 points wide: three 100-point items a line, the 100 points left shared as 50 between them.
            try generator.fingerTap(at: CGPoint(x: 200, y: 25))
            clock.renderFrames(20)
            #expect(controller.selected == [IndexPath(item: 1, section: 0)])
        }
    }

    @Test func theSelectionIsClearedWhenTheViewAppearsUnlessAskedNotTo() {
        let controller = controller()
        let collectionView = controller.collectionView!
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        controller.clearsSelectionOnViewWillAppear = false
        controller.viewWillAppear(false)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        controller.clearsSelectionOnViewWillAppear = true
        controller.viewWillAppear(false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func editingReachesTheCollectionViewAndTheMovementGestureCanBeRemoved() {
        let controller = controller()
        controller.setEditing(true, animated: false)
        #expect(controller.collectionView.isEditing)
        let presses = { controller.collectionView.gestureRecognizers?.filter { $0 is UILongPressGestureRecognizer }.count ?? 0 }
        #expect(presses() == 1)
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(presses() == 0)
        controller.installsStandardGestureForInteractiveMovement = true
        #expect(presses() == 1)
    }
}
