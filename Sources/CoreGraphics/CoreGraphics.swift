// CoreGraphics for Linux: Apple's Swift API over cairo.
//
// CGFloat, CGPoint, CGSize, CGRect and CGRectEdge are Foundation's own types, re-exported so that
// `import CoreGraphics` (and later `import UIKit`) sees exactly one of each, with the implicit
// CGFloat <-> Double conversion intact.
@_exported import Foundation
