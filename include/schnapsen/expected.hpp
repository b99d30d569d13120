// A value or an error, for results that can fail on bad input (C++20 has no std::expected).
#pragma once

#include <utility>
#include <variant>

namespace schnapsen {

template <class E>
struct Unexpected {
  E error;
};
template <class E>
Unexpected<E> unexpected(E e) {
  return {std::move(e)};
}

template <class T, class E>
class Expected {
 public:
  Expected(T value) : v_(std::in_place_index<0>, std::move(value)) {}            // NOLINT
  Expected(Unexpected<E> u) : v_(std::in_place_index<1>, std::move(u.error)) {}  // NOLINT

  bool has_value() const { return v_.index() == 0; }
  explicit operator bool() const { return has_value(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const E& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, E> v_;
};

}  // namespace schnapsen
