/// How a pattern's cells are placed on the device.
public enum CGPatternTiling: Int32, Sendable {
    /// Cells exactly `xStep` and `yStep` apart; a cell may be distorted by up to a device pixel.
    case noDistortion = 0
    /// Cells spaced as closely as the device allows, least distorted.
    case constantSpacingMinimalDistortion = 1
    /// Cells spaced exactly, drawn as fast as possible.
    case constantSpacing = 2
}

/// Draws one cell of a pattern into the context, in pattern space. A Swift function, not a C one as in Quartz:
/// `CGContext` is a Swift class here. The closures iOS code passes compile unchanged.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Releases the `info` a pattern was created with, when the pattern goes away.
public typealias CGPatternReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The functions that draw a pattern's cell and release its `info`.
public struct CGPatternCallbacks {
    /// The structure's version: 0.
    public var version: UInt32
    /// Draws one cell.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Releases `info`; may be `nil`.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// Callbacks of version `version`.
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// A cell drawn again and again to fill or stroke: with its own colours (a coloured pattern) or as a stencil
/// painted in the colour it is set with (an uncoloured pattern).
///
/// The pattern's `matrix` maps pattern space to the user space current when it paints (Quartz maps it to the
/// context's default space), so a pattern follows the CTM, as UIKit's pattern colours need. Cells repeat every
/// `xStep` and `yStep`, each clipped to `bounds`; a cell larger than its step is cut at the step.
public final class CGPattern: @unchecked Sendable {
    // @unchecked: the pattern is immutable; `info` belongs to the caller, whose callbacks use it, as in Quartz.

    /// The cell, in pattern space.
    let bounds: CGRect
    /// Pattern space to user space.
    let matrix: CGAffineTransform
    /// The distance between cells.
    let xStep, yStep: CGFloat
    /// Whether the cell draws its own colours (else it is a stencil).
    let isColored: Bool
    private let info: UnsafeMutableRawPointer?
    private let callbacks: CGPatternCallbacks

    /// A pattern whose cell `callbacks.drawPattern` draws within `bounds`, repeated every `xStep` and `yStep`;
    /// `nil` for bounds, steps or a matrix that are not finite, a singular matrix, or no draw callback. Every
    /// `tiling` draws cells a whole number of device pixels apart, each drawn once at the device's resolution.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat,
                 yStep: CGFloat, tiling: CGPatternTiling, isColored: Bool,
                 callbacks: UnsafePointer<CGPatternCallbacks>) {
        let det = matrix.a * matrix.d - matrix.b * matrix.c
        guard bounds.isFinite, !bounds.isNull, matrix.isFinite, det != 0, det.isFinite, xStep.isFinite,
              yStep.isFinite, callbacks.pointee.drawPattern != nil else {
            CGLog.error("CGPatternCreate: invalid pattern (bounds \(bounds), steps \(xStep), \(yStep), matrix \(matrix)).")
            return nil
        }
        self.info = info
        self.bounds = bounds.standardized
        self.matrix = matrix
        // Quartz takes a zero step as the cell's own size.
        self.xStep = xStep != 0 ? abs(xStep) : bounds.width
        self.yStep = yStep != 0 ? abs(yStep) : bounds.height
        self.isColored = isColored
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    /// Draws the cell into `context`.
    func drawCell(in context: CGContext) { callbacks.drawPattern?(info, context) }
}
