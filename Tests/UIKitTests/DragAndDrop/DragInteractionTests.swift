import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A drag source giving one item carrying "Hello" with the local object 42, recording what it hears.
@MainActor
private final class RecordingDragSource: UIDragInteractionDelegate {
    var log: [String] = []
    var allowsMove = true

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let location = session.location(in: interaction.view!)
        log.append("items at \(Int(location.x)),\(Int(location.y))")
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Hello" as NSString))
        item.localObject = 42
        session.localContext = "shelf"
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { log.append("begin") }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        allowsMove
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        log.append("willEnd \(operation)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("didEnd \(operation)")
    }
}

/// A drop target taking strings with `operation`, recording what it hears and what it loads.
@MainActor
private final class RecordingDropTarget: UIDropInteractionDelegate {
    var operation: UIDropOperation
    var log: [String] = []
    var strings: [String] = []
    /// The progress of the last load, and whether it had finished or delivered when `loadObjects` returned.
    var progress: Progress?
    var loadedBeforeReturning = false
    var localObjects: [Int] = []
    var context: String?

    init(_ operation: UIDropOperation) { self.operation = operation }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { log.append("enter") }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        if log.last != "update" { log.append("update") }
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log.append("exit") }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        log.append("perform")
        progress = session.loadObjects(ofClass: String.self) { self.strings = $0 }
        loadedBeforeReturning = !strings.isEmpty || progress?.isFinished == true
        localObjects = session.items.compactMap { $0.localObject as? Int }
        context = session.localDragSession?.localContext as? String
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("conclude") }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("end") }
}

/// A drag source lifting a rounded, yellow-backed preview of its view, or the item's own preview view.
@MainActor
private final class ShapedDragSource: UIDragInteractionDelegate {
    var ownPreview: UIView?

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider())
        if let ownPreview { item.previewProvider = { UIDragPreview(view: ownPreview) } }
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 12)
        parameters.backgroundColor = .systemYellow
        return UITargetedDragPreview(view: interaction.view!, parameters: parameters)
    }
}

/// A drag source that lifts nothing but adds an item carrying "World" to a drag in progress, recording where
/// it was tapped.
@MainActor
private final class AddingDragSource: UIDragInteractionDelegate {
    var taps: [CGPoint] = []

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] { [] }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        taps.append(point)
        return [UIDragItem(itemProvider: NSItemProvider(object: "World" as NSString))]
    }
}

/// A drag source lifting three items carrying "A", "B" and "C", whose previews are 40, 50 and 60 points wide.
@MainActor
private final class ThreeItemSource: UIDragInteractionDelegate {
    var log: [String] = []

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        ["A", "B", "C"].enumerated().map { index, string in
            let item = UIDragItem(itemProvider: NSItemProvider(object: string as NSString))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40 + 10 * index, height: 40))
            item.previewProvider = { UIDragPreview(view: view) }
            return item
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("didEnd \(operation)")
    }
}

/// A drop target taking only JPEG images, counting how often it is asked.
@MainActor
private final class ImagesOnly: UIDropInteractionDelegate {
    var asked = 0

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        asked += 1
        return session.hasItemsConforming(toTypeIdentifiers: ["public.jpeg"])
    }
}

/// Drags from a 100 × 100 view at (20, 100) of a phone to a 150 × 150 view at (200, 400), on the controlled
/// clock: the press lifts after half a second, a preview follows the finger, and the drop or return settles in
/// 0.3 s.
@MainActor @Suite struct DragInteractionTests {
    private func views(in root: UIViewController, target operation: UIDropOperation)
        -> (UIView, UIView, RecordingDragSource, RecordingDropTarget, UIDragInteraction) {
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        source.backgroundColor = .systemBlue
        let target = UIView(frame: CGRect(x: 200, y: 400, width: 150, height: 150))
        root.view.addSubview(source)
        root.view.addSubview(target)
        let sourceDelegate = RecordingDragSource()
        let drag = UIDragInteraction(delegate: sourceDelegate)
        drag.isEnabled = true
        source.addInteraction(drag)
        let targetDelegate = RecordingDropTarget(operation)
        target.addInteraction(UIDropInteraction(delegate: targetDelegate))
        return (source, target, sourceDelegate, targetDelegate, drag)
    }

