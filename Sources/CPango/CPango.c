// CPango is Pango's headers: a C target so that its include folder, where `pango` links to the system's
// Pango headers, is on the search path of everything that imports it. SwiftPM builds a C target from at least
// one source file; this is it.
