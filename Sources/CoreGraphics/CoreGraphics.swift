// CoreGraphics for Linux: Apple's Swift API over cairo.
//
// CGFloat, CGPoint, CGSize, CGRect and CGRectEdge are Foundation's own types, re-exported so that
// `import CoreGraphics` (and later `import UIKit`) sees exactly one of each, with the implicit
// CGFloat <-> Double conversion intact.
@_exported import Foundation
// Apple's frameworks bring CoreFoundation's types (`CFTimeInterval`…) with them; Foundation on Linux does not.
// Re-exported from here, the module that declares `CoreFoundationTypes`' names, so that those names shadow
// CoreFoundation's own in files that import only Apple's frameworks.
@_exported import CoreFoundation
