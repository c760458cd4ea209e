import Foundation

/// A layout guide of a scroll view (as UIKit's private `_UIScrollViewLayoutGuide`): its content area, or
/// its frame as seen from inside. Auto Layout takes the guide in, with the constraints below, only once a
/// constraint names it.
@MainActor
final class ScrollViewLayoutGuide: UILayoutGuide {
    /// Which rectangle the guide is.
    enum Role {
        /// The untranslated content rectangle: at the content's origin, `contentSize` large unless
        /// constraints determine its size, which then sets `contentSize`.
        case content
        /// The frame: the bounds' size, at the content offset, so what is pinned to it does not scroll.
        case frame
    }

    let role: Role
    /// Whether an app's constraint used the frame guide's position since the guide entered its engine: only
    /// then does a scroll tell the engine, so that a guide used for its size alone (content as wide as the
    /// frame) costs a scroll nothing.
    private var followsScrolls = false

    /// The guide of `role` for `scrollView`, added to it.
    init(role: Role, scrollView: UIScrollView) {
        self.role = role
        super.init()
        identifier = role == .content ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide"
        scrollView.adoptLayoutGuide(self)
    }

    /// Vellum decodes no archive.
    required init?(coder: NSCoder) {
        return nil
    }

    /// The guide's rectangle while no constraint names it: what its constraints would make it.
    var unconstrainedLayoutFrame: CGRect {
        guard let scrollView = owningViewStorage as? UIScrollView else { return .zero }
        switch role {
        case .content: return CGRect(origin: .zero, size: scrollView.contentSize)
        case .frame: return scrollView.bounds
        }
    }

    /// The constraints UIKit makes for the guide. Its origin is a constant of the owner's coordinates
    /// (bounds origins are not part of Auto Layout's expressions, so content coordinates): (0, 0) for the
    /// content, the content offset for the frame, which the scroll view edits as it scrolls. The content's
    /// size is `contentSize` at the fitting level, so that any constraint of the content decides it first.
    func systemConstraints(in engine: AutoLayoutEngine) -> [NSLayoutConstraint] {
        guard let owner = owningViewStorage as? UIScrollView else { return [] }
        let insets = owner.alignmentRectInsets
        let name = identifier
        switch role {
        case .content:
            let size = owner.contentSize
            return [
                engine.system(self, .left, .equal, owner, .left, -insets.left, in: owner, name + "-left"),
                engine.system(self, .top, .equal, owner, .top, -insets.top, in: owner, name + "-top"),
                engine.system(self, .width, .equal, nil, .notAnAttribute, size.width, in: owner, name + "-width",
                              priority: .fittingSizeLevel),
                engine.system(self, .height, .equal, nil, .notAnAttribute, size.height, in: owner, name + "-height",
                              priority: .fittingSizeLevel),
            ]
        case .frame:
            let offset = owner.contentOffset
            return [
                engine.system(self, .left, .equal, owner, .left, offset.x - insets.left, in: owner, name + "-left"),
                engine.system(self, .top, .equal, owner, .top, offset.y - insets.top, in: owner, name + "-top"),
                engine.system(self, .width, .equal, owner, .width, insets.left + insets.right, in: owner, name + "-width"),
                engine.system(self, .height, .equal, owner, .height, insets.top + insets.bottom, in: owner, name + "-height"),
            ]
        }
    }

    /// Moves the guide's constraints of `attributes` (the content's size, the frame's position) to `x` and `y`,
    /// if an engine holds the guide: an edit of their constants, which the engine makes in place. An unused
    /// frame position only keeps its constants current, for when a constraint first uses it.
    func setConstants(x: CGFloat, y: CGFloat, of attributes: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)) {
        guard let engine = layoutItemState.engine, let item = engine.item(for: self) else {
            followsScrolls = false
            return
        }
        let tellsEngine = role == .content || followsScrolls
        for record in item.system {
            let value: CGFloat
            switch record.constraint.firstSide.term?.attribute {
            case attributes.0: value = x
            case attributes.1: value = y
            default: continue
            }
            if tellsEngine { record.constraint.constant = value } else { record.constraint.constantStorage = value }
        }
    }

    /// An app's constraint uses the guide's position (its expression is being built): the frame's position
    /// follows scrolls from now on, starting with the constants kept while it was unused.
    func notePositionUsed() {
        guard role == .frame, !followsScrolls else { return }
        followsScrolls = true
        guard let item = layoutItemState.engine?.item(for: self) else { return }
        for record in item.system {
            let kind = record.constraint.firstSide.kind
            if kind == .xPosition || kind == .yPosition { record.constraint.constraintDidChange() }
        }
    }

    /// Whether an engine holds the guide: a constraint names it.
    var isConstrained: Bool { layoutItemState.engine?.item(for: self) != nil }
}
