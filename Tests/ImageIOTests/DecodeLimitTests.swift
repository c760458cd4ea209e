import Foundation
import ImageFixtures
@testable import ImageIO
import Testing

// The hostile files of issue 22, built in code. Costs are read from the decoders' own byte counts
// (`DecodeReport.peakBytes`: every allocation libpng, libjpeg and the reducer make), never from the clock.

@Test(arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "sPLT", "eXIf", "pCAL", "abCd"])
func metadataChunksDeclaringGigabytesAreSkippedUnread(type: String) throws {
    // 56 bytes whose chunk declares 2³¹ − 1: libpng used to allocate and clear that much before reading it.
    let png = PNGFile.declaringChunk(type)
    #expect(png.count == 56)
    let (header, report) = ImageHeader.read(png, format: .png)
    #expect(header == nil && report.failure == "the data is corrupt or truncated")
    #expect(report.peakBytes < 16 * 1024)
    let source = try #require(CGImageSourceCreateWithData(png, nil))
    #expect(CGImageSourceGetStatus(source) == .statusInvalidData)
}

@Test func metadataChunksStillDecodeAroundTheImage() throws {
    // A real 100 KB text chunk and a pHYs chunk: the text is skipped, the resolution still read.
    let text = PNGFile.chunk("tEXt", Array("Comment\0".utf8) + [UInt8](repeating: 65, count: 100_000))
    let phys = PNGFile.chunk("pHYs", PNGFile.be32(3780) + PNGFile.be32(3780) + [1])
    let png = PNGFile.make(width: 2, height: 1, depth: 8, colorType: 0, rows: [[9, 200]], extraChunks: [text, phys])
    let (header, report) = ImageHeader.read(png, format: .png)
    #expect(header?.width == 2 && header?.densityUnit == 1)
    #expect(report.peakBytes < 64 * 1024)
    #expect(packedBytes(try #require(decode(png))) == [9, 200])
}

@Test func aTinyJPEGDeclaringAHundredMegapixelsDecodesSmallCheaply() throws {
    let jpeg = JPEGFile.gray(width: 10_000, height: 10_000)
    #expect(jpeg.count < 200)
    // The thumbnail: libjpeg's DCT scaled to 1/8 (1250 × 1250), then averaged to 100 × 100, a row at a time.
    let reduced = ImageCodec.decode(jpeg, format: .jpeg, limits: DecodeLimits(), width: 100, height: 100)
    let image = try #require(reduced.image)
    #expect(image.width == 100 && image.height == 100)
    #expect(Set(packedBytes(image)) == [128])
    #expect(reduced.report.peakBytes < 512 * 1024)
    // Whole, it needs its 100 MB of gray; under a 50 MB budget it fails before allocating them.
    var limits = DecodeLimits()
    limits.maximumBytes = 50 << 20
    let whole = ImageCodec.decode(jpeg, format: .jpeg, limits: limits)
    #expect(whole.image == nil && whole.report.failure == "decoding it needs more memory than the budget allows")
    #expect(whole.report.peakBytes < 1 << 20)
}

@Test func aPNGOfZerosDecodesSmallWithoutHoldingTheImage() throws {
    // The hostile file is 10,000 × 10,000 (2.5 MB, 400 MB decoded); this one is 2048 × 2048 (16 MB decoded).
    let png = PNGFile.zeros(width: 2048, height: 2048)
    #expect(png.count < 110_000)
    let reduced = ImageCodec.decode(png, format: .png, limits: DecodeLimits(), width: 64, height: 64)
    let image = try #require(reduced.image)
    #expect(image.width == 64 && image.height == 64 && image.alphaInfo == .last)
    #expect(Set(packedBytes(image)) == [0])
    // One row of the source (8 KB), one row of sums, the column map, the output, and libpng's own state.
    #expect(reduced.report.peakBytes < 128 * 1024)
    let whole = ImageCodec.decode(png, format: .png, limits: DecodeLimits())
    #expect(whole.image?.width == 2048 && whole.report.peakBytes >= 2048 * 2048 * 4)
    var limits = DecodeLimits()
    limits.maximumBytes = 8 << 20
    let refused = ImageCodec.decode(png, format: .png, limits: limits)
    #expect(refused.image == nil && refused.report.failure == "decoding it needs more memory than the budget allows")
    #expect(refused.report.peakBytes <= 8 << 20)
}

@Test func progressiveScansAreCounted() throws {
    // 64 × 64 is 64 blocks: 200 scans are 12,800 block visits, well within the free million.
    let many = JPEGFile.gray(width: 64, height: 64, progressive: true, scans: 200)
    let decoded = ImageCodec.decode(many, format: .jpeg, limits: DecodeLimits())
    #expect(decoded.image != nil && decoded.report.scans == 200 && decoded.report.blocksVisited == 200 * 64)
    #expect(Set(packedBytes(try #require(decoded.image))) == [128])
    // Past 256 scans the decode stops at the 257th.
    let tooMany = JPEGFile.gray(width: 64, height: 64, progressive: true, scans: 300)
    let refused = ImageCodec.decode(tooMany, format: .jpeg, limits: DecodeLimits())
    #expect(refused.image == nil && refused.report.scans == 257)
    #expect(refused.report.failure == "it has more scans than the budget allows")
    // Through the API: nil, and the reason logged.
    let source = try #require(CGImageSourceCreateWithData(tooMany, nil))
    let messages = ImageIOLog.capture { #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil) }
    #expect(messages.contains("CGImageSourceCreateImageAtIndex: image 0 (64 × 64 pixels, public.jpeg) not decoded: "
                              + "it has more scans than the budget allows."))
}

@Test func progressiveScansAreBudgetedInPassesOverTheImage() throws {
    // 2560 × 2560 is 102,400 blocks: 16 passes allow 1,638,400 visits, so the 17th scan breaks the budget,
    // for a thumbnail as for the whole image.
    let jpeg = JPEGFile.gray(width: 2560, height: 2560, progressive: true, scans: 40)
    let refused = ImageCodec.decode(jpeg, format: .jpeg, limits: DecodeLimits(), width: 64, height: 64)
    #expect(refused.image == nil && refused.report.scans == 17)
    #expect(refused.report.blocksVisited == 17 * 102_400)
    #expect(refused.report.failure == "its scans do more work than the budget allows")
    // The coefficients of a progressive file are held whole (2 bytes a sample), whatever size it is decoded at.
    #expect(refused.report.peakBytes >= 2560 * 2560 * 2)
    let fewer = JPEGFile.gray(width: 2560, height: 2560, progressive: true, scans: 16)
    let decoded = ImageCodec.decode(fewer, format: .jpeg, limits: DecodeLimits(), width: 64, height: 64)
    #expect(decoded.image?.width == 64 && decoded.report.blocksVisited == 16 * 102_400)
}

@Test func progressiveCoefficientsAreChargedBeforeTheyAreAllocated() throws {
    let jpeg = JPEGFile.gray(width: 2048, height: 2048, progressive: true, scans: 2)
    var limits = DecodeLimits()
    limits.maximumBytes = 4 << 20
    // 8 MB of coefficients: refused when requested, so the decode never holds them.
    let refused = ImageCodec.decode(jpeg, format: .jpeg, limits: limits, width: 32, height: 32)
    #expect(refused.image == nil && refused.report.failure == "decoding it needs more memory than the budget allows")
    #expect(refused.report.peakBytes < 1 << 20)
    limits.maximumBytes = 16 << 20
    #expect(ImageCodec.decode(jpeg, format: .jpeg, limits: limits, width: 32, height: 32).image?.width == 32)
}
