import Foundation

/// One presented controller's presentation: who presents it, in which style, the views UIKit adds for it, and
/// the transition under way. Held by the presented controller while it is presented.
@MainActor
final class Presentation {
    /// The transition under way, if any.
    enum Phase {
        case presenting, dismissing
    }

    /// How long the built-in presentation and dismissal animations take: UIKit's modal animator returns 0.4 s
    /// (shared/notes/controllers.md §2).
    static let duration: TimeInterval = 0.4
    /// How dark a sheet's dimming view is at rest.
    static let dimmingAlpha: CGFloat = 0.3

    /// The presenting controller, whose view the presentation covers: the top of the presenting controller's
    /// containment, or the controller defining the current context.
    let presenter: UIViewController
    let presented: UIViewController
    let style: UIModalPresentationStyle
    /// The view holding the presented view (and a sheet's dimming view), above the presenter's.
    let container: UIView
    /// A sheet's rounded frame around the presented view; nil for other styles.
    let sheet: UIView?
    /// A sheet's dimming view, between the presenter's view and the sheet.
    let dimming: UIView?
    /// Where the presenter's view was before a full-screen presentation took it out of the window.
    var coveredPlace: (superview: UIView, index: Int)?
    var phase: Phase? = .presenting

    init(presenter: UIViewController, presented: UIViewController, style: UIModalPresentationStyle,
         in host: UIView, over frame: CGRect) {
        self.presenter = presenter
        self.presented = presented
        self.style = style
        container = UIView(frame: frame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style == .pageSheet || style == .formSheet {
            let dimming = UIView(frame: container.bounds)
            dimming.backgroundColor = .black
            dimming.alpha = 0
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(dimming)
            let sheet = UIView(frame: Self.sheetFrame(style, in: container.bounds, safeArea: host.safeAreaInsets))
            sheet.layer.cornerRadius = 10
            sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            sheet.clipsToBounds = true
            container.addSubview(sheet)
            self.dimming = dimming
            self.sheet = sheet
        } else {
            dimming = nil
            sheet = nil
        }
    }

    /// Whether the presenter's view leaves the window while the presented one is shown, so that it
    /// disappears and appears again: full-screen and current-context presentations. Others leave it beneath.
    var removesCoveredView: Bool { style == .fullScreen || style == .currentContext }

    /// The presented view's frame in the container at rest.
    var restingFrame: CGRect {
        if let sheet { return sheet.bounds }
        return container.bounds
    }

    /// A sheet's frame: in a compact window the width of the window from just below the top of its safe area;
    /// in a large one (700 points or more either way), a page sheet 704 points wide and a form sheet 540 × 620,
    /// centred.
    static func sheetFrame(_ style: UIModalPresentationStyle, in bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        let large = bounds.width >= 700 && bounds.height >= 700
        guard large else {
            let top = safeArea.top + 10
            return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        }
        if style == .formSheet {
            let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let width = min(704, bounds.width), top = safeArea.top + 20
        return CGRect(x: bounds.midX - width / 2, y: top, width: width, height: max(0, bounds.height - top))
    }
}
