// When a search must stop: at a node limit, or at a deadline (the default
// time point means none). The clock is read only every 256 nodes, because
// reading it costs more than a node.
#pragma once
#include <chrono>
#include <cstdint>

namespace oc {

inline bool deadlinePassed(std::chrono::steady_clock::time_point deadline) {
  return deadline != std::chrono::steady_clock::time_point{} && std::chrono::steady_clock::now() >= deadline;
}

// Whether a search that has made `nodes` nodes must stop now.
inline bool searchLimitReached(std::uint64_t nodes, std::uint64_t nodeLimit, std::chrono::steady_clock::time_point deadline) {
  return nodes >= nodeLimit || ((nodes & 255) == 0 && deadlinePassed(deadline));
}

}  // namespace oc
