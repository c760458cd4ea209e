import Foundation

/// A colour set's `color` object, as Xcode writes it.
///
/// Components are strings in whichever form Xcode's colour panel was in: a float (`"0.502"`), 8-bit decimal
/// (`"128"`) or 8-bit hex (`"0x80"`), the last two divided by 255; Xcode 9 wrote bare numbers, read the same
/// way (a number below 1, or one with a fraction, is a float). Alpha is always a float. The colour spaces are
/// `srgb`, `extended-srgb`, `extended-linear-srgb` (turned into extended sRGB), `display-p3`, and the gray ones
/// `gray-gamma-22` and `extended-gray`. `reference` names a system colour (`systemBlueColor`).
enum AssetColor {
    /// The colour `value` describes; nil (logged) when it cannot be read.
    static func color(_ value: Any?, in folder: URL) -> UIColor? {
        guard let color = value as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String {
            guard let system = systemColor(named: reference) else {
                uikitLog.error("Asset catalog: \(folder.path) refers to an unknown system colour \"\(reference)\"; skipped.")
                return nil
            }
            return system
        }
        guard let components = color["components"] as? [String: Any] else {
            uikitLog.error("Asset catalog: \(folder.path) has a colour without components; skipped.")
            return nil
        }
        let space = color["color-space"] as? String ?? "srgb"
        let alpha = AssetContents.number(components["alpha"]).map { CGFloat($0) } ?? 1
        let component = { (key: String) in components[key].flatMap(Self.component) }
        guard alpha.isFinite else { return nil }
        if space.contains("gray") {
            guard let white = component("white") else { return malformed(folder) }
            return UIColor(white: white, alpha: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
            return malformed(folder)
        }
        switch space {
        case "display-p3": return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        case "extended-linear-srgb":
            return UIColor(red: gammaEncoded(red), green: gammaEncoded(green), blue: gammaEncoded(blue), alpha: alpha)
        default: return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// A component in any of the forms Xcode writes, from 0 to 1 (beyond for extended spaces).
    static func component(_ value: Any) -> CGFloat? {
        let parsed: Double?
        switch value {
        case let number as NSNumber:
            let double = number.doubleValue
            parsed = double > 1 && double == double.rounded() ? double / 255 : double
        case let string as String:
            let text = string.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") {
                parsed = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if text.contains(".") {
                parsed = Double(text)
            } else {
                parsed = Int(text).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
            }
        default: parsed = nil
        }
        guard let parsed, parsed.isFinite else { return nil }
        return CGFloat(parsed)
    }

    private static func malformed(_ folder: URL) -> UIColor? {
        uikitLog.error("Asset catalog: \(folder.path) has a colour whose components cannot be read; skipped.")
        return nil
    }

    /// sRGB's transfer function, extended to negative values and values above 1 by symmetry and continuation.
    private static func gammaEncoded(_ linear: CGFloat) -> CGFloat {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The system colour a catalog refers to by its Objective-C name (`systemBlueColor`, `labelColor`): the names
    /// Interface Builder writes too.
    static func systemColor(named name: String) -> UIColor? { InterfaceBuilderValues.systemColor(named: name) }
}
