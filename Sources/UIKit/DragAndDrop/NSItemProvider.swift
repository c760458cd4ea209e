import Foundation

/// Carries data between the two ends of a drag (swift-corelibs-foundation has no `NSItemProvider`): objects and
/// data representations are registered by type identifier, and loaded back as objects of a readable class or as
/// data. Everything stays in this process, so each load completes before it returns.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private typealias Loader = (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    private var representations: [(type: String, load: Loader)] = []

    /// A file name to suggest for the item, when it is saved.
    open var suggestedName: String?

    /// An empty provider.
    public override init() {
        super.init()
    }

    /// A provider with `object` registered in each of its writable types.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers `object` in each of its class's writable types.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append((type, { object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: $0) }))
        }
    }

    /// Registers a handler that gives the data of `typeIdentifier` when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        representations.append((typeIdentifier, loadHandler))
    }

    /// The registered type identifiers, in the order they were registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.type) }

    /// Whether a registered type is `typeIdentifier` or a kind of it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { ItemProviderType.conforms($0.type, to: typeIdentifier) }
    }

    /// Whether an object of `aClass` can be read from a registered type.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        readableType(for: aClass) != nil
    }

    /// Reads an object of `aClass` from the first registered type it can read, and calls `completionHandler`
    /// with it, or with an error when none can be read.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let type = readableType(for: aClass) else {
            completionHandler(nil, ItemProviderError.noRepresentation(aClass.readableTypeIdentifiersForItemProvider.first ?? "\(aClass)"))
            return Progress.finished()
        }
        // Class objects are immutable; the load runs before this call returns.
        nonisolated(unsafe) let reader = aClass
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try reader.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Gives the data of the first registered type conforming to `typeIdentifier`, or an error.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        guard let representation = representations.first(where: { ItemProviderType.conforms($0.type, to: typeIdentifier) }) else {
            completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier))
            return Progress.finished()
        }
        return representation.load(completionHandler) ?? Progress.finished()
    }

    private func readableType(for aClass: NSItemProviderReading.Type) -> String? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return representations.first { representation in
            readable.contains { ItemProviderType.conforms(representation.type, to: $0) }
        }?.type
    }
}

extension NSItemProvider {
    /// Whether a value of a bridged type, such as `String`, can be read from a registered type.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Reads a value of a bridged type, such as `String`, and calls `completionHandler` with it or an error.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type,
                                                     completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        switch loaded(ofClass: T._ObjectiveCType.self) {
        case .success(let object):
            guard let bridged = object as? T._ObjectiveCType else {
                completionHandler(nil, ItemProviderError.cannotDecode("\(T.self)"))
                break
            }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(bridged), nil)
        case .failure(let error):
            completionHandler(nil, error)
        }
        return Progress.finished()
    }
}

extension NSItemProvider {
    /// The object of `aClass` read now, or nil; in-process loads complete before they return.
    func loadedObject(ofClass aClass: NSItemProviderReading.Type) -> NSItemProviderReading? {
        try? loaded(ofClass: aClass).get()
    }

    /// The object of `aClass` read now, or why it could not be.
    func loaded(ofClass aClass: NSItemProviderReading.Type) -> Result<NSItemProviderReading, any Error> {
        final class Slot: @unchecked Sendable { var result: Result<NSItemProviderReading, any Error>? }
        let slot = Slot()
        let missing = ItemProviderError.noRepresentation(aClass.readableTypeIdentifiersForItemProvider.first ?? "\(aClass)")
        loadObject(ofClass: aClass) { object, error in
            slot.result = object.map { .success($0) } ?? .failure(error ?? missing)
        }
        return slot.result ?? .failure(missing)
    }
}
