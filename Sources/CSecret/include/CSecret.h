#ifndef PIXSCOUT_CSECRET_H
#define PIXSCOUT_CSECRET_H

// Pixscout's API key in the desktop's keyring, through libsecret, which is opened on first
// use (SecretLoader.c). Plain C types only: on failure `*failure` holds a sentence to free
// with pixscout_secret_message_free.

/// The saved key, to free with pixscout_secret_password_free, or NULL when there is none.
char *pixscout_secret_lookup(const char *service, char **failure);
/// Nonzero when the keyring kept the key.
int pixscout_secret_store(const char *service, const char *label, const char *secret, char **failure);
void pixscout_secret_clear(const char *service, char **failure);
/// Wipes the key from memory as it frees it.
void pixscout_secret_password_free(char *password);
void pixscout_secret_message_free(char *message);

#endif
