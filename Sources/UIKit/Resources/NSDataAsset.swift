import Foundation

/// The contents of a data set in an asset catalog (`Name.dataset`): any file, with its uniform type identifier.
open class NSDataAsset: NSObject, @unchecked Sendable {
    // @unchecked because NSObject is not Sendable on Linux; every stored property is a `let` of a Sendable type.

    /// The name of a data asset, as its catalog writes it (`Folder/Name` inside a namespace).
    public typealias Name = String

    /// The name the asset was looked up by.
    public let name: Name
    /// The file's contents.
    public let data: Data
    /// The file's uniform type identifier: the catalog's `universal-type-identifier`, else one its extension
    /// implies (`public.data` when it implies none).
    public let typeIdentifier: String

    /// Largest data file read.
    static let maxFileBytes = 256 << 20

    /// The data set `name` of the main bundle's asset catalogs; nil when there is none.
    public convenience init?(name: Name) {
        self.init(name: name, bundle: .main)
    }

    /// The data set `name` of `bundle`'s asset catalogs (the first that has it); nil when there is none, or its
    /// file is missing or larger than 256 MB (logged).
    public init?(name: Name, bundle: Bundle) {
        guard let contents = ResourceLocations.catalogs(in: bundle).lazy
            .compactMap({ $0.contents(named: name, kind: .data) }).first else { return nil }
        guard let entry = contents.bestEntries(for: .current).first(where: { contents.file($0) != nil }),
              let file = contents.file(entry) else {
            uikitLog.error("NSDataAsset: the data set \"\(name)\" in \(contents.folder.path) names no file; nil.")
            return nil
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
        guard let size, size <= Self.maxFileBytes, let data = FileManager.default.contents(atPath: file.path) else {
            uikitLog.error("NSDataAsset: \(file.path) is missing or larger than \(Self.maxFileBytes) bytes; nil.")
            return nil
        }
        self.name = name
        self.data = data
        typeIdentifier = entry.typeIdentifier ?? Self.typeIdentifier(forExtension: file.pathExtension)
        super.init()
    }

    /// The uniform type identifier common file extensions imply.
    private static func typeIdentifier(forExtension pathExtension: String) -> String {
        let known = ["json": "public.json", "txt": "public.plain-text", "png": "public.png", "jpg": "public.jpeg",
                     "jpeg": "public.jpeg", "svg": "public.svg-image", "pdf": "com.adobe.pdf", "xml": "public.xml",
                     "plist": "com.apple.property-list", "mp3": "public.mp3", "wav": "com.microsoft.waveform-audio"]
        return known[pathExtension.lowercased()] ?? "public.data"
    }
}
