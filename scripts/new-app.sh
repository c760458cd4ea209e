#!/bin/sh
# Makes a SwiftPM package with a Vellum app that runs (a window with a display, PNG frames without one) and a test
# target, depending on this checkout by path: scripts/new-app.sh NAME [DIR] (make new-app NAME=… [DIR=…]).
set -eu

usage() { echo "usage: make new-app NAME=AppName [DIR=path]   (DIR defaults to ../AppName)" >&2; exit 2; }

name=${1:-}
[ -n "$name" ] || usage
case $name in
    [A-Za-z]*) ;;
    *) echo "new-app: NAME must start with a letter: $name" >&2; exit 2 ;;
esac
case $name in
    *[!A-Za-z0-9_]*) echo "new-app: NAME may hold only letters, digits and underscores: $name" >&2; exit 2 ;;
esac

vellum=$(cd "$(dirname "$0")/.." && pwd)
dir=${2:-$vellum/../$name}
if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
    echo "new-app: $dir exists and is not empty; choose another DIR" >&2
    exit 1
fi
mkdir -p "$dir/Sources/$name" "$dir/Sources/${name}Kit" "$dir/Tests/${name}Tests"
dir=$(cd "$dir" && pwd)
# A path dependency's package identity is the last component of its path, not the name in its manifest.
identity=$(basename "$vellum")
path=$(realpath --relative-to="$dir" "$vellum")

cat > "$dir/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "$name",
    products: [
        .executable(name: "$name", targets: ["$name"]),
    ],
    dependencies: [
        // Vellum by path: its package identity is the folder's name, "$identity".
        .package(path: "$path"),
    ],
    targets: [
        // The app's views and controllers live in a library, so that tests can import them.
        .target(name: "${name}Kit", dependencies: [
            .product(name: "UIKit", package: "$identity"),
        ]),
        .executableTarget(name: "$name", dependencies: [
            "${name}Kit", .product(name: "UIKit", package: "$identity"),
        ]),
        .testTarget(name: "${name}Tests", dependencies: [
            "${name}Kit",
            .product(name: "UIKit", package: "$identity"),
            .product(name: "UIKitTesting", package: "$identity"),
        ]),
    ]
)
EOF

cat > "$dir/.gitignore" <<'EOF'
/.build
/Package.resolved
/.swiftpm
/out
EOF

cat > "$dir/Sources/$name/main.swift" <<EOF
// With a display (DISPLAY or WAYLAND_DISPLAY), a window; without one, VELLUM_FRAMES=out writes PNG frames.
import UIKit
import ${name}Kit

_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
EOF

cat > "$dir/Sources/${name}Kit/AppDelegate.swift" <<'EOF'
import UIKit

/// Shows the root controller in a window on the main screen.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    // Swift on Linux creates the delegate from its class, so it needs an initializer callable on the class.
    public override init() {
        super.init()
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RootViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
EOF

cat > "$dir/Sources/${name}Kit/RootViewController.swift" <<'EOF'
import UIKit

/// A label counting taps on a button, laid out with Auto Layout, and a square that a pan drags.
public final class RootViewController: UIViewController {
    /// Shows how many times the button was tapped.
    public let countLabel = UILabel()
    /// Counts a tap.
    public let button = UIButton(type: .system)
    /// Follows a pan.
    public let square = UIView(frame: CGRect(x: 40, y: 240, width: 80, height: 80))
    /// How many times the button was tapped.
    public private(set) var count = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        countLabel.text = "Tapped 0 times"
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Tap me", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        // iOS: addTarget(self, action: #selector(tapped), for: .touchUpInside). Vellum takes the method itself.
        button.addTarget(self, action: RootViewController.tapped, for: .touchUpInside)
        view.addSubview(countLabel)
        view.addSubview(button)
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            countLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 20),
        ])

        square.backgroundColor = .systemBlue
        square.layer.cornerRadius = 12
        // iOS: UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))).
        square.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: RootViewController.dragged))
        view.addSubview(square)
    }

    func tapped() {
        count += 1
        countLabel.text = "Tapped \(count) times"
        UIView.animate(withDuration: 0.3) { self.square.alpha = self.count.isMultiple(of: 2) ? 1 : 0.5 }
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        square.center = CGPoint(x: square.center.x + translation.x, y: square.center.y + translation.y)
        pan.setTranslation(.zero, in: view)
    }
}
EOF

cat > "$dir/Tests/${name}Tests/RootViewControllerTests.swift" <<EOF
import Testing
import UIKit
import UIKitTesting
@testable import ${name}Kit

@MainActor
@Suite struct RootViewControllerTests {
    /// A window showing a new root controller on a screen of its own, hidden and unplugged afterwards.
    func withRootWindow(_ body: (UIWindow, RootViewController) throws -> Void) rethrows {
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let controller = RootViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            VirtualScreens.disconnect(screen)
        }
        FramePass.runOnce()
        try body(window, controller)
    }

    @Test func tappingTheButtonCountsTheTap() throws {
        try withRootWindow { window, controller in
            let button = controller.button
            let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
            try EventGenerator(window: window, timing: .virtual).fingerTap(at: centre)
            #expect(controller.count == 1)
            #expect(controller.countLabel.text == "Tapped 1 times")
        }
    }

    @Test func aPanDragsTheSquareByItsTranslation() throws {
        try withRootWindow { window, controller in
            let generator = EventGenerator(window: window, timing: .virtual)
            // A pan begins once the finger has moved 10 points (iOS's threshold), and its translation counts
            // from there: a 100-point drag moves the square 90 points.
            try generator.fingerDown(at: CGPoint(x: 80, y: 280))
            try generator.fingerMove(to: CGPoint(x: 180, y: 280), duration: 0.2)
            try generator.fingerUp()
            #expect(abs(controller.square.center.x - 170) < 0.001)
            #expect(controller.square.center.y == 280)
        }
    }
}
EOF

cat > "$dir/README.md" <<EOF
# $name

A UIKit app for Linux on [Vellum]($path).

\`\`\`sh
swift run $name                                   # a window, with DISPLAY or WAYLAND_DISPLAY set
VELLUM_FRAMES=out VELLUM_DURATION=1 swift run $name   # headless: one second of PNG frames in out/
swift test
\`\`\`
EOF

echo "Created $dir: swift run $name, swift test"
