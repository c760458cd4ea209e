import Foundation
import Testing
@testable import UIKit

extension CompiledNibFixture {
    /// A controller titled Screen with a navigation item (title, prompt, large-title mode, one trailing and two
    /// leading bar button items) and a view holding a vertical stack view of two labels: the first with an
    /// accessibility configuration, the second with four runtime attributes and one of a kind Vellum does not read,
    /// as ibtool stores them in the root's `UINibAccessibilityConfigurationsKey` and `UINibKeyValuePairsKey`.
    static func keysBeyondCommonViews() -> CompiledNibFixture {
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let greeting = nib.add("UILabel", frame(x: 0, y: 0, width: 200, height: 30) + [("UIText", nib.string("Hello"))])
        let styled = nib.add("UILabel", frame(x: 0, y: 38, width: 200, height: 30) + [("UIText", nib.string("Styled"))])
        let stack = nib.add("UIStackView", frame(x: 20, y: 100, width: 200, height: 68) + [
            ("UIStackViewAxis", .int8(1)), ("UIStackViewDistribution", .int8(1)), ("UIStackViewAlignment", .int8(3)),
            ("UIStackViewSpacing", .double(8)), ("UIStackViewLayoutMarginsRelative", .bool(true)),
            ("UISubviews", nib.array([greeting, styled], className: "NSMutableArray")),
            ("UIStackViewArrangedSubviews", nib.array([greeting, styled], className: "NSMutableArray")),
        ])
        let view = nib.add("UIView", frame(x: 0, y: 0, width: 390, height: 844) + [("UISubviews", nib.array([stack], className: "NSMutableArray"))])
        let compose = nib.add("UIBarButtonItem", [("UITitle", nib.string("Compose")), ("UIStyle", .int8(2))])
        let first = nib.add("UIBarButtonItem", [("UITitle", nib.string("A"))])
        let second = nib.add("UIBarButtonItem", [("UITitle", nib.string("B"))])
        let item = nib.add("UINavigationItem", [
            ("UITitle", nib.string("Items")), ("UIPrompt", nib.string("Pick one")), ("UILargeTitleDisplayMode", .int8(2)),
            ("UIRightBarButtonItem", compose), ("UILeftBarButtonItems", nib.array([first, second])),
        ])
        let controller = nib.add("UIViewController", [("UITitle", nib.string("Screen")), ("UINavigationItem", item), ("UIView", view)])
        let accessibility = nib.add("UIRuntimeAccessibilityConfiguration", [
            ("UIAccessibileObject", greeting), ("UIAccessibilityLabel", nib.string("Greeting")),
            ("UIAccessibilityHint", nib.string("Says hello")), ("UIAccessibilityIdentifier", nib.string("greeting")),
            ("UIAccessibilityTraits", nib.add("NSNumber", [("NS.intval", .int32(Int32(UIAccessibilityTraits([.header, .staticText]).rawValue)))])),
            ("UIIsAccessibilityElement", nib.add("NSNumber", [("NS.intval", .bool(true))])),
        ])
        let pairs = [
            nib.add("UINibKeyValuePair", [("UIObject", styled), ("UIKeyPath", nib.string("layer.cornerRadius")),
                                          ("UIValue", nib.add("NSNumber", [("NS.dblval", .double(12))]))]),
            nib.add("UINibKeyValuePair", [("UIObject", styled), ("UIKeyPath", nib.string("clipsToBounds")), ("UIValue", .bool(true))]),
            nib.add("UINibKeyValuePair", [("UIObject", styled), ("UIKeyPath", nib.string("accessibilityValue")),
                                          ("UIValue", nib.string("five"))]),
            nib.add("UINibKeyValuePair", [("UIObject", styled), ("UIKeyPath", nib.string("tintColor")),
                                          ("UIValue", nib.color(red: 0, green: 0, blue: 1))]),
            nib.add("UINibKeyValuePair", [("UIObject", styled), ("UIKeyPath", nib.string("tag")),
                                          ("UIValue", nib.add("NSValue", [("NS.rectval", .geometry([0, 0, 1, 1]))]))]),
        ]
        nib.finish(topLevel: [owner, controller], connections: [])
        nib.objects[0].values += [("UINibAccessibilityConfigurationsKey", nib.array([accessibility])), ("UINibKeyValuePairsKey", nib.array(pairs))]
        return nib
    }

