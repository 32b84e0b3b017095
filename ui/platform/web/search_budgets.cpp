#include "search_budgets.h"

namespace ui {

// Smaller than native so that the computer's replies and the hints stay prompt.
// A hint also stops after 4 s (and gets the helper worker, which needs a time
// budget): on 6x6 its million nodes take less, but on 8x8 they took 15-20 s
// while the card said "Looking for the best move".
const SearchBudgets& searchBudgets() {
  static const SearchBudgets budgets{200'000, 1'500'000, oc::SolveBudget{1'000'000, 4'000}};
  return budgets;
}

}  // namespace ui
