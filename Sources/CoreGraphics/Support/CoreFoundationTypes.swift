// The Core Foundation types of Apple's CoreGraphics and ImageIO signatures, as the Swift types Vellum takes.
//
// On Apple's platforms they are toll-free bridged, so iOS code writes `[c1, c2] as CFArray` for a gradient's
// colours and `[kCGImageSourceShouldCache: false] as CFDictionary` for image options. Foundation on Linux
// bridges none of them, so these names stand for the Swift collections instead. They shadow CoreFoundation's
// classes of the same names in a file that imports only Apple's frameworks; a file that also imports
// CoreFoundation itself sees both, and names the one it means (`CoreGraphics.CFArray`).

/// An array of colours, locations or other values: `[Any]`.
public typealias CFArray = [Any]
/// A dictionary of options or properties, keyed by the framework's string constants: `[String: Any]`.
public typealias CFDictionary = [String: Any]
/// A string, such as an option key or a type identifier (`"public.png" as CFString`).
public typealias CFString = String
/// Immutable bytes.
public typealias CFData = Data
/// Bytes an image destination appends to.
public typealias CFMutableData = NSMutableData
/// A file URL.
public typealias CFURL = URL
