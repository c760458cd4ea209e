import Foundation

/// Finds Interface Builder documents in a bundle as iOS does: at the top, in the preferred localizations'
/// `.lproj` folders, then in `Base.lproj`.
enum InterfaceBuilderResources {
    static func url(named name: String, extension pathExtension: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: pathExtension) { return url }
        for localization in bundle.preferredLocalizations + ["Base"] {
            if let url = bundle.url(forResource: name, withExtension: pathExtension, subdirectory: "\(localization).lproj") {
                return url
            }
        }
        return nil
    }

    /// The parsed document `name.pathExtension` in `bundle`, from the cache when the file is unchanged.
    static func document(named name: String, extension pathExtension: String,
                         in bundle: Bundle) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        guard let url = url(named: name, extension: pathExtension, in: bundle) else {
            throw InterfaceBuilderError(.notFound, "No \(name).\(pathExtension) in \(bundle.bundlePath).")
        }
        return try InterfaceBuilderDocumentCache.document(at: url)
    }
}
