import Foundation

/// The kinds of data a text view turns into links. Vellum detects web and mail links (`.link`); the others
/// are accepted and find nothing.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    /// Data of the given kinds.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Telephone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs: web addresses with a scheme or starting "www.", and mail addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// No kind.
    public static let none: UIDataDetectorTypes = []
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
