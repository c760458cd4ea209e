/// A member the generator cannot register, and why (reported as a build warning at its line).
struct ScanWarning: Equatable {
    var line: Int
    var message: String
}
