// Differential test of the win rules: a second implementation, written
// independently, must agree with the engine on every position.
//
// The second implementation is reference_rules.h (namespace `ref`). Here,
// millions of positions of every variant and board size (n = 4..8,
// l = 3..n), drawn three ways -- cell by cell at random densities, by random
// legal play (with a per-game bias towards one kind, so sparse boards with a
// completed line appear), and around a planted run of l-1 .. l+2 tokens with
// random ends (sealed by the edge or the other kind, pending, or extended) --
// are judged by both, and every disagreement is counted and described.
//
// OC_DIFF_POSITIONS sets the number of positions per variant (default
// 1,250,000 natively, about 10 s for both variants on one core; 1,000,000 in
// the WebAssembly build run under node); OC_DIFF_SEED changes the random seed.
#include <catch_amalgamated.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "board.h"
#include "game.h"
#include "geometry.h"
#include "rules.h"
#include "reference_rules.h"

namespace {

// splitmix64: fast, and the same sequence natively and in wasm.
struct Rng {
  std::uint64_t s;
  std::uint64_t next() {
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
  double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }
};

// An environment variable as a number (under node the build's pre-js,
// node_environment.js, hands the variables to the program).
long long envNumber(const char* name, long long fallback) {
  const char* s = std::getenv(name);
  if (!s || !*s) return fallback;
  char* end = nullptr;
  const long long v = std::strtoll(s, &end, 10);
  return (end && *end == '\0' && v >= 0) ? v : fallback;
}

// Positions per variant by default; the build sets fewer for the slower
// WebAssembly run (tests/property/CMakeLists.txt).
constexpr long long kDefaultPositions = OC_DIFF_DEFAULT_POSITIONS;

const char* winnerName(int w) { return w == 0 ? "none" : w == 1 ? "Order" : "Chaos"; }
const char* reasonName(int r) {
  switch (r) {
    case 1: return "line";
    case 2: return "no-line-possible";
    case 3: return "board-full";
    default: return "none";
  }
}

oc::Bits bitsOf(const ref::Position& p, const bool mark[8][8]) {
  oc::Bits b = 0;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      if (mark[r][c]) b |= oc::Bits{1} << (r * p.n + c);
  return b;
}

oc::Board boardOf(const ref::Position& p) {
  oc::Board b;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      if (p.cell[r][c] != '.') b.place({r * p.n + c, p.cell[r][c] == 'X' ? oc::Kind::X : oc::Kind::O});
  return b;
}

std::string diagram(const ref::Position& p) {
  std::string s;
  for (int r = 0; r < p.n; ++r) {
    s += "    ";
    s.append(p.cell[r], static_cast<std::size_t>(p.n));
    s += '\n';
  }
  return s;
}

std::string hexBits(oc::Bits b) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(b));
  return buf;
}

// Positions judged, by generator and by the reference's verdict.
struct Tally {
  long long positions = 0, disagreements = 0;
  long long byGenerator[3] = {0, 0, 0};  // random cells, random play, planted run
  long long order = 0, chaosNoLine = 0, chaosFull = 0, open = 0;
  long long sparseOrder = 0;  // Order wins with at most half the board filled
  std::vector<std::string> examples;
};

struct Checker {
  const oc::Geometry& g;
  oc::Variant variant;
  Tally& tally;

