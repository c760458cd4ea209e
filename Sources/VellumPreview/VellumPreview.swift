import ArgumentParser
import Foundation
import Logging
import UIKit

/// `vellum-preview`: renders a `.xib` or `.storyboard` headless through Vellum's real pipeline to a PNG, so that a
/// screen can be seen without a Mac and CI can snapshot it.
@main
struct VellumPreview: ParsableCommand {
    /// The command's help.
    static let configuration = CommandConfiguration(
        commandName: "vellum-preview",
        abstract: "Renders an Interface Builder document (.xib, .storyboard or compiled .nib) to PNG, headless.",
        discussion: """
            Without --scene, a storyboard's initial view controller or a xib's first top-level object is shown. \
            Custom classes this tool does not have are shown as their UIKit class, as Xcode's canvas shows classes \
            it cannot find. A document that cannot be read is reported with its element and line, exit status 1.
            """)

    /// The document.
    @Argument(help: "The .xib, .storyboard or compiled .nib (a file or a folder).")
    var file: String

    /// Which scene or top-level object to show.
    @Option(help: "A scene to show: its Storyboard ID, its controller's or object's id, or its scene ID.")
    var scene: String?

    /// The window's size in points.
    @Option(help: "The window's size in points, WIDTHxHEIGHT (default: a view's own size; 390x844 for a controller).")
    var size: PreviewSize?

    /// Pixels per point.
    @Option(help: "Pixels per point.")
    var scale: Double = 2

    /// Whether to render in the dark appearance.
    @Flag(help: "Render in the dark appearance.")
    var dark = false

    /// Lists the scenes instead of rendering.
    @Flag(help: "List the document's scenes (or top-level objects) instead of rendering.")
    var list = false

    /// Renders every scene into the folder `-o` names.
    @Flag(help: "Render every scene, each to OUTPUT/<Storyboard ID or id>.png.")
    var all = false

    /// Where the PNG goes.
    @Option(name: [.short, .customLong("output")], help: "The PNG file to write (a folder with --all).")
    var output: String?

    func validate() throws {
        if !list, output == nil { throw ValidationError("Name the PNG to write with -o FILE (or use --list).") }
        if all, scene != nil { throw ValidationError("--all renders every scene; leave out --scene.") }
        guard scale.isFinite, scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4.") }
    }

    func run() throws {
        PreviewLog.bootstrap()
        do {
            try MainActor.assumeIsolated { try perform() }
        } catch {
            PreviewLog.write("vellum-preview: error: \(error)")
            throw ExitCode.failure
        }
    }

    /// Everything the command does, on the main actor where UIKit runs.
    @MainActor func perform() throws(PreviewFailure) {
        let url = URL(fileURLWithPath: file)
        let preview: InterfaceBuilderPreview
        do {
            preview = try InterfaceBuilderPreview(contentsOf: url)
        } catch {
            throw PreviewFailure(error.description)
        }
        if list {
            print(PreviewListing.text(of: preview), terminator: "")
            return
        }
        guard let output else { return }
        let renderer = PreviewRenderer(size: size?.points, scale: CGFloat(scale), dark: dark)
        if all {
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw PreviewFailure("cannot make the folder \(output): \(error.localizedDescription)")
            }
            for scene in preview.scenes {
                try renderer.write(scene, of: preview, to: folder.appendingPathComponent("\(PreviewListing.fileName(of: scene)).png"))
            }
        } else {
            let scene: InterfaceBuilderPreview.Scene
            do {
                scene = try preview.scene(named: self.scene)
            } catch {
                throw PreviewFailure(error.description)
            }
            try renderer.write(scene, of: preview, to: URL(fileURLWithPath: output))
        }
        PreviewLog.noteStandIns()
    }
}
