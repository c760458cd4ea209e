@_implementationOnly import CStackGuard

/// Room for recursion as deep as the trees an app builds: a walk over the layer or view tree calls
/// `DeepStack.run` at each level, and when the thread's stack is nearly used up the walk goes on in a new
/// segment on the same thread. Walks keep their plain recursive shape, and a tree 100,000 levels deep
/// costs memory in proportion, not a stack overflow.
package enum DeepStack {
    /// A new segment's size: room for about a thousand levels of the deepest walk in a debug build.
    private static let segmentSize = 16 << 20

    /// Drops `value` (the last reference to a subtree) on this stack while it has room, on a new segment when
    /// it has not: releasing a deep tree recurses a level per node.
    package static func release<Value>(_ value: inout Value?) {
        run { value = nil }
    }

    /// `body`'s result, computed on this stack while it has room, on a new segment when it has not.
    @inline(__always)
    package static func run<Result>(_ body: () -> Result) -> Result {
        guard vellum_stack_is_low() != 0 else { return body() }
        return onNewSegment(body)
    }

    private static func onNewSegment<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        withoutActuallyEscaping(body) { body in
            var job = { result = body() }
            let status = withUnsafeMutablePointer(to: &job) { job in
                vellum_run_on_new_stack(segmentSize, { $0!.assumingMemoryBound(to: (() -> Void).self).pointee() }, job)
            }
            // Without address space for a segment the walk can only go on where it is.
            if status != 0 { job() }
        }
        return result!
    }
}
