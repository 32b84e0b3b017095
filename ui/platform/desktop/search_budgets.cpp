#include "search_budgets.h"

namespace ui {

// The levels' own defaults. A hint solves up to 3 million nodes a position
// and stops after 4 s, which also gives it the helper thread (it needs a
// time budget): on 6x6 the nodes usually end first (about 3 s alone; the
// helper proved a1x d6x d4o d1x, Chaos first, in 2.1 s where the nodes alone
// ended unknown at 2.8 s), but on 8x8 they took 8-10.5 s while the card
// said "Looking for the best move" (docs/solver-history.md, the session
// after 053edf0 (stop 60)).
const SearchBudgets& searchBudgets() {
  static const SearchBudgets budgets{0, 0, oc::SolveBudget{3'000'000, 4'000}};
  return budgets;
}

}  // namespace ui
