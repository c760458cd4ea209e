import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `Documents.storyboard`'s table of three `Row` prototypes, whose selection segue shows the Detail scene; it
/// records each segue it prepares for.
final class DocumentsRowsController: UITableViewController {
    var prepared: [(identifier: String?, sender: Any?, destination: UIViewController)] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender, segue.destination))
    }
}

/// A prototype cell's selection segue, fired by a tap, and an app started from its Info.plist's `NSMainNibFile`.
@MainActor @Suite struct DocumentStartAndSelectionTests {
    @Test func tappingAPrototypeCellPerformsItsSelectionSegueWithTheCellAsSender() throws {
        let storyboard = UIStoryboard(name: "Documents", bundle: try documentsFixtures())
        let rows = try #require(storyboard.instantiateViewController(withIdentifier: "Rows") as? DocumentsRowsController)
        let navigation = UINavigationController(rootViewController: rows)
        try showDocument(navigation) { window in
            let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            try tapDocumentView(cell, in: window)
            settleDocument()
            #expect(rows.prepared.count == 1)
            #expect(rows.prepared.first?.identifier == "rowDetail" && rows.prepared.first?.sender as? UITableViewCell === cell)
            let detail = try #require(navigation.topViewController as? StoryboardRecordingController)
            #expect(detail === rows.prepared.first?.destination && detail.title == "Detail" && detail.view.window === window)
        }
    }

    @Test func anAppWhoseInfoPlistNamesAMainNibStartsWithItsWindowAndRoot() throws {
        let found = InfoPlist.find(from: try documentsFixtures("MainNibApp"))
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1)
        let app = UIApplication.shared
        defer {
            for window in app.mainInterfaceWindows { window.isHidden = true }
            app.endLaunch()
            VirtualScreens.disconnect(screen)
        }
        let delegate = StoryboardAppDelegate()
        app.finishLaunching(delegate: delegate, info: found.dictionary, resources: found.bundle, screens: [screen])
        let window = try #require(app.mainInterfaceWindows.first)
        #expect(app.mainInterfaceWindows.count == 1 && window.isKeyWindow && !window.isHidden && app.keyWindow === window)
        #expect(rgba(window.backgroundColor) == [0, 0.5, 1, 1])
        let root = try #require(window.rootViewController)
        #expect(root.title == "Main nib" && root.view.window === window)
    }
}
