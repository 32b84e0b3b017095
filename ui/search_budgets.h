// How hard the computer's levels and the hints search on this platform
// (ui/platform/*/search_budgets.cpp): one table a platform, since
// WebAssembly on the page's one worker runs at about half native speed.
#pragma once
#include <cstdint>

#include "search/solver.h"

namespace ui {

struct SearchBudgets {
  std::uint64_t strongNodes = 0;   // the strong level's search (0: the level's default)
  std::uint64_t perfectNodes = 0;  // the perfect level's
  oc::SolveBudget hint;            // each hinted position's solve
};

const SearchBudgets& searchBudgets();

}  // namespace ui
