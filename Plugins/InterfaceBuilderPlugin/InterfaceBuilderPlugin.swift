import Foundation
import PackagePlugin

/// Registers a target's `@IBOutlet`, `@IBAction` and `@IBInspectable` members with Vellum's UIKit, so that
/// Interface Builder documents connect to them on Linux, where Swift finds no property or method by name.
/// Add it to the app's target: `plugins: [.plugin(name: "InterfaceBuilderPlugin", package: "Vellum")]`.
@main
struct InterfaceBuilderPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "InterfaceBuilderRegistrations.swift")
        return [
            .buildCommand(
                displayName: "Registering the Interface Builder connections of \(target.name)",
                executable: try context.tool(named: "InterfaceBuilderGenerator").url,
                arguments: ["--output", output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output]),
        ]
    }
}
