// UIKit's view system: (1) a layout pass over a 10,000-view tree resized through autoresizing masks;
// (2) coordinate conversion through 50 nested, transformed views; (3) memory per plain view with its layer,
// and per view with a backing store.
// Usage: UIKitBenchmark [--json FILE]
import Foundation
import UIKit
import UIKitTesting

var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    if argument == "--json" { jsonPath = arguments.next() } else {
        print("usage: UIKitBenchmark [--json FILE]")
        exit(2)
    }
}

/// The fastest of `runs` timings of `body`, in seconds.
func fastest(_ runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// Bytes the allocator has handed out.
func allocatedBytes() -> Int { Int(mallinfo2().uordblks) }

// (1) 100 columns of 99 rows: 10,000 views with the window's root, every one autoresizing.
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
let root = UIView(frame: window.bounds)
root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
window.addSubview(root)
var count = 1
for column in 0..<100 {
    let container = UIView(frame: CGRect(x: CGFloat(column) * 10, y: 0, width: 10, height: 1000))
    container.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight]
    root.addSubview(container)
    count += 1
    for row in 0..<99 {
        let cell = UIView(frame: CGRect(x: 1, y: CGFloat(row) * 10 + 1, width: 8, height: 8))
        cell.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        container.addSubview(cell)
        count += 1
    }
}
window.isHidden = false
performPendingUpdates()
var wide = false
let layoutPass = fastest(100) {
    wide.toggle()
    window.frame = CGRect(x: 0, y: 0, width: wide ? 1200 : 1000, height: wide ? 900 : 1000)
    window.layoutIfNeeded()
}
window.isHidden = true

// (2) 50 nested views, each offset, scaled and rotated a little.
let top = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
var leaf = top
for level in 0..<50 {
    let child = UIView(frame: CGRect(x: 3, y: 2, width: 900, height: 900))
    child.transform = CGAffineTransform(rotationAngle: 0.01 * CGFloat(level % 3)).scaledBy(x: 0.99, y: 1.01)
    leaf.addSubview(child)
    leaf = child
}
let conversions = 1000
var sink = CGPoint.zero
let conversion = fastest(10) {
    for i in 0..<conversions { sink = leaf.convert(CGPoint(x: CGFloat(i), y: 1), to: top) }
} / Double(conversions)

// (3) Memory: views kept alive, measured by the allocator.
let plainCount = 10_000
var before = allocatedBytes()
var plain: [UIView] = []
plain.reserveCapacity(plainCount)
for _ in 0..<plainCount { plain.append(UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))) }
let plainBytes = Double(allocatedBytes() - before) / Double(plainCount)
/// The allocator's block for an object.
func objectBytes(_ object: AnyObject) -> Int { malloc_usable_size(Unmanaged.passUnretained(object).toOpaque()) }
let viewObjectBytes = objectBytes(plain[0]), layerObjectBytes = objectBytes(plain[0].layer)

final class Drawn: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}
let drawnCount = 1000
let host = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
before = allocatedBytes()
for i in 0..<drawnCount {
    host.addSubview(Drawn(frame: CGRect(x: CGFloat(i % 9) * 44, y: CGFloat(i / 9 % 9) * 44, width: 44, height: 44)))
}
host.layer.layoutAndDisplayTree()
let drawnBytes = Double(allocatedBytes() - before) / Double(drawnCount)
let storeBytes = 44.0 * 44 * host.contentScaleFactor * host.contentScaleFactor * 4

print("UIKit view system (\(count) views in the layout tree)")
print(String(format: "  layout pass, 10,000 views resized by autoresizing: %8.3f ms   (target ≤ 5 ms)", layoutPass * 1e3))
print(String(format: "  convert(_:to:) through 50 transformed levels:      %8.3f µs", conversion * 1e6))
print(String(format: "  memory per plain UIView with its layer:            %8.0f bytes (target ≤ 1024)", plainBytes))
print(String(format: "    of which the UIView object %d bytes, its CALayer object %d bytes", viewObjectBytes, layerObjectBytes))
print(String(format: "  memory per 44×44 view with a backing store:        %8.0f bytes (%.0f of them the store's pixels)",
             drawnBytes, storeBytes))
_ = sink

if let jsonPath {
    let figures: [String: Double] = [
        "layout_pass_10000_s": layoutPass, "convert_50_levels_s": conversion,
        "plain_view_bytes": plainBytes, "drawn_view_bytes": drawnBytes,
    ]
    let data = try JSONSerialization.data(withJSONObject: figures, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
}
