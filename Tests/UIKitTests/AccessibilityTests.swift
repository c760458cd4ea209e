import Testing
@testable import UIKit

@Suite @MainActor struct AccessibilityTests {
    @Test func attributesKeepWhatIsSet() {
        let button = UIButton(type: .system)
        #expect(!button.isAccessibilityElement && button.accessibilityLabel == nil)
        #expect(button.accessibilityTraits == .none)
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Save"
        button.accessibilityHint = "Saves the document"
        button.accessibilityValue = "3 changes"
        button.accessibilityTraits = [.button, .selected]
        button.accessibilityIdentifier = "save-button"
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save" && button.accessibilityHint == "Saves the document")
        #expect(button.accessibilityValue == "3 changes" && button.accessibilityIdentifier == "save-button")
        #expect(button.accessibilityTraits.contains(.selected) && !button.accessibilityTraits.contains(.link))
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == nil && button.accessibilityHint == "Saves the document")
        objc_removeAssociatedObjects(button)
    }

    @Test func anyObjectHasThemAndTheyGoWithIt() {
        weak var elements: NSArray?
        do {
            let container = NSObject()
            let list = NSArray(array: [NSObject()])
            elements = list
            container.accessibilityElements = [list]
            container.accessibilityElementsHidden = true
            #expect(container.accessibilityElementsHidden)
            #expect((container.accessibilityElements?.first as? NSArray) === list)
        }
        // The container died: the next sweep releases what it held.
        AssociatedObjects.shared.releaseValuesOfDeadOwners()
        #expect(elements == nil)
    }
}
