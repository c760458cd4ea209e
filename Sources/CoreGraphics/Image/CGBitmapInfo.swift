/// Whether and where a pixel stores alpha.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, colour premultiplied by it.
    case premultipliedLast = 1
    /// Alpha first, colour premultiplied by it.
    case premultipliedFirst = 2
    /// Alpha last, colour not premultiplied.
    case last = 3
    /// Alpha first, colour not premultiplied.
    case first = 4
    /// An unused byte last.
    case noneSkipLast = 5
    /// An unused byte first.
    case noneSkipFirst = 6
    /// Alpha only, no colour.
    case alphaOnly = 7
}

/// The byte order of a pixel's components.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The mask that selects the byte order bits of a `CGBitmapInfo`.
    case orderMask = 0x7000
    /// The default order: big-endian.
    case orderDefault = 0
    /// 16-bit little-endian.
    case order16Little = 0x1000
    /// 32-bit little-endian.
    case order32Little = 0x2000
    /// 16-bit big-endian.
    case order16Big = 0x3000
    /// 32-bit big-endian.
    case order32Big = 0x4000
}

/// The layout of a bitmap's pixels: alpha information, byte order and component type.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates the layout from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Creates the layout from an alpha setting with the default byte order.
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    /// The mask that selects the alpha bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The mask that selects the byte order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)

    /// The alpha setting, or `nil` for bits that name none.
    var alpha: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
    /// The byte order setting, or `nil` for bits that name none.
    var byteOrder: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & Self.byteOrderMask.rawValue) }
}
