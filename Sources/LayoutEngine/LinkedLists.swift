/// Many small doubly linked lists of `Int32` values sharing one pool of nodes: the tableau's columns
/// (for each symbol, the rows it occurs in) and the variables' constraint lists. Adding and removing an
/// entry never allocates once the pool has grown, and a node index, kept by whoever added it, removes its
/// entry in constant time. Each list's head lives with its owner.
struct LinkedLists {
    /// One entry: its value and its neighbours (-1 at the ends).
    struct Node {
        var value: Int32
        var previous: Int32
        var next: Int32
    }

    /// The pool.
    private(set) var nodes: [Node] = []
    /// The first free node, or -1.
    private var free: Int32 = -1

    /// Makes room for `extra` more nodes at once.
    mutating func reserveRoom(forNodes extra: Int) {
        nodes.reserveRoom(for: extra)
    }

    /// Puts `value` at the front of the list starting at `head`; returns its node.
    @inline(__always)
    mutating func push(_ value: Int32, head: inout Int32) -> Int32 {
        let node: Int32
        if free >= 0 {
            node = free
            free = nodes[Int(node)].next
            nodes[Int(node)] = Node(value: value, previous: -1, next: head)
        } else {
            node = Int32(nodes.count)
            nodes.append(Node(value: value, previous: -1, next: head))
        }
        if head >= 0 { nodes[Int(head)].previous = node }
        head = node
        return node
    }

    /// Removes `node` from the list starting at `head`.
    @inline(__always)
    mutating func remove(_ node: Int32, head: inout Int32) {
        let n = nodes[Int(node)]
        if n.previous >= 0 { nodes[Int(n.previous)].next = n.next } else { head = n.next }
        if n.next >= 0 { nodes[Int(n.next)].previous = n.previous }
        nodes[Int(node)].next = free
        free = node
    }

    /// Frees every node of the list starting at `head`, which becomes empty.
    mutating func removeAll(head: inout Int32) {
        var node = head
        while node >= 0 {
            let next = nodes[Int(node)].next
            nodes[Int(node)].next = free
            free = node
            node = next
        }
        head = -1
    }

    /// The value of `node`.
    @inline(__always)
    func value(_ node: Int32) -> Int32 { nodes[Int(node)].value }

    /// The node after `node`, or -1.
    @inline(__always)
    func next(_ node: Int32) -> Int32 { nodes[Int(node)].next }

    /// The values of the list starting at `head`, front first.
    func values(head: Int32) -> [Int32] {
        var result: [Int32] = []
        var node = head
        while node >= 0 {
            result.append(nodes[Int(node)].value)
            node = nodes[Int(node)].next
        }
        return result
    }
}
