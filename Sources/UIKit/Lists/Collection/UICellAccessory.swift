import Foundation

/// An accessory at the leading or trailing edge of a `UICollectionViewListCell`, outside its content view:
/// a system accessory (disclosure indicator, checkmark, delete, insert, reorder, outline disclosure, label)
/// or a custom view. Each is shown always, only in editing mode, or only out of it.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// The editing states an accessory is shown in.
    public enum DisplayedState: Int, Sendable {
        /// In and out of editing mode.
        case always
        /// Only while the collection view is editing.
        case whenEditing
        /// Only while it is not.
        case whenNotEditing
    }

    /// The width kept for an accessory.
    public enum LayoutDimension: Sendable, Equatable {
        /// The accessory's own width.
        case actual
        /// The width of the system's accessory of this kind.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    /// Where a custom accessory goes.
    public enum Placement {
        /// Chooses the index among the accessories already on that edge.
        public typealias Position = ([UICellAccessory]) -> Int
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })
    }

    /// Called when the user taps an accessory that acts.
    public typealias ActionHandler = @MainActor () -> Void

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, reorder
        /// The handler, then the colours of the disc and of the bar or cross; nil for the system's.
        case delete(ActionHandler?, background: UIColor?, symbol: UIColor?)
        case insert(ActionHandler?, background: UIColor?, symbol: UIColor?)
        case outlineDisclosure(ActionHandler?, OutlineDisclosureOptions.Style)
        case label(String, UIFont)
        case customView(UIView, leading: Bool, position: Placement.Position)
    }

    let kind: Kind

    /// The editing states it is shown in.
    public var displayedState: DisplayedState
    /// Whether it is hidden while still keeping its room.
    public var isHidden: Bool
    /// The width kept for it.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour; nil for the system's.
    public var tintColor: UIColor?

    init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
    }

    /// A chevron at the trailing edge: tapping the cell shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A checkmark at the trailing edge, in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A delete control at the leading edge, a white bar on a red disc unless the options colour them, shown
    /// while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(actionHandler, background: options.backgroundColor, symbol: options.tintColor), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// An insert control at the leading edge, a white cross on a green disc unless the options colour them,
    /// shown while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert(actionHandler, background: options.backgroundColor, symbol: options.tintColor), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A reorder control at the trailing edge, shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A chevron at the trailing edge, turned down while the item is expanded. A tap calls `actionHandler`,
    /// or without one opens or closes the item through the collection view's diffable data source; in the
    /// header style (or automatic on a header configuration) a tap anywhere on the cell does, and the cell is
    /// not selectable. Vellum draws every style alike.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(actionHandler, options.style), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A text at the trailing edge, in the secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A view of yours, where `configuration` places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let placement: (displayed: DisplayedState, leading: Bool, position: Placement.Position) = switch configuration.placement {
        case .leading(let state, let at): (state, true, at)
        case .trailing(let state, let at): (state, false, at)
        }
        return UICellAccessory(.customView(configuration.customView, leading: placement.leading, position: placement.position),
                               displayed: placement.displayed, isHidden: configuration.isHidden,
                               reservedLayoutWidth: configuration.reservedLayoutWidth ?? .actual, tintColor: configuration.tintColor)
    }

    /// Whether it is shown when the collection view's editing mode is `editing`.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// Whether it sits at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert: true
        case .customView(_, let leading, _): leading
        case .disclosureIndicator, .checkmark, .reorder, .outlineDisclosure, .label: false
        }
    }

    /// The width of the system's accessory of this kind (estimates of iOS 17's), nil for a label or a custom view.
    var standardWidth: CGFloat? {
        switch kind {
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .delete, .insert: 22
        case .reorder: 22
        case .outlineDisclosure: 13
        case .label, .customView: nil
        }
    }
}
