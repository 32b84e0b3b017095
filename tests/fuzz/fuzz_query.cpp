// libFuzzer harness: shared links (oc::gameFromQuery, oc::gameToQuery).
// Input: the query text as it follows '?' in a URL (a leading '?' is allowed).
// Invariants: no crash; the game is always playable and consistent (its board
// is the replay of its history, its outcome that of the board); every problem
// is a non-empty message; gameToQuery of the result reads back through
// gameFromQuery with no problems, the same rules, the same history and the
// same outcome, and printing that again gives the same query.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const oc::QueryGame q = oc::gameFromQuery(text);
  fuzz::checkConsistent(q.game);
  FUZZ_CHECK(q.game.redoStack().empty(), "a loaded link has a redo stack");
  for (const std::string& p : q.problems) fuzz::checkMessage(p);

  const std::string query = oc::gameToQuery(q.game);
  const oc::QueryGame back = oc::gameFromQuery(query);
  std::string problems;
  for (const std::string& p : back.problems) problems += p + "; ";
  FUZZ_CHECK(back.problems.empty(), "query '%s' from gameToQuery has problems: %s", query.c_str(), problems.c_str());
  FUZZ_CHECK(back.game.rules() == q.game.rules(), "query '%s' changes the rules", query.c_str());
  FUZZ_CHECK(back.game.history() == q.game.history(), "query '%s' changes the history", query.c_str());
  FUZZ_CHECK(fuzz::sameGame(back.game, q.game), "query '%s' gives a different game", query.c_str());
  FUZZ_CHECK(oc::gameToQuery(back.game) == query, "query '%s' is not printed back the same", query.c_str());
  // With a leading '?', as location.search gives it.
  const oc::QueryGame withMark = oc::gameFromQuery("?" + query);
  FUZZ_CHECK(withMark.problems.empty() && fuzz::sameGame(withMark.game, q.game), "'?%s' differs", query.c_str());
  return 0;
}
