#include "search_budgets.h"

namespace ui {

// The levels' own defaults; the hint solves up to 3 million nodes a position.
const SearchBudgets& searchBudgets() {
  static const SearchBudgets budgets{0, 0, oc::SolveBudget{3'000'000, 0}};
  return budgets;
}

}  // namespace ui
