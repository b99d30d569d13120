// Whether the test runs under AddressSanitizer (the sanitizer stage of scripts/test): g++ says so
// by __SANITIZE_ADDRESS__, clang++ by __has_feature. Tests that play many hands or search many
// positions look at fewer there: a memory error shows in a few, and the release stage, which
// runs every test, looks at them all.
#pragma once

namespace schnapsen::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderSanitizer = true;
#else
inline constexpr bool kUnderSanitizer = false;
#endif
#else
inline constexpr bool kUnderSanitizer = false;
#endif

}  // namespace schnapsen::test
