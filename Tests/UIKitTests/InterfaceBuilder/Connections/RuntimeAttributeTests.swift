import Testing
@testable import UIKit

/// A view with `@IBInspectable` properties of each runtime attribute type, registered as the plugin does.
final class InspectableView: UIView {
    var isRounded = false
    var radius: CGFloat = 0
    var count = 0
    var caption = ""
    var origin = CGPoint.zero
    var size = CGSize.zero
    var area = CGRect.zero
    var range = NSRange(location: 0, length: 0)
    var accent: UIColor?
    var icon: UIImage?
}

@MainActor
@Suite struct RuntimeAttributeTests {
    init() {
        InterfaceBuilder.register(InspectableView.self, inspectables: [
            "isRounded": \InspectableView.isRounded, "radius": \InspectableView.radius, "count": \InspectableView.count,
            "caption": \InspectableView.caption, "origin": \InspectableView.origin, "size": \InspectableView.size,
            "area": \InspectableView.area, "range": \InspectableView.range, "accent": \InspectableView.accent,
            "icon": \InspectableView.icon,
        ])
    }

    private func set(_ keyPath: String, _ value: Any, on object: AnyObject) -> Bool {
        InterfaceBuilderConnections.setRuntimeAttribute(keyPath, of: object, to: value)
    }

    @Test func layerKeysReachTheLayer() {
        let view = UIView()
        #expect(set("layer.cornerRadius", 17, on: view))
        #expect(set("layer.borderWidth", 1.5, on: view))
        #expect(set("layer.masksToBounds", true, on: view))
        #expect(set("layer.borderColor", UIColor(red: 1, green: 0, blue: 0, alpha: 1), on: view))
        #expect(set("layer.shadowOffset", CGSize(width: 0, height: 2), on: view))
        #expect(view.layer.cornerRadius == 17)
        #expect(view.layer.borderWidth == 1.5)
        #expect(view.layer.masksToBounds)
        #expect(view.layer.borderColor?.components == [1, 0, 0, 1])
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: 2))
    }

    @Test func uikitsOwnKeysAreSet() {
        let label = UILabel()
        #expect(set("clipsToBounds", true, on: label))
        #expect(set("accessibilityIdentifier", "greeting", on: label))
        #expect(set("numberOfLines", 0, on: label))
        #expect(set("alpha", 0.5, on: label))
        #expect(set("backgroundColor", UIColor.red, on: label))
        #expect(label.clipsToBounds)
        #expect(label.accessibilityIdentifier == "greeting")
        #expect(label.numberOfLines == 0)
        #expect(label.alpha == 0.5)
        #expect(label.backgroundColor == .red)
    }

    @Test func eachAttributeTypeSetsAnInspectableProperty() {
        let view = InspectableView()
        let image = UIImage()
        #expect(set("isRounded", true, on: view))
        #expect(set("radius", 12, on: view))
        #expect(set("count", 3.0, on: view))
        #expect(set("caption", "Hello", on: view))
        #expect(set("origin", CGPoint(x: 1, y: 2), on: view))
        #expect(set("size", CGSize(width: 3, height: 4), on: view))
        #expect(set("area", CGRect(x: 5, y: 6, width: 7, height: 8), on: view))
        #expect(set("range", NSRange(location: 2, length: 5), on: view))
        #expect(set("accent", UIColor.blue, on: view))
        #expect(set("icon", image, on: view))
        #expect(view.isRounded && view.radius == 12 && view.count == 3 && view.caption == "Hello")
        #expect(view.origin == CGPoint(x: 1, y: 2) && view.size == CGSize(width: 3, height: 4))
        #expect(view.area == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(view.range == NSRange(location: 2, length: 5))
        #expect(view.accent == .blue && view.icon === image)
    }

    @Test func boxedGeometryAsTheDocumentDecodesItIsUnboxed() {
        let view = InspectableView()
        #expect(set("origin", NSValue(cgPoint: CGPoint(x: 3, y: 4)), on: view))
        #expect(set("area", NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)), on: view))
        #expect(set("range", NSValue(range: NSRange(location: 1, length: 2)), on: view))
        #expect(!set("size", NSValue(cgPoint: CGPoint(x: 9, y: 9)), on: view))
        #expect(view.origin == CGPoint(x: 3, y: 4) && view.area == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.range == NSRange(location: 1, length: 2) && view.size == .zero)
    }

    @Test func theNilTypeClearsAnOptionalProperty() {
        let view = InspectableView()
        view.accent = .green
        view.icon = UIImage()
        #expect(set("accent", NSNull(), on: view))
        #expect(set("icon", Optional<UIImage>.none as Any, on: view))
        #expect(view.accent == nil && view.icon == nil)
    }

    @Test func aValueOfTheWrongTypeIsRefusedAndTheOldOneKept() {
        let view = InspectableView()
        view.radius = 4
        #expect(!set("radius", "wide", on: view))
        #expect(!set("count", 2.5, on: view))
        #expect(!set("caption", NSNull(), on: view))
        #expect(view.radius == 4 && view.count == 0 && view.caption == "")
    }

    @Test func anUnknownKeyIsRefusedAndLogged() {
        let view = InspectableView()
        let messages = UIKitLogObservers.capture { #expect(!set("sparkle", true, on: view)) }
        #expect(messages.contains { $0.contains("this class is not key value coding-compliant for the key sparkle.") })
    }
}
