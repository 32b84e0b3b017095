#include "search_budgets.h"

namespace ui {

// Smaller than native so that the computer's replies and the hints stay prompt.
const SearchBudgets& searchBudgets() {
  static const SearchBudgets budgets{200'000, 1'500'000, oc::SolveBudget{1'000'000, 0}};
  return budgets;
}

}  // namespace ui
