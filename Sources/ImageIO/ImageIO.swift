// ImageIO for Linux: Apple's image source and destination API over libpng and libjpeg.
//
// Apple's functions take and return Core Foundation types (CFData, CFURL, CFString, CFDictionary). Linux
// has no toll-free bridging, so these take the Foundation types directly: `Data`, `NSMutableData`,
// `URL`, `String`, and `[String: Any]`. Type identifiers are uniform type identifier strings.
@_exported import CoreGraphics

// MARK: - Image properties

/// The image's width in pixels (an `Int`).
public let kCGImagePropertyPixelWidth = "PixelWidth"
/// The image's height in pixels (an `Int`).
public let kCGImagePropertyPixelHeight = "PixelHeight"
/// Whether the image has an alpha channel or other transparency (a `Bool`).
public let kCGImagePropertyHasAlpha = "HasAlpha"
/// Bits per sample as stored in the file (an `Int`).
public let kCGImagePropertyDepth = "Depth"
/// The colour model as stored in the file: `kCGImagePropertyColorModelRGB`, `…Gray` or `…CMYK`.
public let kCGImagePropertyColorModel = "ColorModel"
/// The `kCGImagePropertyColorModel` value of RGB images (including palette PNGs).
public let kCGImagePropertyColorModelRGB = "RGB"
/// The `kCGImagePropertyColorModel` value of grayscale images.
public let kCGImagePropertyColorModelGray = "Gray"
/// The `kCGImagePropertyColorModel` value of CMYK images.
public let kCGImagePropertyColorModelCMYK = "CMYK"
/// Horizontal resolution in dots per inch (a `Double`), when the file states one.
public let kCGImagePropertyDPIWidth = "DPIWidth"
/// Vertical resolution in dots per inch (a `Double`), when the file states one.
public let kCGImagePropertyDPIHeight = "DPIHeight"
/// The EXIF orientation, 1–8 (an `Int`), when a JPEG's EXIF data states one. Decoded pixels are not rotated
/// (a thumbnail's are with `kCGImageSourceCreateThumbnailWithTransform`).
public let kCGImagePropertyOrientation = "Orientation"
/// The size of the whole file in bytes (an `Int`); in `CGImageSourceCopyProperties`.
public let kCGImagePropertyFileSize = "FileSize"
/// A dictionary of PNG-specific properties.
public let kCGImagePropertyPNGDictionary = "{PNG}"
/// In the PNG dictionary: 0 for a non-interlaced image, 1 for Adam7 (an `Int`).
public let kCGImagePropertyPNGInterlaceType = "InterlaceType"
/// A dictionary of JPEG (JFIF) specific properties.
public let kCGImagePropertyJFIFDictionary = "{JFIF}"
/// In the JFIF dictionary: whether the JPEG is progressive (a `Bool`); given to a destination, whether to
/// write it so.
public let kCGImagePropertyJFIFIsProgressive = "IsProgressive"
/// In the JFIF dictionary: the horizontal density (an `Int`), in `kCGImagePropertyJFIFDensityUnit`s.
public let kCGImagePropertyJFIFXDensity = "XDensity"
/// In the JFIF dictionary: the vertical density (an `Int`), in `kCGImagePropertyJFIFDensityUnit`s.
public let kCGImagePropertyJFIFYDensity = "YDensity"
/// In the JFIF dictionary: 0 for an aspect ratio only, 1 for dots per inch, 2 for dots per centimetre.
public let kCGImagePropertyJFIFDensityUnit = "DensityUnit"

// MARK: - Source options

/// A hint for the type of the data (a `String`). Vellum identifies data by its content and ignores it.
public let kCGImageSourceTypeIdentifierHint = "kCGImageSourceTypeIdentifierHint"
/// Whether to cache decoded images (a `Bool`). Accepted for compatibility; Vellum decodes on each request.
public let kCGImageSourceShouldCache = "kCGImageSourceShouldCache"
/// A Vellum addition: the largest width × height a source will decode (an `Int`). It can only lower
/// `CGImageSource.maximumPixelCount`. Accepted when creating a source, an image or a thumbnail.
public let kCGImageSourceMaximumPixelCount = "kCGImageSourceMaximumPixelCount"

// MARK: - Thumbnail options

/// Whether `CGImageSourceCreateThumbnailAtIndex` makes a thumbnail from the full image when the file embeds
/// none (a `Bool`, default `false`), subject to `kCGImageSourceThumbnailMaxPixelSize`.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Whether `CGImageSourceCreateThumbnailAtIndex` makes a thumbnail from the full image even when the file
/// embeds one (a `Bool`, default `false`), subject to `kCGImageSourceThumbnailMaxPixelSize`.
public let kCGImageSourceCreateThumbnailFromImageAlways = "kCGImageSourceCreateThumbnailFromImageAlways"
/// The largest width and height of a thumbnail, in pixels (a number). Without it a thumbnail made from the
/// full image is as large as the image.
public let kCGImageSourceThumbnailMaxPixelSize = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether a thumbnail is turned as the image's EXIF orientation says (a `Bool`, default `false`).
public let kCGImageSourceCreateThumbnailWithTransform = "kCGImageSourceCreateThumbnailWithTransform"

// MARK: - Destination options

/// The compression quality for lossy formats, 0.0 (smallest file) to 1.0 (best quality) (a `Double`).
/// JPEG maps it to libjpeg's quality 0–100. When absent, `CGImageDestination.defaultLossyCompressionQuality`.
public let kCGImageDestinationLossyCompressionQuality = "kCGImageDestinationLossyCompressionQuality"
/// The `CGColor` that transparent pixels are composited over when the format has no alpha (JPEG).
/// When absent, white, as on Apple platforms.
public let kCGImageDestinationBackgroundColor = "kCGImageDestinationBackgroundColor"
