extension Array {
    /// Makes room for `extra` more elements at once, keeping the growth geometric: a request only a little past
    /// the capacity grows it as an append would (to twice as much), so that repeated small requests cost no more
    /// than appending.
    package mutating func reserveRoom(for extra: Int) {
        let needed = count + extra
        if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
    }
}
