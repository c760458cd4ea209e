// What `objc_setAssociatedObject` costs: a set and a get on each of 10,000 views, the memory an association
// keeps, what a frame pass pays for checking the table for dead owners, and how many passes release the values of
// 10,000 owners that died together.
import Foundation
import UIKit
import UIKitTesting

/// A value to associate, which counts its releases.
private final class Attachment {
    nonisolated(unsafe) static var released = 0
    deinit { Attachment.released += 1 }
}

nonisolated(unsafe) private var attachmentKey: UInt8 = 0

/// The figures, in seconds and bytes; `releasePasses` is the number of frame passes that released every value.
@MainActor func associationCosts(_ n: Int) -> (set: Double, get: Double, bytes: Double, emptyPass: Double,
                                              viewsPass: Double, fullPass: Double, releasePasses: Int,
                                              release: Double) {
    let emptyPass = median(samples(301) { FramePass.runOnce() })
    var set = 0.0, get = 0.0, bytes = 0.0, viewsPass = 0.0, fullPass = 0.0
    do {
        let views = (0..<n).map { _ in UIView() }
        let attachments = (0..<n).map { _ in Attachment() }
        viewsPass = median(samples(301) { FramePass.runOnce() })
        let before = allocatedBytes()
        var start = now()
        for (view, attachment) in zip(views, attachments) {
            objc_setAssociatedObject(view, &attachmentKey, attachment, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        set = (now() - start) / Double(n)
        bytes = Double(allocatedBytes() - before) / Double(n)
        start = now()
        var found = 0
        for view in views where objc_getAssociatedObject(view, &attachmentKey) != nil { found += 1 }
        get = (now() - start) / Double(n)
        check(found == n, "an association was lost")
        // The owners must outlive this measure: a pass releasing values would time the release instead.
        fullPass = withExtendedLifetime(views) { median(samples(301) { FramePass.runOnce() }) }
        Attachment.released = 0
    }
    // Every owner is dead: passes release their values 32 owners at a time.
    let start = now()
    var passes = 0
    while Attachment.released < n, passes < 10 * n {
        FramePass.runOnce()
        passes += 1
    }
    let release = now() - start
    check(Attachment.released == n, "values of dead owners were not released")
    return (set, get, bytes, emptyPass, viewsPass, fullPass, passes, release)
}
