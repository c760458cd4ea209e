import Foundation

/// A controller's scene, kept by the controller: where its view comes from when first asked for, and how the
/// segues of its document become the controller's. A storyboard's controllers have one, and so has a controller
/// placed in a nib (whose view iOS's `ibtool` also splits off, to load when first asked for).
@MainActor
final class StoryboardScene {
    /// The storyboard, for segues; nil for a controller of a nib.
    let storyboard: UIStoryboard?
    let document: InterfaceBuilderDocument
    let bundle: Bundle?
    /// The controller's element in the document.
    let element: InterfaceBuilderElement
    /// The objects of the scene besides its controller (custom objects, gesture recognizers, further views),
    /// made with the view, as iOS puts them in the view's nib.
    private lazy var companions: [InterfaceBuilderElement] = document.scenes.lazy
        .compactMap { $0.child(named: "objects")?.children }
        .first { $0.contains { $0 === self.element } }?
        .filter { $0 !== element } ?? []

    /// A storyboard's scene.
    init(storyboard: UIStoryboard, document: InterfaceBuilderDocument, element: InterfaceBuilderElement) {
        self.storyboard = storyboard
        self.document = document
        bundle = storyboard.bundle
        self.element = element
    }

    /// A controller of a nib: its scene is its element, its other top-level objects made with the nib.
    init(nib document: InterfaceBuilderDocument, bundle: Bundle?, element: InterfaceBuilderElement) {
        storyboard = nil
        self.document = document
        self.bundle = bundle
        self.element = element
    }

    /// Makes `controller`'s view from the scene's `<view key="view">` (or the table or collection view that
    /// stands for it) and the scene's other objects with a load of its own: the controller's outlets into them
    /// are connected, its controls' segues wired and its embed segues performed, all before `viewDidLoad()`.
    /// False when the scene has no view.
    func loadView(of controller: UIViewController) -> Bool {
        guard let viewElement = element.child(key: "view") else { return false }
        let decoder = InterfaceBuilderDecoder(document: document, bundle: bundle, owner: nil)
        decoder.adopt(controller, for: element, asMade: false)
        guard let view = decoder.object(for: viewElement) as? UIView else {
            let place = storyboard.map { "UIStoryboard: the view of \(type(of: controller)) in \($0.name)" } ?? "UINib: the view of \(type(of: controller))"
            uikitLog.error("\(place) cannot be made; a plain view is used.")
            return false
        }
        controller.view = view
        for companion in companions { _ = decoder.object(for: companion) }
        decoder.installConstraints()
        // An outlet that cannot be set is logged where it is refused, once per class and key.
        if let connections = element.child(named: "connections") {
            decoder.connectOutlets(connections, of: controller, excluding: controller)
        }
        decoder.finish()
        takeSegues(decoder.segues, for: controller, decoder: decoder)
        registerPrototypes(under: viewElement, decoder: decoder, controller: controller)
        return true
    }

    /// Registers each table view's prototype cells (`<prototypes><tableViewCell reuseIdentifier=…>`) and each
    /// collection view's (`<cells><collectionViewCell reuseIdentifier=…>`) under their reuse identifiers, so that
    /// each dequeue makes a new cell from the prototype's element. A static table that is not a table view
    /// controller's view, which ibtool refuses, is logged in its words: no data source shows its cells.
    private func registerPrototypes(under viewElement: InterfaceBuilderElement, decoder: InterfaceBuilderDecoder,
                                    controller: UIViewController) {
        viewElement.forEachDescendant { listElement in
            switch (listElement.name, decoder.referencedObject(listElement.id)) {
            case ("tableView", let table as UITableView):
                if table.staticContent != nil, !(controller is UITableViewController && table === controller.viewIfLoaded) {
                    uikitLog.error("UIStoryboard: static table views are only valid when embedded in UITableViewController instances (line \(listElement.line)); the cells of \(type(of: controller))'s table are not shown.")
                }
                for cell in listElement.child(named: "prototypes")?.children ?? [] where cell.name == "tableViewCell" {
                    guard let identifier = cell["reuseIdentifier"] else { continue }
                    table.cellQueue.register({ [weak self, weak controller] in
                        self?.makeCell(cell, for: controller) as UITableViewCell?
                            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
                    }, forIdentifier: identifier)
                }
            case ("collectionView", let collection as UICollectionView):
                for cell in listElement.child(named: "cells")?.children ?? [] where cell.name == "collectionViewCell" {
                    guard let identifier = cell["reuseIdentifier"] else { continue }
                    collection.cellQueue.register({ [weak self, weak controller] in
                        self?.makeCell(cell, for: controller) as UICollectionViewCell?
                            ?? UICollectionViewCell(frame: .zero)
                    }, forIdentifier: identifier)
                }
            default:
                break
            }
        }
    }

