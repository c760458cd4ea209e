// Scrolling a scroll view whose content Auto Layout places (issue 16): the content guide takes no part in a
// scroll, and the frame guide, once constraints name it, costs one edit of a constant per scroll.
import Foundation
import UIKit

/// Microseconds (median of 300) for one scroll and the layout after it, in a 390 × 844 scroll view of `n`
/// 20-point rows, each pinned to the content guide's edges and as wide as the frame guide; with `pinnedHeader`,
/// a header pinned to the frame guide's top, which must stay put.
@MainActor func scrollWithAutoLayout(rows n: Int, pinnedHeader: Bool) -> Double {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scroll = UIScrollView(frame: window.bounds)
    window.addSubview(scroll)
    let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
    var constraints: [NSLayoutConstraint] = []
    var above = content.topAnchor
    for _ in 0..<n {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(row)
        constraints += [row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                        row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                        row.widthAnchor.constraint(equalTo: frame.widthAnchor),
                        row.heightAnchor.constraint(equalToConstant: 20), row.topAnchor.constraint(equalTo: above)]
        above = row.bottomAnchor
    }
    constraints.append(above.constraint(equalTo: content.bottomAnchor))
    let header = UIView()
    if pinnedHeader {
        header.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(header)
        constraints += [header.topAnchor.constraint(equalTo: frame.topAnchor),
                        header.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 44)]
    }
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    check(scroll.contentSize == CGSize(width: 390, height: CGFloat(n) * 20), "the content size is \(scroll.contentSize)")
    let times = (0..<300).map { step in
        let start = now()
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat(step % 50 + 1) * 7)
        window.layoutIfNeeded()
        return now() - start
    }
    check(!pinnedHeader || header.frame.minY == scroll.contentOffset.y, "the pinned header scrolled to \(header.frame)")
    return median(times) * 1e6
}

/// The same scroll in a scroll view of `n` rows placed by their frames, without Auto Layout.
@MainActor func scrollWithoutAutoLayout(rows n: Int) -> Double {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scroll = UIScrollView(frame: window.bounds)
    window.addSubview(scroll)
    for index in 0..<n { scroll.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: 390, height: 20))) }
    scroll.contentSize = CGSize(width: 390, height: CGFloat(n) * 20)
    window.layoutIfNeeded()
    let times = (0..<300).map { step in
        let start = now()
        scroll.contentOffset = CGPoint(x: 0, y: CGFloat(step % 50 + 1) * 7)
        window.layoutIfNeeded()
        return now() - start
    }
    return median(times) * 1e6
}
