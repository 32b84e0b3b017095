#include "board.h"

namespace oc {

int Board::count() const {
  Bits b = occupied();
  int n = 0;
  while (b) {
    b &= b - 1;
    ++n;
  }
  return n;
}

}  // namespace oc
