#include "embed_api.h"

#include <algorithm>
#include <string>
#include <vector>

#include "frame_requests.h"
#include "notation.h"
#include "session/app_link.h"
#include "session/settings.h"
#include "test_hooks.h"

namespace ui {

namespace {

App* g_app = nullptr;

struct Sent {
  bool valid = false;
  oc::Rules rules;
  std::vector<oc::Move> history;
  bool over = false;
  int serial = 0;
  int puzzlesSolved = 0;
};
Sent g_sent;

void emit(const char* type, const std::string& json) { postEmbedEvent(type, json); }


// What every event carries: the game's record and whose turn it is.
std::string gameFields(const App& app) {
  const oc::Game& g = app.game();
  return "\"record\":" + jsonString(oc::recordText(g.geometry(), g.history())) + ",\"moves\":" + std::to_string(g.moveCount()) +
         ",\"toMove\":\"" + oc::roleKey(g.toMove()) + "\",\"query\":" + jsonString(oc::shareQuery(g, app.settings()));
}

std::string resultJson(const App& app) {
  const oc::Outcome& o = app.game().outcome();
  const char* reason = o.reason == oc::Reason::LineCompleted    ? "line"
                       : o.reason == oc::Reason::NoLinePossible ? "noLinePossible"
                                                                : "boardFull";
  std::string run;
  for (int c = 0; c < app.game().geometry().cellCount(); ++c)
    if (o.winningRun & oc::bit(c)) run += (run.empty() ? "" : ",") + jsonString(oc::cellName(app.game().geometry(), c));
  return std::string("\"winner\":\"") + oc::winnerKey(o.winner) + "\",\"reason\":\"" + reason +
         "\",\"text\":" + jsonString(oc::reasonText(o.reason, app.game().rules().lineLength)) + ",\"winningRun\":[" + run + "]";
}

void remember(const App& app) {
  g_sent.valid = true;
  g_sent.rules = app.game().rules();
  g_sent.history = app.game().history();
  g_sent.over = app.game().over();
  g_sent.serial = app.gameSerial();
  g_sent.puzzlesSolved = app.puzzlesSolved();
}

std::string ok() { return "{\"ok\":true}"; }
std::string refused(const std::string& why) { return "{\"ok\":false,\"error\":" + jsonString(why) + "}"; }

}  // namespace

void setEmbedApp(App* app) { g_app = app; }
App* embedApp() { return g_app; }

void emitEmbedReady(const App& app) {
  remember(app);
  emit("ready", "{" + gameFields(app) + "}");
}

void emitEmbedEvents(const App& app) {
  if (!g_sent.valid) return;  // nothing before "ready"
  const oc::Game& g = app.game();
  const std::vector<oc::Move>& h = g.history();
  const bool extends = h.size() > g_sent.history.size() && std::equal(g_sent.history.begin(), g_sent.history.end(), h.begin());
  const bool shrinks = h.size() < g_sent.history.size() && std::equal(h.begin(), h.end(), g_sent.history.begin());
  if (app.gameSerial() != g_sent.serial) {
    emit("newGame", "{\"variant\":\"" + std::string(oc::variantName(g.rules().variant)) + "\",\"size\":" + std::to_string(g.rules().size) +
                        ",\"line\":" + std::to_string(g.rules().lineLength) + ",\"first\":\"" + oc::roleKey(g.rules().firstPlayer) +
                        "\"," + gameFields(app) + "}");
  } else if (extends) {
    // Moves were added (played or redone): one event each, in order.
    for (std::size_t i = g_sent.history.size(); i < h.size(); ++i) {
      const bool firstMovers = i % 2 == 0;
      const oc::Role by = firstMovers ? g.rules().firstPlayer : oc::opponent(g.rules().firstPlayer);
      emit("move", "{\"move\":" + jsonString(oc::moveText(g.geometry(), h[i])) + ",\"by\":\"" + oc::roleKey(by) + "\"," + gameFields(app) + "}");
    }
  } else if (shrinks) {
    emit("undo", "{\"undone\":" + std::to_string(g_sent.history.size() - h.size()) + "," + gameFields(app) + "}");
  }
  if (g.over() && !g_sent.over) emit("gameOver", "{" + resultJson(app) + "," + gameFields(app) + "}");
  if (app.puzzlesSolved() != g_sent.puzzlesSolved && app.puzzleActive()) {
    const oc::PuzzleTrainer& t = app.puzzles();
    emit("puzzleSolved", "{\"puzzle\":" + std::to_string(t.index() + 1) + ",\"streak\":" + std::to_string(t.streak()) +
                             ",\"move\":" + jsonString(h.empty() ? std::string() : oc::moveText(g.geometry(), h.back())) + "," +
                             gameFields(app) + "}");
  }
  remember(app);
}

// Commands from the embedding page (web/embed_api.js checks the message's
// shape and origin first).
std::string embedNewGame(App* app, const std::string& query) {
  drawAgainWithin(0);  // the frame loop may be asleep: show the change
  if (!app) return refused("the game is not running");
  // A new game's seats and pace, unless the options say otherwise; the
  // player's look carries over, and the page's origin restriction cannot be
  // changed by a command.
  const oc::SessionSettings& current = app->settings();
  oc::SessionSettings defaults;
  defaults.theme = current.theme;
  defaults.hints = current.hints;
  defaults.embedOrigins = current.embedOrigins;
  // The same query as the iframe's address: "puzzle=N" or "review=on" too.
  const oc::AppLink link = oc::readAppLink(query);
  if (!link.problems.empty()) return refused(link.problems.front());
  oc::SessionQuery q = oc::sessionFromQuery(link.gameQuery, defaults);
  if (!q.problems.empty()) return refused(q.problems.front());
  if (q.session.settings.embedOrigins != current.embedOrigins) return refused("the accepted origins are fixed by the page's address");
  app->replaceSession(std::move(q.session));
  if (link.puzzle) app->openPuzzle(*link.puzzle);
  else if (link.review && !app->game().history().empty()) app->startReview();
  emitEmbedEvents(*app);  // each command's events in order, before the next command
  return ok();
}

std::string embedPlay(App* app, const std::string& moveText) {
  drawAgainWithin(0);
  if (!app) return refused("the game is not running");
  std::string why;
  const std::optional<oc::Move> m = oc::parseMove(app->game().geometry(), moveText, &why);
  if (!m) return refused(why);
  const std::string refusal = app->play(m->cell, m->kind);
  emitEmbedEvents(*app);
  return refusal.empty() ? ok() : refused(refusal);
}

std::string embedUndo(App* app) {
  drawAgainWithin(0);
  if (!app) return refused("the game is not running");
  const bool undone = app->undo();
  emitEmbedEvents(*app);
  return undone ? ok() : refused(app->feedback.message);
}

std::string embedSetHints(App* app, bool on) {
  drawAgainWithin(0);
  if (!app) return refused("the game is not running");
  app->setHints(on);
  return ok();
}

std::string embedOrigins(const App* app) {
  std::string out;
  if (app)
    for (const std::string& o : app->settings().embedOrigins) out += (out.empty() ? "" : ",") + o;
  return out;
}

}  // namespace ui