    @Test func dragsAreOffOnPhonesUntilEnabled() throws {
        try withPresentingWindow { window, root, _ in
            let delegate = RecordingDragSource()
            let drag = UIDragInteraction(delegate: delegate)
            #expect(!UIDragInteraction.isEnabledByDefault && !drag.isEnabled && !drag.allowsSimultaneousRecognitionDuringLift)
            let view = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
            root.view.addSubview(view)
            view.addInteraction(drag)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 70, y: 150))
                generator.wait(0.6)
                try generator.fingerUp()
                clock.renderFrames(5)
            }
            #expect(delegate.log.isEmpty)
        }
    }

    @Test func aDragCopiesOntoAViewThatProposesACopy() throws {
        try withPresentingWindow { window, root, _ in
            let (_, target, sourceDelegate, targetDelegate, _) = views(in: root, target: .copy)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                let before = window.subviews.count
                try generator.fingerDown(at: CGPoint(x: 70, y: 150))
                generator.wait(0.4)
                #expect(sourceDelegate.log.isEmpty)
                generator.wait(0.2)
                #expect(sourceDelegate.log == ["items at 50,50"])
                // The preview lifts where the view is, and follows the finger.
                let preview = try #require(window.subviews.last)
                #expect(window.subviews.count == before + 1 && preview.frame == CGRect(x: 20, y: 100, width: 100, height: 100))
                try generator.fingerMove(to: CGPoint(x: 275, y: 475), duration: 0.2)
                #expect(preview.center == CGPoint(x: 275, y: 475))
                #expect(sourceDelegate.log == ["items at 50,50", "begin"])
                #expect(targetDelegate.log == ["enter", "update"])
                try generator.fingerUp()
                #expect(targetDelegate.log == ["enter", "update", "perform"])
                // The strings loaded on a later turn of the main queue, after `loadObjects` returned.
                #expect(!targetDelegate.loadedBeforeReturning)
                #expect(targetDelegate.strings == ["Hello"] && targetDelegate.progress?.isFinished == true)
                #expect(targetDelegate.localObjects == [42] && targetDelegate.context == "shelf")
                #expect(sourceDelegate.log.last == "willEnd copy")
                clock.renderFrames(30)
                #expect(preview.superview == nil && window.subviews.count == before)
            }
            #expect(targetDelegate.log == ["enter", "update", "perform", "conclude", "end"])
            #expect(sourceDelegate.log == ["items at 50,50", "begin", "willEnd copy", "didEnd copy"])
            _ = target
        }
    }

    @Test func aRefusedDropSendsThePreviewBack() throws {
        try withPresentingWindow { window, root, _ in
            let (_, _, sourceDelegate, targetDelegate, _) = views(in: root, target: .forbidden)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 60, y: 140))
                generator.wait(0.6)
                let preview = try #require(window.subviews.last)
                try generator.fingerMove(to: CGPoint(x: 300, y: 500), duration: 0.2)
                // Grabbed 10 points left of and above the view's centre, it stays so under the finger.
                #expect(preview.center == CGPoint(x: 310, y: 510))
                try generator.fingerUp()
                #expect(targetDelegate.log == ["enter", "update", "exit"])
                #expect(sourceDelegate.log.last == "willEnd cancel")
                // On its way back to where it lifted.
                #expect(preview.center == CGPoint(x: 70, y: 150) && preview.superview === window)
                clock.renderFrames(30)
                #expect(preview.superview == nil)
            }
            #expect(targetDelegate.log == ["enter", "update", "exit", "end"])
            #expect(targetDelegate.strings.isEmpty)
            #expect(sourceDelegate.log == ["items at 40,40", "begin", "willEnd cancel", "didEnd cancel"])
        }
    }

    @Test(arguments: [true, false]) func aMoveDropsOnlyWhenTheSourceAllowsIt(allowed: Bool) throws {
        try withPresentingWindow { window, root, _ in
            let (_, _, sourceDelegate, targetDelegate, _) = views(in: root, target: .move)
            sourceDelegate.allowsMove = allowed
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 70, y: 150))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 275, y: 475), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            // A move the source does not allow is a cancel: no drop, and the preview goes back.
            let operation = allowed ? "move" : "cancel"
            #expect(sourceDelegate.log.suffix(2) == ["willEnd \(operation)", "didEnd \(operation)"])
            #expect(targetDelegate.log == (allowed ? ["enter", "update", "perform", "conclude", "end"]
                                                   : ["enter", "update", "exit", "end"]))
            #expect(targetDelegate.strings == (allowed ? ["Hello"] : []))
        }
    }

    @Test func aSecondFingersTapAddsItemsToTheDrag() throws {
        try withPresentingWindow { window, root, _ in
            let (_, _, sourceDelegate, targetDelegate, _) = views(in: root, target: .copy)
            let other = UIView(frame: CGRect(x: 20, y: 600, width: 100, height: 100))
            root.view.addSubview(other)
            let adder = AddingDragSource()
            let addDrag = UIDragInteraction(delegate: adder)
            addDrag.isEnabled = true
            other.addInteraction(addDrag)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                // Before any drag, a tap adds nothing.
                try generator.fingerTap(.rightIndex, at: CGPoint(x: 50, y: 650))
                #expect(adder.taps.isEmpty)
                try generator.fingerDown(.rightThumb, at: CGPoint(x: 70, y: 150))
                generator.wait(0.6)
                let first = try #require(window.subviews.last)
                try generator.fingerMove(.rightThumb, to: CGPoint(x: 275, y: 475), duration: 0.2)
                let before = window.subviews
                try generator.fingerTap(.rightIndex, at: CGPoint(x: 50, y: 650))
                #expect(adder.taps == [CGPoint(x: 30, y: 50)])
                // The added item's preview joins the stack below the first, a step down, and follows the finger.
                #expect(window.subviews.count == before.count + 1)
                let added = try #require(window.subviews.first { view in !before.contains { $0 === view } })
                let addedIndex = try #require(window.subviews.firstIndex(of: added))
                let firstIndex = try #require(window.subviews.firstIndex(of: first))
                #expect(addedIndex < firstIndex)
                #expect(added.center == CGPoint(x: 279, y: 479))
                try generator.fingerMove(.rightThumb, to: CGPoint(x: 280, y: 480), duration: 0.1)
                #expect(first.center == CGPoint(x: 280, y: 480) && added.center == CGPoint(x: 284, y: 484))
                try generator.fingerUp(.rightThumb)
                clock.renderFrames(30)
                #expect(added.superview == nil && first.superview == nil)
            }
            #expect(targetDelegate.strings == ["Hello", "World"])
            #expect(sourceDelegate.log.last == "didEnd copy")
        }
    }

    /// Lifts `ThreeItemSource`'s items from `views`' source over its target proposing `operation`: their
    /// previews, the first on top, the source and the target.
    private func liftThreeItems(in window: UIWindow, _ root: UIViewController, target operation: UIDropOperation,
                                _ generator: EventGenerator) throws -> ([UIView], ThreeItemSource, RecordingDropTarget) {
        let (source, _, _, targetDelegate, recording) = views(in: root, target: operation)
        source.removeInteraction(recording)
        let three = ThreeItemSource()
        let drag = UIDragInteraction(delegate: three)
        drag.isEnabled = true
        source.addInteraction(drag)
        let before = window.subviews.count
        try generator.fingerDown(at: CGPoint(x: 70, y: 150))
        generator.wait(0.6)
        // Each item's preview lifts where the view is, the first on top of the others.
        let previews = Array(window.subviews.suffix(3).reversed())
        #expect(window.subviews.count == before + 3)
        #expect(previews.map(\.bounds.width) == [40, 50, 60] && previews.allSatisfy { $0.center == source.center })
        return (previews, three, targetDelegate)
    }

    @Test func eachItemsPreviewLiftsAndTheyStackUnderTheFinger() throws {
        try withPresentingWindow { window, root, _ in
            let generator = EventGenerator(window: window, timing: .virtual)
            var log: (ThreeItemSource, RecordingDropTarget)?
            try ControlledClock.run { clock in
                let (previews, source, target) = try liftThreeItems(in: window, root, target: .copy, generator)
                log = (source, target)
                try generator.fingerMove(to: CGPoint(x: 275, y: 475), duration: 0.2)
                // Each further preview a 4-point step down and right of the one above it.
                #expect(previews.map(\.center) == [CGPoint(x: 275, y: 475), CGPoint(x: 279, y: 479), CGPoint(x: 283, y: 483)])
                try generator.fingerUp()
                // With no target of their own, each shrinks where it is, fading.
                #expect(previews.map(\.center) == [CGPoint(x: 275, y: 475), CGPoint(x: 279, y: 479), CGPoint(x: 283, y: 483)])
                #expect(previews.allSatisfy { $0.alpha == 0 && $0.transform == CGAffineTransform(scaleX: 0.5, y: 0.5) })
                clock.renderFrames(30)
                #expect(previews.allSatisfy { $0.superview == nil })
            }
            #expect(log?.1.strings == ["A", "B", "C"])
            #expect(log?.1.log == ["enter", "update", "perform", "conclude", "end"])
            #expect(log?.0.log == ["didEnd copy"])
        }
    }

    @Test func aCancelledDragSendsEachPreviewBack() throws {
        try withPresentingWindow { window, root, _ in
            let generator = EventGenerator(window: window, timing: .virtual)
            var source: ThreeItemSource?
            try ControlledClock.run { clock in
                let (previews, three, _) = try liftThreeItems(in: window, root, target: .forbidden, generator)
                source = three
                try generator.fingerMove(to: CGPoint(x: 300, y: 500), duration: 0.2)
                try generator.fingerUp()
                #expect(previews.allSatisfy { $0.center == CGPoint(x: 70, y: 150) && $0.superview === window })
                clock.renderFrames(30)
                #expect(previews.allSatisfy { $0.superview == nil })
            }
            #expect(source?.log == ["didEnd cancel"])
        }
    }

    @Test func aViewThatCannotHandleTheItemsIsNotATarget() throws {
        try withPresentingWindow { window, root, _ in
            let (_, target, sourceDelegate, _, _) = views(in: root, target: .copy)
            let numbers = UIView(frame: CGRect(x: 20, y: 600, width: 100, height: 100))
            root.view.addSubview(numbers)
            let refusing = ImagesOnly()
            numbers.addInteraction(UIDropInteraction(delegate: refusing))
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 70, y: 150))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 70, y: 640), duration: 0.2)
                try generator.fingerMove(to: CGPoint(x: 70, y: 660), duration: 0.1)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            // Asked once for the whole drag, and never a target.
            #expect(refusing.asked == 1)
            #expect(sourceDelegate.log.suffix(2) == ["willEnd cancel", "didEnd cancel"])
            _ = target
        }
    }

    @Test func itemProvidersCarryStringsAndRefuseWhatTheyLack() {
        let provider = NSItemProvider(object: "Grüße" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.canLoadObject(ofClass: String.self))
        final class Box: @unchecked Sendable { var value: String?; var error: (any Error)? }
        let box = Box()
        provider.loadObject(ofClass: String.self) { value, error in box.value = value; box.error = error }
        #expect(box.value == "Grüße" && box.error == nil)
        let empty = NSItemProvider()
        #expect(!empty.canLoadObject(ofClass: String.self))
        empty.loadObject(ofClass: String.self) { value, error in box.value = value; box.error = error }
        #expect(box.value == nil && "\(box.error!)" == "NSItemProvider: no item of type public.utf8-plain-text is registered.")
        let broken = NSItemProvider()
        broken.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            completion(Data([0xFF, 0xFE]), nil)
            return nil
        }
        broken.loadObject(ofClass: String.self) { value, error in box.value = value; box.error = error }
        #expect(box.value == nil && box.error != nil)
    }

    @Test func liftParametersShapeThePreview() throws {
        try withPresentingWindow { window, root, _ in
            let view = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
            root.view.addSubview(view)
            let delegate = ShapedDragSource()
            let drag = UIDragInteraction(delegate: delegate)
            drag.isEnabled = true
            view.addInteraction(drag)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 70, y: 150))
                generator.wait(0.6)
                let preview = try #require(window.subviews.last)
                #expect(preview !== view && preview.backgroundColor == .systemYellow)
                let mask = try #require(preview.layer.mask as? CAShapeLayer)
                #expect(mask.path?.boundingBox == CGRect(x: 10, y: 10, width: 80, height: 80))
                try generator.fingerUp()
                clock.renderFrames(5)
                #expect(preview.superview == nil)

                // The item's own preview view lifts, centred where the view is.
                let own = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
                delegate.ownPreview = own
                try generator.fingerDown(at: CGPoint(x: 70, y: 150))
                generator.wait(0.6)
                #expect(own.window === window && own.frame == CGRect(x: 50, y: 135, width: 40, height: 30))
                try generator.fingerUp()
                clock.renderFrames(5)
                #expect(own.superview == nil)
            }
        }
    }
}
