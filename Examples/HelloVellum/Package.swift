// swift-tools-version:6.0
import PackageDescription

// A small app that uses Vellum as an iOS developer's package would: by path, beside swift-snapshot-testing.
let package = Package(
    name: "HelloVellum",
    // Lets HelloStrings process its .lproj folders. SwiftPM then writes an Info.plist at the top of each target's
    // resource bundle; Vellum reads HelloScenes' own App/Info.plist before it.
    defaultLocalization: "en",
    dependencies: [
        // A path dependency's identity is the name of its folder, which differs between checkouts of this
        // repository: `name:` gives it the name the products below are looked up by. A package of your own writes
        // `.package(path: "../Vellum")` and `package: "Vellum"` when Vellum's folder is named Vellum.
        .package(name: "Vellum", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        // The plugin registers the target's @IBOutlet, @IBAction and @IBInspectable members, so that Interface
        // Builder documents connect to them (WelcomeViewController.swift).
        .target(name: "HelloVellumApp", dependencies: [.product(name: "UIKit", package: "Vellum")],
                plugins: [.plugin(name: "InterfaceBuilderPlugin", package: "Vellum")]),
        .executableTarget(name: "HelloVellum", dependencies: ["HelloVellumApp"]),
        // An app in the style of Xcode's iOS 13+ template — an app delegate, a scene delegate and an Info.plist
        // naming it — started by Vellum unchanged but for `final` (see its AppDelegate.swift). SwiftPM refuses a
        // top-level Info.plist resource: the folder holding it is copied, and Vellum reads
        // HelloVellum_HelloScenes.resources/App/Info.plist beside the executable.
        .executableTarget(name: "HelloScenes", dependencies: [.product(name: "UIKit", package: "Vellum")],
                          resources: [.copy("App")]),
        // NSLocalizedString in the user's languages: the plugin gives the module an NSLocalizedString that Swift
        // prefers to Foundation's, so the unchanged call reads de.lproj when the user's language is German.
        .executableTarget(name: "HelloStrings", dependencies: [.product(name: "UIKit", package: "Vellum")],
                          resources: [.process("Resources")],
                          plugins: [.plugin(name: "InterfaceBuilderPlugin", package: "Vellum")]),
        .testTarget(name: "HelloVellumTests", dependencies: [
            "HelloVellumApp",
            .product(name: "UIKitTesting", package: "Vellum"),
            .product(name: "UIKitSnapshotTesting", package: "Vellum"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ]
)
