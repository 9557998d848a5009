#ifndef PIXSCOUT_CSECRET_H
#define PIXSCOUT_CSECRET_H

// libsecret's password calls take their attributes as C varargs, which Swift cannot pass:
// these wrappers fix Pixscout's one schema and its one attribute.
#include <libsecret/secret.h>

static inline const SecretSchema *pixscout_api_key_schema(void) {
    static const SecretSchema schema = {
        "io.github.pixscout.Pixscout.APIKey", SECRET_SCHEMA_NONE,
        { { "service", SECRET_SCHEMA_ATTRIBUTE_STRING }, { NULL, 0 } },
    };
    return &schema;
}

static inline gchar *pixscout_secret_lookup(const gchar *service, GError **error) {
    return secret_password_lookup_sync(pixscout_api_key_schema(), NULL, error, "service", service, NULL);
}

static inline gboolean pixscout_secret_store(const gchar *service, const gchar *label, const gchar *secret, GError **error) {
    return secret_password_store_sync(pixscout_api_key_schema(), SECRET_COLLECTION_DEFAULT, label, secret, NULL, error,
                                      "service", service, NULL);
}

static inline gboolean pixscout_secret_clear(const gchar *service, GError **error) {
    return secret_password_clear_sync(pixscout_api_key_schema(), NULL, error, "service", service, NULL);
}

#endif
