import ArgumentParser
import Foundation
import Testing
@testable import VellumPreview
import UIKitTesting

/// `vellum-preview` on documents written here: what it renders (pixels at places worked out from the frames),
/// which scene it picks, what it lists, and how it refuses bad input.
@MainActor @Suite final class VellumPreviewTests {
    /// A folder of its own for each test's documents and pictures.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-preview-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ text: String, as name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    static let panel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PanelOwner" customModule="App"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="panel" customClass="GradientPanel" customModule="App">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="badge">
                            <rect key="frame" x="10" y="10" width="20" height="20"/>
                            <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
                <view contentMode="scaleToFill" id="plain">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                </view>
            </objects>
        </document>
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="green">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="green" title="Start" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Details" id="blue" customClass="DetailsViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    func render(_ url: URL, scene: String? = nil, size: CGSize? = nil, dark: Bool = false) throws -> Pixels {
        let preview = try InterfaceBuilderPreview(contentsOf: url)
        let content = try preview.instantiate(preview.scene(named: scene))
        let image = try #require(PreviewRenderer(size: size, scale: 1, dark: dark).image(of: content))
        return Pixels(image)
    }

    @Test func aXibsFirstViewIsRenderedAtItsOwnSizeWithItsMissingCustomClassShownAsAUIView() throws {
        let pixels = try render(write(Self.panel, as: "Panel.xib"))
        #expect(pixels.width == 100 && pixels.height == 50)
        #expect(pixels[5, 5] == [255, 0, 0, 255])
        #expect(pixels[15, 15] == [0, 0, 255, 255])
        #expect(pixels[29, 29] == [0, 0, 255, 255])
        #expect(pixels[30, 30] == [255, 0, 0, 255])
    }

    @Test func aSizeResizesTheViewAndAClearViewShowsTheSystemBackground() throws {
        let url = try write(Self.panel, as: "Panel.xib")
        let light = try render(url, scene: "plain", size: CGSize(width: 64, height: 32))
        #expect(light.width == 64 && light.height == 32)
        #expect(light[63, 31] == [255, 255, 255, 255])
        let dark = try render(url, scene: "plain", dark: true)
        #expect(dark.width == 40 && dark.height == 30)
        #expect(dark[20, 15] == [0, 0, 0, 255])
    }

    @Test func aStoryboardShowsItsInitialSceneOrTheOneNamed() throws {
        let url = try write(Self.storyboard, as: "Main.storyboard")
        let initial = try render(url, size: CGSize(width: 40, height: 40))
        #expect(initial[20, 20] == [0, 255, 0, 255])
        for name in ["Details", "blue", "s2"] {
            let details = try render(url, scene: name, size: CGSize(width: 40, height: 40), dark: true)
            #expect(details[20, 20] == [0, 0, 0, 255], "\(name) names the second scene, whose system background is black in dark")
        }
    }

    @Test func theListNamesEachSceneAndMarksTheInitialOne() throws {
        let preview = try InterfaceBuilderPreview(contentsOf: write(Self.storyboard, as: "Main.storyboard"))
        #expect(PreviewListing.text(of: preview) == "* green\t-\tUIViewController\t\"Start\"\n  blue\tDetails\tDetailsViewController\n")
        let xib = try InterfaceBuilderPreview(contentsOf: write(Self.panel, as: "Panel.xib"))
        #expect(xib.scenes.map(\.id) == ["panel", "plain"])
        #expect(PreviewListing.fileName(of: xib.scenes[0]) == "panel")
    }

    @Test func theCommandWritesAPNGAndEveryScene() throws {
        let url = try write(Self.storyboard, as: "Main.storyboard")
        let output = folder.appendingPathComponent("out.png")
        var command = try VellumPreview.parseAsRoot([url.path, "--scene", "Details", "--size", "30x20", "--scale", "2", "-o", output.path])
        try command.run()
        let image = try #require(UIImage(contentsOfFile: output.path)?.cgImage)
        #expect(image.width == 60 && image.height == 40)
        var all = try VellumPreview.parseAsRoot([url.path, "--all", "--size", "10x10", "-o", folder.appendingPathComponent("all").path])
        try all.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("all").path).sorted()
        #expect(files == ["Details.png", "green.png"])
    }

    @Test(arguments: [
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"a\"></objects></document>", "line 1"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"a\"/>\n<view id=\"a\"/>\n</objects>\n</document>", "<view>, id \"a\", line 4"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<frobnicator id=\"a\"/>\n</objects>\n</document>", "<frobnicator>"),
    ])
    func aBadDocumentIsAnErrorNamingItsPlace(document: String, place: String) throws {
        let url = try write(document, as: "Bad.xib")
        let error = #expect(throws: InterfaceBuilderPreview.Failure.self) { try InterfaceBuilderPreview(contentsOf: url) }
        #expect(error?.description.hasPrefix("Bad.xib: ") == true && error?.description.contains(place) == true)
        var command = try VellumPreview.parseAsRoot([url.path, "-o", folder.appendingPathComponent("bad.png").path])
        #expect(throws: ExitCode.failure) { try command.run() }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.png").path))
    }

    @Test func unknownScenesMissingFilesAndBadOptionsAreRefused() throws {
        let url = try write(Self.storyboard, as: "Main.storyboard")
        let preview = try InterfaceBuilderPreview(contentsOf: url)
        let unknown = #expect(throws: InterfaceBuilderPreview.Failure.self) { try preview.scene(named: "Nowhere") }
        #expect(unknown?.description.contains("no scene \"Nowhere\"") == true)
        #expect(throws: (any Error).self) { try InterfaceBuilderPreview(contentsOf: folder.appendingPathComponent("Missing.xib")) }
        #expect(throws: (any Error).self) { try VellumPreview.parseAsRoot([url.path]) }
        #expect(throws: (any Error).self) { try VellumPreview.parseAsRoot([url.path, "--size", "0x10", "-o", "x.png"]) }
        #expect(PreviewSize(argument: "320x480")?.points == CGSize(width: 320, height: 480))
        #expect(PreviewSize(argument: "320") == nil && PreviewSize(argument: "axb") == nil && PreviewSize(argument: "9000x10") == nil)
    }
}
