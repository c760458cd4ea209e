/// How `objc_setAssociatedObject` holds a value: Objective-C's policies, with the runtime's raw values.
///
/// The atomic and non-atomic forms behave alike here: every association is read and written under one lock.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference to an object value: reads give `nil` once it is gone (on iOS the pointer would
    /// dangle). A value that is not an object is kept as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A strong reference to a copy (`NSCopying`'s `copy()`).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// A strong reference to a copy (`NSCopying`'s `copy()`).
    case OBJC_ASSOCIATION_COPY = 0o1403
}
