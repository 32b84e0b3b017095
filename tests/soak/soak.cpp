// Soak test: many computer-vs-computer games on every rule set-up,
// with undo, redo, restart and illegal moves interleaved at random, and the
// game's invariants checked after every action:
//   - the board, the outcome and whose turn it is are the replay of the
//     history from an empty board, and the outcome is what evaluate() says
//     (so the game is over exactly when evaluate() says so);
//   - the redo stack replays legally on top of the history;
//   - undo then redo gives back the identical game (board, history, redo
//     stack, outcome), and so does redo then undo;
//   - a refused move (occupied or off-board cell, unknown kind, game over),
//     an undo on an empty history and a redo on an empty stack change nothing
//     and give the expected error;
//   - a computer player's move is legal and leaves the game it read alone;
//   - restart gives the empty game under the same rules;
//   - a game that Order's proven strategy produced is never won by Chaos,
//     and one that Chaos's pairing produced is never won by Order.
// Deterministic for a seed: the computer players search by node budgets, not
// time. Prints the games played, the actions and the time; on any violation
// prints what broke and how to replay that game, and exits with code 1.
//
//   soak [--games N] [--seed S] [--game G] [--max-move-ms M] [--no-takebacks] [--quiet] [--trace]
// --game G replays only game G of the run (its set-up, levels and random
// choices depend only on the seed and G); --trace prints every action.
// --max-move-ms M (default 20000, 0 for none): a computer move thinking
// longer is a violation (the players search by node budgets of at most
// 50 000, so a move takes milliseconds, at worst a few seconds on 8x8; see
// the watchdog below). --no-takebacks leaves out undo, redo and restart (to
// tell whether a fault needs them).
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "strategy/chaos_pairing.h"
#include "game.h"
#include "notation.h"
#include "strategy/order_mirror.h"
#include "ai/local_player.h"
#include "soak_invariants.h"

