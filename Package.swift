// swift-tools-version:6.0
import Foundation
import PackageDescription

/// A C library found with pkg-config, installed on Debian by `aptPackage`.
func systemLibrary(_ name: String, pkgConfig: String, aptPackage: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([aptPackage])])
}

let package = Package(
    name: "Vellum",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .executable(name: "Catalog", targets: ["Catalog"]),
        // Renders a .xib or .storyboard to PNG, headless.
        .executable(name: "vellum-preview", targets: ["VellumPreview"]),
        // Registers an app target's @IBOutlet, @IBAction and @IBInspectable members for Interface Builder documents,
        // and gives the target an NSLocalizedString in the user's languages.
        .plugin(name: "InterfaceBuilderPlugin", targets: ["InterfaceBuilderPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Vellum's modules import the C modules `@_implementationOnly`, so that importing UIKit needs none of their
        // module maps (swift-snapshot-testing's `#if canImport(UIKit)` finds Vellum's UIKit without them): without
        // library evolution an `internal import` is still loaded by clients. So no type of a C module may appear in
        // a public or package declaration, nor be stored in a type another module lays out.
        systemLibrary("CCairo", pkgConfig: "cairo-pdf", aptPackage: "libcairo2-dev"),
        // Pango's and SDL's pkg-config files ask for -pthread and -D_REENTRANT, which SwiftPM refuses with a warning
        // on every build: CPango takes its include paths from harfbuzz's and cairo's instead, and finds Pango's
        // headers through a link in its include folder; CSDL2 includes <SDL2/SDL.h> from the system's include path.
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", aptPackage: "libharfbuzz-dev"),
        .target(name: "CPango", dependencies: ["CCairo", "CHarfBuzz"]),
        // librsvg draws the SF Symbol stand-ins (Debian's bootstrap-icons SVGs); its headers come the same way.
        .target(name: "CRsvg", dependencies: ["CCairo", "CHarfBuzz"]),
        // poppler-glib draws the PDF vectors of asset catalogs into cairo; its headers come the same way.
        .target(name: "CPoppler", dependencies: ["CCairo", "CHarfBuzz"]),
        // The desktop's light or dark preference, read over D-Bus with GIO (which pango already loads); GLib's
        // include paths come from harfbuzz's pkg-config file.
        .target(name: "CDesktopSettings", dependencies: ["CHarfBuzz"]),
        systemLibrary("CPixman", pkgConfig: "pixman-1", aptPackage: "libpixman-1-dev"),
        .systemLibrary(name: "CSDL2"),
        systemLibrary("CJPEG", pkgConfig: "libjpeg", aptPackage: "libjpeg62-turbo-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", aptPackage: "libpng-dev"),
        // libpng and libjpeg report errors with longjmp, which Swift cannot catch: this C layer can.
        .target(name: "CImageCodecs", dependencies: ["CPNG", "CJPEG"]),
        // Deep walks continue on new stack segments instead of overflowing the thread's stack.
        .target(name: "CStackGuard"),

        // Swift Testing's cross-import overlays for CoreGraphics and UIKit, which Linux toolchains lack.
        .target(name: "_Testing_CoreGraphics", path: "Sources/TestingOverlays/CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/TestingOverlays/UIKit"),

        .target(name: "CoreGraphics", dependencies: [
            "CCairo", "_Testing_CoreGraphics", .product(name: "Logging", package: "swift-log"),
        ]),
        .target(name: "ImageIO", dependencies: [
            "CoreGraphics", "CImageCodecs", .product(name: "Logging", package: "swift-log"),
        ]),
        .target(name: "QuartzCore", dependencies: [
            "CoreGraphics", "CPixman", "CPango", "CCairo", "CStackGuard",
            .product(name: "DequeModule", package: "swift-collections"),
        ]),
        .target(name: "UIKit", dependencies: [
            "QuartzCore", "ImageIO", "CPango", "CRsvg", "CPoppler", "CDesktopSettings", "CSDL2", "_Testing_UIKit", "LayoutEngine",
            .product(name: "Logging", package: "swift-log"), .product(name: "DequeModule", package: "swift-collections"),
            .product(name: "OrderedCollections", package: "swift-collections"),
        ]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),
        // swift-snapshot-testing's strategies for views, controllers and layers, rendered by Vellum's compositor.
        .target(name: "UIKitSnapshotTesting", dependencies: [
            "UIKitTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The Auto Layout constraint solver: an incremental Cassowary engine, no dependencies.
        .target(name: "LayoutEngine"),
        .executableTarget(name: "Catalog", dependencies: ["UIKit"], resources: [.copy("App")],
                          plugins: ["InterfaceBuilderPlugin"]),
        .executableTarget(name: "VellumPreview", dependencies: [
            "UIKitTesting", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The plugin's generator: reads Swift sources, writes registrations; no dependencies, so it builds at once.
        .executableTarget(name: "InterfaceBuilderGenerator"),
        .plugin(name: "InterfaceBuilderPlugin", capability: .buildTool(), dependencies: ["InterfaceBuilderGenerator"]),

        .executableTarget(
            name: "GraphicsBenchmark", dependencies: ["CoreGraphics", "CCairo", "ImageIO", "ImageFixtures"],
            path: "Benchmarks/GraphicsBenchmark"),

        .executableTarget(
            name: "CompositorBenchmark", dependencies: ["QuartzCore", "CCairo"],
            path: "Benchmarks/CompositorBenchmark"),

        .executableTarget(
            name: "UIKitBenchmark", dependencies: ["UIKit", "UIKitTesting", "LayoutEngine"],
            path: "Benchmarks/UIKitBenchmark"),

        .executableTarget(
            name: "LayoutBenchmark", dependencies: ["LayoutEngine"],
            path: "Benchmarks/LayoutBenchmark"),

        .executableTarget(
            name: "ScrollBenchmark", dependencies: ["UIKit", "UIKitTesting", "CCairo"],
            path: "Benchmarks/ScrollBenchmark"),

        .executableTarget(
            name: "EventsBenchmark", dependencies: ["UIKit"],
            path: "Benchmarks/EventsBenchmark"),

        .executableTarget(
            name: "Soak", dependencies: ["UIKit", "UIKitTesting"],
            path: "Benchmarks/Soak"),

        // Image files built byte by byte (hostile ones too), for the tests and GraphicsBenchmark.
        .target(name: "ImageFixtures", path: "Tests/ImageFixtures"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "ImageFixtures"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "InterfaceBuilderGeneratorTests", dependencies: ["InterfaceBuilderGenerator"]),
        .testTarget(name: "VellumPreviewTests", dependencies: ["VellumPreview"]),
        // Interface Builder documents for the tests, the whole folder (each part of issue 21 its own subfolder).
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "ImageFixtures"],
                    resources: [.copy("InterfaceBuilder/Fixtures")]),
        // UIKitTesting as a user's tests use it: real-time waits and the event generator, under Swift Testing and
        // XCTest in one target.
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKitTesting"]),
        .testTarget(name: "UIKitSnapshotTestingTests", dependencies: ["UIKitSnapshotTesting"],
                    exclude: ["__Snapshots__"]),
        // Compile-only: code in the style of UIKit libraries, which must build as it does against Apple's SDK: in
        // the Swift 5 language mode, calls from nonisolated code (warnings at most); in Swift 6, the same code
        // isolated as Swift 6 wants, without a warning.
        // Its warnings are expected (that is what the Swift 5 mode allows), so they are not printed.
        .target(name: "LibraryStyleSwift5", dependencies: ["UIKit"], path: "Tests/LibraryStyleSwift5",
                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]),
        .target(name: "LibraryStyleSwift6", dependencies: ["UIKit"], path: "Tests/LibraryStyleSwift6",
                swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    ]
)

// `make docs` sets VELLUM_DOCS, so that packages depending on Vellum never resolve the documentation plugin.
if ProcessInfo.processInfo.environment["VELLUM_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"))
}
