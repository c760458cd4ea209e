import Testing
@testable import UIKit

@MainActor @Suite struct BarItemTests {
    @Test func aBarItemTellsItsBarWhatChanged() {
        let item = UIBarItem()
        var changes = 0
        item.onChange = { changes += 1 }
        item.title = "Edit"
        item.title = "Edit"
        item.isEnabled = false
        item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 17)], for: .normal)
        #expect(changes == 3)
        #expect(item.titleTextAttributes(for: .normal)?[.font] is UIFont)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
    }
}
