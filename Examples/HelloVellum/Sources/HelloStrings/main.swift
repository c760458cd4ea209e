import Foundation
import UIKit

// Code as an iOS app writes it. The module's own NSLocalizedString, which InterfaceBuilderPlugin writes, takes the
// place of Foundation's here and reads the table of the user's language (LANGUAGE=de: de.lproj), where Foundation's
// on Linux would read only the development region's.
print(NSLocalizedString("greeting", comment: "Shown on launch"))
print(NSLocalizedString("farewell", tableName: nil, bundle: .main, value: "", comment: "Shown on exit"))
