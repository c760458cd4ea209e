import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Where an alert's and an action sheet's buttons go on a 390 × 844 phone (safe area 47 top, 34 bottom):
/// alert 270 wide and centred, buttons 44 high; action sheet 8 points in from the sides, rows 57 high, the
/// cancel button in its own platter 8 points below, just above the bottom safe area.
@MainActor @Suite struct AlertLayoutTests {
    @Test func oneActionFillsTheWidthUnderTheHeader() throws {
        try withPresentingWindow { window, root, log in
            let view = try show(makeAlert(actions: ["OK"], log: log), from: root)
            let header = try #require(view.buttonFrames()["OK"]).minY
            #expect(header > 40)
            #expect(view.buttonFrames()["OK"] == CGRect(x: 0, y: header, width: 270, height: 44))
            let frame = view.convert(view.bounds, to: window)
            #expect(frame.minX == 60 && frame.width == 270 && frame.height == header + 44)
            #expect(abs(frame.midY - 422) <= 0.5)
            #expect(view.mainPlatter.layer.cornerRadius == 14 && view.titleLabel.font.pointSize == 17)
            #expect(view.messageLabel.font.pointSize == 13)
        }
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() throws {
        try withPresentingWindow { window, root, log in
            let view = try show(makeAlert(actions: ["OK", "Cancel"], log: log), from: root)
            let frames = view.buttonFrames()
            let header = try #require(frames["OK"]).minY
            #expect(frames["Cancel"] == CGRect(x: 0, y: header, width: 135, height: 44))
            #expect(frames["OK"] == CGRect(x: 135, y: header, width: 135, height: 44))
            #expect(view.bounds.height == header + 44)
        }
    }

    @Test func threeActionsStackWithCancelLast() throws {
        try withPresentingWindow { window, root, log in
            let view = try show(makeAlert(actions: ["Cancel", "Save", "Delete"], log: log), from: root)
            let frames = view.buttonFrames()
            let header = try #require(frames["Save"]).minY
            #expect(frames["Save"] == CGRect(x: 0, y: header, width: 270, height: 44))
            #expect(frames["Delete"] == CGRect(x: 0, y: header + 44, width: 270, height: 44))
            #expect(frames["Cancel"] == CGRect(x: 0, y: header + 88, width: 270, height: 44))
            #expect(view.bounds.height == header + 132)
        }
    }

    @Test func twoLongTitlesStack() throws {
        try withPresentingWindow { window, root, log in
            let view = try show(makeAlert(actions: ["Save to a shared album", "Cancel"], log: log), from: root)
            let frames = view.buttonFrames()
            let header = try #require(frames["Save to a shared album"]).minY
            #expect(frames["Cancel"] == CGRect(x: 0, y: header + 44, width: 270, height: 44))
        }
    }

    @Test func anAlertWithoutTextHasOnlyButtons() throws {
        try withPresentingWindow { window, root, log in
            let view = try show(makeAlert(title: nil, message: nil, actions: ["A", "B", "C"], log: log), from: root)
            #expect(view.buttonFrames()["A"] == CGRect(x: 0, y: 0, width: 270, height: 44))
            #expect(view.bounds.size == CGSize(width: 270, height: 132))
        }
    }

    @Test func anActionSheetRisesFromTheBottomWithCancelApart() throws {
        try withPresentingWindow { window, root, log in
            let view = try show(makeAlert(.actionSheet, actions: ["Cancel", "Share", "Delete"], log: log), from: root)
            let frame = view.convert(view.bounds, to: window)
            #expect(frame.minX == 8 && frame.width == 374 && frame.maxY == 810)
            let frames = view.buttonFrames()
            #expect(frames["Cancel"] == CGRect(x: 0, y: view.bounds.height - 57, width: 374, height: 57))
            let header = try #require(frames["Share"]).minY
            #expect(frames["Share"] == CGRect(x: 0, y: header, width: 374, height: 57))
            #expect(frames["Delete"] == CGRect(x: 0, y: header + 57, width: 374, height: 57))
            #expect(view.mainPlatter.frame.maxY == header + 114)
            #expect(view.cancelPlatter.frame.minY - view.mainPlatter.frame.maxY == 8)
            #expect(view.mainPlatter.layer.cornerRadius == 13)
            #expect(view.button("Cancel")?.titleLabel.font.pointSize == 20)
        }
    }

    @Test func styledButtonsTakeTheirColoursAndWeights() throws {
        try withPresentingWindow { window, root, log in
            let alert = makeAlert(actions: ["Cancel", "Save", "Delete"], log: log)
            let view = try show(alert, from: root)
            // Without a preferred action the cancel button is bold; the destructive one is red.
            #expect(view.button("Cancel")?.titleLabel.font == .systemFont(ofSize: 17, weight: .semibold))
            #expect(view.button("Save")?.titleLabel.font == .systemFont(ofSize: 17))
            #expect(view.button("Delete")?.titleLabel.textColor == .systemRed)
            #expect(view.button("Save")?.titleLabel.textColor == view.tintColor)
            alert.preferredAction = alert.actions[1]
            #expect(view.button("Save")?.titleLabel.font == .systemFont(ofSize: 17, weight: .semibold))
            #expect(view.button("Cancel")?.titleLabel.font == .systemFont(ofSize: 17))
            alert.actions[1].isEnabled = false
            #expect(view.button("Save")?.titleLabel.textColor == .tertiaryLabel)
        }
    }
}
