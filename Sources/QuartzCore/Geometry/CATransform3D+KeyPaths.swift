// The fields Core Animation's key-value coding exposes inside a transform, so that "transform.rotation.z"
// can be read, set and animated as a number. Keys here are relative to the transform property: a layer
// passes "rotation.z" for "transform.rotation.z" (and likewise for "sublayerTransform.…").

extension CATransform3D {
    /// Every sub-key Core Animation recognises inside a transform.
    static let animatableSubKeys: Set<String> = [
        "rotation.x", "rotation.y", "rotation.z", "rotation",
        "scale.x", "scale.y", "scale.z", "scale",
        "translation.x", "translation.y", "translation.z", "translation",
    ]

    /// The value of the sub-key `key`: a `CGSize` of the x and y translation for "translation", a
    /// `CGFloat` for every other key (rotations in radians; "rotation" is "rotation.z" and "scale" the
    /// average of the three scale factors), and `nil` for a key Core Animation does not define.
    func value(forSubKey key: String) -> Any? {
        let parts = keyPathComponents
        switch key {
        case "rotation.x": return CGFloat(parts.eulerAngles.x)
        case "rotation.y": return CGFloat(parts.eulerAngles.y)
        case "rotation.z", "rotation": return CGFloat(parts.eulerAngles.z)
        case "scale.x": return CGFloat(parts.scale.x)
        case "scale.y": return CGFloat(parts.scale.y)
        case "scale.z": return CGFloat(parts.scale.z)
        case "scale": return CGFloat(parts.scale.sum() / 3)
        case "translation.x": return CGFloat(parts.translation.x)
        case "translation.y": return CGFloat(parts.translation.y)
        case "translation.z": return CGFloat(parts.translation.z)
        case "translation": return CGSize(width: parts.translation.x, height: parts.translation.y)
        default: return nil
        }
    }

    /// This transform with the sub-key `key` set to `value` and every other part kept, or `nil` when
    /// `key` is unknown or is "translation", which takes a `CGSize`. Setting "scale" sets all three factors.
    func setting(subKey key: String, to value: CGFloat) -> CATransform3D? {
        var parts = keyPathComponents
        let v = Double(value)
        switch key {
        case "rotation.x": parts.eulerAngles.x = v
        case "rotation.y": parts.eulerAngles.y = v
        case "rotation.z", "rotation": parts.eulerAngles.z = v
        case "scale.x": parts.scale.x = v
        case "scale.y": parts.scale.y = v
        case "scale.z": parts.scale.z = v
        case "scale": parts.scale = SIMD3(repeating: v)
        case "translation.x": parts.translation.x = v
        case "translation.y": parts.translation.y = v
        case "translation.z": parts.translation.z = v
        default: return nil
        }
        return parts.recomposed
    }

    /// This transform with its x and y translation set to `value`'s width and height, or `nil` unless
    /// `key` is "translation".
    func setting(subKey key: String, to value: CGSize) -> CATransform3D? {
        guard key == "translation" else { return nil }
        var parts = keyPathComponents
        parts.translation.x = Double(value.width)
        parts.translation.y = Double(value.height)
        return parts.recomposed
    }

    /// The parts the sub-keys read and write. A matrix with no decomposition (typically a layer scaled to
    /// zero) still has row lengths and a translation, and reading those as its scale lets a
    /// "transform.scale" animation grow it back; its rotation and skew, if any, are lost.
    private var keyPathComponents: DecomposedTransform {
        if let parts = DecomposedTransform(decomposing: self) { return parts }
        let w = m44 == 0 ? 1 : Double(m44)
        func length(_ r: Row) -> Double { Double(r.0 * r.0 + r.1 * r.1 + r.2 * r.2).squareRoot() }
        var parts = DecomposedTransform()
        parts.scale = SIMD3(length(row1), length(row2), length(row3)) / abs(w)
        parts.translation = SIMD3(Double(m41), Double(m42), Double(m43)) / w
        return parts
    }
}

extension DecomposedTransform {
    /// The rotation as turns about x, then y, then z (fixed axes, applied to points in that order), in
    /// radians; y stays within ±π/2. A rotation about a single axis reads back as that axis's angle.
    var eulerAngles: SIMD3<Double> {
        get {
            let r = Self.rotationRows(quaternion)
            let cosY = (r[0].x * r[0].x + r[0].y * r[0].y).squareRoot()
            let y = atan2(-r[0].z, cosY)
            guard cosY > 1e-12 else {
                // y is a quarter turn, which lines the x axis up with z: only their sum is defined, so
                // it all goes to z.
                return SIMD3(0, y, atan2(-r[1].x, r[1].y))
            }
            return SIMD3(atan2(r[1].z, r[2].z), y, atan2(r[0].y, r[0].x))
        }
        set {
            let (sx, cx) = (sin(newValue.x), cos(newValue.x))
            let (sy, cy) = (sin(newValue.y), cos(newValue.y))
            let (sz, cz) = (sin(newValue.z), cos(newValue.z))
            // The rows of rotationX · rotationY · rotationZ, which is the getter's matrix.
            quaternion = Self.quaternion(rotation: [
                SIMD3(cy * cz, cy * sz, -sy),
                SIMD3(sx * sy * cz - cx * sz, sx * sy * sz + cx * cz, sx * cy),
                SIMD3(cx * sy * cz + sx * sz, cx * sy * sz - sx * cz, cx * cy),
            ])
        }
    }
}