namespace {

using soak::BadMove;
using soak::badMove;
using soak::Context;
using soak::Setup;
using soak::checkGame;
using soak::fail;
using soak::sameGame;

constexpr int kDefaultGames = 250;  // about 30 s natively (Release) on a 2-core machine
constexpr std::uint64_t kDefaultSeed = 1;
constexpr std::size_t kTableBytes = std::size_t{1} << 20;  // per computer player
constexpr int kMaxActionsPerGame = 400;


oc::Rules rules(int n, int l, oc::Variant v, oc::Role first) {
  oc::Rules r;
  r.size = n;
  r.lineLength = l;
  r.variant = v;
  r.firstPlayer = first;
  return r;
}

const std::vector<Setup>& setups() {
  using oc::Role;
  using oc::Variant;
  static const std::vector<Setup> list = {
      {"6x6 classic, Order first", rules(6, 5, Variant::Classic, Role::Order)},
      {"6x6 classic, Chaos first", rules(6, 5, Variant::Classic, Role::Chaos)},
      {"6x6 exact5, Order first", rules(6, 5, Variant::ExactFive, Role::Order)},
      {"6x6 exact5, Chaos first", rules(6, 5, Variant::ExactFive, Role::Chaos)},
      {"4x4 mini classic, Order first", rules(4, 4, Variant::Classic, Role::Order)},
      {"4x4 mini exact5, Chaos first", rules(4, 4, Variant::ExactFive, Role::Chaos)},
      {"5x5 line 4 classic", rules(5, 4, Variant::Classic, Role::Order)},
      {"7x7 line 5 exact5, Chaos first", rules(7, 5, Variant::ExactFive, Role::Chaos)},
      {"8x8 line 6 classic", rules(8, 6, Variant::Classic, Role::Order)},
      {"5x5 line 3 exact5", rules(5, 3, Variant::ExactFive, Role::Order)},
  };
  return list;
}

struct Stats {
  long games = 0;
  long actions = 0;
  long moves = 0;        // computer moves played
  long refused = 0;      // illegal move attempts (all refused)
  long undos = 0;
  long redos = 0;
  long restarts = 0;
  long orderWins = 0;
  long chaosWins = 0;
  long unfinished = 0;   // stopped at the action cap
  long provenGames = 0;  // finished games a proven strategy produced (result checked)
  long perfectMoves = 0;
  std::vector<long> perSetup = std::vector<long>(setups().size(), 0);
  // The slowest computer move: its time and where it was played.
  double slowestMs = 0;
  std::string slowest;
};

bool gTrace = false;        // --trace: every action on stdout
bool gNoTakebacks = false;  // --no-takebacks: no undo, redo or restart (computer and illegal moves only)

// The watchdog: a computer move must finish within gMaxMoveMs (its thinking
// is bounded by a node budget, so a move that runs far longer means the budget
// does not bound it: a frozen UI). A thread checks the running move and ends
// the program with the move's context if it overruns; the move itself cannot
// be interrupted.
std::atomic<long long> gMaxMoveMs{20'000};
std::atomic<long long> gMoveStartedMs{-1};  // -1: no computer move running
std::mutex gMoveMutex;
std::string gMoveContext;

long long nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void watchdog() {
  for (;;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const long long started = gMoveStartedMs.load();
    if (started < 0 || gMaxMoveMs.load() <= 0 || nowMs() - started <= gMaxMoveMs.load()) continue;
    std::lock_guard<std::mutex> lock(gMoveMutex);
    std::fprintf(stderr, "soak: VIOLATION: a computer move has been thinking for more than %lld ms, far beyond its node budget:\n  %s\n",
                 gMaxMoveMs.load(), gMoveContext.c_str());
    std::fflush(stderr);
    std::_Exit(1);
  }
}

oc::Level randomLevel(std::mt19937_64& rng) {
  const int r = static_cast<int>(rng() % 100);
  if (r < 45) return oc::Level::Casual;
  if (r < 90) return oc::Level::Strong;
  return oc::Level::Perfect;
}

// Plays one game; returns normally or exits through fail().
void playGame(std::uint64_t seed, long index, Stats& stats) {
  // Each game's randomness depends only on the seed and its number.
  std::seed_seq seq{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32), static_cast<std::uint32_t>(index),
                    0x50a4u};
  std::mt19937_64 rng(seq);
  const std::size_t setupIndex = static_cast<std::size_t>(index) % setups().size();
  Context ctx;
  ctx.seed = seed;
  ctx.game = index;
  ctx.setup = &setups()[setupIndex];

  oc::Level levels[2];
  std::uint64_t nodes[2];
  for (int side = 0; side < 2; ++side) {
    levels[side] = randomLevel(rng);
    // Small budgets keep the run short; the perfect level settles most moves
    // by its proven strategies and searches only when none applies.
    nodes[side] = levels[side] == oc::Level::Perfect ? 10'000 + rng() % 40'000 : 1'000 + rng() % 9'000;
  }
  ctx.levels = std::string("Order ") + oc::levelName(levels[0]) + "/" + std::to_string(nodes[0]) + " nodes, Chaos " +
               oc::levelName(levels[1]) + "/" + std::to_string(nodes[1]) + " nodes";
  const std::uint64_t playerSeeds[2] = {rng(), rng()};
  oc::LocalPlayer order(levels[0], playerSeeds[0], kTableBytes);
  oc::LocalPlayer chaos(levels[1], playerSeeds[1], kTableBytes);
  order.setSearchNodes(nodes[0]);
  chaos.setSearchNodes(nodes[1]);

  const oc::Game fresh(ctx.setup->rules);
  if (gTrace)
    std::printf("game %ld: %s; %s; player seeds %llu %llu\n", index, ctx.setup->name, ctx.levels.c_str(),
                static_cast<unsigned long long>(playerSeeds[0]), static_cast<unsigned long long>(playerSeeds[1]));
  oc::Game game = fresh;
  ctx.action = "new game";
  checkGame(ctx, game, fresh);
  // Once over, a few more actions (undo, redo, refused moves) before the next game.
  int afterEnd = 0;
  for (int a = 0; a < kMaxActionsPerGame; ++a) {
    if (game.over() && afterEnd++ >= 3) break;
    const oc::Game before = game;
    // Per mille: 70% computer moves, 12% illegal moves, 10% undo, 7.5% redo, 0.5% restart.
    const int r = static_cast<int>(rng() % (gNoTakebacks ? 820 : 1000));
    ++stats.actions;
    if (r < 700 && !game.over()) {
      // A computer move, chosen at once or in slices as the UI does.
      oc::LocalPlayer& player = game.toMove() == oc::Role::Order ? order : chaos;
      oc::PlayerChoice choice;
      {
        std::lock_guard<std::mutex> lock(gMoveMutex);
        const bool isOrder = game.toMove() == oc::Role::Order;
        gMoveContext = "game " + std::to_string(index) + " (" + ctx.setup->name + "; " + ctx.levels + "): " +
                       (isOrder ? "Order" : "Chaos") + " to move after '" + oc::recordText(game.geometry(), game.history()) +
                       "'\n  replay this game with: soak --seed " + std::to_string(seed) + " --game " + std::to_string(index) + " --trace";
      }
      gMoveStartedMs = nowMs();
      const auto thinkStart = std::chrono::steady_clock::now();
      if (rng() % 2) {
        ctx.action = "computer move (choose)";
        choice = player.choose(game);
      } else {
        const std::uint64_t slice = 1 + rng() % 5'000;
        ctx.action = "computer move (slices of " + std::to_string(slice) + " nodes)";
        player.start(game);
        while (!player.step(slice)) {
        }
        choice = player.choice();
      }
      gMoveStartedMs = -1;
      const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - thinkStart).count();
      if (ms > stats.slowestMs) {
        stats.slowestMs = ms;
        stats.slowest = "game " + std::to_string(index) + " (" + ctx.setup->name + "), " + oc::levelName(player.level()) + " " +
                        (game.toMove() == oc::Role::Order ? "Order" : "Chaos") + " after '" +
                        oc::recordText(game.geometry(), game.history()) + "'";
      }
      SOAK_CHECK(!player.thinking(), "the player is still thinking after its choice");
      SOAK_CHECK(sameGame(game, before), "thinking changed the game");
      ctx.action += ": " + oc::moveText(game.geometry(), choice.move);
      SOAK_CHECK(!choice.reason.empty(), "the player gave no reason");
      const oc::MoveError e = game.play(choice.move);
      SOAK_CHECK(e == oc::MoveError::None, std::string("the player chose an illegal move: ") + oc::moveErrorText(e));
      SOAK_CHECK(game.redoStack().empty(), "a new move kept the redo stack");
      SOAK_CHECK(game.history().size() == before.history().size() + 1 && game.history().back() == choice.move,
                 "the move is not the last of the history");
      ++stats.moves;
      if (player.level() == oc::Level::Perfect) ++stats.perfectMoves;
    } else if (r < 820) {
      // An illegal move: refused with the right error, nothing changes.
      const BadMove bad = badMove(game, rng);
      ctx.action = "illegal move: " + bad.what;
      const oc::MoveError e = game.play(bad.move);
      SOAK_CHECK(e == bad.error, std::string("expected refusal '") + oc::moveErrorText(bad.error) + "', got '" +
                                     (e == oc::MoveError::None ? "accepted" : oc::moveErrorText(e)) + "'");
      SOAK_CHECK(sameGame(game, before), "a refused move changed the game");
      ++stats.refused;
    } else if (r < 920) {
      // Undo (1-3 moves); each undo then redo gives back the same game.
      const int count = 1 + static_cast<int>(rng() % 3);
      for (int i = 0; i < count; ++i) {
        const oc::Game here = game;
        ctx.action = "undo";
        const bool undone = game.undo();
        SOAK_CHECK(undone == here.canUndo(), "undo refused with a history, or done without one");
        if (!undone) {
          SOAK_CHECK(sameGame(game, here), "a refused undo changed the game");
          break;
        }
        checkGame(ctx, game, fresh);
        const oc::Game undoneGame = game;
        ctx.action = "undo then redo";
        SOAK_CHECK(game.redo(), "redo refused right after an undo");
        SOAK_CHECK(sameGame(game, here), "undo then redo does not give back the same game");
        ctx.action = "redo then undo";
        SOAK_CHECK(game.undo(), "undo refused after a redo");
        SOAK_CHECK(sameGame(game, undoneGame), "redo then undo does not give back the same game");
        ++stats.undos;
        checkGame(ctx, game, fresh);
      }
    } else if (r < 995) {
      // Redo (1-2 moves), possibly on an empty stack.
      const int count = 1 + static_cast<int>(rng() % 2);
      for (int i = 0; i < count; ++i) {
        const oc::Game here = game;
        ctx.action = "redo";
        const bool redone = game.redo();
        SOAK_CHECK(redone == here.canRedo(), "redo refused with a stack, or done without one");
        if (!redone) {
          SOAK_CHECK(sameGame(game, here), "a refused redo changed the game");
          break;
        }
        SOAK_CHECK(game.history().back() == here.redoStack().back(), "redo did not replay the last undone move");
        ++stats.redos;
        checkGame(ctx, game, fresh);
      }
    } else {
      ctx.action = "restart";
      game.restart();
      SOAK_CHECK(game.history().empty() && game.redoStack().empty() && game.board().count() == 0 && !game.over(),
                 "restart did not give an empty game");
      ++stats.restarts;
    }
    checkGame(ctx, game, fresh);
    if (gTrace)
      std::printf("game %ld action %d: %s -> %s\n", index, a, ctx.action.c_str(), oc::recordText(game.geometry(), game.history()).c_str());
    if (gTrace) std::fflush(stdout);
  }
  ++stats.games;
  ++stats.perSetup[setupIndex];
  if (!game.over()) {
    ++stats.unfinished;
  } else {
    if (game.outcome().winner == oc::Winner::Order) ++stats.orderWins;
    else ++stats.chaosWins;
    if (oc::orderStrategyProduced(game) || oc::chaosPairingProduced(game)) ++stats.provenGames;
  }
}

