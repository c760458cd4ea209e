import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite struct ImageViewTintTests {
    /// A 10-point opaque square drawn as a template, so it shows only the image view's tint.
    private func templateSquare() -> UIImage {
        render(CGSize(width: 10, height: 10)) { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }.withRenderingMode(.alwaysTemplate)
    }

    @Test func aTemplateImageFollowsTheAppearanceBothWays() {
        withScreenWindow(size: CGSize(width: 40, height: 40)) { window, screen in
            let imageView = UIImageView(image: templateSquare())
            imageView.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            imageView.tintColor = .systemBlue
            window.addSubview(imageView)
            // systemBlue is 0, 122, 255 in light and 10, 132, 255 in dark.
            #expect(capture(screen)[10, 10] == [0, 122, 255, 255])
            window.overrideUserInterfaceStyle = .dark
            #expect(capture(screen)[10, 10] == [10, 132, 255, 255])
            window.overrideUserInterfaceStyle = .light
            #expect(capture(screen)[10, 10] == [0, 122, 255, 255])
        }
    }

    @Test func anImageTintedWithADynamicColourFollowsTheAppearance() {
        withScreenWindow(size: CGSize(width: 40, height: 40)) { window, screen in
            let imageView = UIImageView(image: templateSquare().withTintColor(.systemRed, renderingMode: .alwaysOriginal))
            imageView.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            window.addSubview(imageView)
            // systemRed is 255, 59, 48 in light and 255, 69, 58 in dark.
            #expect(capture(screen)[10, 10] == [255, 59, 48, 255])
            window.overrideUserInterfaceStyle = .dark
            #expect(capture(screen)[10, 10] == [255, 69, 58, 255])
        }
    }
}
