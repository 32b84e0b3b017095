// The values of a root's moves as one line of text, for the browser's two
// solver workers (web/solver/helper_driver.js): the worker running the main
// search and the one running its helper (search/helper_search.h) cannot
// share memory (no SharedArrayBuffer, so that the game works inside any
// iframe), so each sends the other the replies it settled as messages:
//   c3x=order d4o=chaos
// Reading is strict: a malformed word, a move on a taken cell or off the
// board, or a value other than order/chaos refuses the whole message and
// changes nothing.
#pragma once
#include <array>
#include <string>
#include <string_view>

#include "board.h"
#include "geometry.h"
#include "search/root_move_values.h"

namespace oc {

// What one side has told the other so far, for one root.
class RootMoveNews {
 public:
  RootMoveNews() { reset(); }
  void reset() { told_.fill(false); }
  // The moves settled in `values` and not yet told, as text ("" if none);
  // they count as told from now on.
  std::string take(const RootMoveValues& values, const Geometry& g, const Board& root);

 private:
  std::array<bool, 2 * kMaxCells> told_;
};

// Sets the moves of `text` in `values` (a move already settled keeps its
// value: a settled position has one value). The helper's moves count as
// settled by the helper (`fromHelper`). False with a reason, and nothing
// changed, if the text is malformed.
bool applyRootMoveNews(std::string_view text, const Geometry& g, const Board& root, RootMoveValues& values,
                       bool fromHelper, std::string* error = nullptr);

}  // namespace oc
