import Foundation
import PackagePlugin

/// Registers a target's `@IBOutlet`, `@IBAction` and `@IBInspectable` members with Vellum's UIKit, so that
/// Interface Builder documents connect to them on Linux, where Swift finds no property or method by name.
/// In the same generated file it gives the module its own `NSLocalizedString`, which Swift prefers to Foundation's
/// and which looks strings up in the user's languages (`VellumLocalization`), where Foundation's on Linux reads only
/// the development region's. It also writes each of the target's `.xcstrings` string catalogs (declared as
/// resources) in its source language as `<language>.lproj/<Table>.strings`, which SwiftPM bundles as a resource, for
/// Foundation's lookups, which never read a catalog.
/// Add it to the app's target: `plugins: [.plugin(name: "InterfaceBuilderPlugin", package: "Vellum")]`.
@main
struct InterfaceBuilderPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let generator = try context.tool(named: "InterfaceBuilderGenerator").url
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "InterfaceBuilderRegistrations.swift")
        let registrations = Command.buildCommand(
            displayName: "Registering the Interface Builder connections of \(target.name)",
            executable: generator,
            arguments: ["--output", output.path] + sources.map(\.path),
            inputFiles: sources,
            outputFiles: [output])
        let tables = target.sourceFiles(withSuffix: "xcstrings").compactMap { file -> Command? in
            let catalog = file.url
            // The output's name needs the language before the generator runs; the catalog's other errors are its.
            guard let data = FileManager.default.contents(atPath: catalog.path),
                  let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                Diagnostics.warning("\(catalog.path): not a string catalog; NSLocalizedString will not find its keys.")
                return nil
            }
            let language = root["sourceLanguage"] as? String ?? "en"
            let table = context.pluginWorkDirectoryURL.appending(
                path: "\(language).lproj/\(catalog.deletingPathExtension().lastPathComponent).strings")
            return .buildCommand(
                displayName: "Writing the \(language) strings of \(catalog.lastPathComponent) for NSLocalizedString",
                executable: generator,
                arguments: ["--strings-table", language, catalog.path, "--output", table.path],
                inputFiles: [catalog],
                outputFiles: [table])
        }
        return [registrations] + tables
    }
}
