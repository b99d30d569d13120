#include "schnapsen/json.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace schnapsen {

Json& Json::set(std::string key, Json value) {
  auto& obj = std::get<Object>(v_);
  for (auto& [k, v] : obj)
    if (k == key) return v = std::move(value);
  obj.emplace_back(std::move(key), std::move(value));
  return obj.back().second;
}

const Json* Json::get(std::string_view key) const {
  if (!is_object()) return nullptr;
  for (const auto& [k, v] : as_object())
    if (k == key) return &v;
  return nullptr;
}

bool operator==(const Json& a, const Json& b) {
  if (a.is_number() && b.is_number()) return a.as_double() == b.as_double();
  if (a.is_object() && b.is_object()) {  // key order does not matter
    const auto& ao = a.as_object();
    const auto& bo = b.as_object();
    if (ao.size() != bo.size()) return false;
    for (const auto& [k, v] : ao) {
      const Json* other = b.get(k);
      if (!other || !(*other == v)) return false;
    }
    return true;
  }
  return a.v_ == b.v_;
}

std::string json_quote(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string Json::dump(int indent) const {
  std::string out;
  dump_to(out, indent, 0);
  return out;
}

void Json::dump_to(std::string& out, int indent, int depth) const {
  const auto newline = [&](int d) {
    if (indent < 0) return;
    out += '\n';
    out.append(static_cast<std::size_t>(indent * d), ' ');
  };
  const char* sep = indent < 0 ? ", " : ",";
  switch (v_.index()) {
    case 0: out += "null"; break;
    case 1: out += as_bool() ? "true" : "false"; break;
    case 2: out += std::to_string(std::get<std::int64_t>(v_)); break;
    case 3: {  // shortest text that reads back as the same double
      char buf[32];
      const auto res = std::to_chars(buf, buf + sizeof buf, std::get<double>(v_));
      out.append(buf, res.ptr);
      break;
    }
    case 4: out += json_quote(as_string()); break;
    case 5: {
      const auto& a = as_array();
      out += '[';
      for (std::size_t i = 0; i < a.size(); ++i) {
        if (i) out += sep;
        newline(depth + 1);
        a[i].dump_to(out, indent, depth + 1);
      }
      if (!a.empty()) newline(depth);
      out += ']';
      break;
    }
    case 6: {
      const auto& o = as_object();
      out += '{';
      for (std::size_t i = 0; i < o.size(); ++i) {
        if (i) out += sep;
        newline(depth + 1);
        out += json_quote(o[i].first);
        out += ": ";
        o[i].second.dump_to(out, indent, depth + 1);
      }
      if (!o.empty()) newline(depth);
      out += '}';
      break;
    }
  }
}

namespace {

class Parser {
 public:
  explicit Parser(std::string_view t) : t_(t) {}

  Expected<Json, std::string> document() {
    Json v;
    if (!value(v, 0)) return unexpected(error_);
    skip_ws();
    if (i_ != t_.size()) return unexpected(where("unexpected text after the JSON value"));
    return v;
  }

 private:
  static constexpr int kMaxDepth = 64;

  std::string where(const std::string& msg) const {
    return msg + " at offset " + std::to_string(i_);
  }
  bool fail(const std::string& msg) {
    error_ = where(msg);
    return false;
  }
  void skip_ws() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r'))
      ++i_;
  }
  bool literal(std::string_view word) {
    if (t_.substr(i_, word.size()) != word) return false;
    i_ += word.size();
    return true;
  }

  bool value(Json& out, int depth) {
    if (depth > kMaxDepth) return fail("JSON nested too deeply");
    skip_ws();
    if (i_ >= t_.size()) return fail("unexpected end of JSON");
    const char c = t_[i_];
    if (c == '{') return object(out, depth);
    if (c == '[') return array(out, depth);
    if (c == '"') {
      std::string s;
      if (!string(s)) return false;
      out = Json(std::move(s));
      return true;
    }
    if (literal("null")) {
      out = Json();
      return true;
    }
    if (literal("true")) {
      out = Json(true);
      return true;
    }
    if (literal("false")) {
      out = Json(false);
      return true;
    }
    if (c == '-' || (c >= '0' && c <= '9')) return number(out);
    return fail("unexpected character in JSON");
  }

  bool number(Json& out) {
    const std::size_t start = i_;
    bool integral = true;
    // JSON's grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, so "01", "1." and
    // "1.e3" are refused as RFC 8259 says.
    auto digits = [this] {
      const std::size_t from = i_;
      while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') ++i_;
      return i_ - from;
    };
    if (t_[i_] == '-') ++i_;
    const std::size_t int_start = i_;
    const std::size_t int_digits = digits();
    if (int_digits == 0) return fail("bad number");
    if (int_digits > 1 && t_[int_start] == '0') return fail("bad number (leading zero)");
    if (i_ < t_.size() && t_[i_] == '.') {
      integral = false;
      ++i_;
      if (digits() == 0) return fail("bad number");
    }
    if (i_ < t_.size() && (t_[i_] == 'e' || t_[i_] == 'E')) {
      integral = false;
      ++i_;
      if (i_ < t_.size() && (t_[i_] == '+' || t_[i_] == '-')) ++i_;
      if (digits() == 0) return fail("bad number");
    }
    constexpr std::string_view kNumberChars = "0123456789.eE+-";
    if (i_ < t_.size() && kNumberChars.find(t_[i_]) != std::string_view::npos)
      return fail("bad number");
    const std::string text(t_.substr(start, i_ - start));
    char* end = nullptr;
    if (integral && text.size() < 19) {
      const long long v = std::strtoll(text.c_str(), &end, 10);
      if (end != text.c_str() + text.size() || text == "-") return fail("bad number");
      out = Json(static_cast<std::int64_t>(v));
      return true;
    }
    const double d = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(d)) return fail("bad number");
    out = Json(d);
    return true;
  }

  static void append_utf8(std::string& s, unsigned cp) {
    if (cp < 0x80) {
      s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      s += static_cast<char>(0xF0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  bool hex4(unsigned& cp) {
    if (i_ + 4 > t_.size()) return fail("bad \\u escape");
    cp = 0;
    for (int k = 0; k < 4; ++k) {
      const char h = t_[i_++];
      cp <<= 4;
      if (h >= '0' && h <= '9')
        cp |= static_cast<unsigned>(h - '0');
      else if (h >= 'a' && h <= 'f')
        cp |= static_cast<unsigned>(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F')
        cp |= static_cast<unsigned>(h - 'A' + 10);
      else
        return fail("bad \\u escape");
    }
    return true;
  }

  bool string(std::string& s) {
    ++i_;  // opening quote
    while (true) {
      if (i_ >= t_.size()) return fail("unterminated string");
      const char c = t_[i_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return fail("control character in string");
      if (c != '\\') {
        s += c;
        continue;
      }
      if (i_ >= t_.size()) return fail("unterminated string");
      const char e = t_[i_++];
      switch (e) {
        case '"': s += '"'; break;
        case '\\': s += '\\'; break;
        case '/': s += '/'; break;
        case 'b': s += '\b'; break;
        case 'f': s += '\f'; break;
        case 'n': s += '\n'; break;
        case 'r': s += '\r'; break;
        case 't': s += '\t'; break;
        case 'u': {
          unsigned cp = 0;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00 && t_.substr(i_, 2) == "\\u") {
            i_ += 2;
            unsigned lo = 0;
            if (!hex4(lo)) return false;
            if (lo >= 0xDC00 && lo < 0xE000) cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          }
          append_utf8(s, cp);
          break;
        }
        default: return fail("bad escape in string");
      }
    }
  }

  bool array(Json& out, int depth) {
    ++i_;
    Json::Array a;
    skip_ws();
    if (i_ < t_.size() && t_[i_] == ']') {
      ++i_;
      out = Json(std::move(a));
      return true;
    }
    while (true) {
      Json v;
      if (!value(v, depth + 1)) return false;
      a.push_back(std::move(v));
      skip_ws();
      if (i_ < t_.size() && t_[i_] == ',') {
        ++i_;
        continue;
      }
      if (i_ < t_.size() && t_[i_] == ']') {
        ++i_;
        out = Json(std::move(a));
        return true;
      }
      return fail("expected ',' or ']'");
    }
  }

  bool object(Json& out, int depth) {
    ++i_;
    Json obj = Json::object();
    skip_ws();
    if (i_ < t_.size() && t_[i_] == '}') {
      ++i_;
      out = std::move(obj);
      return true;
    }
    while (true) {
      skip_ws();
      if (i_ >= t_.size() || t_[i_] != '"') return fail("expected a key string");
      std::string key;
      if (!string(key)) return false;
      skip_ws();
      if (i_ >= t_.size() || t_[i_] != ':') return fail("expected ':'");
      ++i_;
      Json v;
      if (!value(v, depth + 1)) return false;
      obj.as_object().emplace_back(std::move(key),
                                   std::move(v));  // duplicates: first wins in get()
      skip_ws();
      if (i_ < t_.size() && t_[i_] == ',') {
        ++i_;
        continue;
      }
      if (i_ < t_.size() && t_[i_] == '}') {
        ++i_;
        out = std::move(obj);
        return true;
      }
      return fail("expected ',' or '}'");
    }
  }

  std::string_view t_;
  std::size_t i_ = 0;
  std::string error_;
};

}  // namespace

Expected<Json, std::string> parse_json(std::string_view text) { return Parser(text).document(); }

}  // namespace schnapsen
