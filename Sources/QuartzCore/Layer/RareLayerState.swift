import Foundation

/// The parts of a layer's state that few layers set, out of line so that a plain layer stays small: every view
/// has a layer. A layer makes it on the first change of one of these from its default, and keeps it.
final class RareLayerState {
    /// The layer's own timing (`CAMediaTiming`).
    var timing = MediaTiming()
    var name: String?
    var style: [AnyHashable: Any]?
    var actions: [String: CAAction]?
    /// Values stored with `setValue(_:forKey:)` for keys that are not properties.
    var extraValues: [String: Any] = [:]
    var backdrop: LayerBackdrop?
}

extension CALayer {
    private var writableRareState: RareLayerState {
        if let rareState { return rareState }
        let state = RareLayerState()
        rareState = state
        return state
    }

    var timingStorage: MediaTiming {
        get { rareState?.timing ?? MediaTiming() }
        set { if rareState != nil || newValue != MediaTiming() { writableRareState.timing = newValue } }
    }

    var nameStorage: String? {
        get { rareState?.name }
        set { if rareState != nil || newValue != nil { writableRareState.name = newValue } }
    }

    var styleStorage: [AnyHashable: Any]? {
        get { rareState?.style }
        set { if rareState != nil || newValue != nil { writableRareState.style = newValue } }
    }

    var actionsStorage: [String: CAAction]? {
        get { rareState?.actions }
        set { if rareState != nil || newValue != nil { writableRareState.actions = newValue } }
    }

    var extraValues: [String: Any] {
        get { rareState?.extraValues ?? [:] }
        set { if rareState != nil || !newValue.isEmpty { writableRareState.extraValues = newValue } }
    }

    /// Stores `value` under `key` in place, without copying the other values.
    func setExtraValue(_ value: Any?, forKey key: String) {
        if rareState != nil || value != nil { writableRareState.extraValues[key] = value }
    }

    var backdropStorage: LayerBackdrop? {
        get { rareState?.backdrop }
        set { if rareState != nil || newValue != nil { writableRareState.backdrop = newValue } }
    }
}
