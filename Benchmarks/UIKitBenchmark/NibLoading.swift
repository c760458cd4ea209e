// Issue 21's nib loading: a document of 200 views in 50 rows, with 550 constraints, loaded through UINib the first
// time (parsed) and the tenth (the parse is cached), beside the same hierarchy built in code.
import Foundation
import UIKit

private let rows = 50

/// The document: a root view holding 50 rows, each a container with a label, a switch and a button, laid out by
/// constraints as Interface Builder writes them.
private func nibDocument() -> String {
    var subviews = "", constraints = ""
    for row in 0..<rows {
        let (c, l, s, b) = ("c\(row)", "l\(row)", "s\(row)", "b\(row)")
        subviews += """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(c)">
                <rect key="frame" x="0.0" y="\(row * 44)" width="390" height="44"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row \(row)" textAlignment="natural" \
            lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(l)">
                        <rect key="frame" x="16" y="12" width="200" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" systemColor="labelColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(s)">
                        <rect key="frame" x="250" y="6" width="51" height="31"/>
                    </switch>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(b)">
                        <rect key="frame" x="320" y="7" width="54" height="30"/>
                        <state key="normal" title="Edit"/>
                    </button>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstItem="\(l)" firstAttribute="leading" secondItem="\(c)" secondAttribute="leading" constant="16" id="\(c)-1"/>
                    <constraint firstItem="\(l)" firstAttribute="centerY" secondItem="\(c)" secondAttribute="centerY" id="\(c)-2"/>
                    <constraint firstAttribute="trailing" secondItem="\(b)" secondAttribute="trailing" constant="16" id="\(c)-3"/>
                    <constraint firstItem="\(b)" firstAttribute="centerY" secondItem="\(c)" secondAttribute="centerY" id="\(c)-4"/>
                    <constraint firstItem="\(b)" firstAttribute="leading" secondItem="\(s)" secondAttribute="trailing" constant="8" id="\(c)-5"/>
                    <constraint firstItem="\(s)" firstAttribute="centerY" secondItem="\(c)" secondAttribute="centerY" id="\(c)-6"/>
                    <constraint firstItem="\(s)" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="\(l)" secondAttribute="trailing" constant="8" id="\(c)-7"/>
                </constraints>
            </view>

            """
        let top = row == 0 ? #"secondItem="root" secondAttribute="top""# : #"secondItem="c\#(row - 1)" secondAttribute="bottom""#
        constraints += """
            <constraint firstItem="\(c)" firstAttribute="top" \(top) id="r\(row)-1"/>
            <constraint firstItem="\(c)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r\(row)-2"/>
            <constraint firstItem="\(c)" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r\(row)-3"/>
            <constraint firstItem="\(c)" firstAttribute="height" constant="44" id="r\(row)-4"/>

            """
    }
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" \
        propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="2200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
}

/// The same hierarchy and constraints built in code.
@MainActor private func buildInCode() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 2200))
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    var previous: UIView?
    var outer: [NSLayoutConstraint] = []
    for row in 0..<rows {
        let container = UIView(frame: CGRect(x: 0, y: CGFloat(row * 44), width: 390, height: 44))
        container.translatesAutoresizingMaskIntoConstraints = false
        container.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 12, width: 200, height: 20))
        label.text = "Row \(row)"
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        let toggle = UISwitch(frame: CGRect(x: 250, y: 6, width: 51, height: 31))
        toggle.isOn = true
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 320, y: 7, width: 54, height: 30)
        button.setTitle("Edit", for: .normal)
        for view in [label, toggle, button] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        container.addConstraints([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            container.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 16),
            button.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            button.leadingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 8),
            toggle.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            toggle.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
        ])
        root.addSubview(container)
        outer += [
            container.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.heightAnchor.constraint(equalToConstant: 44),
        ]
        previous = container
    }
    root.addConstraints(outer)
    return root
}

/// Median milliseconds, of the main thread's CPU time and of wall time, of a first load (a file never parsed before),
/// a tenth load (parse cached, new objects), and the same hierarchy built in code.
@MainActor func nibLoadingCosts() throws -> (cpu: NibCosts, wall: NibCosts) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-nib-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = Data(nibDocument().utf8)
    let runs = 15
    for run in 0...runs { try document.write(to: folder.appendingPathComponent("Rows\(run).xib")) }
    let bundle = try Bundle(url: folder).orThrow()

    func load(_ name: String) {
        let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil)
        let root = objects.first as? UIView
        check(root?.subviews.count == rows && root?.constraints.count == rows * 4, "the document loads 50 rows with their constraints")
        check(root?.subviews[0].constraints.count == 7 && root?.subviews[0].subviews.count == 3, "each row has its views and constraints")
    }
    load("Rows\(runs)")
    let cold = (0..<runs).map { run in times { load("Rows\(run)") } }
    for _ in 0..<9 { load("Rows0") }
    let cached = (0..<runs).map { _ in times { load("Rows0") } }
    let code = (0..<runs).map { _ in
        times {
            let root = buildInCode()
            check(root.subviews.count == rows, "the code builds 50 rows")
        }
    }
    func costs(_ part: ((cpu: Double, wall: Double)) -> Double) -> NibCosts {
        NibCosts(cold: median(cold.map(part)) * 1e3, cached: median(cached.map(part)) * 1e3, code: median(code.map(part)) * 1e3)
    }
    return (costs { $0.cpu }, costs { $0.wall })
}

/// Milliseconds of a first load, a tenth load and the same views built in code.
struct NibCosts {
    let cold: Double
    let cached: Double
    let code: Double
}

/// The main thread's CPU seconds and the wall seconds of `body`: on the shared machine, wall time mostly measures
/// the other processes.
@MainActor private func times(_ body: () -> Void) -> (cpu: Double, wall: Double) {
    let (cpu, wall) = (threadCPUTime(), now())
    body()
    return (threadCPUTime() - cpu, now() - wall)
}

private struct MissingBundle: Error {}

private extension Optional {
    func orThrow() throws -> Wrapped {
        guard let self else { throw MissingBundle() }
        return self
    }
}
