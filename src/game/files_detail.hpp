// Test hooks of the file code (files.hpp): simulated failures inside write_file_atomically.
#pragma once

namespace schnapsen::game::detail {

// Where write_file_atomically pretends to fail (tests only; Never in the program).
enum class FailPoint { Never, AfterWrite, BeforeRename };
FailPoint& fail_point();

}  // namespace schnapsen::game::detail
