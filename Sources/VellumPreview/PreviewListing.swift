import UIKit

/// What `--list` prints, and the file names `--all` gives scenes.
enum PreviewListing {
    /// One line a scene: its id, its Storyboard ID, its class and its title, the initial scene marked `*`.
    @MainActor static func text(of preview: InterfaceBuilderPreview) -> String {
        preview.scenes.map { scene in
            var fields = [scene.isInitial ? "* \(scene.id)" : "  \(scene.id)", scene.identifier ?? "-", scene.className]
            if let title = scene.title { fields.append("\"\(title)\"") }
            return fields.joined(separator: "\t") + "\n"
        }.joined()
    }

    /// The scene's Storyboard ID, else its id, with anything that could leave the folder replaced.
    static func fileName(of scene: InterfaceBuilderPreview.Scene) -> String {
        let name = scene.identifier ?? scene.id
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return safe.isEmpty ? "scene" : safe
    }
}
