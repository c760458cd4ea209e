import Foundation
@testable import UIKit

/// The Interface Builder documents in `Fixtures/`, as files, data and a bundle that holds them.
enum NibFixtures {
    static var url: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures") }
    /// A bundle whose resources are the fixtures, as an app's bundle holds its nibs.
    static var bundle: Bundle { Bundle(url: url)! }

    static func data(_ name: String, _ pathExtension: String = "xib") -> Data {
        try! Data(contentsOf: url.appendingPathComponent("\(name).\(pathExtension)"))
    }

    static func text(_ name: String, _ pathExtension: String = "xib") -> String {
        String(decoding: data(name, pathExtension), as: UTF8.self)
    }

    /// The top-level objects of `xml`, a whole document, whose custom classes may be this test module's.
    @MainActor static func load(_ xml: String, owner: Any? = nil) -> [Any] {
        allowTestModuleClasses()
        return UINib(data: Data(xml.utf8), bundle: bundle).instantiate(withOwner: owner)
    }

    /// Lets documents name this test module's classes, as an app's documents name the app module's.
    @MainActor static func allowTestModuleClasses() {
        InterfaceBuilderRegistry.shared.noteAppModule("UIKitTests")
    }

    /// A minimal Xcode 15 xib around `objects`, the content of its `<objects>` after the two placeholders.
    static func xib(_ objects: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// The one view a document of one top-level view gives.
    @MainActor static func view(_ objects: String, resources: String = "") -> UIView? {
        load(xib(objects, resources: resources)).first as? UIView
    }
}

/// The RGBA components of a colour, rounded to 1/1000, for comparisons by value.
@MainActor func rgba(_ color: UIColor?) -> [CGFloat] {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
    _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
}
