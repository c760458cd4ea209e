/// What a transformer is compared by: one object, shared by its copies.
final class ObjectIdentity: Sendable {}
