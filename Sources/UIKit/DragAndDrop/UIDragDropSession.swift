import Foundation

/// What the two ends of a drag share: the items, where the finger is, and what may be done with them.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items dragged.
    var items: [UIDragItem] { get }
    /// Where the finger is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether the items may be moved rather than copied.
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays within the app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item has data of one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can be read as an object of `aClass`.
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether some item can be read as a value of a bridged type, such as `String`.
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}
