/// A source of bytes for an image.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?

    /// A provider of `data`'s bytes; never `nil` in Vellum, failable as in Apple's API.
    public convenience init?(data: Data) { self.init(bytes: data) }

    /// A provider of `bytes`: what Vellum's own modules use.
    package init(bytes: Data) { data = bytes }

    /// A provider of the bytes of the file at `url`, or `nil` when it cannot be read.
    public convenience init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        self.init(bytes: contents)
    }

    /// A provider of `size` bytes at `data`, copied now; `releaseData` is called at once, as the copy
    /// no longer needs the caller's memory.
    public convenience init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                             releaseData: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void) {
        guard size >= 0 else { return nil }
        self.init(bytes: Data(bytes: data, count: size))
        releaseData(info, data, size)
    }
}

/// A destination for bytes: a file or a mutable data object.
public final class CGDataConsumer: @unchecked Sendable {
    // @unchecked: NSMutableData is not Sendable; as on Apple, only the context a consumer is handed to writes it.

    enum Destination {
        case data(NSMutableData)
        case file(FileHandle)
    }

    let destination: Destination

    /// A consumer that appends to `data`; never `nil` in Vellum, failable as in Apple's API.
    public convenience init?(data: NSMutableData) { self.init(appendingTo: data) }

    /// A consumer that appends to `data`: what Vellum's own modules use.
    package init(appendingTo data: NSMutableData) { destination = .data(data) }

    /// A consumer that writes the file at `url`, replacing it; `nil` when it cannot be created.
    public init?(url: URL) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: url)
        else { return nil }
        destination = .file(handle)
    }

    /// Appends `bytes`; `false` when the destination refused them.
    @discardableResult
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        switch destination {
        case .data(let data):
            if let base = bytes.baseAddress { data.append(base, length: bytes.count) }
            return true
        case .file(let handle):
            do { try handle.write(contentsOf: bytes); return true } catch { return false }
        }
    }

    deinit {
        if case .file(let handle) = destination { try? handle.close() }
    }
}
