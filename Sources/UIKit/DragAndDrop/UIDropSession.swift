import Foundation

/// A drag as the view it may drop on sees it.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag's session as its source sees it, when it started in this app.
    var localDragSession: UIDragSession? { get }
    /// Whether progress is shown while the items load.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Reads each item that can be an object of `aClass` and calls `completion` on the main thread with the
    /// objects, in the items' order, on a later turn of the main queue (after the caller returns).
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// Reads each item that can be a value of a bridged type, such as `String`, and calls `completion` with
    /// the values.
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self as NSItemProviderReading.Type) { objects in
            completion(objects.compactMap { object in
                (object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }
            })
        }
    }
}
