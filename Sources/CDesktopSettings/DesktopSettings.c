// The desktop's settings through the freedesktop portal, with GIO's GDBus. In C: GVariant's varargs and
// GDBus's callbacks are awkward from Swift, and only plain C types cross the header.
#include "DesktopSettings.h"

#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

static const char *const portal_name = "org.freedesktop.portal.Desktop";
static const char *const portal_path = "/org/freedesktop/portal/desktop";
static const char *const settings_interface = "org.freedesktop.portal.Settings";
static const char *const appearance = "org.freedesktop.appearance";
static const char *const color_scheme = "color-scheme";

struct watch {
    GDBusConnection *connection;
    vellum_color_scheme_changed changed;
    void *context;
};

/// The number in a setting's value; portals wrap it in one variant more than the documentation shows.
static int scheme_of(GVariant *value) {
    GVariant *inner = g_variant_ref(value);
    while (g_variant_is_of_type(inner, G_VARIANT_TYPE_VARIANT)) {
        GVariant *next = g_variant_get_variant(inner);
        g_variant_unref(inner);
        inner = next;
    }
    int scheme = g_variant_is_of_type(inner, G_VARIANT_TYPE_UINT32) ? (int)g_variant_get_uint32(inner) : -1;
    g_variant_unref(inner);
    return scheme;
}

static void setting_changed(GDBusConnection *connection, const gchar *sender, const gchar *path,
                            const gchar *interface, const gchar *signal, GVariant *parameters, gpointer data) {
    (void)connection, (void)sender, (void)path, (void)interface, (void)signal;
    struct watch *watch = data;
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)"))) return;
    const gchar *namespace, *key;
    GVariant *value;
    g_variant_get(parameters, "(&s&sv)", &namespace, &key, &value);
    if (strcmp(namespace, appearance) == 0 && strcmp(key, color_scheme) == 0) {
        int scheme = scheme_of(value);
        if (scheme >= 0) watch->changed((unsigned int)scheme, watch->context);
    }
    g_variant_unref(value);
}

/// Subscribes from a main context of the thread's own, which delivers the signals, and runs it.
static gpointer run_watch(gpointer data) {
    struct watch *watch = data;
    GMainContext *context = g_main_context_new();
    g_main_context_push_thread_default(context);
    g_dbus_connection_signal_subscribe(watch->connection, portal_name, settings_interface, "SettingChanged",
                                       portal_path, appearance, G_DBUS_SIGNAL_FLAGS_NONE, setting_changed, watch, NULL);
    GMainLoop *loop = g_main_loop_new(context, FALSE);
    g_main_loop_run(loop);
    return NULL;
}

int vellum_color_scheme_watch(int timeout_ms, vellum_color_scheme_changed changed, void *context) {
    // Without an address GIO would try to autolaunch a bus (through X11), which can wait.
    const char *address = getenv("DBUS_SESSION_BUS_ADDRESS");
    if (address == NULL || address[0] == '\0') return -1;
    GError *error = NULL;
    GDBusConnection *connection = g_dbus_connection_new_for_address_sync(
        address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
        NULL, NULL, &error);
    if (connection == NULL) {
        g_clear_error(&error);
        return -1;
    }
    GVariant *reply = g_dbus_connection_call_sync(connection, portal_name, portal_path, settings_interface, "Read",
                                                  g_variant_new("(ss)", appearance, color_scheme),
                                                  G_VARIANT_TYPE("(v)"), G_DBUS_CALL_FLAGS_NONE, timeout_ms, NULL, &error);
    if (reply == NULL) {
        g_clear_error(&error);
        g_object_unref(connection);
        return -1;
    }
    GVariant *value = g_variant_get_child_value(reply, 0);
    int scheme = scheme_of(value);
    g_variant_unref(value);
    g_variant_unref(reply);
    if (changed == NULL) {
        g_object_unref(connection);
        return scheme;
    }
    struct watch *watch = g_new0(struct watch, 1);
    watch->connection = connection;
    watch->changed = changed;
    watch->context = context;
    g_thread_unref(g_thread_new("vellum-desktop-settings", run_watch, watch));
    return scheme;
}
