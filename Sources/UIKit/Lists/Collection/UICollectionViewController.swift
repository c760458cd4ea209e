import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of. Subclasses
/// implement the data source's and delegate's members.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller's collection view starts with.
    private let initialLayout: UICollectionViewLayout
    /// The long press that moves items when `installsStandardGestureForInteractiveMovement` is on.
    private var movementGesture: UILongPressGestureRecognizer?

    /// The collection view: the controller's view.
    open var collectionView: UICollectionView! {
        get { loadViewIfNeeded(); return view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selection is cleared when the view appears; true.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press on an item drags it to another place (`beginInteractiveMovementForItem(at:)` and
    /// the calls after it); true.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { if isViewLoaded { updateMovementGesture() } }
    }

    /// Whether pushing this controller on a navigation controller whose top is a collection view controller
    /// changes that collection view's layout instead; false. Stored: Vellum pushes controllers as usual.
    open var useLayoutToLayoutNavigationTransitions = false

    /// A controller showing a collection view laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller whose collection view has a flow layout; `init()` calls this too.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive; Vellum decodes none, so it shows a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view, with the controller as its data source and delegate: the storyboard
    /// scene's or nib's when it has one.
    open override func loadView() {
        if loadViewFromInterfaceBuilder(), let collection = viewIfLoaded as? UICollectionView {
            if collection.dataSource == nil { collection.dataSource = self }
            if collection.delegate == nil { collection.delegate = self }
        } else {
            let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
            collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collection.dataSource = self
            collection.delegate = self
            view = collection
        }
        updateMovementGesture()
    }

    /// Clears the selection if asked to.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
    }

    /// Puts the collection view in editing mode too.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UICollectionView)?.isEditing = editing
    }

    private func updateMovementGesture() {
        guard let collection = viewIfLoaded as? UICollectionView else { return }
        if !installsStandardGestureForInteractiveMovement {
            if let movementGesture { collection.removeGestureRecognizer(movementGesture) }
            movementGesture = nil
            return
        }
        guard movementGesture == nil else { return }
        let press = UILongPressGestureRecognizer { [weak collection] recognizer in
            collection?.moveInteractively(with: recognizer)
        }
        collection.addGestureRecognizer(press)
        movementGesture = press
    }

    // MARK: UICollectionViewDataSource, declared here so that the collection view calls a subclass's overrides

    /// No items: a subclass gives its own count.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty cell: a subclass gives its own.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view, logged: the layout asked for a supplementary view the controller does not provide.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        uikitLog.error("the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) but the layout asks for a view of kind \(kind) at index path \(indexPath.description); an empty view is shown.")
        return UICollectionReusableView(frame: .zero)
    }

    /// No item moves.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// No model to move in.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    // MARK: UICollectionViewDelegate

    /// Every item highlights.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Every item can be selected.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Every item can be deselected.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// The proposal.
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
}
