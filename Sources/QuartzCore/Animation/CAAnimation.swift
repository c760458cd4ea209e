/// Told when an animation starts and stops.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation has started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation has stopped: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract animation: timing, a timing function and a delegate.
///
/// A layer copies an animation when it is added, so later changes to this object do not affect the
/// running copy.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// When the animation starts, in the layer's time; 0 means when it is added.
    open var beginTime: CFTimeInterval = 0
    /// An offset added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats; fractions allowed.
    open var repeatCount: Float = 0
    /// How long the animation repeats for.
    open var repeatDuration: CFTimeInterval = 0
    /// The simple duration; 0 means the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// Whether Core Animation made this animation as a property's implicit action: its values fit by
    /// construction, so adding it skips the check that logs misfitting values.
    var isImplicitAction = false
    /// The rate of the animation's time relative to the layer's.
    open var speed: Float = 1
    /// Whether each repetition plays backwards after forwards.
    open var autoreverses = false
    /// What is shown outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each repetition; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from the layer when it finishes.
    open var isRemovedOnCompletion = true
    /// Values stored by key.
    private var values: [String: Any] = [:]

    /// A new animation with default timing.
    public required override init() { super.init() }

    /// A copy with the same timing, function, delegate and stored values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.beginTime = beginTime
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.duration = duration
        copy.speed = speed
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.values = values
        return copy
    }

    /// The value stored under `key`.
    open func value(forKey key: String) -> Any? { values[key] ?? Self.defaultValue(forKey: key) }

    /// Stores `value` under `key`, as Core Animation lets animations carry any value.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// The value used for `key` when none is stored.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// As an action, adds the animation to the layer under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// An animation of one layer property, named by key path (`"position"`, `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String?
    /// Whether the animated value is added to the property's current value.
    open var isAdditive = false
    /// Whether each repetition builds on the previous one's end value.
    open var isCumulative = false
    /// A function turning the animated numbers into the property's type (a transform).
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// A copy of the animation.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }
}

/// An animation between two values of a property.
///
/// Of `fromValue`, `toValue` and `byValue`, any one or two may be set: from–to, from–by (to from + by),
/// by–to (from to − by), from alone (to the current value), to alone (from the current value),
/// by alone (current to current + by).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change from start to end.
    open var byValue: Any?

    /// A copy of the animation.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }
}

/// A spring: the property moves from `fromValue` to `toValue` as a damped harmonic oscillator.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// The damping.
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole distance per second.
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to come to rest from its current parameters.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    /// A copy of the animation.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        return copy
    }
}

/// An animation through a sequence of values, or along a path.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path the point-valued property follows; overrides `values`.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Tension per keyframe, for cubic modes.
    open var tensionValues: [NSNumber]?
    /// Continuity per keyframe, for cubic modes.
    open var continuityValues: [NSNumber]?
    /// Bias per keyframe, for cubic modes.
    open var biasValues: [NSNumber]?
    /// Whether a layer following a path turns with it.
    open var rotationMode: CAAnimationRotationMode?

    /// A copy of the animation.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
        return copy
    }
}

/// Several animations run together; their times are relative to the group's.
open class CAAnimationGroup: CAAnimation {
    /// The animations, each applied at the group's local time.
    open var animations: [CAAnimation]?

    /// A copy of the group and of its animations.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }
}

/// Turns animated numbers into a transform, for transform animations given as scalars.
open class CAValueFunction: NSObject, @unchecked Sendable {
    // @unchecked because NSObject is not Sendable on Linux; its one stored property is a Sendable `let`.

    /// Which function this is.
    public let name: CAValueFunctionName

    /// The function named `name`, or `nil` for an unknown name.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
    }

    /// The transform for the animated value: one number, or three for the three-axis functions.
    func transform(for value: Any?) -> CATransform3D? {
        let numbers: [CGFloat]
        switch value {
        case let array as [Any]: numbers = array.compactMap { numericValue($0).map { CGFloat($0) } }
        default: numbers = numericValue(value).map { [CGFloat($0)] } ?? []
        }
        guard let first = numbers.first else { return nil }
        let xyz = numbers.count >= 3 ? (numbers[0], numbers[1], numbers[2]) : (first, first, first)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(first, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(first, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(first, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(xyz.0, xyz.1, xyz.2)
        case .scaleX: return CATransform3DMakeScale(first, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, first, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, first)
        case .translate: return CATransform3DMakeTranslation(xyz.0, xyz.1, xyz.2)
        case .translateX: return CATransform3DMakeTranslation(first, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, first, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, first)
        default: return nil
        }
    }
}

/// The names of the value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about x by the value, in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about y.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by one value on all axes, or by three values.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three values.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let all: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                .translate, .translateX, .translateY, .translateZ]
}