    /// A table (inset grouped, no separators, a blue separator colour, 60-point rows, automatic estimates, multiple
    /// selection) and a Subtitle cell (disclosure indicator, checkmark when editing, no selection style, indentation
    /// 12, reuse identifier Cell), both top level.
    static func tableAndCell() -> CompiledNibFixture {
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let table = nib.add("UITableView", frame(x: 0, y: 0, width: 390, height: 844) + [
            ("UIStyle", .int8(2)), ("UISeparatorStyle", .int8(0)), ("UISeparatorColor", nib.color(red: 0, green: 0, blue: 1)),
            ("UIRowHeight", .double(60)), ("UIEstimatedRowHeight", .double(-1)), ("UISectionHeaderHeight", .double(18)),
            ("UIAllowsMultipleSelection", .bool(true)),
        ])
        let cell = nib.add("UITableViewCell", frame(x: 0, y: 0, width: 390, height: 60) + [
            ("UITableViewCellStyle", .int8(3)), ("UIAccessoryType", .int8(1)), ("UIEditingAccessoryType", .int8(3)),
            ("UISelectionStyle", .int8(0)), ("UIIndentationWidth", .double(12)), ("UIReuseIdentifier", nib.string("Cell")),
        ])
        nib.finish(topLevel: [owner, table, cell], connections: [])
        return nib
    }

    /// A table with green section index text on a yellow index background, and a Subtitle cell whose
    /// `UIContentView` (also among its subviews, as a view's subviews are) holds its title and detail labels and
    /// an image view (tag 8), named by `UITextLabel`, `UIDetailTextLabel` and `UIImageView`, beside a
    /// label of the app's own.
    static func cellContentAndSectionIndex() -> CompiledNibFixture {
        var nib = CompiledNibFixture()
        let owner = nib.proxy("IBFilesOwner")
        let table = nib.add("UITableView", frame(x: 0, y: 0, width: 390, height: 844) + [
            ("UISectionIndexColor", nib.color(red: 0, green: 1, blue: 0)), ("UISectionIndexBackgroundColor", nib.color(red: 1, green: 1, blue: 0)),
        ])
        let title = nib.add("UILabel", frame(x: 60, y: 4, width: 200, height: 20) + [("UIText", nib.string("Title"))])
        let detail = nib.add("UILabel", frame(x: 60, y: 26, width: 200, height: 16) + [("UIText", nib.string("Detail"))])
        let image = nib.add("UIImageView", frame(x: 16, y: 10, width: 24, height: 24) + [("UITag", .int8(8))])
        let own = nib.add("UILabel", frame(x: 300, y: 10, width: 60, height: 20) + [("UIText", nib.string("Own")), ("UITag", .int8(7))])
        let content = nib.add("UITableViewCellContentView", frame(x: 0, y: 0, width: 390, height: 50) + [
            ("UISubviews", nib.array([title, detail, image, own], className: "NSMutableArray")),
        ])
        let cell = nib.add("UITableViewCell", frame(x: 0, y: 0, width: 390, height: 50) + [
            ("UITableViewCellStyle", .int8(3)), ("UISubviews", nib.array([content], className: "NSMutableArray")), ("UIContentView", content),
            ("UITextLabel", title), ("UIDetailTextLabel", detail), ("UIImageView", image),
        ])
        nib.finish(topLevel: [owner, table, cell], connections: [])
        return nib
    }
}

