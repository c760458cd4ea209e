// UIKit's view system: (1) a layout pass over a 10,000-view tree resized through autoresizing masks, and an
// update pass after one view of that tree changed; (2) coordinate conversion through 50 nested, transformed
// views; (3) memory per plain view with its layer, and per view with a backing store; (4) Auto Layout
// through UIKit's API against the LayoutEngine solver alone, on the same column of rows (AutoLayoutRows.swift).
// (5) Hierarchies at scale: 100,000 siblings added and removed, a chain 100,000 views deep. (6) The Auto
// Layout cliffs of issue 22 (AutoLayoutCliffs.swift). (7) Views released on the main actor (ViewRelease.swift).
// (8) Associated objects (AssociationCosts.swift). (9) Scrolling content that Auto Layout places
// (ScrollViewLayout.swift). (10) What the scroll indicators add to a scroll (ScrollIndicatorCosts.swift).
// (11) Navigation: the main-thread cost of a push and pop and the work in their slides' frames, and a
// navigation stack turned between portrait and landscape (NavigationTransitions.swift).
// (12) Table views at scale (TableViewCosts.swift).
// (13) A light → dark change through 10,000 views (TraitChange.swift).
// (14) Diffing snapshots of 100,000 items against Swift's CollectionDifference (DiffCosts.swift).
// (15) Text editing: caret and hit-test queries and typing in a 10,000-word document (TextEditingCosts.swift).
// (16) Symbol images drawn and kept (SymbolCosts.swift).
// (17) A picker wheel of 10,000 rows scrolling (PickerScroll.swift).
// (18) Images of asset catalogs looked up and kept (AssetCosts.swift).
// (19) A 200-view nib loaded cold and cached, beside the same views built in code (NibLoading.swift).
// Usage: UIKitBenchmark [--navigation] [--text] [--symbols] [--traits] [--assets] [--nib] [--autolayout] [--rows] [--hierarchy] [--tables] [--runs N] [--json FILE]; each flag runs those figures alone. (`--rows-kept-heap` is the child process the rows figures start.)
import Foundation
import UIKit
import UIKitTesting

var jsonPath: String?
var navigationOnly = false
var textOnly = false
var symbolsOnly = false
var traitsOnly = false
var assetsOnly = false
var nibOnly = false
var autoLayoutOnly = false
var rowsOnly = false
/// Whether this process is the child that measures the rows on a kept heap (see `keptHeapTunables`).
var rowsKeptHeap = false
var hierarchyOnly = false
var tablesOnly = false
/// How many runs the column-of-rows figures take the median of (`--runs N`): more steady a figure on a noisy machine.
var rowsRuns = 15
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    if argument == "--json" {
        jsonPath = arguments.next()
    } else if argument == "--navigation" {
        navigationOnly = true
    } else if argument == "--text" {
        textOnly = true
    } else if argument == "--symbols" {
        symbolsOnly = true
    } else if argument == "--traits" {
        traitsOnly = true
    } else if argument == "--assets" {
        assetsOnly = true
    } else if argument == "--nib" {
        nibOnly = true
    } else if argument == "--autolayout" {
        autoLayoutOnly = true
    } else if argument == "--rows" {
        rowsOnly = true
    } else if argument == "--rows-kept-heap" {
        rowsKeptHeap = true
    } else if argument == "--hierarchy" {
        hierarchyOnly = true
    } else if argument == "--tables" {
        tablesOnly = true
    } else if argument == "--runs", let count = arguments.next().flatMap({ Int($0) }), count > 0 {
        rowsRuns = count
    } else {
        print("usage: UIKitBenchmark [--navigation] [--text] [--symbols] [--traits] [--assets] [--nib] [--autolayout] [--rows] [--hierarchy] [--tables] [--runs N] [--json FILE]")
        exit(2)
    }
}

/// Seconds on a monotonic clock.
func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// `runs` timings of `body`, in seconds.
func samples(_ runs: Int, _ body: () -> Void) -> [Double] {
    (0..<runs).map { _ in
        let start = now()
        body()
        return now() - start
    }
}

/// The fastest of `runs` timings of `body`, in seconds.
func fastest(_ runs: Int, _ body: () -> Void) -> Double { samples(runs, body).min()! }

/// The middle value of `values`.
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Stops the benchmark when a figure would measure the wrong thing.
func check(_ condition: Bool, _ message: String) {
    guard !condition else { return }
    print("sanity check failed: \(message)")
    exit(1)
}

