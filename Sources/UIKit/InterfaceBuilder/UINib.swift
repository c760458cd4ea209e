import Foundation

/// The contents of an Interface Builder document, parsed once and instantiated as often as needed: each
/// `instantiate(withOwner:options:)` makes new objects. Reads `.xib` files as Xcode leaves them in the
/// source tree, and compiled `.nib` files (NIBArchive or keyed archive, a file or a `Name.nib` folder).
@MainActor
open class UINib: NSObject {
    /// Keys of the options `instantiate(withOwner:options:)` takes.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A dictionary of objects, by placeholder identifier, that stand for the document's external objects.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private enum Source {
        case named(String)
        case data(Data)
    }

    private let source: Source
    private let bundle: Bundle?
    /// The document, once parsed; a failed parse is kept too, so it is reported at each instantiation.
    private var parsed: Result<InterfaceBuilderDocument, InterfaceBuilderError>?

    /// The nib named `name` (without extension) in `bundleOrNil`, the main bundle when nil. A missing nib is
    /// reported when it is instantiated, as on iOS.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        source = .named(name)
        bundle = bundleOrNil
        super.init()
    }

    /// A nib from the contents of a document.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        source = .data(data)
        bundle = bundleOrNil
        super.init()
    }

    /// New objects for the nib's top-level objects, in document order, with `ownerOrNil` as File's Owner.
    /// A nib that cannot be found or read is logged and gives none.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document = document() else { return [] }
        guard document.kind == .xib else {
            uikitLog.error("UINib: the document is a storyboard; load it with UIStoryboard.")
            return []
        }
        let externalObjects = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        let decoder = InterfaceBuilderDecoder(document: document, bundle: bundle, owner: ownerOrNil.map { $0 as AnyObject },
                                              externalObjects: externalObjects)
        return decoder.instantiateTopLevelObjects()
    }

    /// The parsed document, or nil after logging why there is none.
    func document() -> InterfaceBuilderDocument? {
        if parsed == nil { parsed = Result { () throws(InterfaceBuilderError) in try parse() } }
        switch parsed {
        case .success(let document)?:
            return document
        case .failure(let error)?:
            if case .named(let name) = source, error.kind == .notFound {
                let bundle = bundle ?? .main
                uikitLog.error("Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'")
            } else {
                uikitLog.error("UINib: \(error)")
            }
            return nil
        case nil:
            return nil
        }
    }

    func parse() throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        switch source {
        case .named(let name):
            do {
                return try InterfaceBuilderResources.document(named: name, extension: "xib", in: bundle ?? .main)
            } catch where error.kind == .notFound {
                // The source wins; a bundle that ships only the compiled nib loads that.
                guard InterfaceBuilderResources.url(named: name, extension: "nib", in: bundle ?? .main) != nil else { throw error }
                return try InterfaceBuilderResources.document(named: name, extension: "nib", in: bundle ?? .main)
            }
        case .data(let data):
            return try InterfaceBuilderDocument(data: data)
        }
    }
}
