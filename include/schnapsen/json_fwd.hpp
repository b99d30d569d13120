// The JSON value type, declared only (for headers that pass JSON around); include
// schnapsen/json.hpp to build, read or print one.
#pragma once

#include <nlohmann/json_fwd.hpp>

namespace schnapsen {

// nlohmann-json with objects that keep their keys in insertion order, so output is stable.
using Json = nlohmann::ordered_json;

}  // namespace schnapsen
