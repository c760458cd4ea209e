import UIKit

/// A long page of the guide, scrolled vertically: its chapters as rows and its drawn figures as cards, each
/// with a rounded, bordered, shadowed frame. It sits in the catalog's horizontal pager, so a vertical drag
/// scrolls this page and a horizontal one turns the pages: each scroll view takes its own axis.
final class GuideScrollPage: UIScrollView {
    /// The View Programming Guide's chapters and the Event Handling Guide's, in their order.
    private static let chapters = [
        "View and Window Architecture", "View Architecture Fundamentals", "View Hierarchies and Subview Management",
        "The View Drawing Cycle", "Content Modes", "Stretchable Views", "Built-In Animation Support",
        "View Geometry and Coordinate Systems", "The Runtime Interaction Model for Views",
        "Tips for Using Views Effectively", "Windows", "Creating and Configuring a Window",
        "Monitoring Window Changes", "Displaying Content on an External Display", "Views",
        "Creating and Configuring View Objects", "Creating and Managing a View Hierarchy",
        "Adjusting the Size and Position of Views at Runtime", "Modifying Views at Runtime",
        "Interacting with Core Animation Layers", "Defining a Custom View", "Animations",
        "What Can Be Animated?", "Animating Property Changes in a View", "Creating Animated Transitions Between Views",
        "Linking Multiple Animations Together", "Animating View and Layer Changes Together",
        "Gesture Recognizers", "Event Delivery: The Responder Chain", "Multitouch Events", "Motion Events",
        "Remote Control Events",
    ]

    private static let margin: CGFloat = 20

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        alwaysBounceVertical = true
        var y: CGFloat = 20
        let width = frame.width - 2 * Self.margin
        layer.addSublayer(caption("The guide, scrolled", frame: CGRect(x: Self.margin, y: y, width: width, height: 30), size: 24))
        y += 44
        let figures: [(String, UIView, CGSize)] = [
            ("What CoreGraphics draws", PosterView(frame: CGRect(x: 0, y: 0, width: 480, height: 320)), CGSize(width: 480, height: 320)),
            ("Core Animation layers", LayerShowcaseView(frame: CGRect(x: 0, y: 0, width: 480, height: 320)), CGSize(width: 480, height: 320)),
            ("A landscape, scaled by its content mode", LandscapeView(frame: CGRect(x: 0, y: 0, width: 480, height: 320)), CGSize(width: 480, height: 320)),
        ]
        for (index, chapter) in Self.chapters.enumerated() {
            addSubview(row(chapter, number: index + 1, frame: CGRect(x: Self.margin, y: y, width: width, height: 52)))
            y += 60
            if index % 10 == 4, case let figureIndex = index / 10, figureIndex < figures.count {
                let (title, figure, size) = figures[figureIndex]
                let card = self.card(title, showing: figure, of: size, at: CGPoint(x: Self.margin, y: y), width: width)
                addSubview(card)
                y = card.frame.maxY + 16
            }
        }
        contentSize = CGSize(width: frame.width, height: y + 20)
    }

    required init?(coder: NSCoder) { nil }

    /// A chapter's row: a coloured number badge and the title on a rounded white card.
    private func row(_ title: String, number: Int, frame: CGRect) -> UIView {
        let row = UIView(frame: frame)
        row.backgroundColor = .white
        row.layer.cornerRadius = 10
        row.layer.borderWidth = 0.5
        row.layer.borderColor = color(0xC6C6C8)
        let hues: [UInt32] = [0x007AFF, 0x34C759, 0xFF9500, 0xAF52DE, 0xFF3B30, 0x5AC8FA]
        let badge = UILabel(frame: CGRect(x: 10, y: 10, width: 32, height: 32))
        badge.text = "\(number)"
        badge.textAlignment = .center
        badge.textColor = .white
        badge.font = .boldSystemFont(ofSize: 15)
        badge.backgroundColor = uiColor(hues[number % hues.count])
        badge.layer.cornerRadius = 16
        badge.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 54, y: 0, width: frame.width - 64, height: frame.height))
        label.text = title
        label.font = .systemFont(ofSize: 15)
        row.addSubview(badge)
        row.addSubview(label)
        return row
    }

    /// A figure drawn at its own size, scaled down to the page's width, on a shadowed card with a title.
    private func card(_ title: String, showing figure: UIView, of size: CGSize, at origin: CGPoint, width: CGFloat) -> UIView {
        let scale = (width - 20) / size.width
        let card = UIView(frame: CGRect(x: origin.x, y: origin.y, width: width, height: size.height * scale + 44))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        card.layer.addSublayer(caption(title, frame: CGRect(x: 12, y: 10, width: width - 24, height: 20), size: 13, hex: 0x6E6E73))
        figure.transform = CGAffineTransform(scaleX: scale, y: scale)
        figure.center = CGPoint(x: width / 2, y: 34 + size.height * scale / 2)
        figure.layer.cornerRadius = 8
        figure.clipsToBounds = true
        card.addSubview(figure)
        return card
    }
}
