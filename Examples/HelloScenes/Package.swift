// swift-tools-version:6.0
import PackageDescription

// An app in the style of Xcode's iOS 13+ template — an app delegate, a scene delegate and an Info.plist naming
// it — started by Vellum unchanged but for `final` (see AppDelegate.swift).
let package = Package(
    name: "HelloScenes",
    dependencies: [.package(name: "Vellum", path: "../..")],
    targets: [
        // SwiftPM refuses a top-level Info.plist resource: the folder holding it is copied, and Vellum reads
        // HelloScenes_HelloScenes.resources/App/Info.plist beside the executable.
        .executableTarget(name: "HelloScenes", dependencies: [.product(name: "UIKit", package: "Vellum")],
                          resources: [.copy("App")]),
    ]
)
