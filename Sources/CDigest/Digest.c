// SHA-1 and SHA-256 as FIPS 180-4 gives them; checked against its examples by DigestTests.
#include "CDigest.h"
#include <string.h>

static const uint32_t sha256_rounds[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t rotate_right(uint32_t value, int count) { return (value >> count) | (value << (32 - count)); }

static uint32_t big_endian(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static void sha256_block(uint32_t *state, const uint8_t *block) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++) w[i] = big_endian(block + 4 * i);
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = rotate_right(w[i - 15], 7) ^ rotate_right(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = rotate_right(w[i - 2], 17) ^ rotate_right(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = h + (rotate_right(e, 6) ^ rotate_right(e, 11) ^ rotate_right(e, 25)) + ((e & f) ^ (~e & g))
            + sha256_rounds[i] + w[i];
        uint32_t t2 = (rotate_right(a, 2) ^ rotate_right(a, 13) ^ rotate_right(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        h = g; g = f; f = e; e = d + t1;
        d = c; c = b; b = a; a = t1 + t2;
    }
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
}

static void sha1_block(uint32_t *state, const uint8_t *block) {
    uint32_t w[80];
    for (int i = 0; i < 16; i++) w[i] = big_endian(block + 4 * i);
    for (int i = 16; i < 80; i++) w[i] = rotate_right(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 31);
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3], e = state[4];
    for (int i = 0; i < 80; i++) {
        uint32_t f, k;
        if (i < 20) { f = (b & c) | (~b & d); k = 0x5a827999; }
        else if (i < 40) { f = b ^ c ^ d; k = 0x6ed9eba1; }
        else if (i < 60) { f = (b & c) | (b & d) | (c & d); k = 0x8f1bbcdc; }
        else { f = b ^ c ^ d; k = 0xca62c1d6; }
        uint32_t t = rotate_right(a, 27) + f + e + k + w[i];
        e = d; d = c; c = rotate_right(b, 2); b = a; a = t;
    }
    state[0] += a; state[1] += b; state[2] += c; state[3] += d; state[4] += e;
}

static void block(PixscoutDigest *digest, const uint8_t *bytes) {
    if (digest->words == 5) sha1_block(digest->state, bytes); else sha256_block(digest->state, bytes);
}

void pixscout_sha1_start(PixscoutDigest *digest) {
    static const uint32_t start[5] = { 0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0 };
    memset(digest, 0, sizeof *digest);
    memcpy(digest->state, start, sizeof start);
    digest->words = 5;
}

void pixscout_sha256_start(PixscoutDigest *digest) {
    static const uint32_t start[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c,
        0x1f83d9ab, 0x5be0cd19 };
    memset(digest, 0, sizeof *digest);
    memcpy(digest->state, start, sizeof start);
    digest->words = 8;
}

void pixscout_digest_update(PixscoutDigest *digest, const void *bytes, size_t count) {
    const uint8_t *next = bytes;
    digest->length += count;
    if (digest->filled > 0) {
        size_t taken = count < 64 - digest->filled ? count : 64 - digest->filled;
        memcpy(digest->block + digest->filled, next, taken);
        digest->filled += taken;
        next += taken;
        count -= taken;
        if (digest->filled < 64) return;
        block(digest, digest->block);
        digest->filled = 0;
    }
    for (; count >= 64; next += 64, count -= 64) block(digest, next);
    memcpy(digest->block, next, count);
    digest->filled = count;
}

void pixscout_digest_finish(PixscoutDigest *digest, uint8_t out[32]) {
    uint64_t bits = digest->length * 8;
    uint8_t padding[72] = { 0x80 };
    size_t pad = (digest->filled < 56 ? 56 : 120) - digest->filled;
    for (int i = 0; i < 8; i++) padding[pad + i] = (uint8_t)(bits >> (56 - 8 * i));
    uint64_t length = digest->length;
    pixscout_digest_update(digest, padding, pad + 8);
    digest->length = length;
    for (int i = 0; i < digest->words; i++) {
        out[4 * i] = (uint8_t)(digest->state[i] >> 24);
        out[4 * i + 1] = (uint8_t)(digest->state[i] >> 16);
        out[4 * i + 2] = (uint8_t)(digest->state[i] >> 8);
        out[4 * i + 3] = (uint8_t)digest->state[i];
    }
}
