// Issue 19's symbols: `UIImage(systemName:)` at 17 points, the first time a name is asked for (librsvg draws its
// Bootstrap icon) and again (the drawing is kept).
import Foundation
import UIKit

/// The median milliseconds of a first `UIImage(systemName:)` at 17 points over 40 names never drawn before, and
/// the median microseconds of one asked for again.
@MainActor func symbolCosts() -> (first: Double, cached: Double) {
    let names = ["heart", "star", "gear", "trash", "house", "bell", "envelope", "photo", "camera", "folder",
                 "pencil", "calendar", "clock", "lock", "key", "cart", "bag", "tag", "flag", "bookmark",
                 "person", "globe", "cloud", "moon", "paperclip", "link", "mic", "video", "phone", "map",
                 "eye", "magnifyingglass", "plus.circle", "minus.circle", "xmark.circle", "checkmark.circle",
                 "info.circle", "exclamationmark.triangle", "chevron.right", "ellipsis.circle"]
    let configuration = UIImage.SymbolConfiguration(pointSize: 17)
    var firsts: [Double] = []
    for name in names {
        let start = now()
        let image = UIImage(systemName: name, withConfiguration: configuration)
        firsts.append(now() - start)
        check(image != nil, "the symbol \(name) is drawn (is bootstrap-icons installed?)")
    }
    let cached = samples(2000) {
        check(UIImage(systemName: "heart", withConfiguration: configuration) != nil, "heart is drawn")
    }
    return (median(firsts) * 1e3, median(cached) * 1e6)
}
