import Foundation

/// An object that can respond to events: the base of views, view controllers, windows and the application.
///
/// Responders form the responder chain through `next`: a view's is its view controller when it is one's root
/// view, otherwise its superview; a root view's controller's is the controller's parent view or window; a
/// window's is the application; the application's is its delegate when that is a responder. Events a
/// responder does not handle — touches, presses, motion, remote-control events — travel up that chain: the
/// default implementation of each handler passes the event to `next`.
///
/// Every member a subclass may override is declared here, in the class body (Swift without the Objective-C
/// runtime cannot override what an extension declares); the work is in `UIResponder+FirstResponder.swift`
/// and `UIResponder+Actions.swift`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    // MARK: Loading from Interface Builder documents (InterfaceBuilder/)

    /// Called on each object a nib or storyboard load makes, once every object of the load exists and its
    /// outlets and actions are connected: subviews before their superview. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called on a designable object before a design-time preview draws it, to show sample content.
    open func prepareForInterfaceBuilder() {}

    // MARK: The first responder (UIResponder+FirstResponder.swift)

    /// Whether the responder can become the first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes the responder its window's first responder: the current one is asked to resign first, and may
    /// refuse. False when the responder cannot become first responder or is not in a window (UIKit leaves
    /// that case unspecified; Vellum refuses, as a responder outside a window receives no events).
    open func becomeFirstResponder() -> Bool { takeFirstResponderStatus() }

    /// Whether the responder gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status; the window then has no first responder (it is not handed to `next`).
    /// Returns false, keeping the status, when `canResignFirstResponder` is false.
    open func resignFirstResponder() -> Bool { giveUpFirstResponderStatus() }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { holdsFirstResponderStatus }

    // MARK: Touches (the default passes them to `next`)

    /// One or more fingers touched down in the view (or a view under it, for a responder up the chain).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// One or more fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// One or more fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system (or a gesture recognizer that recognized them) cancelled the touches: clean up, as for an
    /// end, without acting on them.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// Estimated properties of the touches were updated; Vellum's touches have none to update.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses (the default passes them to `next`)

    /// Physical buttons or keys were pressed.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// The force of pressed buttons changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Buttons or keys were released.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// The presses were cancelled (the window lost focus, say).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: Motion and remote control (the default passes them to `next`)

    /// A motion event (a shake) began.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion event ended.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion event was cancelled.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// A remote-control event (play, pause, next track…) arrived.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: Action messages (UIResponder+Actions.swift)

    /// Whether the responder performs `action`. The default is true when it implements it: a selector
    /// bound to a method (`Selector("ping:", Controller.ping)`) of this responder's class, or a name
    /// `method(for:)` answers. The standard edit actions are declared by every responder but implemented
    /// by none until a subclass says so: override this method to return true for the ones you override,
    /// as `UITextField` does (Swift cannot see that a subclass overrides `copy(_:)`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        performsAction(action)
    }

    /// The responder that performs `action`: this one when `canPerformAction(_:withSender:)` says so,
    /// else the next responder's answer; nil at the end of the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// The implementation of the action named `action` in this responder, for names no method reference
    /// is bound to: by default the method this responder's class (or a superclass) registered under that
    /// name with `InterfaceBuilder` (as the Interface Builder plugin registers each `@IBAction`), else nil.
    /// This is Vellum's stand-in for the Objective-C runtime's method lookup: override it to perform actions
    /// sent by name, e.g. `action == "ping:" ? { sender, _ in self.ping(sender) } : super.method(for: action)`.
    open func method(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        InterfaceBuilderRegistry.shared.implementation(of: action.name, for: self)
    }

    // MARK: Key-value coding (InterfaceBuilder/Connections)

    /// Sets the property named `key` to `value`: Interface Builder connects outlets and applies runtime
    /// attributes through it, as on iOS. The default sets a property registered with `InterfaceBuilder` (the
    /// plugin registers every `@IBOutlet` and `@IBInspectable`), else calls `setValue(_:forUndefinedKey:)`.
    /// Override to take keys yourself, calling super for the others.
    open func setValue(_ value: Any?, forKey key: String) {
        InterfaceBuilderKeyValueCoding.setValue(value, forKey: key, of: self)
    }

    /// Called by `setValue(_:forKey:)` for a key no property answers. iOS raises `NSUnknownKeyException`;
    /// the default logs the same message once per class and key, and leaves the responder unchanged.
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        InterfaceBuilderKeyValueCoding.reportUndefinedKey(key, of: self)
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    /// Removes the selection to the pasteboard.
    open func cut(_ sender: Any?) {}
    /// Copies the selection to the pasteboard.
    open func copy(_ sender: Any?) {}
    /// Reads the pasteboard into the selection.
    open func paste(_ sender: Any?) {}
    /// Reads the pasteboard into the selection, matching the surrounding style.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Selects the content at the insertion point.
    open func select(_ sender: Any?) {}
    /// Selects all the content.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection.
    open func delete(_ sender: Any?) {}
    /// Makes the writing direction left to right.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Makes the writing direction right to left.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Toggles bold text.
    open func toggleBoldface(_ sender: Any?) {}
    /// Toggles italic text.
    open func toggleItalics(_ sender: Any?) {}
    /// Toggles underlined text.
    open func toggleUnderline(_ sender: Any?) {}
    /// Makes the text larger.
    open func increaseSize(_ sender: Any?) {}
    /// Makes the text smaller.
    open func decreaseSize(_ sender: Any?) {}

    // MARK: Undo

    /// The undo manager of the nearest responder up the chain that has one: by default a window's, which
    /// every view and controller in it shares. Override to give a part of the app its own.
    open var undoManager: UndoManager? { DeepStack.run { next?.undoManager } }

    // MARK: Input views

    /// The view shown in the keyboard's place while the responder is first responder, instead of the on-screen
    /// keyboard (also with a hardware keyboard); none by default.
    open var inputView: UIView? { nil }
    /// The view shown on top of the keyboard while the responder is first responder, or alone at the bottom of
    /// the screen when there is no on-screen keyboard; none by default.
    open var inputAccessoryView: UIView? { nil }
    /// Shows the first responder's current `inputView` and `inputAccessoryView` in the keyboard's place (after
    /// they changed); does nothing for a responder that is not first responder.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        KeyboardManager.shared.firstResponderChanged(in: window)
    }
    /// The key commands the responder handles; none by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Accessibility (UIResponder+Accessibility.swift)
    //
    // The informal UIAccessibility protocol, declared here rather than on NSObject so that views and
    // controllers can override it as iOS code does. Values that are set are kept; those never set take the
    // defaults UIKit gives (a subclass's override supplies its own).

    /// Whether assistive technologies treat the responder as one element; false for a plain view.
    open var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? false }
        set { storeAccessibilityValue(newValue, for: .isElement) }
    }
    /// A short, localized label naming the element ("Play"), without its type.
    open var accessibilityLabel: String? {
        get { accessibilityStoredValue(.label) as? String }
        set { storeAccessibilityValue(newValue, for: .label) }
    }
    /// What performing the element's action does ("Plays the song").
    open var accessibilityHint: String? {
        get { accessibilityStoredValue(.hint) as? String }
        set { storeAccessibilityValue(newValue, for: .hint) }
    }
    /// The element's current value, when it is not its label (a slider's "50%").
    open var accessibilityValue: String? {
        get { accessibilityStoredValue(.value) as? String }
        set { storeAccessibilityValue(newValue, for: .value) }
    }
    /// What the element is and how it behaves; `.none` for a plain view.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? .none }
        set { storeAccessibilityValue(newValue, for: .traits) }
    }
    /// A string that identifies the element in UI tests (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { accessibilityStoredValue(.identifier) as? String }
        set { storeAccessibilityValue(newValue, for: .identifier) }
    }
    /// The element's frame in screen coordinates; for a view, where it is on screen now, unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStoredValue(.frame) as? CGRect ?? accessibilityScreenFrame }
        set { storeAccessibilityValue(newValue, for: .frame) }
    }
    /// The element's outline in screen coordinates, when its frame is not a good one; nil by default.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStoredValue(.path) as? UIBezierPath }
        set { storeAccessibilityValue(newValue, for: .path) }
    }
    /// Where, in screen coordinates, activating the element touches it; the middle of its frame by default.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStoredValue(.activationPoint) as? CGPoint ?? accessibilityFrame.accessibilityMidpoint }
        set { storeAccessibilityValue(newValue, for: .activationPoint) }
    }
    /// The BCP 47 language the element's label, value and hint are spoken in; the user's when nil.
    open var accessibilityLanguage: String? {
        get { accessibilityStoredValue(.language) as? String }
        set { storeAccessibilityValue(newValue, for: .language) }
    }
    /// Whether the elements inside are hidden from assistive technologies; false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStoredValue(.elementsHidden) as? Bool ?? false }
        set { storeAccessibilityValue(newValue, for: .elementsHidden) }
    }
    /// Whether assistive technologies ignore the element's siblings while it is shown; false by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStoredValue(.viewIsModal) as? Bool ?? false }
        set { storeAccessibilityValue(newValue, for: .viewIsModal) }
    }
    /// Whether the children are read together, before the elements beside them; false by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStoredValue(.groupsChildren) as? Bool ?? false }
        set { storeAccessibilityValue(newValue, for: .groupsChildren) }
    }
    /// Whether Switch Control, Voice Control and Full Keyboard Access offer the element; inferred from its
    /// traits and custom actions unless set.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            accessibilityStoredValue(.respondsToUserInteraction) as? Bool
                ?? accessibilityTraits.impliesInteraction(customActions: accessibilityCustomActions)
        }
        set { storeAccessibilityValue(newValue, for: .respondsToUserInteraction) }
    }
    /// Short names users speak or type to reach the element, when the label is too long; empty by default.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStoredValue(.userInputLabels) as? [String] ?? [] }
        set { storeAccessibilityValue(newValue, for: .userInputLabels) }
    }
    /// Actions offered beside the element's own (activate, increment, decrement); nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStoredValue(.customActions) as? [UIAccessibilityCustomAction] }
        set { storeAccessibilityValue(newValue, for: .customActions) }
    }
    /// The elements inside, in reading order, when the responder is a container (`UIAccessibilityContainer`).
    open var accessibilityElements: [Any]? {
        get { accessibilityStoredValue(.elements) as? [Any] }
        set { storeAccessibilityValue(newValue, for: .elements) }
    }
    /// What kind of container the responder is; `.none` by default.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStoredValue(.containerType) as? UIAccessibilityContainerType ?? .none }
        set { storeAccessibilityValue(newValue, for: .containerType) }
    }
    /// How many elements the container holds: `accessibilityElements`' count by default.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index`, or nil when `index` is out of range.
    open func accessibilityElement(at index: Int) -> Any? { accessibilityElements?.accessibilityElement(at: index) }
    /// The index of `element` (by identity), or `NSNotFound` when the container does not hold it.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.accessibilityIndex(of: element) ?? NSNotFound
    }
    /// Performs the element's action when the user activates it; false (the default) lets the system send a
    /// tap to `accessibilityActivationPoint`.
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value; nothing by default.
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value; nothing by default.
    open func accessibilityDecrement() {}
    /// Scrolls the content by a page in `direction`; false (not handled) by default.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal view or returns from a navigation level (the two-finger Z); false by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the app's most important action (the two-finger double tap); false by default.
    open func accessibilityPerformMagicTap() -> Bool { false }
}
