import Testing
@testable import CoreGraphics