bool parseNumber(const char* text, std::uint64_t* out) {
  if (!text || !*text) return false;
  char* end = nullptr;
  errno = 0;
  const unsigned long long v = std::strtoull(text, &end, 10);
  if (errno || *end || text[0] == '-') return false;
  *out = v;
  return true;
}

int usage() {
  std::fprintf(stderr, "usage: soak [--games N] [--seed S] [--game G] [--max-move-ms M] [--no-takebacks] [--quiet] [--trace]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t games = kDefaultGames;
  std::uint64_t seed = kDefaultSeed;
  std::uint64_t only = 0;
  bool onlyOne = false;
  bool quiet = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
    if (a == "--games") {
      if (!parseNumber(value, &games)) return usage();
      ++i;
    } else if (a == "--seed") {
      if (!parseNumber(value, &seed)) return usage();
      ++i;
    } else if (a == "--game") {
      if (!parseNumber(value, &only)) return usage();
      onlyOne = true;
      ++i;
    } else if (a == "--max-move-ms") {
      std::uint64_t ms = 0;
      if (!parseNumber(value, &ms)) return usage();
      gMaxMoveMs = static_cast<long long>(ms);
      ++i;
    } else if (a == "--no-takebacks") {
      gNoTakebacks = true;
    } else if (a == "--trace") {
      gTrace = true;
    } else if (a == "--quiet") {
      quiet = true;
    } else {
      return usage();
    }
  }

  std::thread(watchdog).detach();
  Stats stats;
  const auto started = std::chrono::steady_clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(); };
  double lastReport = 0;
  const long first = onlyOne ? static_cast<long>(only) : 0;
  const long last = onlyOne ? first + 1 : static_cast<long>(games);
  for (long g = first; g < last; ++g) {
    playGame(seed, g, stats);
    if (!quiet && seconds() - lastReport >= 10) {
      lastReport = seconds();
      std::printf("soak: %ld games, %ld actions, %.0f s\n", stats.games, stats.actions, lastReport);
      std::fflush(stdout);
    }
  }
  const double s = seconds();
  std::printf("soak: seed %llu: %ld games, %ld actions (%ld computer moves, %ld at perfect; %ld illegal moves refused; "
              "%ld undo+redo round trips; %ld redos; %ld restarts) in %.1f s\n",
              static_cast<unsigned long long>(seed), stats.games, stats.actions, stats.moves, stats.perfectMoves, stats.refused,
              stats.undos, stats.redos, stats.restarts, s);
  std::printf("soak: results: Order won %ld, Chaos won %ld, unfinished %ld; %ld finished games produced by a proven strategy\n",
              stats.orderWins, stats.chaosWins, stats.unfinished, stats.provenGames);
  std::printf("soak: slowest computer move %.0f ms: %s\n", stats.slowestMs, stats.slowest.c_str());
  if (!quiet)
    for (std::size_t i = 0; i < setups().size(); ++i)
      if (stats.perSetup[i]) std::printf("  %-32s %ld games\n", setups()[i].name, stats.perSetup[i]);
  std::printf("soak: OK, no violation\n");
  return 0;
}
