import Foundation

/// Finds Interface Builder documents in a bundle as CFBundle finds a resource: at the top, in the `.lproj` folder
/// of the localization the user's languages choose, in `Base.lproj`, then in the folders of that localization's
/// fallbacks and the development region's.
enum InterfaceBuilderResources {
    static func url(named name: String, extension pathExtension: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: pathExtension) { return url }
        for localization in LocalizedStrings.localizationFolders(LocalizedStrings.searchList(of: bundle)) {
            if let url = bundle.url(forResource: name, withExtension: pathExtension, subdirectory: "\(localization).lproj") {
                return url
            }
        }
        return nil
    }

    /// The parsed document `name.pathExtension` in `bundle`, from the cache when the file is unchanged; one in
    /// `Base.lproj` with the strings of the chosen localization (`InterfaceBuilderLocalization`).
    static func document(named name: String, extension pathExtension: String,
                         in bundle: Bundle) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        guard let found = url(named: name, extension: pathExtension, in: bundle) else {
            throw InterfaceBuilderError(.notFound, "No \(name).\(pathExtension) in \(bundle.bundlePath).")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: found.path, isDirectory: &isFolder), isFolder.boolValue else {
            return InterfaceBuilderLocalization.localized(try InterfaceBuilderDocumentCache.document(at: found), at: found,
                                                          in: bundle, searchList: LocalizedStrings.searchList(of: bundle))
        }
        guard let file = compiledNibFile(in: found) else {
            throw InterfaceBuilderError(.notFound, "The folder \(found.path) holds no runtime.nib or objects nib.")
        }
        return try InterfaceBuilderDocumentCache.document(at: file)
    }

    /// The nib to read in a compiled nib folder (`Name.nib/`): `runtime.nib`, else the `objects….nib` for the
    /// newest system (`objects-13.0+.nib` before `objects-8.0+.nib` and `objects.nib`).
    static func compiledNibFile(in folder: URL) -> URL? {
        let runtime = folder.appendingPathComponent("runtime.nib")
        if FileManager.default.fileExists(atPath: runtime.path) { return runtime }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let versioned = names.compactMap { name -> (version: Double, name: String)? in
            guard name.hasPrefix("objects"), name.hasSuffix(".nib") else { return nil }
            let middle = name.dropFirst("objects".count).dropLast(".nib".count)
            if middle.isEmpty { return (0, name) }
            guard middle.hasPrefix("-"), middle.hasSuffix("+"), let version = Double(middle.dropFirst().dropLast()) else { return nil }
            return (version, name)
        }
        return versioned.max { $0.version < $1.version }.map { folder.appendingPathComponent($0.name) }
    }
}
