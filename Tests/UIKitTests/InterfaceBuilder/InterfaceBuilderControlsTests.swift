import Foundation
import Testing
@testable import UIKit

/// `ControlsGallery.xib`: each standard control with the properties Interface Builder writes for it.
@MainActor @Suite struct InterfaceBuilderControlsTests {
    private func gallery() throws -> (UIScrollView, [String: UIView]) {
        let objects = UINib(nibName: "ControlsGallery", bundle: NibFixtures.bundle).instantiate(withOwner: nil)
        let scroll = try #require(objects.first as? UIScrollView)
        var byClass: [String: UIView] = [:]
        for view in scroll.subviews { byClass["\(type(of: view))"] = byClass["\(type(of: view))"] ?? view }
        return (scroll, byClass)
    }

    @Test func scrollViewsDecodePagingBouncingIndicatorsAndZoom() throws {
        let (scroll, _) = try gallery()
        #expect(scroll.isPagingEnabled && scroll.alwaysBounceVertical && !scroll.showsHorizontalScrollIndicator)
        #expect(scroll.showsVerticalScrollIndicator && !scroll.bouncesZoom && scroll.isMultipleTouchEnabled)
        #expect(scroll.minimumZoomScale == 0.5 && scroll.maximumZoomScale == 3)
        #expect(scroll.keyboardDismissMode == .onDrag && scroll.contentInsetAdjustmentBehavior == .never)
        #expect(scroll.backgroundColor === UIColor.secondarySystemBackground)
    }

    @Test func switchesSlidersSteppersAndProgressViewsDecodeTheirValues() throws {
        let (_, views) = try gallery()
        let toggle = try #require(views["UISwitch"] as? UISwitch)
        #expect(toggle.isOn && toggle.onTintColor === UIColor.systemOrange)
        let slider = try #require(views["UISlider"] as? UISlider)
        #expect(slider.minimumValue == -1 && slider.maximumValue == 1 && slider.value == 0.25 && !slider.isContinuous)
        #expect(slider.minimumTrackTintColor === UIColor.systemPink)
        let stepper = try #require(views["UIStepper"] as? UIStepper)
        #expect(stepper.minimumValue == 2 && stepper.maximumValue == 10 && stepper.stepValue == 2 && stepper.value == 4)
        #expect(stepper.wraps && !stepper.autorepeat)
        let progress = try #require(views["UIProgressView"] as? UIProgressView)
        #expect(progress.progressViewStyle == .bar && progress.progress == 0.75)
        #expect(rgba(progress.progressTintColor) == rgba(UIColor(displayP3Red: 0, green: 0.5, blue: 1, alpha: 1)))
    }

    @Test func segmentedControlsDecodeSegmentsAndTheSelection() throws {
        let (_, views) = try gallery()
        let segments = try #require(views["UISegmentedControl"] as? UISegmentedControl)
        #expect(segments.numberOfSegments == 3 && (0..<3).map { segments.titleForSegment(at: $0) } == ["Day", "Week", "Month"])
        #expect(segments.selectedSegmentIndex == 1 && !segments.isEnabledForSegment(at: 2) && segments.isEnabledForSegment(at: 0))
    }

    @Test func indicatorsFieldsAndPageControlsDecodeTheirState() throws {
        let (_, views) = try gallery()
        let spinner = try #require(views["UIActivityIndicatorView"] as? UIActivityIndicatorView)
        #expect(spinner.style == .large && spinner.isAnimating && !spinner.hidesWhenStopped && spinner.color === UIColor.systemTeal)
        #expect(spinner.frame == CGRect(x: 16, y: 222, width: 37, height: 37))
        let field = try #require(views["UITextField"] as? UITextField)
        #expect(field.text == "draft" && field.placeholder == "Title" && field.borderStyle == .roundedRect)
        #expect(field.textAlignment == .center && field.clearButtonMode == .whileEditing && field.minimumFontSize == 9)
        #expect(field.font == UIFont.systemFont(ofSize: 14) && field.isSecureTextEntry)
        let pages = try #require(views["UIPageControl"] as? UIPageControl)
        #expect(pages.numberOfPages == 5 && pages.currentPage == 2)
        #expect(pages.pageIndicatorTintColor === UIColor.systemGray3 && pages.currentPageIndicatorTintColor === UIColor.systemIndigo)
    }

    @Test func visualEffectViewsDecodeTheirBlurIntoTheirOwnContentView() throws {
        let (_, views) = try gallery()
        let effect = try #require(views["UIVisualEffectView"] as? UIVisualEffectView)
        #expect((effect.effect as? UIBlurEffect)?.style == .systemThinMaterial)
        let label = try #require(effect.contentView.subviews.first as? UILabel)
        #expect(label.text == "Frosted" && label.font.pointSize == 12 && label.textColor === UIColor.label)
        // The constraints naming the content view reach the real one.
        #expect(effect.contentView.constraints.count == 2 && effect.contentView.constraints.allSatisfy { $0.secondItem === effect.contentView })
        #expect(!effect.contentView.insetsLayoutMarginsFromSafeArea)
    }

    @Test func datePickersDecodeModeStyleIntervalAndDates() throws {
        let (_, views) = try gallery()
        let picker = try #require(views["UIDatePicker"] as? UIDatePicker)
        #expect(picker.datePickerMode == .date && picker.preferredDatePickerStyle == .wheels && picker.minuteInterval == 15)
        #expect(picker.minimumDate == Date(timeIntervalSinceReferenceDate: 600_000_000))
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 700_000_200))
        #expect(views["UIPickerView"]?.frame == CGRect(x: 16, y: 715, width: 320, height: 216))
    }
}
