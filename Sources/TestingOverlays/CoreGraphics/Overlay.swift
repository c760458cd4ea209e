// Swift Testing on Linux declares a cross-import overlay for CoreGraphics (Apple's, which adds attachments of
// images) but ships no such module, so any file importing both Testing and a module named CoreGraphics fails to
// compile. This empty module is that overlay: it makes `import Testing` beside `import CoreGraphics` work.
