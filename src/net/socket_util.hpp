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
// The options of a game's connection: TCP keepalive that finds a vanished peer in about 25 s
// (10 s idle, then 3 probes 5 s apart), and no small-packet delay (TCP_NODELAY: an answer is
// one short line, which Nagle's algorithm would hold back for up to 40 ms).
void set_socket_options(int fd);

}  // namespace schnapsen::net
