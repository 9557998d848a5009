// libsecret is opened when the keyring is first used, after the window is on screen, rather
// than linked: loading it and libgcrypt at start-up delayed the first window. The schema's
// layout is libsecret's own (secret-schema.h), stable since libsecret 0.7.
#include "CSecret.h"
#include <dlfcn.h>
#include <glib.h>
#include <pthread.h>

typedef struct {
    const gchar *name;
    int type;
} SecretSchemaAttribute;

typedef struct {
    const gchar *name;
    int flags;
    SecretSchemaAttribute attributes[32];
    gint reserved;
    gpointer reserved1, reserved2, reserved3, reserved4, reserved5, reserved6, reserved7;
} SecretSchema;

static const SecretSchema api_key_schema = {
    "io.github.pixscout.Pixscout.APIKey", 0, { { "service", 0 }, { NULL, 0 } },
};

static struct {
    gboolean loaded;
    gchar *(*lookup)(const SecretSchema *, GHashTable *, void *, GError **);
    gboolean (*store)(const SecretSchema *, GHashTable *, const gchar *, const gchar *, const gchar *, void *, GError **);
    gboolean (*clear)(const SecretSchema *, GHashTable *, void *, GError **);
    void (*password_free)(gchar *);
} libsecret;

static pthread_once_t libsecret_once = PTHREAD_ONCE_INIT;

static void libsecret_open(void) {
    void *library = dlopen("libsecret-1.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    *(void **)&libsecret.lookup = dlsym(library, "secret_password_lookupv_sync");
    *(void **)&libsecret.store = dlsym(library, "secret_password_storev_sync");
    *(void **)&libsecret.clear = dlsym(library, "secret_password_clearv_sync");
    *(void **)&libsecret.password_free = dlsym(library, "secret_password_free");
    libsecret.loaded = libsecret.lookup && libsecret.store && libsecret.clear && libsecret.password_free;
}

/// Whether libsecret is there; when not, `*failure` says so.
static gboolean libsecret_ready(char **failure) {
    pthread_once(&libsecret_once, libsecret_open);
    if (!libsecret.loaded) *failure = g_strdup("libsecret is not installed");
    return libsecret.loaded;
}

static GHashTable *attributes_for(const char *service) {
    GHashTable *attributes = g_hash_table_new(g_str_hash, g_str_equal);
    g_hash_table_insert(attributes, (gpointer)"service", (gpointer)service);
    return attributes;
}

static void take_message(GError *error, char **failure) {
    if (error == NULL) return;
    *failure = g_strdup(error->message);
    g_error_free(error);
}

char *pixscout_secret_lookup(const char *service, char **failure) {
    if (!libsecret_ready(failure)) return NULL;
    GHashTable *attributes = attributes_for(service);
    GError *error = NULL;
    char *password = libsecret.lookup(&api_key_schema, attributes, NULL, &error);
    g_hash_table_unref(attributes);
    take_message(error, failure);
    return password;
}

int pixscout_secret_store(const char *service, const char *label, const char *secret, char **failure) {
    if (!libsecret_ready(failure)) return 0;
    GHashTable *attributes = attributes_for(service);
    GError *error = NULL;
    gboolean stored = libsecret.store(&api_key_schema, attributes, "default", label, secret, NULL, &error);
    g_hash_table_unref(attributes);
    take_message(error, failure);
    return stored;
}

void pixscout_secret_clear(const char *service, char **failure) {
    if (!libsecret_ready(failure)) return;
    GHashTable *attributes = attributes_for(service);
    GError *error = NULL;
    libsecret.clear(&api_key_schema, attributes, NULL, &error);
    g_hash_table_unref(attributes);
    take_message(error, failure);
}

void pixscout_secret_password_free(char *password) {
    if (password != NULL && libsecret.password_free != NULL) libsecret.password_free(password);
}

void pixscout_secret_message_free(char *message) {
    g_free(message);
}