/// Bytes the allocator has handed out.
func allocatedBytes() -> Int { Int(mallinfo2().uordblks) }

/// Writes `figures` to the JSON file asked for, if any.
@MainActor func writeJSON(_ figures: [String: Double]) throws {
    guard let jsonPath else { return }
    let data = try JSONSerialization.data(withJSONObject: figures, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
}

/// Prints the symbol figures and returns them for the JSON file.
@MainActor func symbolFigures() -> [String: Double] {
    let symbols = symbolCosts()
    print(String(format: "  UIImage(systemName:) at 17 points: %.3f ms the first time a name is drawn (median of 40 names), "
                 + "%.2f µs again", symbols.first, symbols.cached))
    return ["symbol_first_ms": symbols.first, "symbol_cached_us": symbols.cached]
}

/// Prints the nib-loading figures and returns them for the JSON file.
@MainActor func nibFigures() throws -> [String: Double] {
    let (cpu, wall) = try nibLoadingCosts()
    print(String(format: "  a 200-view nib with 550 constraints, main-thread CPU time: %.2f ms loaded the first time (target ≤ 10 ms), "
                 + "%.2f ms the tenth (target ≤ 3 ms); %.2f ms built in code", cpu.cold, cpu.cached, cpu.code))
    print(String(format: "  the same in wall time: %.2f ms, %.2f ms; %.2f ms", wall.cold, wall.cached, wall.code))
    return ["nib_load_200_ms": cpu.cold, "nib_load_200_cached_ms": cpu.cached, "nib_code_200_ms": cpu.code,
            "nib_load_200_wall_ms": wall.cold, "nib_load_200_cached_wall_ms": wall.cached, "nib_code_200_wall_ms": wall.code]
}

if nibOnly {
    print("UIKit nib loading")
    try writeJSON(nibFigures())
    exit(0)
}

if symbolsOnly {
    print("UIKit symbols")
    try writeJSON(symbolFigures())
    exit(0)
}

/// Prints the trait-change figures and returns them under their JSON keys.
@MainActor func traitFigures() -> [String: Double] {
    let dynamic = traitChangeCosts(dynamic: true, runs: 20)
    let plain = traitChangeCosts(dynamic: false, runs: 20)
    print(String(format: "  light → dark through 10,000 views with system colours: %.3f ms median CPU time, %.3f ms fastest "
                 + "(target ≤ 5 ms); the frame pass after it %.3f ms, %d views redrawn (the 1,000 that draw)",
                 dynamic.change, dynamic.fastest, dynamic.pass, dynamic.redrawn))
    print(String(format: "  the same through 10,000 views that use no traits: %.3f ms median, %.3f ms fastest", plain.change, plain.fastest))
    return ["trait_change_10k_ms": dynamic.change, "trait_change_fastest_10k_ms": dynamic.fastest,
            "trait_change_pass_10k_ms": dynamic.pass, "trait_change_redrawn_10k": Double(dynamic.redrawn),
            "trait_change_plain_10k_ms": plain.change]
}

if traitsOnly {
    print("UIKit trait changes")
    try writeJSON(traitFigures())
    exit(0)
}

/// Prints the asset catalog figures and returns them for the JSON file.
@MainActor func assetFigures() throws -> [String: Double] {
    let assets = try assetCosts()
    print(String(format: "  UIImage(named:) of a 64-point image set at 2x: %.3f ms the first time (catalog of 200 sets indexed, "
                 + "file decoded; median of 20 catalogs), %.2f µs again", assets.first, assets.cached))
    return ["asset_image_first_ms": assets.first, "asset_image_cached_us": assets.cached]
}

if assetsOnly {
    print("UIKit asset catalogs")
    try writeJSON(assetFigures())
    exit(0)
}

/// Prints the table figures (reload at 1,000 and 1,000,000 rows, the memory of a million, a scroll frame
/// bringing one new row) and returns them under their JSON keys.
@MainActor func tableFigures() -> [String: Double] {
    let reload1k = tableReload(rows: 1_000), reload1m = tableReload(rows: 1_000_000)
    let rows1mExtra = tableMillionRowsExtraMegabytes()
    let newRow = tableScrollNewRow()
    print(String(format: "  a table's reloadData and layout: %.3f ms at 1,000 rows, %.3f ms at 1,000,000 (ratio %.2f×, target ≤ 1.5×); "
                 + "the million rows hold %.2f MB more (target < 5 MB)", reload1k * 1e3, reload1m * 1e3, reload1m / reload1k, rows1mExtra))
    print(String(format: "  a scroll frame bringing one new self-sizing row into view: %.3f ms median main-thread CPU time (target ≤ 1 ms), "
                 + "%.1f%% of a reloadData of the screen (%.3f ms; target ≤ 10%%)", newRow.scroll, newRow.scroll / newRow.reload * 100, newRow.reload))
    return ["reload_rows_1k_ms": reload1k * 1e3, "reload_rows_1m_ms": reload1m * 1e3, "rows_1m_extra_mb": rows1mExtra,
            "scroll_new_row_ms": newRow.scroll, "table_reload_screen_ms": newRow.reload]
}

if tablesOnly {
    print("UIKit tables")
    try writeJSON(tableFigures())
    exit(0)
}

if navigationOnly {
    print("UIKit navigation")
    try writeJSON(navigationFigures())
    exit(0)
}

/// Prints the figures of a column of rows laid out by Auto Layout through UIKit against the solver alone, and
/// returns them under their JSON keys: under the allocator's settings as the process found them, then (unless this is
/// the child measuring that) on a kept heap, in a child process (see `keptHeapTunables`).
@MainActor func rowsFigures() -> [String: Double] {
    let rows1000 = rows(1000, runs: rowsRuns), rows5000 = rows(5000, runs: rowsRuns)
    if rowsKeptHeap {
        print("  The same on a heap that keeps the memory it frees (GLIBC_TUNABLES=\(keptHeapTunables)):")
    } else {
        print("  Auto Layout, a column of N rows (4N constraints): made, activated and laid out through UIKit, against")
        print("  the LayoutEngine solver building and solving the same system (median main-thread CPU time of \(rowsRuns) runs)")
    }
    for (n, figures) in [(1000, rows1000), (5000, rows5000)] {
        print(String(format: "    N = %4d   UIKit %8.3f ms   solver %8.3f ms   ratio %5.2f×  (target ≤ 2×)",
                     n, figures.autoLayout * 1e3, figures.solver * 1e3, figures.autoLayout / figures.solver))
        let steps = figures.steps
        print(String(format: "               making the constraints %.3f ms, activating %.3f ms, syncing and laying out %.3f ms; "
                     + "page faults %d (solver %d)", steps.making * 1e3, steps.activating * 1e3, steps.layingOut * 1e3,
                     steps.pageFaults, figures.solverPageFaults))
    }
    let suffix = rowsKeptHeap ? "_kept_heap" : ""
    var figures: [String: Double] = [:]
    for (n, result) in [(1000, rows1000), (5000, rows5000)] {
        figures["autolayout_rows_\(n)\(suffix)_ms"] = result.autoLayout * 1e3
        figures["solver_rows_\(n)\(suffix)_ms"] = result.solver * 1e3
        figures["autolayout_rows_\(n)\(suffix)_making_ms"] = result.steps.making * 1e3
        figures["autolayout_rows_\(n)\(suffix)_activating_ms"] = result.steps.activating * 1e3
        figures["autolayout_rows_\(n)\(suffix)_laying_out_ms"] = result.steps.layingOut * 1e3
    }
    if !rowsKeptHeap { figures.merge(keptHeapRowsFigures(runs: rowsRuns)) { $1 } }
    return figures
}

/// Prints the Auto Layout figures (a column of rows through UIKit against the solver alone, a constant edited,
/// issue 22's cliffs at 5,000) and returns them under their JSON keys.
@MainActor func autoLayoutFigures() -> [String: Double] {
    var figures = rowsFigures()
    let constantEdit1000 = constantEdit(1000), constantEdit10000 = constantEdit(10_000)
    let stackFillEqually5000 = (0..<3).map { _ in stackFillEqually(5000).seconds }.min()!
    let stackBytes1000 = stackFillEqually(1000).bytesPerView, stackBytes5000 = stackFillEqually(5000).bytesPerView
    let conflictsDeactivate5000 = (0..<3).map { _ in conflictsDeactivate(5000) }.min()!
    let cyclicRemoval5000 = cyclicRemoval(5000)
    let impossibleChainEdit5000 = impossibleChainEdit(5000)
    print(String(format: "  one constraint's constant changed in a column of 1,000 rows, laid out again: %.2f µs median "
                 + "(10,000 rows: %.2f µs; target ≤ 10 µs, flat)", constantEdit1000, constantEdit10000))
    print("  Auto Layout cliffs (issue 22), at 5,000:")
    print(String(format: "    a vertical fill-equally stack laid out:                    %8.1f ms (target ≤ 200 ms), "
                 + "%.0f bytes kept per view (at 1,000: %.0f)", stackFillEqually5000 * 1e3, stackBytes5000, stackBytes1000))
    print(String(format: "    conflicting required constraints deactivated:             %8.4f s", conflictsDeactivate5000))
    print(String(format: "    views whose constraints form cycles removed:              %8.3f s", cyclicRemoval5000))
    print(String(format: "    one constant edited in a chain whose total cannot hold:   %8.2f ms median",
                 impossibleChainEdit5000 * 1e3))
    figures.merge(["constant_edit_1000_us": constantEdit1000, "constant_edit_10000_us": constantEdit10000,
                   "stack_fill_equally_5000_ms": stackFillEqually5000 * 1e3,
                   "stack_fill_equally_5000_view_bytes": stackBytes5000,
                   "conflicts_5000_deactivate_s": conflictsDeactivate5000, "cyclic_removal_5000_s": cyclicRemoval5000,
                   "impossible_chain_edit_5000_ms": impossibleChainEdit5000 * 1e3]) { $1 }
    return figures
}

if rowsOnly || rowsKeptHeap {
    if rowsOnly { print("UIKit Auto Layout rows") }
    try writeJSON(rowsFigures())
    exit(0)
}

if autoLayoutOnly {
    print("UIKit Auto Layout")
    try writeJSON(autoLayoutFigures())
    exit(0)
}

/// Prints the figures of hierarchies at scale (100,000 siblings, a chain 100,000 deep) and returns them under
/// their JSON keys.
@MainActor func hierarchyFigures() -> [String: Double] {
    let siblings = siblingsAddedAndRemoved(100_000)
    let chain = deepChain(100_000)
    print(String(format: "  100,000 sibling views added to one parent: %.3f s, removed one by one: %.3f s (target ≤ 1 s together)",
                 siblings.add, siblings.remove))
    print(String(format: "  a chain of 100,000 nested views built: %.3f s (target ≤ 1 s); its first frame pass %.3f s, "
                 + "a hit test through it %.3f s, released %.3f s", chain.build, chain.pass, chain.hitTest, chain.release))
    return ["siblings_100k_s": siblings.add + siblings.remove, "deep_chain_100k_s": chain.build,
            "deep_chain_100k_pass_s": chain.pass, "deep_chain_100k_release_s": chain.release]
}

if hierarchyOnly {
    print("UIKit hierarchies at scale")
    try writeJSON(hierarchyFigures())
    exit(0)
}

/// Prints the text-editing figures and returns them under their JSON keys.
@MainActor func textFigures() -> [String: Double] {
    let text = textEditingCosts()
    let field1k = textFieldTypingCost(wordCount: 1_000), field10k = textFieldTypingCost(wordCount: 10_000)
    let view1 = textViewTypingCost(paragraphs: 1), view10 = textViewTypingCost(paragraphs: 10)
    let view1Long = textViewTypingCost(paragraphs: 1, wordsEach: 10_000)
    print("  text editing, a 10,000-word document (10 paragraphs of 1,000 words, wrapped at 600 points):")
    print(String(format: "    caretRect %.2f µs, closestPosition %.2f µs median (target ≤ 20 µs)", text.caret, text.closest))
    print(String(format: "    the engine alone, one character typed in the middle with its paragraph's relayout: %.3f ms in "
                 + "10 paragraphs, %.3f ms in 1", text.type10, text.type1))
    print(String(format: "    a UITextView, key event to committed frame, main-thread CPU time (wall time): %.3f ms (%.3f) in "
                 + "10 paragraphs, %.3f ms (%.3f) in 1, %.3f ms (%.3f) in one paragraph of 10,000 words (target ≤ 2 ms, "
                 + "independent of the other paragraphs)", view10.cpu, view10.wall, view1.cpu, view1.wall,
                 view1Long.cpu, view1Long.wall))
    print(String(format: "    a UITextField, key to frame pass, main-thread CPU time (wall time): %.2f ms (%.2f) with 1,000 "
                 + "words on its line, %.2f ms (%.2f) with 10,000", field1k.cpu, field1k.wall, field10k.cpu, field10k.wall))
    return ["caret_rect_us": text.caret, "closest_position_us": text.closest,
            "type_char_1_paragraph_ms": view1.cpu, "type_char_10_paragraphs_ms": view10.cpu,
            "type_char_1_paragraph_10k_words_ms": view1Long.cpu,
            "type_char_engine_1_paragraph_ms": text.type1, "type_char_engine_10_paragraphs_ms": text.type10,
            "type_char_field_ms": field10k.cpu, "type_char_field_1k_words_ms": field1k.cpu]
}

if textOnly {
    print("UIKit text editing")
    try writeJSON(textFigures())
    exit(0)
}

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

/// A view that draws, counting its draws.
final class Drawn: UIView {
    /// Draws by all views of the class so far.
    static var draws = 0

    override func draw(_ rect: CGRect) {
        Self.draws += 1
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}
// One view changed in that tree: a cell moved and a drawn view asked to redraw, then one pass of the frame
// cycle is timed (the changes themselves are not). The render thread is held, as it is between frames, so that
// compositing the previous pass does not run on the other core during the next.
let drawnCell = Drawn(frame: CGRect(x: 1, y: 1, width: 8, height: 8))
root.subviews[50].addSubview(drawnCell)
let movedCell = root.subviews[0].subviews[0]
FramePass.runOnce()
var moved = false
let onePass = ControlledClock.run { _ in
    (0..<2000).map { _ in
        moved.toggle()
        movedCell.frame.origin.x = moved ? 2 : 1
        drawnCell.setNeedsDisplay()
        let start = now()
        FramePass.runOnce()
        return now() - start
    }
}
check(Drawn.draws > onePass.count, "the update pass did not redraw the changed view")
let onePassMedian = median(onePass), onePassFastest = onePass.min()!
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

let drawnCount = 1000
let host = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
before = allocatedBytes()
for i in 0..<drawnCount {
    host.addSubview(Drawn(frame: CGRect(x: CGFloat(i % 9) * 44, y: CGFloat(i / 9 % 9) * 44, width: 44, height: 44)))
}
host.layer.layoutAndDisplayTree()
let drawnBytes = Double(allocatedBytes() - before) / Double(drawnCount)
let storeBytes = 44.0 * 44 * host.contentScaleFactor * host.contentScaleFactor * 4

// (7) Views released on the main actor.
let released = viewRelease(100_000)
// (8) Associated objects on 10,000 views.
let associations = associationCosts(10_000)
// (9) A scroll of 1,000 rows laid out by constraints to the scroll view's guides.
let scrollPlain = scrollWithoutAutoLayout(rows: 1000)
let scrollContentGuide = scrollWithAutoLayout(rows: 1000, pinnedHeader: false)
let scrollPinnedHeader = scrollWithAutoLayout(rows: 1000, pinnedHeader: true)

print("UIKit view system (\(count) views in the layout tree)")
print(String(format: "  layout pass, 10,000 views resized by autoresizing: %8.3f ms   (target ≤ 5 ms)", layoutPass * 1e3))
print(String(format: "  update pass after one view of them changed:         %8.3f µs median, %.3f µs fastest of %d (target ≤ 20 µs)",
             onePassMedian * 1e6, onePassFastest * 1e6, onePass.count))
print(String(format: "  convert(_:to:) through 50 transformed levels:      %8.3f µs", conversion * 1e6))
print(String(format: "  memory per plain UIView with its layer:            %8.0f bytes (target ≤ 1024)", plainBytes))
print(String(format: "    of which the UIView object %d bytes, its CALayer object %d bytes", viewObjectBytes, layerObjectBytes))
print(String(format: "  memory per 44×44 view with a backing store:        %8.0f bytes (%.0f of them the store's pixels)",
             drawnBytes, storeBytes))
let autoLayout = autoLayoutFigures()
let hierarchy = hierarchyFigures()
print(String(format: "  100,000 views released on the main actor: %.0f ns a view without subviews, %.0f ns a view of a "
             + "tree of 1,000 containers of 99", released.leaves, released.tree))
print("  associated objects on 10,000 views:")
print(String(format: "    set %.0f ns, get %.0f ns, %.0f bytes kept per association", associations.set * 1e9,
             associations.get * 1e9, associations.bytes))
print(String(format: "    an idle frame pass: %.2f µs median with 10,000 owners in the table, %.2f µs with the same views "
             + "and no associations, %.2f µs before the views", associations.fullPass * 1e6,
             associations.viewsPass * 1e6, associations.emptyPass * 1e6))
print(String(format: "    10,000 owners dead at once: values released in %d frame passes, %.2f ms",
             associations.releasePasses, associations.release * 1e3))
print("  a scroll and the layout after it, 1,000 rows in a scroll view (median of 300):")
print(String(format: "    rows placed by frames: %.2f µs; by constraints to the content guide: %.2f µs; "
             + "with a header pinned to the frame guide: %.2f µs", scrollPlain, scrollContentGuide, scrollPinnedHeader))
let indicatorCosts = scrollIndicatorCosts()
print(String(format: "  a scroll of a UIScrollView (one content offset change): %.0f ns with the indicators shown and placed "
             + "(target ≤ 3,000 ns), %.0f ns with them switched off", indicatorCosts.shown, indicatorCosts.off))
let navigation = navigationFigures()
let tables = tableFigures()
let traitChange = traitFigures()
let diff = diffCosts(items: 100_000, deletions: 10_000, insertions: 10_000, moves: 2000)
print(String(format: "  diffing snapshots of 100,000 items, 10,000 deleted, 10,000 inserted, 2,000 moved: %.1f ms "
             + "(%d deletes, %d inserts, %d moves, verified); CollectionDifference on the same identifiers %.0f ms: "
             + "%.0f× faster (target ≥ 10×); the 100,000-item snapshot built in %.1f ms", diff.diff * 1e3,
             diff.deleted, diff.inserted, diff.moved, diff.collectionDifference * 1e3,
             diff.collectionDifference / diff.diff, diff.build * 1e3))
print(String(format: "  the same change applied to a table through UITableViewDiffableDataSource, with the frame pass "
             + "after it: %.1f ms", diff.apply * 1e3))
let text = textFigures()
let symbols = symbolFigures()
let assets = try assetFigures()
let nib = try nibFigures()
let pickerScroll = pickerScrollCosts()
print(String(format: "  a scroll frame of a 10,000-row picker wheel (7 points, frame pass included): %.3f ms median, %.3f ms "
             + "slowest of 600; at most %d row views", pickerScroll.median, pickerScroll.slowest, pickerScroll.rowViews))
_ = sink

try writeJSON(navigation.merging(text, uniquingKeysWith: { $1 }).merging(symbols, uniquingKeysWith: { $1 })
    .merging(traitChange, uniquingKeysWith: { $1 }).merging(assets, uniquingKeysWith: { $1 }).merging(nib, uniquingKeysWith: { $1 })
    .merging(autoLayout, uniquingKeysWith: { $1 }).merging(hierarchy, uniquingKeysWith: { $1 })
    .merging(tables, uniquingKeysWith: { $1 }).merging([
    "layout_pass_10000_s": layoutPass, "convert_50_levels_s": conversion,
    "plain_view_bytes": plainBytes, "drawn_view_bytes": drawnBytes,
    "one_view_pass_us": onePassMedian * 1e6, "one_view_pass_fastest_us": onePassFastest * 1e6,
    "view_release_leaf_ns": released.leaves, "view_release_tree_ns": released.tree,
    "association_set_ns": associations.set * 1e9, "association_get_ns": associations.get * 1e9,
    "association_bytes": associations.bytes, "idle_pass_10000_associations_us": associations.fullPass * 1e6,
    "idle_pass_no_associations_us": associations.viewsPass * 1e6,
    "association_release_10000_passes": Double(associations.releasePasses),
    "association_release_10000_ms": associations.release * 1e3,
    "scroll_frames_1000_rows_us": scrollPlain, "scroll_content_guide_1000_rows_us": scrollContentGuide,
    "scroll_pinned_header_1000_rows_us": scrollPinnedHeader,
    "scroll_indicators_shown_ns": indicatorCosts.shown, "scroll_indicators_off_ns": indicatorCosts.off,
    "diff_100k_ms": diff.diff * 1e3, "collection_difference_100k_ms": diff.collectionDifference * 1e3,
    "snapshot_build_100k_ms": diff.build * 1e3, "diffable_apply_100k_ms": diff.apply * 1e3,
    "picker_scroll_frame_ms": pickerScroll.median, "picker_scroll_frame_slowest_ms": pickerScroll.slowest,
], uniquingKeysWith: { $1 }))
