import Testing
@testable import UIKit
import UIKitTesting

/// The pixel a colour of `rgb` at `alpha` shows over an opaque `background`, rounded as the compositor does.
func blended(_ rgb: [Double], alpha: Double, over background: [Double]) -> [UInt8] {
    zip(rgb, background).map { UInt8((background: $0.1, colour: $0.0).background * (1 - alpha) + $0.0 * alpha + 0.5) } + [255]
}

/// Counts the times a control sends `.valueChanged`, remembering what `value` read from it each time.
@MainActor
final class ValueChangeCounter {
    var count = 0
    var seen: [Int] = []

    init(_ control: UIControl, value: (@MainActor (UIControl) -> Int)? = nil) {
        control.addAction(UIAction { [unowned self] action in
            count += 1
            if let value, let sender = action.sender as? UIControl { seen.append(value(sender)) }
        }, for: .valueChanged)
    }
}

/// A 400 × 400 window in `style`, its background the system background (white in light, black in dark), with a
/// virtual-time event generator, under a controlled Core Animation clock.
@MainActor
func withControlWindow(_ style: UIUserInterfaceStyle = .light,
                       _ body: (UIWindow, EventGenerator, ControlledClock) throws -> Void) rethrows {
    try ControlledClock.run { clock in
        try withEventWindow { window, generator in
            window.overrideUserInterfaceStyle = style
            window.backgroundColor = .systemBackground
            try body(window, generator, clock)
        }
    }
}
