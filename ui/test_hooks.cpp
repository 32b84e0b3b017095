#include "test_hooks.h"

#include <cstdio>

#include "board_overlay.h"
#include "motion.h"
#include "notation.h"
#include "search/proof_library.h"
#include "session/settings.h"
#include "side_panel.h"
#include "widgets.h"

namespace ui {

namespace {

App* g_app = nullptr;

std::string quotedJson(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string number(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", static_cast<double>(v));
  return buf;
}


}  // namespace

void setHookApp(App* app) { g_app = app; }
App* hookApp() { return g_app; }

std::string jsonString(const std::string& s) { return quotedJson(s); }

std::string recordString(const App& app) { return oc::recordText(app.game().geometry(), app.game().history()); }

std::string statusJson(const App& app) {
  const oc::Game& game = app.game();
  const oc::Outcome& o = game.outcome();
  const char* winner = oc::winnerKey(o.winner);
  const char* reason = o.reason == oc::Reason::LineCompleted    ? "line"
                       : o.reason == oc::Reason::NoLinePossible ? "noLinePossible"
                       : o.reason == oc::Reason::BoardFull      ? "boardFull"
                                                                : "none";
  std::string run;
  for (int c = 0; c < game.geometry().cellCount(); ++c)
    if (o.winningRun & oc::bit(c)) run += (run.empty() ? "" : ",") + quotedJson(oc::cellName(game.geometry(), c));
  std::string notices;
  for (const std::string& p : app.feedback.notices) notices += (notices.empty() ? "" : ",") + quotedJson(p);
  std::string s = "{";
  s += "\"toMove\":\"" + std::string(oc::roleKey(game.toMove())) + "\"";
  s += ",\"over\":" + std::string(game.over() ? "true" : "false");
  s += ",\"winner\":\"" + std::string(winner) + "\"";
  s += ",\"reason\":\"" + std::string(reason) + "\"";
  s += ",\"moves\":" + std::to_string(game.moveCount());
  s += ",\"variant\":\"" + std::string(oc::variantName(game.rules().variant)) + "\"";
  s += ",\"size\":" + std::to_string(game.rules().size);
  s += ",\"line\":" + std::to_string(game.rules().lineLength);
  s += ",\"first\":\"" + std::string(oc::roleKey(game.rules().firstPlayer)) + "\"";
  s += ",\"selected\":\"" + std::string(app.input.kind == oc::Kind::X ? "x" : "o") + "\"";
  s += ",\"sound\":" + std::string(app.soundOn() ? "true" : "false");
  s += ",\"reducedMotion\":" + std::string(reducedMotion() ? "true" : "false");
  s += ",\"winningRun\":[" + run + "]";
  s += ",\"banner\":" + std::string(bannerVisible(app) ? "true" : "false");
  s += ",\"message\":" + quotedJson(messageVisible(app) ? app.feedback.message : std::string());
  s += ",\"notices\":[" + notices + "]";
  s += ",\"record\":" + quotedJson(recordString(app));
  s += ",\"redo\":" + std::to_string(game.redoStack().size());
  const oc::SessionSettings& set = app.settings();
  s += ",\"orderSeat\":\"" + oc::seatName(set.order) + "\",\"chaosSeat\":\"" + oc::seatName(set.chaos) + "\"";
  s += ",\"players\":[" + quotedJson(seatLabel(app, oc::Role::Order)) + "," + quotedJson(seatLabel(app, oc::Role::Chaos)) + "]";
  s += ",\"theme\":\"" + std::string(oc::themeName(set.theme)) + "\"";
  s += ",\"speed\":\"" + std::string(oc::speedName(set.speed)) + "\"";
  s += ",\"computerToMove\":" + std::string(app.match().computerToMove() ? "true" : "false");
  s += ",\"waiting\":" + quotedJson(app.match().computerWaitReason());
  s += ",\"help\":" + std::string(app.panels.helpOpen ? "true" : "false");
  s += ",\"copyRefused\":" + std::string(app.panels.copyRefusedLink.empty() ? "false" : "true");
  s += ",\"hints\":" + std::string(app.hintsOn() ? "true" : "false");
  s += ",\"analysing\":" + std::string(app.analysing() ? "true" : "false");
  if (app.review().active()) {
    const oc::GameReview& r = app.review().review();
    s += ",\"review\":{\"running\":" + std::string(app.review().running() ? "true" : "false");
    s += ",\"solved\":" + std::to_string(r.solved()) + ",\"positions\":" + std::to_string(r.positions());
    s += ",\"values\":" + quotedJson(oc::valueStripText(r)) + ",\"mistakes\":[";
    bool firstMistake = true;
    for (const oc::ReviewedMove& m : r.moves()) {
      if (!m.mistake) continue;
      s += (firstMistake ? "{" : ",{") + std::string("\"ply\":") + std::to_string(m.ply);
      s += ",\"better\":" + quotedJson(m.better ? oc::moveText(game.geometry(), *m.better) : std::string()) + "}";
      firstMistake = false;
    }
    s += "]}";
  }
  if (app.analysisBoardOpen()) {
    const oc::MoveValues& v = app.moveValues();
    const auto moveList = [&game](const std::vector<oc::Move>& moves) {
      std::string list;
      for (const oc::Move& m : moves) list += (list.empty() ? "" : ",") + quotedJson(oc::moveText(game.geometry(), m));
      return "[" + list + "]";
    };
    s += ",\"analysisBoard\":{\"setupPly\":" + std::to_string(game.setupPly()) + ",\"mover\":\"" + oc::roleKey(v.mover()) + "\"";
    s += ",\"solved\":" + std::to_string(v.solved()) + ",\"moves\":" + std::to_string(v.count());
    s += ",\"winning\":" + moveList(v.winning()) + ",\"losing\":" + moveList(v.losing());
    s += ",\"step\":" + std::string(app.solutionStepReady() ? "true" : "false") + "}";
  }
  s += ",\"setupPly\":" + std::to_string(game.setupPly());
  s += ",\"proofLoaded\":" + std::string(oc::loadedProof(game.rules()) ? "true" : "false");
  s += ",\"longestTickMs\":" + number(app.longestTickMilliseconds());
  s += ",\"framesDrawn\":" + std::to_string(app.framesDrawn());
  s += ",\"puzzlesLoading\":" + std::string(app.puzzlesLoading() ? "true" : "false");
  if (app.puzzleActive()) {
    const oc::PuzzleTrainer& t = app.puzzles();
    const char* state = t.state() == oc::PuzzleState::Solving  ? "solving"
                        : t.state() == oc::PuzzleState::Solved ? "solved"
                        : t.state() == oc::PuzzleState::Missed ? "missed"
                                                               : "shown";
    s += ",\"puzzle\":{\"number\":" + std::to_string(t.index() + 1) + ",\"count\":" + std::to_string(t.count());
    s += ",\"state\":\"" + std::string(state) + "\",\"streak\":" + std::to_string(t.streak());
    s += ",\"task\":" + quotedJson(t.task()) + ",\"outcome\":" + quotedJson(t.outcome()) + ",\"clue\":" + quotedJson(app.puzzleClueText());
    s += ",\"playOn\":" + std::string(app.solutionStepReady() ? "true" : "false") + "}";
  }
  if (app.hintsOn()) {
    const oc::Hint& h = app.hint();
    const char* source = h.source == oc::HintSource::Strategy ? "strategy"
                         : h.source == oc::HintSource::Solver ? "solver"
                         : h.source == oc::HintSource::Heuristic ? "heuristic" : "none";
    s += ",\"hint\":{\"side\":\"" + std::string(oc::roleKey(h.side)) + "\"";
    s += ",\"move\":" + quotedJson(h.move ? oc::moveText(game.geometry(), *h.move) : std::string());
    s += ",\"source\":\"" + std::string(source) + "\"";
    s += ",\"reason\":" + quotedJson(h.reason);
    s += ",\"plan\":" + quotedJson(h.plan) + ",\"planApplies\":" + (h.planApplies ? "true" : "false");
    s += ",\"note\":" + quotedJson(h.planNote);
    s += ",\"analysing\":" + std::string(h.analysing ? "true" : "false");
    s += ",\"verdict\":" + quotedJson(h.verdictText);
    s += ",\"verdictReason\":" + quotedJson(h.verdictReason);
    s += ",\"liveWindows\":" + std::to_string(h.liveWindows.size()) + "}";
  }
  s += "}";
  return s;
}

std::string layoutJson(const App& app) {
  const Layout& L = app.layout;
  std::string s = "{\"canvas\":[" + number(L.display.x) + "," + number(L.display.y) + "]";
  s += ",\"portrait\":" + std::string(L.portrait ? "true" : "false");
  s += ",\"n\":" + std::to_string(L.n) + ",\"cellSize\":" + number(L.cell) + ",\"cells\":[";
  for (int c = 0; c < L.n * L.n; ++c) {
    const ImVec2 p = L.cellCenter(c);
    s += (c ? ",[" : "[") + number(p.x) + "," + number(p.y) + "]";
  }
  s += "]";
  if (bannerVisible(app)) {
    ImVec2 a, b;
    bannerBounds(app, &a, &b);
    s += ",\"banner\":[" + number(a.x) + "," + number(a.y) + "," + number(b.x) + "," + number(b.y) + "]";
  }
  s += ",\"cutShort\":[";
  for (std::size_t i = 0; i < labelsCutShort().size(); ++i) s += (i ? "," : "") + quotedJson(labelsCutShort()[i]);
  s += "]";
  s += ",\"targets\":{";
  bool first = true;
  for (const auto& [name, p] : app.targets) {
    s += (first ? "" : ",") + quotedJson(name) + ":[" + number(p.x) + "," + number(p.y) + "]";
    first = false;
  }
  return s + "}}";
}

}  // namespace ui
