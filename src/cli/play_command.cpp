// TEMPORARY placeholder: replaced by interactive play.
#include <iostream>

#include "commands.hpp"

namespace schnapsen::cli {

void add_play_options(CLI::App& app, Runner& run) {
  app.final_callback([&app, &run] {
    if (run) return;
    run = [] {
      std::cerr << "schnapsen: interactive play is not yet available\n";
      return int{kExitUsage};
    };
  });
  (void)app;
}

}  // namespace schnapsen::cli
