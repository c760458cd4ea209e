// Package-visible access for the ImageIO encoders, which must read any CGImage Vellum can hold.

extension CGImage {
    /// Calls `body` with the image's pixels in cairo's layout: one 32-bit word per pixel,
    /// `a << 24 | r << 16 | g << 8 | b`, colour premultiplied by alpha, rows `bytesPerRow` apart.
    /// The pointer is valid only during the call.
    package func withPremultipliedARGB32<Result>(
        _ body: (_ pixels: UnsafeRawPointer, _ bytesPerRow: Int) throws -> Result
    ) rethrows -> Result {
        let converted = surface
        converted.flush()
        return try withExtendedLifetime(converted) {
            try body(UnsafeRawPointer(converted.data), converted.stride)
        }
    }
}
