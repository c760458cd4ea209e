/// What kind of container an element is, so assistive technologies can describe its contents.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container assistive technologies describe.
    case none = 0
    /// A table of data, whose elements have rows and columns.
    case dataTable
    /// A list of items.
    case list
    /// A landmark region of the screen.
    case landmark
    /// A group of related elements.
    case semanticGroup
}
