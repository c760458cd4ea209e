import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UITableViewCell's classic styles, its configurations and the accessories, laid out in a 400-point row.
@MainActor @Suite struct TableViewCellTests {
    private func laidOut(_ cell: UITableViewCell) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func value1PutsTheDetailAtTheTrailingMargin() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        _ = laidOut(cell)
        let detail = cell.detailTextLabel!
        #expect(detail.frame.maxX == CGFloat(400 - 16))
        #expect(detail.textColor == .secondaryLabel)
        #expect(cell.textLabel!.frame.minX == 16 && cell.textLabel!.frame.maxX <= detail.frame.minX)
    }

    @Test func subtitleStacksTheDetailBeneathTheText() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        _ = laidOut(cell)
        #expect(cell.detailTextLabel!.frame.minY == cell.textLabel!.frame.maxY)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func anAccessoryNarrowsTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        _ = laidOut(cell)
        // The 8-point chevron sits 16 points from the trailing edge; the content ends 4 points before it.
        #expect(cell.contentView.frame.width == CGFloat(400 - 16 - 8 - 4))
    }

    @Test func aListContentConfigurationReplacesTheClassicLabels() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "classic"
        var content = cell.defaultContentConfiguration()
        content.text = "Configured"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        _ = laidOut(cell)
        let view = try #require(cell.contentView.subviews.first { $0 is UIListContentView } as? UIListContentView)
        #expect(cell.textLabel?.isHidden == true)
        #expect(view.frame == cell.contentView.bounds)
        #expect(view.listContentConfiguration.text == "Configured")
        // One line of body text alone fits in the 44-point minimum.
        var single = UIListContentConfiguration.cell()
        single.text = "One line"
        cell.contentConfiguration = single
        #expect(cell.fittingHeight(width: 400) == 44)
        #expect(cell.contentView.subviews.filter { $0 is UIListContentView }.count == 1)
    }

    @Test func theBackgroundConfigurationAndUpdateHandlerFollowTheState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        _ = laidOut(cell)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(states.last?.isSelected == true)
        #expect(cell.backgroundConfigurationView?.backgroundColor == .systemGray4)
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfigurationView?.backgroundColor == .systemBackground)
    }

    @Test func editingShowsTheEditingAccessory() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .checkmark
        cell.editingAccessoryType = .disclosureIndicator
        _ = laidOut(cell)
        #expect(cell.contentView.frame.width == CGFloat(400 - 16 - 14 - 4))
        cell.isEditing = true
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == CGFloat(400 - 16 - 8 - 4))
    }

    @Test func prepareForReuseClearsTheState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "x")
        cell.isSelected = true
        cell.isHighlighted = true
        cell.alpha = 0.5
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted && cell.alpha == 1)
    }
}
