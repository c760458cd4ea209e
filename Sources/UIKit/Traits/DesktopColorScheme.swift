/// The desktop's light or dark preference, as the freedesktop portal's `org.freedesktop.appearance`
/// `color-scheme` setting states it.
enum DesktopColorScheme: Equatable {
    case noPreference, dark, light

    /// The portal's number: 1 prefers dark, 2 light; 0, and any value a later portal may add, no preference.
    init(portalValue: UInt32) {
        switch portalValue {
        case 1: self = .dark
        case 2: self = .light
        default: self = .noPreference
        }
    }

    /// The appearance the preference asks for; `fallback` when it has none.
    func style(otherwise fallback: UIUserInterfaceStyle) -> UIUserInterfaceStyle {
        switch self {
        case .dark: .dark
        case .light: .light
        case .noPreference: fallback
        }
    }
}
