import Testing
import UIKitTesting
@testable import UIKit

@Suite @MainActor struct AccessibilityTests {
    /// A view that describes itself by overriding, as iOS code does.
    private final class RatingView: UIView {
        var stars = 3
        var activations = 0
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "Rating" }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(stars) of 5" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .adjustable }
            set {}
        }
        override func accessibilityIncrement() { stars = min(5, stars + 1) }
        override func accessibilityDecrement() { stars = max(0, stars - 1) }
        override func accessibilityActivate() -> Bool {
            activations += 1
            return true
        }
    }

    @MainActor private final class Inbox {
        var archived = 0
        func archive(_ action: UIAccessibilityCustomAction) -> Bool {
            archived += 1
            return action.name == "Archive"
        }
    }

    @Test func attributesKeepWhatIsSetAndFallBackWhenCleared() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Save"
        view.accessibilityHint = "Saves the document"
        view.accessibilityValue = "3 changes"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityIdentifier = "save-button"
        view.accessibilityLanguage = "fr-FR"
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityUserInputLabels = ["Save", "Store"]
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Save")
        #expect(view.accessibilityHint == "Saves the document" && view.accessibilityValue == "3 changes")
        #expect(view.accessibilityTraits == [.button, .selected] && view.accessibilityIdentifier == "save-button")
        #expect(view.accessibilityLanguage == "fr-FR" && view.accessibilityViewIsModal && view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityUserInputLabels == ["Save", "Store"])
        view.accessibilityLabel = nil
        view.accessibilityUserInputLabels = nil
        #expect(view.accessibilityLabel == nil && view.accessibilityUserInputLabels == [])
    }

    @Test func overridesAreCalledThroughTheBaseClass() {
        let rating = RatingView()
        let view: UIView = rating
        let responder: UIResponder = rating
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Rating")
        #expect(responder.accessibilityTraits == .adjustable && responder.accessibilityValue == "3 of 5")
        responder.accessibilityIncrement()
        responder.accessibilityIncrement()
        responder.accessibilityIncrement()
        #expect(view.accessibilityValue == "5 of 5")
        view.accessibilityDecrement()
        #expect(view.accessibilityValue == "4 of 5")
        #expect(view.accessibilityActivate() && rating.activations == 1)
        // An adjustable element takes input from Switch Control without saying so.
        #expect(view.accessibilityRespondsToUserInteraction)
        let plain = UIView()
        #expect(!plain.accessibilityActivate() && !plain.accessibilityScroll(.down))
        #expect(!plain.accessibilityPerformEscape() && !plain.accessibilityPerformMagicTap())
        #expect(!plain.accessibilityRespondsToUserInteraction)
    }

    @Test func aViewsFrameIsWhereItIsOnScreen() {
        withScreenWindow(size: CGSize(width: 200, height: 200)) { window, _ in
            window.frame = CGRect(x: 10, y: 20, width: 150, height: 150)
            let box = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 20))
            let inner = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 8))
            window.addSubview(box)
            box.addSubview(inner)
            #expect(box.accessibilityFrame == CGRect(x: 40, y: 60, width: 50, height: 20))
            #expect(inner.accessibilityFrame == CGRect(x: 45, y: 66, width: 10, height: 8))
            #expect(inner.accessibilityActivationPoint == CGPoint(x: 50, y: 70))
            box.bounds.origin = CGPoint(x: 5, y: 0)
            #expect(inner.accessibilityFrame.origin == CGPoint(x: 40, y: 66))
            inner.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
            #expect(inner.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
            #expect(inner.accessibilityActivationPoint == CGPoint(x: 2.5, y: 4))
            let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), in: box)
            #expect(path.bounds == CGRect(x: 35, y: 60, width: 4, height: 4))
        }
        #expect(UIViewController().accessibilityFrame == .zero)
    }

    @Test func anElementInAContainerFollowsItsView() {
        withScreenWindow(size: CGSize(width: 200, height: 200)) { window, _ in
            let chart = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
            window.addSubview(chart)
            let bar = UIAccessibilityElement(accessibilityContainer: chart)
            #expect(!bar.isAccessibilityElement && bar.accessibilityFrame == .zero)
            bar.isAccessibilityElement = true
            bar.accessibilityLabel = "March"
            bar.accessibilityValue = "12"
            bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 50, width: 20, height: 50)
            #expect(bar.accessibilityFrame == CGRect(x: 30, y: 80, width: 20, height: 50))
            chart.center.x += 40
            #expect(bar.accessibilityFrame.origin == CGPoint(x: 70, y: 80))
            #expect(bar.accessibilityActivationPoint == CGPoint(x: 80, y: 105))
            let other = UIAccessibilityElement(accessibilityContainer: chart)
            chart.accessibilityElements = [bar, other]
            chart.accessibilityContainerType = .dataTable
            #expect(chart.accessibilityElementCount() == 2 && chart.accessibilityContainerType == .dataTable)
            #expect(chart.accessibilityElement(at: 1) as? UIAccessibilityElement === other)
            #expect(chart.accessibilityElement(at: 2) == nil && chart.accessibilityElement(at: -1) == nil)
            #expect(chart.index(ofAccessibilityElement: other) == 1)
            #expect(chart.index(ofAccessibilityElement: UIAccessibilityElement(accessibilityContainer: chart)) == NSNotFound)
            #expect(UIView().accessibilityElementCount() == 0)
        }
    }

    @Test func theContainerIsHeldWeakly() {
        let element: UIAccessibilityElement
        do {
            let view = UIView()
            element = UIAccessibilityElement(accessibilityContainer: view)
            #expect(element.accessibilityContainer === view)
        }
        #expect(element.accessibilityContainer == nil)
    }

    @Test func customActionsRunTheirHandlerOrTheirSelector() {
        let inbox = Inbox()
        var flagged = 0
        let flag = UIAccessibilityCustomAction(name: "Flag") { _ in
            flagged += 1
            return true
        }
        let archive = UIAccessibilityCustomAction(name: "Archive", target: inbox,
                                                  selector: Selector("archive:", Inbox.archive))
        let cell = UITableViewCell()
        cell.accessibilityCustomActions = [flag, archive]
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Flag", "Archive"])
        #expect(AccessibilityAssistant.perform(flag) && flagged == 1)
        #expect(AccessibilityAssistant.perform(archive) && inbox.archived == 1)
        archive.name = "Delete"
        #expect(!AccessibilityAssistant.perform(archive) && inbox.archived == 2)
        // An element offering actions takes input from Switch Control.
        #expect(UIView().accessibilityRespondsToUserInteraction == false)
        let offering = UIView()
        offering.accessibilityCustomActions = [flag]
        #expect(offering.accessibilityRespondsToUserInteraction)
        let image = UIImage()
        let titled = UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Share"), actionHandler: { _ in false })
        let pictured = UIAccessibilityCustomAction(name: "Copy", image: image) { _ in true }
        #expect(titled.name == "Share" && titled.attributedName.string == "Share" && pictured.image === image)
    }

    @Test func anActionWhoseTargetIsGoneOrCannotPerformItFails() {
        var inbox: Inbox? = Inbox()
        let archive = UIAccessibilityCustomAction(name: "Archive", target: inbox, selector: Selector("archive:", Inbox.archive))
        inbox = nil
        #expect(!AccessibilityAssistant.perform(archive))
        let unbound = UIAccessibilityCustomAction(name: "Archive", target: Inbox(), selector: Selector("archive:"))
        #expect(!AccessibilityAssistant.perform(unbound))
    }

    @Test func postedNotificationsAreRecordedInOrder() {
        let view = UIView()
        let posted = AccessibilityAssistant.recordNotifications {
            UIAccessibility.post(notification: .screenChanged, argument: view)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        #expect(posted.map(\.notification) == [.screenChanged, .announcement, .layoutChanged])
        #expect(posted[0].argument as? UIView === view && posted[1].argument as? String == "Saved" && posted[2].argument == nil)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isSwitchControlRunning)
        #expect(AccessibilityAssistant.recordNotifications {}.isEmpty)
    }

    @Test func buttonsReadTheirTitleAndState() {
        let button = UIButton(type: .system)
        #expect(button.isAccessibilityElement && button.accessibilityTraits == .button && button.accessibilityLabel == nil)
        button.setTitle("Send", for: .normal)
        #expect(button.accessibilityLabel == "Send")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        #expect(button.accessibilityRespondsToUserInteraction)
        button.accessibilityLabel = "Send message"
        #expect(button.accessibilityLabel == "Send message")
        let icon = UIImage()
        icon.accessibilityLabel = "Trash"
        let iconButton = UIButton(type: .custom)
        iconButton.setImage(icon, for: .normal)
        #expect(iconButton.accessibilityLabel == "Trash")
        // An app adding a trait keeps the default ones.
        iconButton.accessibilityTraits.insert(.header)
        #expect(iconButton.accessibilityTraits == [.button, .header])
    }

    @Test func labelsAndImagesReadWhatTheyShow() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Hello" && label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        let image = UIImage()
        let imageView = UIImageView(image: image)
        #expect(!imageView.isAccessibilityElement && imageView.accessibilityTraits == .image)
        image.accessibilityLabel = "Sunset"
        #expect(imageView.isAccessibilityElement && imageView.accessibilityLabel == "Sunset")
        imageView.isAccessibilityElement = false
        #expect(!imageView.isAccessibilityElement)
        #expect(!UIScrollView().isAccessibilityElement && !UIView().isAccessibilityElement)
    }

    @Test func cellsReadTheirLabelsTogether() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Alice"
        cell.detailTextLabel?.text = "Lunch tomorrow?"
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Alice, Lunch tomorrow?")
        #expect(cell.accessibilityTraits == .none)
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)
        let item = UICollectionViewCell()
        let title = UILabel()
        title.text = "Photo"
        let hidden = UILabel()
        hidden.text = "Hidden"
        hidden.isHidden = true
        item.contentView.addSubview(title)
        item.contentView.addSubview(hidden)
        #expect(item.accessibilityLabel == "Photo")
    }

    @Test func aTabBarListsItsItemsAsButtons() {
        withScreenWindow(size: CGSize(width: 300, height: 200)) { window, _ in
            let bar = UITabBar(frame: CGRect(x: 0, y: 151, width: 300, height: 49))
            window.addSubview(bar)
            let home = UITabBarItem(title: "Home", image: nil, tag: 0)
            let inbox = UITabBarItem(title: "Inbox", image: nil, tag: 1)
            inbox.badgeValue = "3"
            let more = UITabBarItem(title: "More", image: nil, tag: 2)
            more.accessibilityLabel = "More options"
            bar.items = [home, inbox, more]
            bar.selectedItem = home
            #expect(!bar.isAccessibilityElement && bar.accessibilityTraits == .tabBar)
            #expect(bar.accessibilityElementCount() == 3)
            let elements = (bar.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
            #expect(elements.map(\.accessibilityLabel) == ["Home", "Inbox", "More options"])
            #expect(elements.map(\.accessibilityTraits) == [[.button, .selected], .button, .button])
            #expect(elements[1].accessibilityValue == "3")
            #expect(elements[1].accessibilityFrame == CGRect(x: 100, y: 151, width: 100, height: 49))
            #expect(elements[2].accessibilityActivate() && bar.selectedItem === more)
            #expect(elements[2].accessibilityTraits == [.button, .selected])
            #expect(bar.index(ofAccessibilityElement: elements[2]) == 2)
            inbox.isEnabled = false
            #expect(!elements[1].accessibilityActivate() && elements[1].accessibilityTraits == [.button, .notEnabled])
        }
    }

    @Test func barButtonItemsGiveTheirButtonsTheirDescription() throws {
        let item = UIBarButtonItem(image: UIImage(), style: .plain, target: nil, action: nil)
        item.accessibilityLabel = "Compose"
        item.accessibilityIdentifier = "compose"
        let button = try #require(item.makeView(onChange: {}) as? UIButton)
        #expect(button.accessibilityLabel == "Compose" && button.accessibilityIdentifier == "compose")
        #expect(button.accessibilityTraits == .button)
        let titled = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect((titled.makeView(onChange: {}) as? UIButton)?.accessibilityLabel == "Edit")
    }

    @Test func attributesGoWithTheirObject() {
        weak var elements: NSArray?
        do {
            let container = UIView()
            let list = NSArray(array: [NSObject()])
            elements = list
            container.accessibilityElements = [list]
            container.accessibilityElementsHidden = true
            #expect(container.accessibilityElementsHidden)
            #expect((container.accessibilityElements?.first as? NSArray) === list)
        }
        // The container died: a sweep of every entry releases what it held (a bounded sweep may stop short of it
        // while tests running alongside hold many entries).
        AssociatedObjects.shared.releaseValuesOfDeadOwners(limit: AssociatedObjects.shared.ownerCount)
        #expect(elements == nil)
    }
}