/// Compiled nibs' keys beyond the common views, in both encodings: stack views, navigation items with their bar
/// button items, accessibility configurations, user-defined runtime attributes, tables and their cells (with a
/// cell's content view, labels and image, and a table's section index colours).
@MainActor @Suite struct CompiledNibKeysTests {
    @Test(arguments: [CompiledNibFixture.Encoding.nibArchive, .keyedArchive])
    func stackViewsNavigationItemsAccessibilityAndRuntimeAttributesLoad(_ encoding: CompiledNibFixture.Encoding) throws {
        var objects: [Any] = []
        let logged = UIKitLogObservers.capture {
            objects = UINib(data: CompiledNibFixture.keysBeyondCommonViews().data(encoding), bundle: nil).instantiate(withOwner: nil)
        }
        // The one pair whose value is a rectangle, which no key here takes, is left out, in words.
        #expect(logged == ["Interface Builder: the compiled nib's runtime attribute \"tag\" has a value of a kind Vellum does not read; it is left out."])
        let controller = try #require(objects.first as? UIViewController)
        #expect(objects.count == 1 && controller.title == "Screen")
        let item = controller.navigationItem
        #expect(item.title == "Items" && item.prompt == "Pick one" && item.largeTitleDisplayMode == .never)
        #expect(item.rightBarButtonItem?.title == "Compose" && item.rightBarButtonItem?.style == .done)
        #expect(item.leftBarButtonItems?.map(\.title) == ["A", "B"])

        let stack = try #require(controller.view.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
        #expect(stack.spacing == 8 && stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
        #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews == stack.subviews)
        let greeting = try #require(stack.arrangedSubviews.first as? UILabel)
        #expect(greeting.accessibilityLabel == "Greeting" && greeting.accessibilityHint == "Says hello")
        #expect(greeting.accessibilityIdentifier == "greeting" && greeting.isAccessibilityElement)
        #expect(greeting.accessibilityTraits == [.header, .staticText])
        let styled = try #require(stack.arrangedSubviews.last as? UILabel)
        #expect(styled.layer.cornerRadius == 12 && styled.clipsToBounds && styled.accessibilityValue == "five")
        #expect(rgba(styled.tintColor) == [0, 0, 1, 1] && styled.tag == 0)
    }

    @Test(arguments: [CompiledNibFixture.Encoding.nibArchive, .keyedArchive])
    func tablesAndCellsLoadWithTheirStylesHeightsAndAccessories(_ encoding: CompiledNibFixture.Encoding) throws {
        let objects = UINib(data: CompiledNibFixture.tableAndCell().data(encoding), bundle: nil).instantiate(withOwner: nil)
        let table = try #require(objects.first as? UITableView)
        #expect(table.style == .insetGrouped && table.separatorStyle == .none && rgba(table.separatorColor) == [0, 0, 1, 1])
        #expect(table.rowHeight == 60 && table.estimatedRowHeight == UITableView.automaticDimension && table.sectionHeaderHeight == 18)
        #expect(table.allowsMultipleSelection && table.allowsSelection)
        let cell = try #require(objects.last as? UITableViewCell)
        #expect(objects.count == 2 && cell.style == .subtitle && cell.reuseIdentifier == "Cell")
        #expect(cell.accessoryType == .disclosureIndicator && cell.editingAccessoryType == .checkmark)
        #expect(cell.selectionStyle == .none && cell.indentationWidth == 12 && cell.detailTextLabel != nil)
    }

    @Test(arguments: [CompiledNibFixture.Encoding.nibArchive, .keyedArchive])
    func aCellsContentViewAndItsLabelsAndATablesSectionIndexColoursLoad(_ encoding: CompiledNibFixture.Encoding) throws {
        var objects: [Any] = []
        let logged = UIKitLogObservers.capture {
            objects = UINib(data: CompiledNibFixture.cellContentAndSectionIndex().data(encoding), bundle: nil).instantiate(withOwner: nil)
        }
        #expect(logged.isEmpty)
        let table = try #require(objects.first as? UITableView)
        #expect(rgba(table.sectionIndexColor) == [0, 1, 0, 1] && rgba(table.sectionIndexBackgroundColor) == [1, 1, 0, 1])
        let cell = try #require(objects.last as? UITableViewCell)
        // The content view's subviews are the cell's content view's, once; the labels and image are the cell's own.
        #expect(cell.contentView.subviews.count == 4 && cell.subviews.filter { $0 is UILabel }.isEmpty)
        #expect(cell.textLabel?.text == "Title" && cell.detailTextLabel?.text == "Detail")
        #expect(cell.textLabel?.superview === cell.contentView && cell.imageView?.superview === cell.contentView)
        #expect(cell.imageView === cell.contentView.viewWithTag(8) && (cell.contentView.viewWithTag(7) as? UILabel)?.text == "Own")
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.layoutIfNeeded()
        // The Subtitle style places them: the detail sits below the title.
        #expect(cell.detailTextLabel!.frame.minY >= cell.textLabel!.frame.maxY)
    }
}
