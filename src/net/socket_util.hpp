// Small helpers the host's and the guest's links share: socket options and the wording of the
// system's errors and of durations in their messages. Internal to the net layer.
#pragma once

#include <string>

namespace schnapsen::net {

// The system's messages start in upper case; the project's do not ("address already in use").
std::string lower_first(std::string text);
// An errno value as a message: "connection refused", "connection reset", "the connection timed
// out", else strerror's text.
std::string socket_error_text(int error);
// "10 s", "250 ms".
std::string duration_text(int ms);
// TCP keepalive that finds a vanished peer in about 25 s (10 s idle, then 3 probes 5 s apart).
void set_keepalive(int fd);

}  // namespace schnapsen::net
