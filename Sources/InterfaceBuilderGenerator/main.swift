import Foundation

// InterfaceBuilderGenerator --output FILE SOURCE.swift…
// Run by InterfaceBuilderPlugin on a target's Swift files: writes the registrations of their Interface Builder
// members to FILE, and reports what cannot be registered as warnings at their lines.

var arguments = Array(CommandLine.arguments.dropFirst())
guard let flag = arguments.firstIndex(of: "--output"), flag + 1 < arguments.count else {
    FileHandle.standardError.write(Data("usage: InterfaceBuilderGenerator --output FILE SOURCE.swift…\n".utf8))
    exit(2)
}
let output = arguments[flag + 1]
arguments.removeSubrange(flag...flag + 1)

var classes: [String: ClassConnections] = [:]
for path in arguments {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(path): warning: not readable as UTF-8; skipped.\n".utf8))
        continue
    }
    var scanner = DeclarationScanner()
    scanner.scan(source)
    for warning in scanner.warnings {
        FileHandle.standardError.write(Data("\(path):\(warning.line): warning: \(warning.message)\n".utf8))
    }
    for (name, found) in scanner.classes {
        classes[name, default: ClassConnections(className: name)].merge(found)
    }
}

let generated = RegistrationWriter.source(for: Array(classes.values))
// Rewriting an unchanged file would make the build recompile the module for nothing.
if (try? String(contentsOfFile: output, encoding: .utf8)) != generated {
    do {
        try generated.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("\(output): error: \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}