    /// A new cell from a prototype's element, its content view's subviews and constraints included (the cell
    /// decodes them), its segues triggered by selecting it.
    private func makeCell<Cell: UIView>(_ element: InterfaceBuilderElement, for controller: UIViewController?) -> Cell? {
        let decoder = InterfaceBuilderDecoder(document: document, bundle: bundle, owner: nil)
        if let controller { decoder.adopt(controller, for: self.element, asMade: false) }
        guard let cell = decoder.object(for: element) as? Cell else { return nil }
        decoder.finish()
        if let controller { takeSegues(decoder.segues, for: controller, decoder: decoder) }
        return cell
    }

    /// Gives `controller` the segues a load met: relationship and embed segues are performed now (unless the
    /// scene is already performing them further up, through storyboard references that lead back to it); a
    /// control's, bar button item's, gesture recognizer's or table or collection cell's is triggered by it, asking
    /// `shouldPerformSegue(withIdentifier:sender:)` first; the controller's own are performed by identifier.
    func takeSegues(_ segues: [(source: AnyObject, segue: InterfaceBuilderElement)], for controller: UIViewController,
                    decoder: InterfaceBuilderDecoder) {
        guard let storyboard else { return }
        for (source, element) in segues {
            guard let template = storyboard.segueTemplate(element, from: source, decoder: decoder) else { continue }
            switch (template.kind, source) {
            case (.relationship, _), (.embed, _):
                _ = UIStoryboard.whileInstantiating(document, self.element.id ?? "", what: "the view controller \(self.element.id ?? "") of \(storyboard.name)") {
                    template.trigger(from: controller, sender: nil, consultingSource: false)
                }
            case (_, let control as UIControl):
                control.addAction(UIAction { [weak controller, weak control] _ in
                    guard let controller else { return }
                    template.trigger(from: controller, sender: control, consultingSource: true)
                }, for: .primaryActionTriggered)
            case (_, let item as UIBarButtonItem):
                item.primaryAction = UIAction { [weak controller, weak item] _ in
                    guard let controller else { return }
                    template.trigger(from: controller, sender: item, consultingSource: true)
                }
            case (_, let recognizer as UIGestureRecognizer):
                recognizer.addTarget { [weak controller] recognizer in
                    guard let controller else { return }
                    template.trigger(from: controller, sender: recognizer, consultingSource: true)
                }
            case (_, let cell as UITableViewCell):
                cell.selectionSegue = { [weak controller] cell in
                    guard let controller else { return }
                    template.trigger(from: controller, sender: cell, consultingSource: true)
                }
            case (_, let cell as UICollectionViewCell):
                cell.selectionSegue = { [weak controller] cell in
                    guard let controller else { return }
                    template.trigger(from: controller, sender: cell, consultingSource: true)
                }
            default:
                controller.segueTemplates.append(template)
            }
        }
    }

    /// A coder over an empty controller element, for a stand-in controller when a storyboard has none to give.
    static func emptyCoder(bundle: Bundle) -> NSCoder {
        let root = InterfaceBuilderElement(name: "document", attributes: ["type": "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"],
                                           children: [], line: 0)
        let element = InterfaceBuilderElement(name: "viewController", attributes: [:], children: [], line: 0)
        guard let document = try? InterfaceBuilderDocument(root: root) else { return NSCoder() }
        return InterfaceBuilderCoder(element: element, decoder: InterfaceBuilderDecoder(document: document, bundle: bundle, owner: nil))
    }
}
