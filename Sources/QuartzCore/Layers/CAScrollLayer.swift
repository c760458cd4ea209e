import CoreGraphics

/// A layer that shows part of its sublayers by moving its bounds origin: the point of its coordinate space
/// drawn at its top-left.
///
/// It handles no events and draws no scrollers; set `masksToBounds` to hide what lies outside the bounds.
open class CAScrollLayer: CALayer {
    /// The axes along which the scroll methods may move the bounds origin.
    open var scrollMode: CAScrollLayerScrollMode {
        get { LayerLock.withLock { scrollModeStorage } }
        set { LayerLock.withLock { scrollModeStorage = newValue } }
    }
    var scrollModeStorage: CAScrollLayerScrollMode = .both

    /// Moves the bounds origin to `p`, along the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        LayerLock.withLock {
            var origin = bounds.origin
            if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
            if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
            if origin != bounds.origin { bounds.origin = origin }
        }
    }

    /// Scrolls as little as shows `r` (in the layer's coordinates), along the axes `scrollMode` allows; when
    /// `r` is larger than the bounds, its top-left is shown.
    open func scroll(to r: CGRect) {
        LayerLock.withLock {
            guard !r.isNull, !r.isInfinite else { return }
            let r = r.standardized
            func reach(_ low: CGFloat, _ high: CGFloat, _ shown: CGFloat, _ size: CGFloat) -> CGFloat {
                if low < shown || high - low > size { return low }
                return high > shown + size ? high - size : shown
            }
            scroll(to: CGPoint(x: reach(r.minX, r.maxX, bounds.minX, bounds.width),
                               y: reach(r.minY, r.maxY, bounds.minY, bounds.height)))
        }
    }

    /// `"scrollMode"` (set as the mode or its name) over the base layer's properties by key.
    override class var keyedProperties: LayerProperty.Table { scrollProperties }

    /// `keyedProperties`, built on first use.
    private static let scrollProperties = LayerProperty.Table(extending: CALayer.keyedProperties, [
        "scrollMode": .named(\CAScrollLayer.scrollMode),
    ])

    override func makePresentationCopy() -> CALayer { CAScrollLayer(layer: self) }
}

/// The axes along which a scroll layer may scroll.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a scroll mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not at all.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Up and down only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Left and right only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both ways.
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

extension CALayer {
    /// Scrolls the closest scroll layer above this one so that `p`, in this layer's coordinates, lies at its
    /// bounds origin; does nothing when there is none.
    public func scroll(_ p: CGPoint) {
        LayerLock.withLock {
            guard let scroller = enclosingScrollLayer else { return }
            scroller.scroll(to: convert(p, to: scroller))
        }
    }

    /// Scrolls the closest scroll layer above this one so that `r`, in this layer's coordinates, is visible;
    /// does nothing when there is none.
    public func scrollRectToVisible(_ r: CGRect) {
        LayerLock.withLock {
            guard let scroller = enclosingScrollLayer else { return }
            scroller.scroll(to: convert(r, to: scroller))
        }
    }

    /// The part of the bounds the closest scroll layer above this one shows, in this layer's coordinates;
    /// the whole bounds when there is none (or the transforms between them overflow), `.null` when it shows none.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        let shown = convert(scroller.bounds, from: scroller)
        return shown.hasFiniteEdges ? bounds.intersection(shown) : bounds
    }

    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scroller = current as? CAScrollLayer { return scroller }
            layer = current.superlayer
        }
        return nil
    }
}
