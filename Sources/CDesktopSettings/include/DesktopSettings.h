#ifndef VELLUM_DESKTOP_SETTINGS_H
#define VELLUM_DESKTOP_SETTINGS_H

/// Told the desktop's new colour scheme (0 no preference, 1 dark, 2 light, other values as sent), on a thread of
/// its own.
typedef void (*vellum_color_scheme_changed)(unsigned int scheme, void *context);

/// Reads the freedesktop portal's `org.freedesktop.appearance` `color-scheme` over the session bus, waiting at
/// most `timeout_ms`, and, when `changed` is given, watches it on a thread of its own for the life of the process.
/// Returns the scheme, or -1 without waiting when there is no session bus (`DBUS_SESSION_BUS_ADDRESS` unset),
/// and -1 when the bus or the portal does not answer (then nothing is watched).
int vellum_color_scheme_watch(int timeout_ms, vellum_color_scheme_changed changed, void *context);

#endif
