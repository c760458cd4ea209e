import Foundation

// InterfaceBuilderGenerator --output FILE SOURCE.swift…
// Run by InterfaceBuilderPlugin on a target's Swift files: writes the registrations of their Interface Builder
// members to FILE, with the module's own NSLocalizedString, and reports what cannot be registered as warnings at
// their lines.
// InterfaceBuilderGenerator --strings-table LANGUAGE CATALOG.xcstrings --output FILE.strings
// Run by the plugin on each of the target's string catalogs: writes its strings in LANGUAGE as a .strings table.

/// Writes `text` to `path` unless the file holds it already: rewriting an unchanged file would make the build
/// do its work again for nothing.
func writeIfChanged(_ text: String, to path: String) {
    guard (try? String(contentsOfFile: path, encoding: .utf8)) != text else { return }
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("\(path): error: \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 5, arguments[0] == "--strings-table", arguments[3] == "--output" {
    let (language, catalog, output) = (arguments[1], arguments[2], arguments[4])
    guard let data = FileManager.default.contents(atPath: catalog),
          let table = StringsTableWriter.table(fromCatalog: data, language: language) else {
        FileHandle.standardError.write(Data("\(catalog): error: not a string catalog.\n".utf8))
        exit(1)
    }
    try? FileManager.default.createDirectory(
        atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    writeIfChanged(table, to: output)
    exit(0)
}
guard let flag = arguments.firstIndex(of: "--output"), flag + 1 < arguments.count else {
    FileHandle.standardError.write(Data("""
        usage: InterfaceBuilderGenerator --output FILE SOURCE.swift…
               InterfaceBuilderGenerator --strings-table LANGUAGE CATALOG.xcstrings --output FILE.strings

        """.utf8))
    exit(2)
}
let output = arguments[flag + 1]
arguments.removeSubrange(flag...flag + 1)

var classes: [String: ClassConnections] = [:]
var sources: [String] = []
for path in arguments {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(path): warning: not readable as UTF-8; skipped.\n".utf8))
        continue
    }
    sources.append(source)
    var scanner = DeclarationScanner()
    scanner.scan(source)
    for warning in scanner.warnings {
        FileHandle.standardError.write(Data("\(path):\(warning.line): warning: \(warning.message)\n".utf8))
    }
    for (name, found) in scanner.classes {
        classes[name, default: ClassConnections(className: name)].merge(found)
    }
}

writeIfChanged(RegistrationWriter.source(for: Array(classes.values))
               + LocalizedStringWriter.source(forModuleSources: sources), to: output)
