// The solver as a WebAssembly module of its own: no ImGui, no SDL, only the
// engine. solver_driver.js runs it, in a Web Worker (solver_worker.js) or,
// where no worker can start, on the page's thread in short slices. Requests
// and results are the one-line text of core's analysis_message.h.
//
// A second worker may run the same module as the main search's helper
// (search/helper_search.h, driven by helper_driver.js): the oc_helper_*
// functions. The two exchange the root moves each settled as the text of
// core's root_move_news.h.
#include <emscripten/emscripten.h>

#include <chrono>
#include <memory>
#include <string>

#include "search/helper_search.h"
#include "session/analysis_message.h"
#include "session/root_move_news.h"

namespace {

struct Main {
  oc::Solver solver{std::size_t{32} << 20};
  std::optional<oc::AnalysisRequest> request;
  std::optional<oc::Geometry> geometry;  // the request's, made once
  oc::Board root;
  oc::RootMoveNews news;
  bool helpAsked = false;
  std::string text;      // the last result or error, returned to JavaScript
  std::string newsText;  // the last news
};

// The helper's tables take the share the main search gives its proof and
// centre-game tables (solver.h).
struct Helper {
  oc::HelperSearch search{std::size_t{8} << 20, std::size_t{16} << 20};
  oc::RootMoveValues values;
  oc::RootMoveNews news;
  std::optional<oc::Geometry> geometry;  // the request's, made once; none before the first
  oc::Board root;
  std::chrono::steady_clock::time_point deadline;
  bool done = true;
  std::string text;
};

// Each made on first use: a worker plays one part and allocates only its tables.
Main& mainPart() {
  static Main m;
  return m;
}

Helper& helperPart() {
  static Helper h;
  return h;
}

}  // namespace

extern "C" {

// Whether a helper worker is paired with this one (helper_driver.js).
EMSCRIPTEN_KEEPALIVE void oc_solver_pair(int paired) { mainPart().solver.setRemoteHelper(paired != 0); }

// Starts solving a request; 0 if it was accepted, 1 if not (oc_solver_text
// then says why).
EMSCRIPTEN_KEEPALIVE int oc_solver_start(const char* request) {
  Main& m = mainPart();
  std::string error;
  m.request = oc::parseRequest(request ? request : "", &error);
  if (!m.request) {
    m.text = error;
    return 1;
  }
  oc::Game game(m.request->rules);
  for (const oc::Move& move : m.request->moves) game.play(move);
  m.geometry = game.geometry();
  m.root = game.board();
  m.news.reset();
  m.helpAsked = false;
  m.solver.start(game, m.request->budget);
  return 0;
}

// Works for about `milliseconds`; 1 once the result is ready (oc_solver_text).
EMSCRIPTEN_KEEPALIVE int oc_solver_step(double milliseconds) {
  Main& m = mainPart();
  if (!m.request) return 1;
  const double end = emscripten_get_now() + milliseconds;
  bool done = !m.solver.running();
  while (!done && emscripten_get_now() < end) done = m.solver.step(2'000);
  if (!done) return 0;
  m.text = oc::replyText(oc::AnalysisReply{m.request->tag, m.solver.result()}, *m.geometry);
  m.request.reset();
  return 1;
}

EMSCRIPTEN_KEEPALIVE const char* oc_solver_text() { return mainPart().text.c_str(); }

// 1 once per request, when its search wants the helper on its position.
EMSCRIPTEN_KEEPALIVE int oc_solver_help() {
  Main& m = mainPart();
  if (!m.request || m.helpAsked || !m.solver.helpWanted()) return 0;
  m.helpAsked = true;
  return 1;
}

// The root moves settled since the last call, for the helper ("" if none).
EMSCRIPTEN_KEEPALIVE const char* oc_solver_news() {
  Main& m = mainPart();
  m.newsText.clear();
  if (m.request && m.solver.helpWanted())
    m.newsText = m.news.take(m.solver.sharedRootMoves(), *m.geometry, m.root);
  return m.newsText.c_str();
}

// The helper's news for the request being solved: 1 if taken.
EMSCRIPTEN_KEEPALIVE int oc_solver_share(const char* news) {
  Main& m = mainPart();
  if (!m.request || !m.solver.helpWanted()) return 0;
  return oc::applyRootMoveNews(news ? news : "", *m.geometry, m.root, m.solver.sharedRootMoves(), true) ? 1 : 0;
}

// The helper's part: settles the root moves of a request's position from
// the last, until its budget's time has passed; 0 if accepted.
EMSCRIPTEN_KEEPALIVE int oc_helper_start(const char* request) {
  Helper& h = helperPart();
  h.done = true;
  const std::optional<oc::AnalysisRequest> r = oc::parseRequest(request ? request : "");
  if (!r || r->budget.milliseconds <= 0) return 1;
  oc::Game game(r->rules);
  for (const oc::Move& move : r->moves) game.play(move);
  if (game.over() || game.toMove() != oc::Role::Chaos) return 1;
  h.geometry = game.geometry();
  h.root = game.board();
  h.values.clear();
  h.news.reset();
  h.deadline = std::chrono::steady_clock::now() +
               std::chrono::microseconds(static_cast<std::int64_t>(r->budget.milliseconds * 1000));
  h.search.begin(r->rules, h.root, h.values, nullptr);
  h.done = false;
  return 0;
}

// Works for about `milliseconds`; 1 once done (every reply tried, a hold, or out of time).
EMSCRIPTEN_KEEPALIVE int oc_helper_step(double milliseconds) {
  Helper& h = helperPart();
  if (h.done) return 1;
  const auto end = std::min(h.deadline, std::chrono::steady_clock::now() +
                                            std::chrono::microseconds(static_cast<std::int64_t>(milliseconds * 1000)));
  h.done = h.search.work(end) || std::chrono::steady_clock::now() >= h.deadline;
  return h.done ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE const char* oc_helper_news() {
  Helper& h = helperPart();
  h.text.clear();
  if (h.geometry) h.text = h.news.take(h.values, *h.geometry, h.root);
  return h.text.c_str();
}

// The main search's news: 1 if taken.
EMSCRIPTEN_KEEPALIVE int oc_helper_share(const char* news) {
  Helper& h = helperPart();
  if (h.done || !h.geometry) return 0;
  return oc::applyRootMoveNews(news ? news : "", *h.geometry, h.root, h.values, false) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE void oc_helper_stop() { helperPart().done = true; }

}  // extern "C"
