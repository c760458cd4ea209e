import Foundation

/// One drag in progress, as both its ends see it: the items, the finger's place in the window, and what the
/// source allows.
@MainActor
final class DragSession: UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
    /// The window the drag happens in.
    weak var window: UIWindow?
    /// Where the finger is, in the window.
    var windowLocation: CGPoint

    init(items: [UIDragItem], window: UIWindow, location: CGPoint) {
        self.items = items
        self.window = window
        windowLocation = location
    }

    var localDragSession: UIDragSession? { self }

    func location(in view: UIView) -> CGPoint {
        view.convert(windowLocation, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: Int64(items.count))
        let objects = items.compactMap { $0.itemProvider.loadedObject(ofClass: aClass) }
        // As on iOS, the objects arrive on a later turn of the main queue, after the caller has returned.
        AppFrameCycle.later {
            progress.completedUnitCount = progress.totalUnitCount
            completion(objects)
        }
        return progress
    }
}
