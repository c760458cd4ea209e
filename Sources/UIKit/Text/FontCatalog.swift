@_implementationOnly import CPango
import Foundation

/// The faces fontconfig knows, listed once: what `UIFont(name:size:)`, `familyNames` and the system fonts
/// look names up in.
final class FontCatalog: Sendable {
    /// One installed face.
    struct Face: Sendable {
        /// The family's first name.
        let family: String
        /// The PostScript name; a name made from the family and style when the font has none.
        let postScriptName: String
        /// The full name, such as "Inter Semi Bold".
        let fullName: String
        /// The OpenType weight, 100–1000.
        let weight: Int
        /// Whether the face is italic or oblique.
        let isItalic: Bool
    }

    /// Every face, sorted by family, then weight, upright first.
    let faces: [Face]
    /// The faces of each family, by the family's lowercased name: every label and button asks for the system
    /// family's face, and filtering hundreds of faces each time cost more than making the view.
    private let facesByFamily: [String: [Face]]

    /// The catalog of the fonts installed when it was first used.
    static let shared = FontCatalog()

    private init() {
        var found: [Face] = []
        if let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() {
            for name in ["family", "postscriptname", "fullname", "style", "weight", "slant"] {
                FcObjectSetAdd(objects, name)
            }
            if let list = FcFontList(nil, pattern, objects) {
                let count = Int(list.pointee.nfont)
                for index in 0..<count {
                    if let font = list.pointee.fonts[index], let face = Self.face(of: font) { found.append(face) }
                }
                FcFontSetDestroy(list)
            }
            FcObjectSetDestroy(objects)
            FcPatternDestroy(pattern)
        }
        var seen = Set<String>()
        faces = found.filter { seen.insert($0.postScriptName).inserted }.sorted {
            ($0.family, $0.weight, $0.isItalic ? 1 : 0) < ($1.family, $1.weight, $1.isItalic ? 1 : 0)
        }
        facesByFamily = Dictionary(grouping: faces) { $0.family.lowercased() }
    }

    private static func face(of pattern: OpaquePointer) -> Face? {
        func string(_ object: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        func integer(_ object: String) -> Int? {
            var value: Int32 = 0
            return FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? Int(value) : nil
        }
        guard let family = string("family") else { return nil }
        let style = string("style") ?? "Regular"
        let fallbackName = (family + "-" + style).replacingOccurrences(of: " ", with: "")
        let weight = Int(FcWeightToOpenType(Int32(integer("weight") ?? Int(FC_WEIGHT_REGULAR))))
        return Face(family: family, postScriptName: string("postscriptname") ?? fallbackName,
                    fullName: string("fullname") ?? "\(family) \(style)", weight: min(max(weight, 100), 1000),
                    isItalic: (integer("slant") ?? 0) != Int(FC_SLANT_ROMAN))
    }

    /// The face named `name`: by PostScript name, then full name, then family (its regular face); case is
    /// ignored.
    func face(named name: String) -> Face? {
        let wanted = name.lowercased()
        return faces.first { $0.postScriptName.lowercased() == wanted }
            ?? faces.first { $0.fullName.lowercased() == wanted }
            ?? closest(in: wanted, weight: 400, italic: false)
    }

    /// The face of `family` (lowercased) closest to `weight` with the wanted slant, if the family exists.
    func closest(in family: String, weight: Int, italic: Bool) -> Face? {
        facesByFamily[family]?.min {
            (abs($0.weight - weight) + ($0.isItalic == italic ? 0 : 1000))
                < (abs($1.weight - weight) + ($1.isItalic == italic ? 0 : 1000))
        }
    }

    /// Whether a family of this name is installed.
    func hasFamily(_ family: String) -> Bool {
        facesByFamily[family.lowercased()] != nil
    }
}
