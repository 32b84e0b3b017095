#include "puzzle_set.h"

namespace ui {

extern const char* const kShippedPuzzles;  // generated from data/puzzles/ (puzzle_set_data.cpp.in)

void requestPuzzleSet(std::function<void(const std::string& text, const std::string& error)> done) {
  done(kShippedPuzzles, "");
}

}  // namespace ui
