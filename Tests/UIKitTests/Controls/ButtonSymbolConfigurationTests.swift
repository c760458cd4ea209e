import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ButtonSymbolConfigurationTests {
    private func star(_ pointSize: CGFloat) -> CGSize {
        UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: pointSize))!.size
    }

    @Test func aConfiguredButtonShowsItsSymbolAtEachStatesConfiguration() throws {
        let small = star(10), large = star(34), plain = try #require(UIImage(systemName: "star")).size
        #expect(small.height < plain.height && plain.height < large.height)

        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "star")
        configuration.contentInsets = .zero
        let button = UIButton(configuration: configuration)
        #expect(button.intrinsicContentSize == plain)

        // The configuration's own symbol configuration, then the one set for a state, which wins in that state.
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 10)
        button.configuration = configuration
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .highlighted)
        #expect(button.intrinsicContentSize == small)
        button.frame = CGRect(origin: .zero, size: CGSize(width: 100, height: 100))
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(button.intrinsicContentSize == large)
        #expect(button.imageView?.frame.size == large)
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.size == small)
    }
}
