// CPoppler is poppler-glib's headers, for the PDF vectors of asset catalogs: a C target so that its include
// folder, where `poppler` links to the system's headers, is on the search path of everything that imports it
// (as CRsvg does for librsvg). SwiftPM builds a C target from at least one source file; this is it.
