import Foundation
import Testing
@testable import UIKit

/// Mutated real documents — flipped bytes, truncation, duplicated and removed lines, swapped ids — must each
/// give an error or objects, never a crash or a hang. `VELLUM_FUZZ_ITERATIONS` sets the count (`make fuzz`
/// runs 200,000); the suite's run is a few thousand.
@MainActor @Suite struct InterfaceBuilderFuzzTests {
    /// SplitMix64: the same mutations on every run, so a failure reproduces.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let iterations = ProcessInfo.processInfo.environment["VELLUM_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1500

    private func mutate(_ source: [UInt8], ids: [String], using random: inout Generator) -> [UInt8] {
        var bytes = source
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            }
        case 1:
            bytes.removeLast(Int.random(in: 1..<bytes.count, using: &random))
        case 2, 3:
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let index = Int.random(in: 0..<lines.count, using: &random)
            if Bool.random(using: &random) { lines.insert(lines[index], at: index) } else { lines.remove(at: index) }
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        default:
            let (a, b) = (ids.randomElement(using: &random)!, ids.randomElement(using: &random)!)
            let text = String(decoding: bytes, as: UTF8.self)
            bytes = Array(text.replacingOccurrences(of: "\"\(a)\"", with: "\"\(b)\"").utf8)
        }
        return bytes
    }

    /// Decodes each scene's controller and its view, as a storyboard's first use of them does.
    private func decodeEveryScene(of document: InterfaceBuilderDocument) {
        for scene in document.scenes {
            guard let controller = document.controller(inScene: scene) else { continue }
            let decoder = InterfaceBuilderDecoder(document: document, bundle: nil, owner: nil)
            _ = decoder.object(for: controller)
            if let view = controller.child(key: "view") { _ = decoder.object(for: view) }
            decoder.finish()
        }
    }

    @Test func mutatedDocumentsGiveAnErrorOrObjectsNeverACrash() throws {
        let sources = ["ProfileView", "ControlsGallery", "LegacyPanel"].map { Array(NibFixtures.data($0)) }
        let ids = sources.map { source in
            let text = String(decoding: source, as: UTF8.self)
            return text.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        }
        var random = Generator(state: 21)
        var (errors, loads) = (0, 0)
        _ = UIKitLogObservers.capture {
            for iteration in 0..<Self.iterations {
                let which = iteration % sources.count
                let data = Data(mutate(sources[which], ids: ids[which], using: &random))
                do {
                    let document = try InterfaceBuilderDocument(data: data)
                    _ = InterfaceBuilderDecoder(document: document, bundle: nil, owner: nil).instantiateTopLevelObjects()
                    loads += 1
                } catch {
                    errors += 1
                }
            }
        }
        #expect(errors + loads == Self.iterations)
        #expect(errors > Self.iterations / 10 && loads > Self.iterations / 10)
    }

    /// Storyboards with static table sections, split view controllers and storyboard references, mutated as the
    /// xibs are, read and every scene's controller and view made.
    @Test func mutatedStoryboardsGiveAnErrorOrControllersNeverACrash() {
        NibFixtures.allowTestModuleClasses()
        let sources = [StaticTableTests.storyboard, StoryboardSplitViewTests.storyboard, StoryboardReferenceTests.main].map { Array($0.utf8) }
        let ids = sources.map { source in
            String(decoding: source, as: UTF8.self).components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        }
        var random = Generator(state: 34)
        var (errors, loads) = (0, 0)
        _ = UIKitLogObservers.capture {
            for iteration in 0..<Self.iterations {
                let which = iteration % sources.count
                do {
                    let document = try InterfaceBuilderDocument(data: Data(mutate(sources[which], ids: ids[which], using: &random)))
                    decodeEveryScene(of: document)
                    loads += 1
                } catch {
                    errors += 1
                }
            }
        }
        #expect(errors + loads == Self.iterations)
        #expect(errors > Self.iterations / 10 && loads > Self.iterations / 10)
    }

    /// Compiled nibs in both encodings, with bytes flipped, 32-bit words overwritten (counts, offsets and
    /// references among them) and the end cut off.
    @Test(arguments: [CompiledNibFixture.Encoding.nibArchive, .keyedArchive])
    func mutatedCompiledNibsGiveAnErrorOrObjectsNeverACrash(_ encoding: CompiledNibFixture.Encoding) {
        let source = Array(CompiledNibFixture.panel().data(encoding))
        var random = Generator(state: 6)
        var (errors, loads) = (0, 0)
        _ = UIKitLogObservers.capture {
            for _ in 0..<Self.iterations {
                var bytes = source
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    for _ in 0..<Int.random(in: 1...4, using: &random) {
                        bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                    }
                case 1:
                    let at = Int.random(in: 0..<(bytes.count - 4), using: &random)
                    let word = [0, 1, 0x7F, 0xFFFF, UInt32.max, UInt32.random(in: 0...UInt32.max, using: &random)].randomElement(using: &random)!
                    bytes.replaceSubrange(at..<(at + 4), with: withUnsafeBytes(of: word.littleEndian, Array.init))
                default:
                    bytes.removeLast(Int.random(in: 1..<bytes.count, using: &random))
                }
                do {
                    let document = try InterfaceBuilderDocument(data: Data(bytes))
                    _ = InterfaceBuilderDecoder(document: document, bundle: nil, owner: nil).instantiateTopLevelObjects()
                    loads += 1
                } catch {
                    errors += 1
                }
            }
        }
        #expect(errors + loads == Self.iterations)
        #expect(errors > Self.iterations / 10 && loads > 0)
    }

    /// Compiled storyboards: one file of the fixture with containers (its Info.plist or one of its eleven nibs)
    /// with bytes flipped or the end cut off, read and every scene's controller and view made.
    @Test func mutatedCompiledStoryboardsGiveAnErrorOrControllersNeverACrash() {
        let files = CompiledStoryboardFixture.containers(.nibArchive).files
        let names = files.keys.sorted()
        var random = Generator(state: 33)
        var (errors, loads) = (0, 0)
        _ = UIKitLogObservers.capture {
            for iteration in 0..<Self.iterations {
                var mutated = files
                let name = names[iteration % names.count]
                var bytes = Array(files[name] ?? Data())
                if Bool.random(using: &random) {
                    for _ in 0..<Int.random(in: 1...4, using: &random) {
                        bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                    }
                } else {
                    bytes.removeLast(Int.random(in: 1..<bytes.count, using: &random))
                }
                mutated[name] = Data(bytes)
                do {
                    let root = try CompiledStoryboard.root(info: mutated["Info.plist"] ?? Data()) { nib throws(InterfaceBuilderError) in
                        guard let data = mutated["\(nib).nib"] else { throw InterfaceBuilderError(.notFound, nib) }
                        return data
                    }
                    let document = try InterfaceBuilderDocument(root: root)
                    decodeEveryScene(of: document)
                    loads += 1
                } catch {
                    errors += 1
                }
            }
        }
        #expect(errors + loads == Self.iterations)
        #expect(errors > Self.iterations / 10 && loads > 0)
    }
}
