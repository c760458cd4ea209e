import Foundation

/// What a text-input view's text is, so that autofill can offer it.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// The type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = Self(rawValue: "name")
    /// A given name.
    public static let givenName = Self(rawValue: "given-name")
    /// A family name.
    public static let familyName = Self(rawValue: "family-name")
    /// An email address.
    public static let emailAddress = Self(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = Self(rawValue: "tel")
    /// A URL.
    public static let URL = Self(rawValue: "url")
    /// A street address's lines.
    public static let fullStreetAddress = Self(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = Self(rawValue: "postal-code")
    /// An account's user name.
    public static let username = Self(rawValue: "username")
    /// An account's password.
    public static let password = Self(rawValue: "password")
    /// A new password being chosen.
    public static let newPassword = Self(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = Self(rawValue: "one-time-code")
}
