#ifndef PIXSCOUT_CDIGEST_H
#define PIXSCOUT_CDIGEST_H

// SHA-1 and SHA-256 (FIPS 180-4), for a file's receipt in the ledger and Wikimedia Commons'
// lookup by SHA-1: small, with no library to load. Plain C types only.
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t state[8];
    uint64_t length;
    uint8_t block[64];
    size_t filled;
    /// 5 words for SHA-1, 8 for SHA-256.
    int words;
} PixscoutDigest;

void pixscout_sha1_start(PixscoutDigest *digest);
void pixscout_sha256_start(PixscoutDigest *digest);
void pixscout_digest_update(PixscoutDigest *digest, const void *bytes, size_t count);
/// Writes the digest (20 or 32 bytes) to `out`, which has room for 32.
void pixscout_digest_finish(PixscoutDigest *digest, uint8_t out[32]);

#endif
