@_exported import CoreGraphics
// Apple's frameworks bring CoreFoundation's types (`CFTimeInterval`…) with them; Foundation on Linux does not.
@_exported import CoreFoundation
