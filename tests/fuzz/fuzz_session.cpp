// libFuzzer harness: the session's text forms (core/session/settings): the
// page's URL query with seats, hints, theme, speed, correspondence and embed
// origins (oc::sessionFromQuery), saved state (oc::decodeSavedSession) and
// the choice between them at start-up (oc::openSession).
// Input: bytes up to the first NUL are the query, the rest the saved text.
// Invariants: no crash; the game is always playable and consistent; every
// problem is a non-empty message; the query printed from a session reads
// back with no problems to the same session; saved state is all or nothing:
// decoded only when it has no problem, and then re-encodes to a text that
// decodes to the same session; unreadable saved data is flagged.
#include "fuzz_common.h"
#include "session/settings.h"

namespace {

bool sameSettings(const oc::SessionSettings& a, const oc::SessionSettings& b) {
  return a.order == b.order && a.chaos == b.chaos && a.hints == b.hints && a.theme == b.theme && a.speed == b.speed &&
         a.correspondence == b.correspondence && a.embedOrigins == b.embedOrigins;
}

void checkRoundTrip(const oc::Session& s) {
  fuzz::checkConsistent(s.game);
  const std::string query = oc::sessionToQuery(s.game, s.settings);
  const oc::SessionQuery back = oc::sessionFromQuery(query);
  FUZZ_CHECK(back.problems.empty(), "query '%s' from sessionToQuery has problems: %s", query.c_str(),
             back.problems.empty() ? "" : back.problems.front().c_str());
  FUZZ_CHECK(fuzz::sameGame(back.session.game, s.game), "query '%s' gives a different game", query.c_str());
  FUZZ_CHECK(sameSettings(back.session.settings, s.settings), "query '%s' gives different settings", query.c_str());
  const std::string saved = oc::encodeSavedSession(s.game, s.settings);
  const std::optional<oc::Session> restored = oc::decodeSavedSession(saved);
  FUZZ_CHECK(restored && fuzz::sameGame(restored->game, s.game) && sameSettings(restored->settings, s.settings),
             "saved '%s' does not restore the session", saved.c_str());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view all(reinterpret_cast<const char*>(data), size);
  const std::size_t nul = all.find('\0');
  const std::string_view query = all.substr(0, nul);
  const std::optional<std::string> saved =
      nul == std::string_view::npos ? std::nullopt : std::optional<std::string>(std::string(all.substr(nul + 1)));

  const oc::SessionQuery fromQuery = oc::sessionFromQuery(query);
  for (const std::string& p : fromQuery.problems) fuzz::checkMessage(p);
  checkRoundTrip(fromQuery.session);

  if (saved) {
    std::string why;
    const std::optional<oc::Session> decoded = oc::decodeSavedSession(*saved, &why);
    if (decoded) checkRoundTrip(*decoded);
    else fuzz::checkMessage(why);
  }

  const oc::SessionQuery opened = oc::openSession(query, saved);
  for (const std::string& p : opened.problems) fuzz::checkMessage(p);
  FUZZ_CHECK(opened.savedUnreadable == (saved && !oc::decodeSavedSession(*saved)), "savedUnreadable is wrong");
  checkRoundTrip(opened.session);
  return 0;
}
