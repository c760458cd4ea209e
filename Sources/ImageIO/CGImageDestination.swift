/// Writes an image as PNG or JPEG to a data object or a file.
///
/// Both formats hold one image: the first image added is written when the destination is finalized,
/// later ones are ignored. A destination is finalized at most once.
public final class CGImageDestination {
    /// The JPEG quality used when `kCGImageDestinationLossyCompressionQuality` is not given. Apple does
    /// not document its own default; Vellum picks 0.8 (libjpeg quality 80).
    public static let defaultLossyCompressionQuality = 0.8

    enum Target {
        case data(NSMutableData)
        case url(URL)
    }

    let target: Target
    let format: ImageFormat
    let capacity: Int
    var properties: [String: Any]
    var images: [(image: CGImage, properties: [String: Any]?)] = []
    var finalized = false

    init(target: Target, format: ImageFormat, capacity: Int, options: [String: Any]?) {
        self.target = target
        self.format = format
        self.capacity = capacity
        properties = options ?? [:]
    }
}

/// The uniform type identifiers of the formats image destinations write.
public func CGImageDestinationCopyTypeIdentifiers() -> [String] { ImageFormat.all.map(\.identifier) }

/// A destination that appends the encoded file to `data` when finalized. `type` is "public.png" or
/// "public.jpeg"; any other type, or a `count` below 1, gives `nil`. Options are as for
/// `CGImageDestinationSetProperties`.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int,
                                             _ options: CFDictionary?) -> CGImageDestination? {
    guard let format = ImageFormat(identifier: type), count >= 1 else { return nil }
    return CGImageDestination(target: .data(data), format: format, capacity: count, options: options)
}

/// A destination that writes the file at `url` (replacing it) when finalized; `nil` for a URL that is
/// not a file URL, an unknown `type`, or a `count` below 1.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int,
                                            _ options: CFDictionary?) -> CGImageDestination? {
    guard url.isFileURL, let format = ImageFormat(identifier: type), count >= 1 else { return nil }
    return CGImageDestination(target: .url(url), format: format, capacity: count, options: options)
}

/// Sets options for every image: `kCGImageDestinationLossyCompressionQuality`,
/// `kCGImageDestinationBackgroundColor`, and a `kCGImagePropertyJFIFDictionary` whose
/// `kCGImagePropertyJFIFIsProgressive` makes JPEGs progressive. Later calls add to and replace earlier values.
public func CGImageDestinationSetProperties(_ destination: CGImageDestination, _ properties: CFDictionary?) {
    guard let properties else { return }
    destination.properties.merge(properties) { _, new in new }
}

/// Adds `image`, with options that override the destination's for it. Ignored once `count` images have
/// been added or the destination is finalized.
public func CGImageDestinationAddImage(_ destination: CGImageDestination, _ image: CGImage,
                                       _ properties: CFDictionary?) {
    guard !destination.finalized, destination.images.count < destination.capacity else { return }
    destination.images.append((image, properties))
}

/// Decodes the image at `index` of `source` and adds it; nothing is added when it cannot be decoded.
public func CGImageDestinationAddImageFromSource(_ destination: CGImageDestination, _ source: CGImageSource,
                                                 _ index: Int, _ properties: CFDictionary?) {
    guard let image = CGImageSourceCreateImageAtIndex(source, index, nil) else { return }
    CGImageDestinationAddImage(destination, image, properties)
}

/// Encodes the first image added and writes it. `false` when no image was added, the destination was
/// already finalized, the image cannot be encoded, or the file cannot be written.
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool {
    guard !destination.finalized, let first = destination.images.first else { return false }
    destination.finalized = true
    let options = destination.properties.merging(first.properties ?? [:]) { _, new in new }
    let quality = options[kCGImageDestinationLossyCompressionQuality].flatMap(optionNumber)
        ?? CGImageDestination.defaultLossyCompressionQuality
    let background = options[kCGImageDestinationBackgroundColor].flatMap { $0 as? CGColor }
    let jfif = options[kCGImagePropertyJFIFDictionary] as? [String: Any]
    let progressive = optionFlag(jfif?[kCGImagePropertyJFIFIsProgressive])
    guard let encoded = ImageCodec.encode(first.image, format: destination.format, quality: quality,
                                          background: background, progressive: progressive)
    else { return false }
    switch destination.target {
    case .data(let data):
        data.append(encoded)
        return true
    case .url(let url):
        do {
            try encoded.write(to: url, options: .atomic)
            return true
        } catch {
            return false
        }
    }
}
