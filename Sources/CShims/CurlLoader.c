// libcurl is opened on first use rather than linked: it and the 30-odd libraries it needs
// (OpenSSL, nghttp2, LDAP, Kerberos…) took a fifth of the time to the first window, which
// never needs the network. These definitions stand in for libcurl's functions and forward
// to the real ones; the first call, on whichever thread makes it, opens the library.
#include "CShims.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static struct {
    CURLcode (*global_init)(long);
    char *(*version)(void);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    const char *(*easy_strerror)(CURLcode);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
    const char *(*multi_strerror)(CURLMcode);
    CURLMcode (*multi_wakeup)(CURLM *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} libcurl;

static pthread_once_t libcurl_once = PTHREAD_ONCE_INIT;

static void *libcurl_symbol(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL) {
        fprintf(stderr, "pixscout: the libcurl installed has no %s; Pixscout needs libcurl 7.68 or later.\n", name);
        exit(EXIT_FAILURE);
    }
    return symbol;
}

static void libcurl_open(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "pixscout: libcurl could not be loaded (%s); install the libcurl4 package.\n", dlerror());
        exit(EXIT_FAILURE);
    }
#define LOAD(field, name) *(void **)&libcurl.field = libcurl_symbol(library, name)
    LOAD(global_init, "curl_global_init");
    LOAD(version, "curl_version");
    LOAD(easy_init, "curl_easy_init");
    LOAD(easy_cleanup, "curl_easy_cleanup");
    LOAD(easy_setopt, "curl_easy_setopt");
    LOAD(easy_getinfo, "curl_easy_getinfo");
    LOAD(easy_strerror, "curl_easy_strerror");
    LOAD(multi_init, "curl_multi_init");
    LOAD(multi_setopt, "curl_multi_setopt");
    LOAD(multi_add_handle, "curl_multi_add_handle");
    LOAD(multi_remove_handle, "curl_multi_remove_handle");
    LOAD(multi_cleanup, "curl_multi_cleanup");
    LOAD(multi_info_read, "curl_multi_info_read");
    LOAD(multi_perform, "curl_multi_perform");
    LOAD(multi_poll, "curl_multi_poll");
    LOAD(multi_strerror, "curl_multi_strerror");
    LOAD(multi_wakeup, "curl_multi_wakeup");
    LOAD(slist_append, "curl_slist_append");
    LOAD(slist_free_all, "curl_slist_free_all");
#undef LOAD
}

static inline void libcurl_ensure(void) {
    pthread_once(&libcurl_once, libcurl_open);
}

CURLcode curl_global_init(long flags) { libcurl_ensure(); return libcurl.global_init(flags); }
char *curl_version(void) { libcurl_ensure(); return libcurl.version(); }
CURL *curl_easy_init(void) { libcurl_ensure(); return libcurl.easy_init(); }
void curl_easy_cleanup(CURL *handle) { libcurl_ensure(); libcurl.easy_cleanup(handle); }
const char *curl_easy_strerror(CURLcode code) { libcurl_ensure(); return libcurl.easy_strerror(code); }
CURLM *curl_multi_init(void) { libcurl_ensure(); return libcurl.multi_init(); }
CURLMcode curl_multi_add_handle(CURLM *multi, CURL *easy) { libcurl_ensure(); return libcurl.multi_add_handle(multi, easy); }
CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *easy) { libcurl_ensure(); return libcurl.multi_remove_handle(multi, easy); }
CURLMcode curl_multi_cleanup(CURLM *multi) { libcurl_ensure(); return libcurl.multi_cleanup(multi); }
CURLMsg *curl_multi_info_read(CURLM *multi, int *left) { libcurl_ensure(); return libcurl.multi_info_read(multi, left); }
CURLMcode curl_multi_perform(CURLM *multi, int *running) { libcurl_ensure(); return libcurl.multi_perform(multi, running); }
CURLMcode curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout_ms, int *ready) {
    libcurl_ensure();
    return libcurl.multi_poll(multi, extra, count, timeout_ms, ready);
}
const char *curl_multi_strerror(CURLMcode code) { libcurl_ensure(); return libcurl.multi_strerror(code); }
CURLMcode curl_multi_wakeup(CURLM *multi) { libcurl_ensure(); return libcurl.multi_wakeup(multi); }
struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text) {
    libcurl_ensure();
    return libcurl.slist_append(list, text);
}
void curl_slist_free_all(struct curl_slist *list) { libcurl_ensure(); libcurl.slist_free_all(list); }

CURLcode shim_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    libcurl_ensure();
    return libcurl.easy_setopt(handle, option, value);
}

CURLcode shim_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    libcurl_ensure();
    return libcurl.easy_setopt(handle, option, value);
}

CURLcode shim_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    libcurl_ensure();
    return libcurl.easy_setopt(handle, option, value);
}

CURLcode shim_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    libcurl_ensure();
    return libcurl.easy_setopt(handle, option, value);
}

CURLcode shim_curl_easy_setopt_write_callback(CURL *handle, CURLoption option, curl_write_callback callback) {
    libcurl_ensure();
    return libcurl.easy_setopt(handle, option, callback);
}

CURLcode shim_curl_easy_setopt_xferinfo_callback(CURL *handle, curl_xferinfo_callback callback) {
    libcurl_ensure();
    return libcurl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

CURLcode shim_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    libcurl_ensure();
    return libcurl.easy_getinfo(handle, info, value);
}

CURLMcode shim_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    libcurl_ensure();
    return libcurl.multi_setopt(handle, option, value);
}
