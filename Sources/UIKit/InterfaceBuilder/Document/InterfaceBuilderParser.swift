import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML of a `.xib` or `.storyboard` into a tree of `InterfaceBuilderElement`s, within limits that
/// keep a hostile file from costing more than a bounded amount of memory and time.
enum InterfaceBuilderParser {
    /// Larger documents are refused: Xcode's largest storyboards are a few megabytes.
    static let maximumSize = 16 << 20
    /// Deeper nesting is refused, so that recursive decoding of subviews stays within the stack.
    static let maximumDepth = 256

    static func parse(_ data: Data) throws(InterfaceBuilderError) -> InterfaceBuilderElement {
        guard data.count <= maximumSize else {
            throw InterfaceBuilderError(.tooLarge, "The document is \(data.count) bytes; at most \(maximumSize) are read.")
        }
        try refuseCompiledNib(data)
        // Xcode writes UTF-8; Foundation's XMLParser traps on a name that is not valid UTF-8, so none reaches it.
        guard String(validating: data, as: UTF8.self) != nil else {
            throw InterfaceBuilderError(.malformedXML, "The document is not valid UTF-8.")
        }
        // Interface Builder never writes a document type declaration; refusing one keeps entity expansion out.
        if data.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw InterfaceBuilderError(.malformedXML, "The document declares a DTD or entities, which Interface Builder never writes.")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let finished = parser.parse()
        if let error = builder.error { throw error }
        guard finished, parser.parserError == nil, let root = builder.root else {
            let reason = (parser.parserError as NSError?).map { "XML error \($0.code)" } ?? "no root element"
            throw InterfaceBuilderError(.malformedXML, "The document is not well-formed XML: \(reason).",
                                        line: builder.lastLine ?? parser.lineNumber)
        }
        return root
    }

    /// Compiled nibs are what `ibtool` makes of a `.xib` for the device: Vellum reads the source, so a compiled
    /// one is refused by name rather than reported as malformed XML.
    private static func refuseCompiledNib(_ data: Data) throws(InterfaceBuilderError) {
        if data.starts(with: Data("NIBArchive".utf8)) {
            throw InterfaceBuilderError(.unsupportedFormat, """
                The document is a compiled nib in the NIBArchive format (what ibtool writes for iOS 6 and later), \
                which is not read; load the .xib it was compiled from.
                """)
        }
        if data.starts(with: Data("bplist".utf8)) {
            throw InterfaceBuilderError(.unsupportedFormat, """
                The document is a binary property list (a compiled nib in the NSKeyedArchiver form of iOS 5 and \
                earlier), which is not read; load the .xib it was compiled from.
                """)
        }
    }

    /// The delegate that assembles the tree; `XMLParser` calls it synchronously on the parsing thread.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private struct Open {
            let name: String
            let attributes: [String: String]
            let line: Int
            var children: [InterfaceBuilderElement] = []
            var text = ""
        }

        private var stack: [Open] = []
        var root: InterfaceBuilderElement?
        var error: InterfaceBuilderError?
        var lastLine: Int?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            lastLine = parser.lineNumber
            guard stack.count < InterfaceBuilderParser.maximumDepth else {
                fail(parser, InterfaceBuilderError(.tooDeep, "Elements nest deeper than \(InterfaceBuilderParser.maximumDepth) levels.",
                                                   element: elementName, id: attributes["id"], line: parser.lineNumber))
                return
            }
            if stack.isEmpty, root != nil {
                fail(parser, InterfaceBuilderError(.malformedXML, "The document has more than one root element.",
                                                   element: elementName, line: parser.lineNumber))
                return
            }
            stack.append(Open(name: elementName, attributes: attributes, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty, stack[stack.count - 1].text.utf8.count < InterfaceBuilderParser.maximumSize else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            guard let open = stack.popLast() else { return }
            let text = open.text.contains(where: { !$0.isWhitespace }) ? open.text : nil
            let element = InterfaceBuilderElement(name: open.name, attributes: open.attributes, children: open.children,
                                                  text: text, line: open.line)
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        private func fail(_ parser: XMLParser, _ error: InterfaceBuilderError) {
            if self.error == nil { self.error = error }
            parser.abortParsing()
        }
    }
}
