// What a link asks of the app beside the game it opens: a puzzle
// ("puzzle=42", "puzzle=daily"; puzzle_trainer.h) or a review of the game
// ("review=on"). The rest of the query opens the game (session/settings.h).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "session/puzzle_trainer.h"

namespace oc {

struct AppLink {
  std::optional<PuzzleLink> puzzle;
  bool review = false;                // review the game at once
  std::string gameQuery;              // the query without the keys above
  std::vector<std::string> problems;  // malformed values, said plainly (each ignored)
};

AppLink readAppLink(std::string_view query);

}  // namespace oc
