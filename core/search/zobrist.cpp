#include "search/zobrist.h"

namespace oc {

const Zobrist& Zobrist::instance() {
  static const Zobrist z = [] {
    Zobrist out{};
    std::uint64_t state = 20261121;  // fixed: the same keys in every run and build
    for (auto& cell : out.keys)
      for (auto& k : cell) {
        std::uint64_t v = (state += 0x9E3779B97F4A7C15ull);
        v = (v ^ (v >> 30)) * 0xBF58476D1CE4E5B9ull;
        v = (v ^ (v >> 27)) * 0x94D049BB133111EBull;
        k = v ^ (v >> 31);
      }
    return out;
  }();
  return z;
}

}  // namespace oc
