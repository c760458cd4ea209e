import Foundation
import Testing
@testable import UIKit

/// The configuration update cycle table and collection view cells share: state changes coalesce into one
/// `updateConfiguration(using:)` before layout, the automatic updates follow their switches, then the handler runs.
@MainActor @Suite struct CellConfigurationUpdateTests {
    enum Kind: CaseIterable, Sendable { case table, collection }

    /// A cell of `kind`, 320 by 44, with its selection setter and its update handler logging each state.
    private func makeCell(_ kind: Kind, log: @escaping (UICellConfigurationState) -> Void) -> (cell: UIView & ConfigurableCell, select: (Bool) -> Void) {
        switch kind {
        case .table:
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.configurationUpdateHandler = { _, state in log(state) }
            return (cell, { cell.isSelected = $0 })
        case .collection:
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            cell.configurationUpdateHandler = { _, state in log(state) }
            return (cell, { cell.isSelected = $0 })
        }
    }

    @Test(arguments: Kind.allCases) func stateChangesCoalesceIntoOneUpdateBeforeLayout(_ kind: Kind) {
        var states: [UICellConfigurationState] = []
        let (cell, select) = makeCell(kind) { states.append($0) }
        cell.layoutIfNeeded()
        let first = states.count
        select(true)
        select(false)
        select(true)
        #expect(states.count == first)
        cell.layoutIfNeeded()
        #expect(states.count == first + 1 && states.last?.isSelected == true)
        cell.layoutIfNeeded()
        #expect(states.count == first + 1)
    }

    @Test(arguments: Kind.allCases) func automaticUpdatesFollowTheirSwitches(_ kind: Kind) {
        let (cell, select) = makeCell(kind) { _ in }
        cell.backgroundConfiguration = .listPlainCell()
        cell.layoutIfNeeded()
        let unselected = cell.backgroundConfiguration?.backgroundColor
        select(true)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        select(false)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == unselected)
        switch cell {
        case let table as UITableViewCell: table.automaticallyUpdatesBackgroundConfiguration = false
        case let collection as UICollectionViewCell: collection.automaticallyUpdatesBackgroundConfiguration = false
        default: Issue.record("unexpected cell \(cell)")
        }
        select(true)
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == unselected)
    }
}
