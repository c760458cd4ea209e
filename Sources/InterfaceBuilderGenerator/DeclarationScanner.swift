/// Finds Interface Builder's declarations in Swift source: attributes may stand on their own lines, inside
/// `#if canImport(ObjectiveC)`, or before modifiers; members are taken only from the bodies of classes and of
/// extensions. Private members, static members and members of generic or private classes cannot be reached
/// from generated code, so they are reported instead.
struct DeclarationScanner {
    private(set) var classes: [String: ClassConnections] = [:]
    private(set) var warnings: [ScanWarning] = []

    private struct Scope {
        var name: String
        /// Whether generated code can register members here (a non-generic, non-private class or extension).
        var registrable: Bool
        var why: String
        var bodyDepth: Int
    }

    private static let interfaceBuilderAttributes: Set<String> = ["IBOutlet", "IBAction", "IBInspectable", "IBSegueAction"]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    private static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "case", "associatedtype", "import",
    ]
    private static let hiddenModifiers: Set<String> = ["private", "fileprivate"]
    private static let modifierKeywords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override",
        "weak", "unowned", "lazy", "dynamic", "required", "convenience", "nonisolated", "optional",
    ]

    /// Scans one file's source.
    mutating func scan(_ source: String) {
        let tokens = SwiftTokenizer.tokens(of: source)
        var scopes: [Scope] = []
        var depth = 0
        var attributes: Set<String> = []
        var modifiers: Set<String> = []
        var pendingScope: Scope?
        var index = 0

        func next(_ offset: Int = 1) -> SwiftToken? {
            index + offset < tokens.count ? tokens[index + offset] : nil
        }

        while index < tokens.count {
            let token = tokens[index]
            switch (token.kind, token.text) {
            case (.attribute, let name):
                attributes.insert(name)
                if next()?.text == "(" { index = skipBalanced(tokens, from: index + 1) - 1 }
            case (.punctuation, "{"):
                depth += 1
                if var scope = pendingScope {
                    scope.bodyDepth = depth
                    scopes.append(scope)
                    pendingScope = nil
                }
                attributes = []
                modifiers = []
            case (.punctuation, "}"):
                if let scope = scopes.last, scope.bodyDepth == depth { scopes.removeLast() }
                depth -= 1
                attributes = []
                modifiers = []
            case (.word, let word) where Self.typeKeywords.contains(word) && isTypeDeclaration(tokens, at: index):
                let (name, end) = typeName(tokens, from: index + 1)
                let generic = end < tokens.count && tokens[end].text == "<"
                let outer = word == "extension" ? nil : scopes.last.map(\.name)
                let hidden = !modifiers.isDisjoint(with: Self.hiddenModifiers)
                let registrable = (word == "class" || word == "extension") && !generic && !hidden
                    && (word == "extension" || scopes.last.map { $0.registrable || $0.why == "not a class" } ?? true)
                let why = generic ? "a generic class" : hidden ? "a private class" : "not a class"
                pendingScope = Scope(name: outer.map { "\($0).\(name)" } ?? name, registrable: registrable, why: why,
                                     bodyDepth: 0)
                attributes = []
                modifiers = []
                index = end - 1
            case (.word, let word) where Self.declarationKeywords.contains(word):
                if !attributes.isDisjoint(with: Self.interfaceBuilderAttributes), let scope = scopes.last, scope.bodyDepth == depth {
                    index = record(word, tokens, at: index, in: scope, attributes: attributes, modifiers: modifiers)
                }
                attributes = []
                modifiers = []
            case (.word, let word) where Self.modifierKeywords.contains(word):
                if next()?.text == "(" {
                    modifiers.insert("\(word)(set)")
                    index = skipBalanced(tokens, from: index + 1) - 1
                } else {
                    modifiers.insert(word)
                }
            case (.word, _):
                attributes = []
                modifiers = []
            default:
                break
            }
            index += 1
        }
    }

    /// Whether the keyword at `index` declares a type (`class Foo`), not a member (`class func`, `class var`).
    private func isTypeDeclaration(_ tokens: [SwiftToken], at index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word else { return false }
        let following = tokens[index + 1].text
        return !Self.declarationKeywords.contains(following) && !Self.modifierKeywords.contains(following)
    }

    /// The dotted type name starting at `index`, and the index after it.
    private func typeName(_ tokens: [SwiftToken], from start: Int) -> (String, Int) {
        var name = tokens[start].text
        var index = start + 1
        while index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].kind == .word {
            name += "." + tokens[index + 1].text
            index += 2
        }
        return (name, index)
    }

    /// The index after the bracketed group opening at `start`.
    private func skipBalanced(_ tokens: [SwiftToken], from start: Int) -> Int {
        let pairs: [String: String] = ["(": ")", "[": "]", "<": ">", "{": "}"]
        var stack: [String] = []
        var index = start
        while index < tokens.count {
            let text = tokens[index].text
            if let closing = pairs[text] {
                stack.append(closing)
            } else if text == stack.last {
                stack.removeLast()
                if stack.isEmpty { return index + 1 }
            }
            index += 1
        }
        return index
    }

    /// Records the member declared at `index`; returns the index of its last token read.
    private mutating func record(_ keyword: String, _ tokens: [SwiftToken], at index: Int, in scope: Scope,
                                 attributes: Set<String>, modifiers: Set<String>) -> Int {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word else { return index }
        let name = tokens[index + 1].text
        let line = tokens[index].line
        let what = attributes.contains("IBAction") ? "@IBAction \(name)" : "@IB… \(name)"
        guard scope.registrable else {
            warnings.append(ScanWarning(line: line, message: "\(what) of \(scope.name) is not registered: it is declared in \(scope.why)."))
            return index + 1
        }
        if !modifiers.isDisjoint(with: Self.hiddenModifiers) {
            warnings.append(ScanWarning(line: line, message: "\(what) of \(scope.name) is private, so generated code cannot reach it: "
                + "make it internal for Interface Builder to connect it."))
            return index + 1
        }
        if modifiers.contains("static") || modifiers.contains("class") { return index + 1 }
        var connections = classes[scope.name] ?? ClassConnections(className: scope.name)
        switch keyword {
        case "var" where attributes.contains("IBOutlet"):
            if !modifiers.isDisjoint(with: ["private(set)", "fileprivate(set)"]) {
                warnings.append(ScanWarning(line: line, message: "@IBOutlet \(name) of \(scope.name) has a private setter, "
                    + "so Interface Builder cannot set it: make the setter internal."))
                return index + 1
            }
            if !connections.outlets.contains(name) {
                connections.outlets.append(name)
            }
        case "var" where attributes.contains("IBInspectable"):
            if !connections.inspectables.contains(name) { connections.inspectables.append(name) }
        case "func" where attributes.contains("IBAction") || attributes.contains("IBSegueAction"):
            let parameters = parameterLabels(tokens, from: index + 2)
            let action = ClassConnections.Action(selector: Self.selector(name, labels: parameters),
                                                 reference: "\(name)(\(parameters.map { "\($0):" }.joined()))")
            if attributes.contains("IBSegueAction") {
                if !connections.segueActions.contains(action) { connections.segueActions.append(action) }
            } else if !connections.actions.contains(action) {
                connections.actions.append(action)
            }
        default:
            return index + 1
        }
        classes[scope.name] = connections
        return index + 1
    }

    /// The external labels of the parameter list opening at `start` (`_` for none).
    private func parameterLabels(_ tokens: [SwiftToken], from start: Int) -> [String] {
        var index = start
        // Generic parameters come before the parameter list.
        if index < tokens.count, tokens[index].text == "<" { index = skipBalanced(tokens, from: index) }
        guard index < tokens.count, tokens[index].text == "(" else { return [] }
        let end = skipBalanced(tokens, from: index) - 1
        var labels: [String] = []
        var expectingLabel = true
        var nesting = 0
        index += 1
        while index < end {
            let text = tokens[index].text
            if ["(", "[", "<"].contains(text) { nesting += 1 }
            // The `>` of an arrow (`() -> Void`) closes nothing.
            if [")", "]", ">"].contains(text) && tokens[index - 1].text != "-" { nesting -= 1 }
            if nesting == 0 && text == "," { expectingLabel = true }
            else if expectingLabel && tokens[index].kind == .word {
                labels.append(text)
                expectingLabel = false
            }
            index += 1
        }
        return labels
    }

    /// The Objective-C selector Swift gives a method: `name:` for an unlabelled first parameter,
    /// `nameWithLabel:` for a labelled one, then `label:` for each further parameter.
    static func selector(_ name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var selector = first == "_" ? "\(name):" : "\(name)With\(first.prefix(1).uppercased())\(first.dropFirst()):"
        for label in labels.dropFirst() { selector += label == "_" ? ":" : "\(label):" }
        return selector
    }
}