  // Judges one position with both implementations; `engine` is the engine's
  // outcome for it (from oc::evaluate, or from a Game reached by play).
  void check(const ref::Position& p, const oc::Board& b, const oc::Outcome& engine, int generator) {
    const ref::Verdict v = ref::judge(p);
    ++tally.positions;
    ++tally.byGenerator[generator];
    int filled = 0;
    for (int r = 0; r < p.n; ++r)
      for (int c = 0; c < p.n; ++c) filled += p.cell[r][c] != '.';
    switch (v.winner) {
      case ref::kOrder:
        ++tally.order;
        if (2 * filled <= p.n * p.n) ++tally.sparseOrder;
        break;
      case ref::kChaos: ++(v.reason == ref::kBoardFull ? tally.chaosFull : tally.chaosNoLine); break;
      default: ++tally.open;
    }

    std::string why;
    const int engineWinner = engine.winner == oc::Winner::None ? 0 : engine.winner == oc::Winner::Order ? 1 : 2;
    int engineReason = 0;
    switch (engine.reason) {
      case oc::Reason::LineCompleted: engineReason = 1; break;
      case oc::Reason::NoLinePossible: engineReason = 2; break;
      case oc::Reason::BoardFull: engineReason = 3; break;
      case oc::Reason::None: engineReason = 0; break;
    }
    if (engineWinner != v.winner || engineReason != v.reason) {
      why += std::string("outcome: reference ") + winnerName(v.winner) + "/" + reasonName(v.reason) + ", engine " + winnerName(engineWinner) + "/" +
             reasonName(engineReason) + "; ";
    }
    const oc::Bits refX = bitsOf(p, v.winX), refO = bitsOf(p, v.winO);
    if (v.winner == ref::kOrder && engine.winner == oc::Winner::Order) {
      const char kind = engine.runKind == oc::Kind::X ? 'X' : 'O';
      if (kind != v.runKind) why += std::string("run kind: reference ") + v.runKind + ", engine " + kind + "; ";
      const oc::Bits refRun = v.runKind == 'X' ? refX : refO;
      if (engine.winningRun != refRun) why += "winning cells: reference " + hexBits(refRun) + ", engine " + hexBits(engine.winningRun) + "; ";
    }
    const oc::Bits engX = oc::winningRuns(g, variant, b, oc::Kind::X), engO = oc::winningRuns(g, variant, b, oc::Kind::O);
    if (engX != refX) why += "winningRuns(X): reference " + hexBits(refX) + ", engine " + hexBits(engX) + "; ";
    if (engO != refO) why += "winningRuns(O): reference " + hexBits(refO) + ", engine " + hexBits(engO) + "; ";
    int aliveX = 0, aliveO = 0;
    for (const oc::Window& w : g.windows()) {
      aliveX += oc::windowAlive(w, variant, b, oc::Kind::X);
      aliveO += oc::windowAlive(w, variant, b, oc::Kind::O);
    }
    if (aliveX != v.aliveX || aliveO != v.aliveO) {
      why += "alive windows X/O: reference " + std::to_string(v.aliveX) + "/" + std::to_string(v.aliveO) + ", engine " + std::to_string(aliveX) + "/" +
             std::to_string(aliveO) + "; ";
    }
    if (oc::anyWindowAlive(g, variant, b) != (v.aliveX + v.aliveO > 0)) why += "anyWindowAlive differs; ";
    if (static_cast<int>(g.windows().size()) != v.windows) {
      why += "window count: reference " + std::to_string(v.windows) + ", engine " + std::to_string(g.windows().size()) + "; ";
    }
    if (why.empty()) return;
    ++tally.disagreements;
    if (tally.examples.size() < 8) {
      tally.examples.push_back(std::string(p.exact ? "exact5" : "classic") + " n=" + std::to_string(p.n) + " l=" + std::to_string(p.l) + ": " + why + "\n" +
                               diagram(p));
    }
  }
};

void clearPosition(ref::Position& p) { std::memset(p.cell, '.', sizeof p.cell); }

// Generator 0: every cell drawn independently; half the time X, O and empty
// are equally likely, otherwise the density and the share of X are random
// (one time in eight the board is full).
void randomCells(Rng& rng, ref::Position& p) {
  clearPosition(p);
  double empty = 1.0 / 3.0, x = 0.5;
  const int mode = rng.below(8);
  if (mode >= 4) x = rng.unit();
  if (mode >= 4 && mode < 7) empty = rng.unit();
  if (mode == 7) empty = 0.0;  // a full board
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) p.cell[r][c] = rng.unit() < empty ? '.' : (rng.unit() < x ? 'X' : 'O');
}

// Generator 2: a run of l-1 .. l+2 tokens (as far as the board allows) of
// one kind along a random line, its end cells set to the other kind, empty,
// the same kind or left off the board, the rest filled sparsely at random.
void plantedRun(Rng& rng, ref::Position& p) {
  clearPosition(p);
  const double density = rng.unit() * 0.6, x = rng.unit();
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      if (rng.unit() < density) p.cell[r][c] = rng.unit() < x ? 'X' : 'O';
  const int maxLen = std::min(p.n, p.l + 2);
  const int len = p.l - 1 + rng.below(maxLen - (p.l - 1) + 1);
  const int d = rng.below(4);
  // Random start such that the whole run fits.
  for (int attempt = 0; attempt < 1000; ++attempt) {
    const int r = rng.below(p.n), c = rng.below(p.n);
    const int endR = r + (len - 1) * ref::kDr[d], endC = c + (len - 1) * ref::kDc[d];
    if (!ref::inside(p, r, c) || !ref::inside(p, endR, endC)) continue;
    const char s = (rng.next() & 1) ? 'X' : 'O';
    for (int k = 0; k < len; ++k) p.cell[r + k * ref::kDr[d]][c + k * ref::kDc[d]] = s;
    const int ends[2][2] = {{r - ref::kDr[d], c - ref::kDc[d]}, {endR + ref::kDr[d], endC + ref::kDc[d]}};
    for (const auto& e : ends) {
      if (!ref::inside(p, e[0], e[1])) continue;
      const int pick = rng.below(4);  // mostly sealed or pending; sometimes extended
      p.cell[e[0]][e[1]] = pick <= 1 ? ref::otherKind(s) : pick == 2 ? '.' : (rng.next() & 1 ? s : '.');
    }
    return;
  }
}

struct Config {
  int n, l;
};

std::vector<Config> allConfigs() {
  std::vector<Config> configs;
  for (int n = 4; n <= 8; ++n)
    for (int l = 3; l <= n; ++l) configs.push_back({n, l});
  return configs;
}

