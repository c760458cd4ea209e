import Foundation

/// The parts of a view's state that few views set, out of line so that a plain view stays small: a
/// controller's root view, an explicit tint, a mask view, margins other than the default, traits once asked for.
@MainActor
final class RareViewState {
    /// The controller this view is the root view of: the next responder.
    weak var owningViewController: UIViewController?
    var tintColor: UIColor?
    var maskView: UIView?
    var layoutMargins = RareViewState.defaultLayoutMargins
    /// The margins as last set through `directionalLayoutMargins`, resolved again when the direction changes.
    var directionalMargins: NSDirectionalEdgeInsets?
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The view's traits, made when first asked for or overridden (Traits/UIView+Traits.swift).
    var traitState: TraitState?
    /// The presentation whose container this view is: the view inherits its traits.
    weak var traitPresentationController: UIPresentationController?
    /// Whether `owningViewController` or `traitPresentationController` was ever set: the trait walk loads them only then.
    var hasTraitOwner = false
    /// The interactions added to the view (UIView+Interactions.swift).
    var interactions: [UIInteraction] = []
    /// The view's focus group, priority and effect, once set (Focus/UIView+Focus.swift).
    var focusSettings: ViewFocusSettings?

    /// UIKit's margins for a view that sets none.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

extension UIView {
    var interactionsStorage: [UIInteraction] {
        get { rareState?.interactions ?? [] }
        set { if !newValue.isEmpty || rareState != nil { writableRareState.interactions = newValue } }
    }

    private var writableRareState: RareViewState {
        if let rareState { return rareState }
        let state = RareViewState()
        rareState = state
        return state
    }

    /// The view's focus group, priority and effect, once set.
    var focusSettingsStorage: ViewFocusSettings? {
        get { rareState?.focusSettings }
        set { if newValue != nil || rareState != nil { writableRareState.focusSettings = newValue } }
    }

    /// The controller this view is the root view of: the next responder.
    var owningViewController: UIViewController? {
        get { rareState?.owningViewController }
        set {
            guard newValue != nil || rareState != nil else { return }
            writableRareState.owningViewController = newValue
            if newValue != nil { writableRareState.hasTraitOwner = true }
        }
    }

    /// The view's traits, made when first asked for or overridden (Traits/UIView+Traits.swift).
    var traitState: TraitState? {
        get { rareState?.traitState }
        set { if newValue != nil || rareState != nil { writableRareState.traitState = newValue } }
    }

    /// The presentation whose container this view is: the view inherits its traits.
    var traitPresentationController: UIPresentationController? {
        get { rareState?.traitPresentationController }
        set {
            guard newValue != nil || rareState != nil else { return }
            writableRareState.traitPresentationController = newValue
            if newValue != nil { writableRareState.hasTraitOwner = true }
        }
    }

    var tintColorStorage: UIColor? {
        get { rareState?.tintColor }
        set { if newValue != nil || rareState != nil { writableRareState.tintColor = newValue } }
    }

    var maskViewStorage: UIView? {
        get { rareState?.maskView }
        set { if newValue != nil || rareState != nil { writableRareState.maskView = newValue } }
    }

    var directionalMarginsStorage: NSDirectionalEdgeInsets? {
        get { rareState?.directionalMargins }
        set { if newValue != nil || rareState != nil { writableRareState.directionalMargins = newValue } }
    }

    var semanticContentAttributeStorage: UISemanticContentAttribute {
        get { rareState?.semanticContentAttribute ?? .unspecified }
        set { if newValue != .unspecified || rareState != nil { writableRareState.semanticContentAttribute = newValue } }
    }

    var layoutMarginsStorage: UIEdgeInsets {
        get { rareState?.layoutMargins ?? RareViewState.defaultLayoutMargins }
        set {
            if newValue != RareViewState.defaultLayoutMargins || rareState != nil { writableRareState.layoutMargins = newValue }
        }
    }
}
