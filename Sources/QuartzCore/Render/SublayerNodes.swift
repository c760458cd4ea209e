import Foundation

/// The render nodes of a layer's sublayers, back to front, kept in shared chunks of up to 8: a snapshot that
/// replaces one sublayer's node copies that node's chunk only, not a list of every sibling, and each chunk
/// keeps what its parent node sums over its sublayers (their extent, whether any animates), so a parent of many
/// sublayers is made in time proportional to its chunks.
struct SublayerNodes: RandomAccessCollection, Sendable {
    /// Up to `chunkSize` nodes and what they add up to; shared between the snapshots that have them.
    final class Chunk: Sendable {
        let nodes: [RenderLayer]
        /// The union of the nodes' extents in the parent's coordinates.
        let extent: CGRect
        /// Whether any node's subtree animates.
        let animating: Bool
        /// Whether any node's subtree blurs its backdrop.
        let backdrops: Bool

        init(_ nodes: [RenderLayer]) {
            self.nodes = nodes
            var extent = CGRect.null, animating = false, backdrops = false
            for node in nodes {
                extent = RenderLayer.union(extent, node.extentInParent)
                animating = animating || node.subtreeAnimating
                backdrops = backdrops || node.subtreeBackdrops
            }
            self.extent = extent
            self.animating = animating
            self.backdrops = backdrops
        }
    }

    /// Nodes in a chunk: every chunk but the last is full, so a node is found with a shift and a mask.
    static let chunkShift = 3
    static let chunkSize = 1 << chunkShift

    private(set) var chunks: [Chunk]
    let count: Int

    /// No sublayers.
    init() {
        chunks = []
        count = 0
    }

    init(_ nodes: [RenderLayer]) {
        count = nodes.count
        chunks = stride(from: 0, to: nodes.count, by: Self.chunkSize).map { start in
            Chunk(Array(nodes[start..<Swift.min(start + Self.chunkSize, nodes.count)]))
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> RenderLayer {
        chunks[index >> Self.chunkShift].nodes[index & (Self.chunkSize - 1)]
    }

    /// The union of the sublayers' extents in the parent's coordinates.
    var extent: CGRect { chunks.reduce(CGRect.null) { RenderLayer.union($0, $1.extent) } }

    /// Whether any sublayer's subtree animates.
    var animating: Bool { chunks.contains { $0.animating } }

    /// Whether any sublayer's subtree blurs its backdrop.
    var backdrops: Bool { chunks.contains { $0.backdrops } }

    /// Puts `node` at `index`, copying only the chunk it is in.
    mutating func replace(at index: Int, with node: RenderLayer) {
        let chunk = index >> Self.chunkShift
        var nodes = chunks[chunk].nodes
        nodes[index & (Self.chunkSize - 1)] = node
        chunks[chunk] = Chunk(nodes)
    }

    /// The index of `node`, found by identity.
    func index(of node: RenderLayer) -> Int? {
        for (chunkIndex, chunk) in chunks.enumerated() {
            if let index = chunk.nodes.index(ofIdentical: node) { return chunkIndex << Self.chunkShift + index }
        }
        return nil
    }

    /// Whether `other` has nodes of the same layers in the same order; chunks the two share are not looked into.
    func showsSameLayers(as other: SublayerNodes) -> Bool {
        count == other.count && zip(chunks, other.chunks).allSatisfy { new, old in
            new === old || zip(new.nodes, old.nodes).allSatisfy { $0.identity == $1.identity }
        }
    }

    /// Calls `body` with the index and the two nodes wherever this list and `other`, of the same length, have
    /// different nodes; chunks the two share are skipped whole.
    func forEachDifference(from other: SublayerNodes, _ body: (Int, RenderLayer, RenderLayer) -> Void) {
        for (chunkIndex, (new, old)) in zip(chunks, other.chunks).enumerated() where new !== old {
            for (offset, (a, b)) in zip(new.nodes, old.nodes).enumerated() where a !== b {
                body(chunkIndex << Self.chunkShift + offset, a, b)
            }
        }
    }
}
