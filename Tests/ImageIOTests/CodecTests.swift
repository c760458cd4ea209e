import Testing
@testable import ImageIO
