// CRsvg is librsvg's headers: a C target so that its include folder, where `librsvg` and `gdk-pixbuf` link to
// the system's headers, is on the search path of everything that imports it (librsvg's pkg-config file asks for
// -pthread, which SwiftPM refuses with a warning). SwiftPM builds a C target from at least one source file; this
// is it.
