import UIKit

/// The catalog as an app: the guide's chapters in a split view (one navigation stack in a compact window), the
/// tour of its first figures, a photo grid, a gallery of the standard controls, and a form.
final class CatalogTabBarController: UITabBarController, UISplitViewControllerDelegate {
    private let chapters = ChaptersViewController()
    private let gallery = ControlsViewController(groups: [
        ("Buttons", buttonsGalleryRows()),
        ("Switches, sliders and steppers", switchesGalleryRows()),
        ("Segments, pages and colours", segmentsGalleryRows()),
        ("Pickers", pickersGalleryRows()),
        ("Alerts and menus", alertsGalleryRows()),
        ("Text fields", textfieldGalleryRows()),
        ("Symbols and Dynamic Type", symbolsGalleryRows()),
        ("Visual effects", effectsGalleryRows()),
    ])
    private let form = FormViewController()

    /// Made by `App/Main.storyboard`, the app's main storyboard, which gives the first tab (the welcome screen).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The storyboard gave the welcome tab; the other tabs are made in code.
    override func viewDidLoad() {
        super.viewDidLoad()
        let guide = UISplitViewController(style: .doubleColumn)
        guide.setViewController(chapters, for: .primary)
        guide.setViewController(FigureViewController(CatalogChapter.guide[0].entries[0]), for: .secondary)
        guide.preferredDisplayMode = .oneBesideSecondary
        guide.delegate = self
        guide.tabBarItem = UITabBarItem(title: "Guide", image: nil, tag: 0)
        let tour = UINavigationController(rootViewController: GuideFiguresViewController())
        tour.tabBarItem = UITabBarItem(title: "Tour", image: nil, tag: 1)
        let photos = UINavigationController(rootViewController: PhotosViewController())
        photos.tabBarItem = UITabBarItem(title: "Photos", image: nil, tag: 2)
        let controls = UINavigationController(rootViewController: gallery)
        controls.tabBarItem = UITabBarItem(title: "Controls", image: nil, tag: 3)
        let formTab = UINavigationController(rootViewController: form)
        formTab.tabBarItem = UITabBarItem(title: "Form", image: nil, tag: 4)
        viewControllers = (viewControllers ?? []) + [guide, tour, photos, controls, formTab]
        if ProcessInfo.processInfo.environment["VELLUM_FRAMES"] != nil { tourTheApp() }
    }

    /// In a compact window the chapters list comes first, as in Settings and Mail.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { .primary }

    /// Recorded headless, the frames show what a user would do: leave the welcome screen for the guide, open the
    /// settings sheet and close it, choose a figure, then visit the other tabs, turning the controls gallery dark,
    /// and type a long message in the form. Each step waits for the transition before it, so a loaded machine
    /// changes only the timing.
    private func tourTheApp() {
        let chapters = self.chapters
        after(0.8) { [weak self] in
            self?.selectedIndex = 1
            after(0.5) {
                chapters.showSettings {
                    after(0.5) {
                        chapters.dismiss(animated: true) {
                            after(0.3) {
                                chapters.tableView(chapters.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
                                after(1.0) { [weak self] in
                                    self?.selectedIndex = 2
                                    after(2.6) { [weak self] in
                                        self?.selectedIndex = 3
                                        after(1.2) { [weak self] in
                                            self?.selectedIndex = 4
                                            after(0.8) { [weak self] in
                                                self?.gallery.setDark(true)
                                                after(0.8) { [weak self] in
                                                    self?.selectedIndex = 5
                                                    after(0.6) { [weak self] in
                                                        self?.form.typeMessage(
                                                            "Hello from Vellum!\nA message that grows line by line, "
                                                                + "up to five lines, and then scrolls inside its box.")
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
