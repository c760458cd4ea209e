// Trimming a path to part of its length, as Core Animation's `strokeStart` and `strokeEnd` do.

extension CGPath {
    /// The part of the path between two fractions of its length, optionally dashed.
    ///
    /// `start` and `end` are fractions of the total arc length of all subpaths together, taken in order (a move
    /// adds no length); they are clamped to 0...1, and when `start > end` or either is not finite the result is
    /// empty. A subpath wholly inside the range is kept as it is, closed or not; a subpath the range cuts
    /// becomes an open piece. Curves are cut exactly, by the arc-length measuring that dashing uses.
    ///
    /// With a dash pattern (`lengths` and `phase`, as for `copy(dashingWithPhase:lengths:transform:)`; an
    /// unusable pattern means none), the dashes are laid along the untrimmed path and then trimmed, so moving
    /// the ends uncovers or hides dashes without sliding them along.
    package func trimmed(from start: CGFloat, to end: CGFloat, dashingWithPhase phase: CGFloat = 0,
                         lengths: [CGFloat] = []) -> CGPath {
        guard start.isFinite, end.isFinite, start <= end else { return CGPath(elements: []) }
        let dashes = DashPattern(phase: phase, lengths: lengths)
        let tolerance = PathFlattener.tolerance(1e-3, under: .identity)
        let subpaths = MeasuredSubpath.split(elements, tolerance: tolerance)
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total.isFinite else { return CGPath(elements: []) }
        let from = min(max(start, 0), 1) * total, to = min(max(end, 0), 1) * total

        var output: [PathElement] = []
        var base: CGFloat = 0
        for subpath in subpaths {
            defer { base += subpath.length }
            let lo = from - base, hi = to - base
            guard !subpath.segments.isEmpty, lo <= subpath.length, hi >= 0 else { continue }
            let piece: [PathElement]
            if lo <= 0 && hi >= subpath.length {
                piece = subpath.elements
            } else if hi > lo {
                piece = subpath.cut(from: max(lo, 0), to: min(hi, subpath.length))
            } else {
                continue
            }
            output += dashes.map { $0.dash(piece, startingAt: max(lo, 0), tolerance: tolerance) } ?? piece
        }
        return CGPath(elements: output)
    }
}

/// A usable dash pattern, normalised as `copy(dashingWithPhase:lengths:transform:)` does.
private struct DashPattern {
    let pattern: [CGFloat]
    let total: CGFloat
    let phase: CGFloat

    init?(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        pattern = lengths.count % 2 == 0 ? lengths : lengths + lengths
        total = pattern.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        self.phase = phase.isFinite ? phase : 0
    }

    /// The dashes of `piece` (one subpath), which begins `offset` along the subpath it was cut from.
    func dash(_ piece: [PathElement], startingAt offset: CGFloat, tolerance: CGFloat) -> [PathElement] {
        var start = (phase + offset).truncatingRemainder(dividingBy: total)
        if start < 0 { start += total }
        var dasher = PathDasher(pattern: pattern, offset: start, tolerance: tolerance)
        var segments: [PathSegment] = []
        PathSegment.forEach(in: piece) { segment in
            if case .move = segment { return }
            segments.append(segment)
        }
        dasher.dash(segments)
        return dasher.output
    }
}

/// One subpath: its elements (from its move) and its drawn segments, measured.
private struct MeasuredSubpath {
    let elements: [PathElement]
    let segments: [MeasuredSegment]
    let length: CGFloat

    static func split(_ elements: [PathElement], tolerance: CGFloat) -> [MeasuredSubpath] {
        var chunks: [[PathElement]] = []
        for element in elements {
            if case .move = element { chunks.append([]) }
            if chunks.isEmpty { chunks.append([]) }
            chunks[chunks.count - 1].append(element)
        }
        return chunks.map { chunk in
            var segments: [MeasuredSegment] = []
            PathSegment.forEach(in: chunk) { segment in
                if case .move = segment { return }
                segments.append(MeasuredSegment(segment, tolerance: tolerance))
            }
            return MeasuredSubpath(elements: chunk, segments: segments, length: segments.reduce(0) { $0 + $1.length })
        }
    }

    /// The open piece between arc lengths `lo` and `hi` (`lo < hi`) of the subpath.
    func cut(from lo: CGFloat, to hi: CGFloat) -> [PathElement] {
        var piece: [PathElement] = []
        var position: CGFloat = 0
        for segment in segments {
            defer { position += segment.length }
            let s0 = max(lo - position, 0), s1 = min(hi - position, segment.length)
            guard s1 > s0 else { continue }
            if piece.isEmpty { piece.append(.move(segment.point(at: s0))) }
            piece.append(segment.piece(from: s0, to: s1))
        }
        return piece
    }
}
