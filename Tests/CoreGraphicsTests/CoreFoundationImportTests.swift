import CoreFoundation
import Foundation
import Testing

/// A file that imports CoreFoundation itself and not CoreGraphics: its `CFArray` is Core Foundation's class, which
/// CoreGraphics' Swift-collection names in this module's other files leave alone.
@Test func coreFoundationsOwnTypesStillCompileBesideCoreGraphics() {
    let array: CFArray = CFArrayCreate(nil, nil, 0, nil)
    #expect(CFArrayGetCount(array) == 0)
}
