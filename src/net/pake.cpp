// SPAKE2 over P-256 and the code's stretching by scrypt (pake.hpp), on OpenSSL's libcrypto.
#include "schnapsen/net/pake.hpp"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/kdf.h>
#include <openssl/obj_mac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>

#include <stdexcept>

namespace schnapsen::net {
namespace {

// RFC 9382 section 6: the fixed points M and N for P-256 (nobody knows their discrete logarithms).
constexpr std::string_view kM =
    "02886e2f97ace46e55ba9dd7242579f2993b64e16ef3dcab95afd497333d8fa12f";
constexpr std::string_view kN =
    "03d8bbd6c639c62937b04d997f38c3770719c629d7014d49a24b4f98baa1292b49";
constexpr std::size_t kStretchBytes = 40;  // 64 bits more than the order: w's bias is negligible

[[noreturn]] void crypto_failed(const char* what) {
  throw std::runtime_error(std::string("OpenSSL failed: ") + what);
}

struct BnCtx {
  BN_CTX* ctx = BN_CTX_secure_new();
  BnCtx() {
    if (!ctx) crypto_failed("BN_CTX_secure_new");
  }
  ~BnCtx() { BN_CTX_free(ctx); }
  BnCtx(const BnCtx&) = delete;
  BnCtx& operator=(const BnCtx&) = delete;
};

struct Bn {
  BIGNUM* n = BN_secure_new();
  Bn() {
    if (!n) crypto_failed("BN_secure_new");
    BN_set_flags(n, BN_FLG_CONSTTIME);
  }
  ~Bn() { BN_clear_free(n); }
  Bn(const Bn&) = delete;
  Bn& operator=(const Bn&) = delete;
};

struct Point {
  EC_POINT* p;
  explicit Point(const EC_GROUP* group) : p(EC_POINT_new(group)) {
    if (!p) crypto_failed("EC_POINT_new");
  }
  ~Point() { EC_POINT_clear_free(p); }
  Point(const Point&) = delete;
  Point& operator=(const Point&) = delete;
};

const EC_GROUP* p256() {
  static EC_GROUP* group = [] {
    EC_GROUP* g = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1);
    if (!g) crypto_failed("EC_GROUP_new_by_curve_name(P-256)");
    return g;
  }();
  return group;
}

std::vector<std::uint8_t> hex_bytes(std::string_view hex) {
  std::vector<std::uint8_t> out(hex.size() / 2);
  if (!from_hex(hex, out.data(), out.size())) crypto_failed("a constant point");
  return out;
}

void decode_point(const EC_GROUP* group, EC_POINT* into, const std::uint8_t* data, std::size_t size,
                  BN_CTX* ctx) {
  if (EC_POINT_oct2point(group, into, data, size, ctx) != 1) crypto_failed("EC_POINT_oct2point");
}

void encode_point(const EC_GROUP* group, const EC_POINT* point, Share& out, BN_CTX* ctx) {
  if (EC_POINT_point2oct(group, point, POINT_CONVERSION_UNCOMPRESSED, out.data(), out.size(),
                         ctx) != out.size())
    crypto_failed("EC_POINT_point2oct");
}

void scalar_to_bn(const Scalar& s, BIGNUM* bn) {
  if (!BN_bin2bn(s.data(), static_cast<int>(s.size()), bn)) crypto_failed("BN_bin2bn");
}

Scalar bn_to_scalar(const BIGNUM* bn) {
  Scalar s{};
  if (BN_bn2binpad(bn, s.data(), static_cast<int>(s.size())) != static_cast<int>(s.size()))
    crypto_failed("BN_bn2binpad");
  return s;
}

// r = k * q, one secret scalar at a time (OpenSSL's constant-time ladder; q null: the generator).
void multiply(const EC_GROUP* group, EC_POINT* r, const EC_POINT* q, const BIGNUM* k, BN_CTX* ctx) {
  const int ok = q ? EC_POINT_mul(group, r, nullptr, q, k, ctx)
                   : EC_POINT_mul(group, r, k, nullptr, nullptr, ctx);
  if (ok != 1) crypto_failed("EC_POINT_mul");
}

// The transcript's fields, each after its length as 8 little-endian bytes (RFC 9382 section 4).
void append_field(std::vector<std::uint8_t>& tt, const std::uint8_t* data, std::size_t size) {
  for (int i = 0; i < 8; ++i) tt.push_back(static_cast<std::uint8_t>((size >> (8 * i)) & 0xff));
  tt.insert(tt.end(), data, data + size);
}
void append_field(std::vector<std::uint8_t>& tt, std::string_view text) {
  append_field(tt, reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
}

Mac hmac_sha256(const Key16& key, const std::vector<std::uint8_t>& message) {
  Mac mac{};
  unsigned int size = 0;
  if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), message.data(), message.size(),
            mac.data(), &size) ||
      size != mac.size())
    crypto_failed("HMAC-SHA256");
  return mac;
}

}  // namespace

