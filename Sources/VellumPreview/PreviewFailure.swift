/// Why a preview could not be made, as the message the tool prints.
struct PreviewFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