void runVariant(oc::Variant variant) {
  const bool exact = variant == oc::Variant::ExactFive;
  const long long total = envNumber("OC_DIFF_POSITIONS", kDefaultPositions);
  const long long seed = envNumber("OC_DIFF_SEED", 20260101);
  const std::vector<Config> configs = allConfigs();
  const long long perConfig = std::max<long long>(3, total / static_cast<long long>(configs.size()));
  const auto start = std::chrono::steady_clock::now();

  Tally all;
  std::string perSize;
  long long refusedMoves = 0;
  for (std::size_t ci = 0; ci < configs.size(); ++ci) {
    const Config cfg = configs[ci];
    const std::optional<oc::Geometry> geometry = oc::Geometry::make(cfg.n, cfg.l);
    REQUIRE(geometry);
    Rng rng{static_cast<std::uint64_t>(seed) * 1000003ULL + ci * 7919ULL + (exact ? 1 : 0)};
    Tally tally;
    Checker checker{*geometry, variant, tally};
    ref::Position p;
    p.n = cfg.n;
    p.l = cfg.l;
    p.exact = exact;
    const long long share = perConfig / 3;
    // Random cells.
    for (long long i = 0; i < share; ++i) {
      randomCells(rng, p);
      const oc::Board b = boardOf(p);
      checker.check(p, b, oc::evaluate(*geometry, variant, b), 0);
    }
    // Planted runs.
    for (long long i = 0; i < share; ++i) {
      plantedRun(rng, p);
      const oc::Board b = boardOf(p);
      checker.check(p, b, oc::evaluate(*geometry, variant, b), 2);
    }
    // Random legal play through oc::Game, every position from the empty board
    // to the end of the game; the mover picks X with a per-game probability.
    const long long playTarget = perConfig - 2 * share;
    while (tally.byGenerator[1] < playTarget) {
      oc::Rules rules;
      rules.size = cfg.n;
      rules.lineLength = cfg.l;
      rules.variant = variant;
      rules.firstPlayer = (rng.next() & 1) ? oc::Role::Order : oc::Role::Chaos;
      oc::Game game(rules);
      REQUIRE(game.rules() == rules);
      const int biasPick = rng.below(4);
      const double x = biasPick == 0 ? 0.5 : biasPick == 1 ? 1.0 : biasPick == 2 ? 0.9 : rng.unit();
      clearPosition(p);
      std::vector<int> empty;
      for (int c = 0; c < cfg.n * cfg.n; ++c) empty.push_back(c);
      while (true) {
        checker.check(p, game.board(), game.outcome(), 1);
        if (game.over() || tally.byGenerator[1] >= playTarget) break;
        const std::size_t pick = static_cast<std::size_t>(rng.below(static_cast<int>(empty.size())));
        const int cell = empty[pick];
        empty[pick] = empty.back();
        empty.pop_back();
        const char s = rng.unit() < x ? 'X' : 'O';
        if (game.play({cell, s == 'X' ? oc::Kind::X : oc::Kind::O}) != oc::MoveError::None) {
          ++refusedMoves;  // a legal move on an empty cell of an open game
          break;
        }
        p.cell[cell / cfg.n][cell % cfg.n] = s;
      }
    }
    char line[96];
    std::snprintf(line, sizeof line, " n%dl%d=%lld/%lld", cfg.n, cfg.l, tally.positions, tally.order);
    perSize += line;
    all.positions += tally.positions;
    all.disagreements += tally.disagreements;
    for (int k = 0; k < 3; ++k) all.byGenerator[k] += tally.byGenerator[k];
    all.order += tally.order;
    all.sparseOrder += tally.sparseOrder;
    all.chaosNoLine += tally.chaosNoLine;
    all.chaosFull += tally.chaosFull;
    all.open += tally.open;
    for (const std::string& e : tally.examples)
      if (all.examples.size() < 8) all.examples.push_back(e);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "differential %s: %lld positions, %lld disagreements, %.2f s (seed %lld)\n"
      "  by generator: random-cells=%lld random-play=%lld planted-run=%lld\n"
      "  reference verdicts: order-wins=%lld (of which at most half full: %lld) chaos-no-line=%lld chaos-full=%lld open=%lld\n"
      "  per size (positions/order-wins):%s\n",
      oc::variantName(variant), all.positions, all.disagreements, seconds, seed, all.byGenerator[0], all.byGenerator[1], all.byGenerator[2], all.order,
      all.sparseOrder, all.chaosNoLine, all.chaosFull, all.open, perSize.c_str());
  for (const std::string& e : all.examples) std::printf("  DISAGREEMENT %s", e.c_str());
  std::fflush(stdout);
  CHECK(refusedMoves == 0);
  CHECK(all.positions >= static_cast<long long>(configs.size()) * 3);
  // Every kind of verdict must have been exercised.
  CHECK(all.order > 0);
  CHECK(all.sparseOrder > 0);
  CHECK(all.chaosNoLine > 0);
  CHECK(all.chaosFull > 0);
  CHECK(all.open > 0);
  REQUIRE(all.disagreements == 0);
}

}  // namespace

TEST_CASE("differential: classic rule agrees with an independent implementation", "[differential]") { runVariant(oc::Variant::Classic); }

TEST_CASE("differential: exact-five rule agrees with an independent implementation", "[differential]") { runVariant(oc::Variant::ExactFive); }