void hkdf_sha256(const std::uint8_t* key, std::size_t key_size, std::string_view info,
                 std::uint8_t* out, std::size_t out_size) {
  EVP_KDF* kdf = EVP_KDF_fetch(nullptr, "HKDF", nullptr);
  if (!kdf) crypto_failed("EVP_KDF_fetch(HKDF)");
  EVP_KDF_CTX* ctx = EVP_KDF_CTX_new(kdf);
  EVP_KDF_free(kdf);
  if (!ctx) crypto_failed("EVP_KDF_CTX_new");
  char digest[] = "SHA256";
  const OSSL_PARAM params[] = {
      OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, digest, 0),
      OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, const_cast<std::uint8_t*>(key),
                                        key_size),
      OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, const_cast<char*>(info.data()),
                                        info.size()),
      OSSL_PARAM_construct_end()};
  const int ok = EVP_KDF_derive(ctx, out, out_size, params);
  EVP_KDF_CTX_free(ctx);
  if (ok != 1) crypto_failed("HKDF");
}

bool from_hex(std::string_view hex, std::uint8_t* out, std::size_t size) {
  if (hex.size() != 2 * size) return false;
  const auto value = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
  };
  for (std::size_t i = 0; i < size; ++i) {
    const int hi = value(hex[2 * i]);
    const int lo = value(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return false;
    out[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  return true;
}

Salt new_salt() {
  Salt salt{};
  if (RAND_bytes(salt.data(), static_cast<int>(salt.size())) != 1)
    throw std::runtime_error("the system's random source failed (OpenSSL RAND_bytes)");
  return salt;
}

Scalar password_scalar(const JoinCode& code, const Salt& salt) {
  std::array<std::uint8_t, kStretchBytes> stretched{};
  const std::uint64_t memory = 128 * kScryptR * kScryptN * kScryptP;
  if (EVP_PBE_scrypt(code.text.data(), code.text.size(), salt.data(), salt.size(), kScryptN,
                     kScryptR, kScryptP, 2 * memory, stretched.data(), stretched.size()) != 1)
    crypto_failed("scrypt");
  BnCtx ctx;
  Bn w;
  if (!BN_bin2bn(stretched.data(), static_cast<int>(stretched.size()), w.n))
    crypto_failed("BN_bin2bn");
  OPENSSL_cleanse(stretched.data(), stretched.size());
  if (BN_nnmod(w.n, w.n, EC_GROUP_get0_order(p256()), ctx.ctx) != 1) crypto_failed("BN_nnmod");
  return bn_to_scalar(w.n);
}

struct Spake2::Impl {
  Role role = Role::A;
  Scalar w{};
  Scalar secret{};
  ~Impl() {
    OPENSSL_cleanse(w.data(), w.size());
    OPENSSL_cleanse(secret.data(), secret.size());
  }
};

Spake2::Spake2(Role role, const Scalar& w, const std::optional<Scalar>& secret)
    : impl_(std::make_unique<Impl>()) {
  impl_->role = role;
  impl_->w = w;
  const EC_GROUP* group = p256();
  BnCtx ctx;
  Bn x;
  if (secret) {
    scalar_to_bn(*secret, x.n);
  } else {
    do {
      if (BN_priv_rand_range(x.n, EC_GROUP_get0_order(group)) != 1)
        crypto_failed("BN_priv_rand_range");
    } while (BN_is_zero(x.n));
  }
  impl_->secret = bn_to_scalar(x.n);
  Bn wn;
  scalar_to_bn(w, wn.n);
  const std::vector<std::uint8_t> fixed = hex_bytes(role == Role::A ? kM : kN);
  Point mask(group);
  decode_point(group, mask.p, fixed.data(), fixed.size(), ctx.ctx);
  Point xp(group);
  multiply(group, xp.p, nullptr, x.n, ctx.ctx);  // x*P
  Point wm(group);
  multiply(group, wm.p, mask.p, wn.n, ctx.ctx);  // w*M (or w*N)
  Point share(group);
  if (EC_POINT_add(group, share.p, xp.p, wm.p, ctx.ctx) != 1) crypto_failed("EC_POINT_add");
  encode_point(group, share.p, share_, ctx.ctx);
}

Spake2::~Spake2() = default;

Expected<PakeKeys, std::string> Spake2::finish(const Share& peer, std::string_view id_a,
                                               std::string_view id_b, std::string_view aad) const {
  const EC_GROUP* group = p256();
  BnCtx ctx;
  Point theirs(group);
  if (peer[0] != 0x04 ||
      EC_POINT_oct2point(group, theirs.p, peer.data(), peer.size(), ctx.ctx) != 1 ||
      EC_POINT_is_at_infinity(group, theirs.p) == 1 ||
      EC_POINT_is_on_curve(group, theirs.p, ctx.ctx) != 1)
    return unexpected(std::string("the other side's share is not a point of the curve"));
  // K = h * secret * (their share - w * their mask); h is 1 for P-256.
  const std::vector<std::uint8_t> fixed = hex_bytes(impl_->role == Role::A ? kN : kM);
  Point mask(group);
  decode_point(group, mask.p, fixed.data(), fixed.size(), ctx.ctx);
  Bn wn;
  scalar_to_bn(impl_->w, wn.n);
  Point wm(group);
  multiply(group, wm.p, mask.p, wn.n, ctx.ctx);
  if (EC_POINT_invert(group, wm.p, ctx.ctx) != 1) crypto_failed("EC_POINT_invert");
  Point unmasked(group);
  if (EC_POINT_add(group, unmasked.p, theirs.p, wm.p, ctx.ctx) != 1) crypto_failed("EC_POINT_add");
  Bn secret;
  scalar_to_bn(impl_->secret, secret.n);
  Point k(group);
  multiply(group, k.p, unmasked.p, secret.n, ctx.ctx);
  if (EC_POINT_is_at_infinity(group, k.p) == 1) return unexpected(std::string(kShareMakesNoKey));
  Share k_bytes{};
  encode_point(group, k.p, k_bytes, ctx.ctx);

  const Share& pa = impl_->role == Role::A ? share_ : peer;
  const Share& pb = impl_->role == Role::A ? peer : share_;
  std::vector<std::uint8_t> tt;
  append_field(tt, id_a);
  append_field(tt, id_b);
  append_field(tt, pa.data(), pa.size());
  append_field(tt, pb.data(), pb.size());
  append_field(tt, k_bytes.data(), k_bytes.size());
  append_field(tt, impl_->w.data(), impl_->w.size());
  OPENSSL_cleanse(k_bytes.data(), k_bytes.size());

  std::array<std::uint8_t, SHA256_DIGEST_LENGTH> hash{};
  SHA256(tt.data(), tt.size(), hash.data());
  PakeKeys keys;
  std::copy(hash.begin(), hash.begin() + 16, keys.ke.begin());
  std::copy(hash.begin() + 16, hash.end(), keys.ka.begin());
  std::array<std::uint8_t, 32> confirmation{};
  hkdf_sha256(keys.ka.data(), keys.ka.size(), std::string("ConfirmationKeys") + std::string(aad),
              confirmation.data(), confirmation.size());
  std::copy(confirmation.begin(), confirmation.begin() + 16, keys.kc_a.begin());
  std::copy(confirmation.begin() + 16, confirmation.end(), keys.kc_b.begin());
  keys.confirm_a = hmac_sha256(keys.kc_a, tt);
  keys.confirm_b = hmac_sha256(keys.kc_b, tt);
  OPENSSL_cleanse(tt.data(), tt.size());
  OPENSSL_cleanse(hash.data(), hash.size());
  OPENSSL_cleanse(confirmation.data(), confirmation.size());
  return keys;
}

}  // namespace schnapsen::net
