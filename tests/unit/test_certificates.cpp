// The certificates and the proof search they serve: each certificate is
// recognised in all 16 symmetric forms of a position, and neither the
// centre-game certificate nor the proof-number search ever claims a value
// that plain minimax (the rules engine alone) refutes on boards small
// enough to search completely.
#include <catch_amalgamated.hpp>

#include <algorithm>
#include <random>

#include "search/board_symmetry.h"
#include "search/centre_game.h"
#include "search/children_cache.h"
#include "search/centre_shape.h"
#include "search/certificate_check.h"
#include "strategy/chaos_pairing.h"
#include "notation.h"
#include "search/order_certificate.h"
#include "strategy/order_mirror.h"
#include "search/proof_search.h"
#include "ai/simple_players.h"
#include "search/strategy_certificate.h"
#include "search/strategy_proof.h"
#include "search/tactics.h"
#include "search/threat_sequence.h"
#include "verification/threat_sequence_check.h"
#include "test_helpers.h"

using namespace oc;
using oc::test::minimaxOrderWins;
using oc::test::MinimaxMemo;

namespace {

// The game with every move mapped by symmetry s.
Game mapped(const Game& g, const BoardSymmetry& sym, int s) {
  Game out(g.rules());
  for (const Move& m : g.history()) REQUIRE(out.play(sym.map(s, m)) == MoveError::None);
  return out;
}

// Order's strategy against random Chaos moves, for `moves` plies.
Game strategyGame(const Rules& r, int moves, std::mt19937_64& rng) {
  Game g(r);
  while (g.moveCount() < moves && !g.over()) {
    if (g.toMove() == Role::Order) g.play(orderAdvice(g).move.move);
    else g.play(randomMove(g, rng));
  }
  return g;
}

Game randomGame(const Rules& r, int moves, std::mt19937_64& rng) {
  for (;;) {
    Game g(r);
    while (g.moveCount() < moves && !g.over()) g.play(randomMove(g, rng));
    if (!g.over()) return g;
  }
}

}  // namespace

TEST_CASE("certificates: Order's strategy is recognised in all 16 symmetric forms, its next move mapped back", "[certificates]") {
  std::mt19937_64 rng(5);
  const BoardSymmetry sym(Geometry::standard());
  for (int moves : {0, 3, 6, 9}) {
    const Game g = strategyGame(Rules{}, moves, rng);
    if (g.over()) continue;
    const std::optional<StrategyCertificate> plain = strategyCertificate(g);
    REQUIRE(plain);
    CHECK(plain->winner == Role::Order);
    for (int s = 0; s < BoardSymmetry::kCount; ++s) {
      INFO("moves " << moves << ", symmetry " << s);
      const Game image = mapped(g, sym, s);
      const std::optional<StrategyCertificate> c = strategyCertificate(image);
      REQUIRE(c);
      CHECK(c->winner == Role::Order);
      if (g.toMove() == Role::Order) {
        REQUIRE(c->next);
        // The strategy's move in the image is the image of a strategy move
        // (several orientations can fit an early game, each with its own move).
        Game after = image;
        REQUIRE(after.play(c->next->move) == MoveError::None);
        CHECK(strategyCertificate(after));
      }
    }
  }
}

TEST_CASE("certificates: Chaos's pairing tables are recognised in all 16 symmetric forms", "[certificates]") {
  std::mt19937_64 rng(6);
  const BoardSymmetry sym(Geometry::standard());
  const Rules exact{6, 5, Variant::ExactFive, Role::Order};
  for (PairingTable t : {PairingTable::A, PairingTable::B, PairingTable::C}) {
    Game g(exact);
    while (g.moveCount() < 8) {
      g.play(randomMove(g, rng));
      g.play(pairingAnswer(t, g.history().back()));
    }
    for (int s = 0; s < BoardSymmetry::kCount; ++s) {
      const std::optional<StrategyCertificate> c = strategyCertificate(mapped(g, sym, s));
      REQUIRE(c);
      CHECK(c->winner == Role::Chaos);
    }
  }
}

TEST_CASE("certificates: the centre-game certificate gives all 16 images of a position the same answer", "[certificates]") {
  std::mt19937_64 rng(7);
  const BoardSymmetry sym(Geometry::standard());
  int certified = 0;
  for (Variant v : {Variant::Classic, Variant::ExactFive}) {
    OrderCertificate cert(Geometry::standard(), v, std::size_t{4} << 20);
    for (int i = 0; i < 60; ++i) {
      const Game g = randomGame(Rules{6, 5, v, i % 2 ? Role::Chaos : Role::Order}, 2 + static_cast<int>(rng() % 8), rng);
      const bool orderToMove = g.toMove() == Role::Order;
      const auto value = [&](const Board& b) {
        return orderToMove ? cert.orderToMove(b, 500'000) : cert.chaosToMove(b, 500'000);
      };
      const CentreValue v0 = value(g.board());
      certified += v0 == CentreValue::OrderWins;
      for (int s = 1; s < BoardSymmetry::kCount; ++s) {
        INFO(recordText(g.geometry(), g.history()) << " symmetry " << s);
        CHECK(value(sym.map(s, g.board())) == v0);
      }
    }
  }
  CHECK(certified >= 20);
}

TEST_CASE("certificates: the centre-game certificate never claims a win that minimax refutes (4x4 line 3, 5x5 line 4)", "[certificates]") {
  std::mt19937_64 rng(8);
  int claims = 0, closingClaims = 0;  // closingClaims: proven only with the closing of pairs
  int shortDiagonalClaims = 0;         // claims where a short diagonal of the centre may win
  for (const Rules& r : {Rules{4, 3, Variant::Classic, Role::Order}, Rules{4, 3, Variant::ExactFive, Role::Chaos},
                         Rules{5, 4, Variant::Classic, Role::Order}, Rules{5, 4, Variant::ExactFive, Role::Chaos}}) {
    OrderCertificate cert(*Geometry::make(r.size, r.lineLength), r.variant, std::size_t{4} << 20);
    REQUIRE(cert.covers());
    MinimaxMemo memo;
    const int minTokens = r.size == 4 ? 3 : 13;  // plain minimax must finish
    for (int i = 0; i < 150; ++i) {
      Game g = randomGame(r, minTokens + static_cast<int>(rng() % 5), rng);
      const bool orderToMove = g.toMove() == Role::Order;
      const CentreValue v = orderToMove ? cert.orderToMove(g.board(), 1'000'000) : cert.chaosToMove(g.board(), 1'000'000);
      if (v != CentreValue::OrderWins) continue;
      ++claims;
      if (const std::optional<CentrePosition> p = cert.centrePosition(g.board(), orderToMove))
        shortDiagonalClaims += ((p->allowX | p->allowO) >> CentreShape::of(p->size).fullLineCount()) != 0;
      const auto without = OrderCertificate::Closing::WithoutClosing;
      OrderCertificate plainCert(*Geometry::make(r.size, r.lineLength), r.variant, std::size_t{1} << 20);
      closingClaims += (orderToMove ? plainCert.orderToMove(g.board(), 1'000'000, nullptr, {}, without)
                                    : plainCert.chaosToMove(g.board(), 1'000'000, nullptr, {}, without)) != CentreValue::OrderWins;
      INFO(r.size << "x" << r.size << " line " << r.lineLength << " " << variantName(r.variant) << ": "
                  << recordText(g.geometry(), g.history()));
      CHECK(minimaxOrderWins(g, memo));
    }
  }
  INFO("claims: " << claims << ", of them with the closing of pairs: " << closingClaims << ", with a short diagonal: " << shortDiagonalClaims);
  CHECK(claims >= 40);
  CHECK(closingClaims >= 1);
  CHECK(shortDiagonalClaims >= 1);
}

TEST_CASE("certificates: a short diagonal of the centre wins only with both ring ends of one kind", "[certificates]") {
  const Geometry g = Geometry::standard();
  const CentreShape& shape = CentreShape::of(4);
  REQUIRE(shape.lineCount() == shape.fullLineCount() + 4);
  for (Variant v : {Variant::Classic, Variant::ExactFive}) {
    const OrderCertificate cert(g, v, 1 << 16);
    for (int l = shape.fullLineCount(); l < shape.lineCount(); ++l) {
      REQUIRE(popcount(shape.line(l)) == 3);
      const auto [e0, e1] = cert.lineEnds(l);
      // The two ends and the three centre cells are a whole line of the board.
      Board five;
      five.place({e0, Kind::O});
      five.place({e1, Kind::O});
      for (Bits c = shape.line(l); c; c &= c - 1) five.place({cert.boardCell(lowestCell(c)), Kind::O});
      INFO(variantName(v) << " short diagonal " << l);
      CHECK(evaluate(g, v, five).winner == Winner::Order);
      // Allowed: the kind of both ends, nothing while one is empty or they differ.
      for (int s0 = 0; s0 < 3; ++s0)
        for (int s1 = 0; s1 < 3; ++s1) {
          Board b;
          if (s0) b.place({e0, s0 == 1 ? Kind::X : Kind::O});
          if (s1) b.place({e1, s1 == 1 ? Kind::X : Kind::O});
          bool half = true;
          CHECK(cert.allowedKinds(b, l, &half) == (s0 && s0 == s1 ? static_cast<unsigned>(s0) : 0u));
          CHECK_FALSE(half);
        }
    }
  }
  // The 8 symmetries map the short diagonals onto each other.
  for (int sym = 0; sym < 8; ++sym) {
    const std::uint32_t shortLines = ((1u << shape.lineCount()) - 1) & ~((1u << shape.fullLineCount()) - 1);
    CHECK(shape.symmetricLines(sym, shortLines) == shortLines);
  }
  // On the 4x4 board with a line of 4 (no ring) they are too short to win.
  const OrderCertificate mini(*Geometry::make(4, 4), Variant::Classic, 1 << 16);
  for (int l = shape.fullLineCount(); l < shape.lineCount(); ++l) CHECK(mini.allowedKinds(Board{}, l) == 0u);
}

TEST_CASE("centre game: a table shared across calls answers as a fresh solver does in any order of passes", "[certificates]") {
  // The table keeps what of a position can matter (filled cells, lines live
  // for each kind) and bounds on the passes: a key that left out too much
  // shows here as an answer that a fresh solver contradicts (leaving out the
  // lines live for O fails 8 checks). A pass bound read the wrong way could
  // only matter where the passes change a value, and none has been found
  // (docs/solver-history.md), so such a bug may not show here.
  std::mt19937_64 rng(12);
  CentreGameSolver shared(std::size_t{1} << 20);
  int compared = 0, orderWins = 0;
  for (int i = 0; i < 1000; ++i) {
    CentrePosition p;
    p.size = 4;
    for (int l = 0; l < 10; ++l) {
      const unsigned kinds = static_cast<unsigned>(rng() % 4);
      if (kinds & 1) p.allowX |= 1u << l;
      if (kinds & 2) p.allowO |= 1u << l;
      // Every other position has half-filled pairs on lines of one kind.
      if (i % 2 == 1 && (kinds == 1 || kinds == 2) && rng() % 2) (kinds == 1 ? p.halfX : p.halfO) |= 1u << l;
    }
    const int tokens = 5 + static_cast<int>(rng() % 6);
    while (popcount(p.x | p.o) < tokens) {
      const int cell = static_cast<int>(rng() % 16);
      if (!((p.x | p.o) & bit(cell))) (rng() % 2 ? p.x : p.o) |= bit(cell);
    }
    p.orderToMove = rng() % 2;
    int passOrder[4] = {0, 1, 2, 3};
    std::shuffle(passOrder, passOrder + 4, rng);
    CentreValue byPasses[4];
    for (int passes : passOrder) {
      p.passes = passes;
      CentreGameSolver fresh(std::size_t{1} << 20);
      const CentreValue expected = fresh.solve(p, 50'000'000);
      REQUIRE(expected != CentreValue::Unknown);
      INFO("x=" << p.x << " o=" << p.o << " allowX=" << p.allowX << " allowO=" << p.allowO << " halfX=" << p.halfX
                << " halfO=" << p.halfO << " passes=" << passes
                << (p.orderToMove ? " Order" : " Chaos") << " to move");
      CHECK(shared.solve(p, 50'000'000) == expected);
      byPasses[passes] = expected;
      ++compared;
      orderWins += expected == CentreValue::OrderWins;
    }
    // More passes never hurt Chaos.
    for (int passes = 1; passes < 4; ++passes)
      if (byPasses[passes] == CentreValue::OrderWins) CHECK(byPasses[passes - 1] == CentreValue::OrderWins);
  }
  INFO("positions compared: " << compared << ", Order wins: " << orderWins);
  CHECK(orderWins > compared / 10);
  CHECK(compared - orderWins > compared / 10);
}

TEST_CASE("centre game: the 4x4 centre's cell symmetries by bit operations are the shape's maps, on every mask", "[certificates]") {
  const CentreShape& shape = CentreShape::of(4);
  // Symmetry 4t + 2v + h: transposed if t, then rows flipped if v, then columns flipped if h.
  const auto cellsBy = [](int sym, Bits cells) {
    if (sym & 4) cells = square4::transposeCells(cells);
    if (sym & 2) cells = square4::flipRowsCells(cells);
    if (sym & 1) cells = square4::flipColumnsCells(cells);
    return cells;
  };
  int cellMismatches = 0, touchMismatches = 0;
  for (int sym = 0; sym < 8; ++sym)
    for (Bits cells = 0; cells < (Bits{1} << 16); ++cells) cellMismatches += cellsBy(sym, cells) != shape.symmetricCells(sym, cells);
  // And the lines a set of cells touches, looked up, as counted line by line.
  for (Bits cells = 0; cells < (Bits{1} << 16); ++cells) {
    std::uint32_t touched = 0;
    for (int l = 0; l < shape.lineCount(); ++l)
      if (shape.line(l) & cells) touched |= 1u << l;
    touchMismatches += shape.linesTouching(cells) != touched;
  }
  CHECK(cellMismatches == 0);
  CHECK(touchMismatches == 0);
  // The maps are the 8 distinct symmetries: a cell with no symmetric twin has 8 images.
  Bits images = 0;
  for (int sym = 0; sym < 8; ++sym) images |= cellsBy(sym, bit(1));
  CHECK(popcount(images) == 8);
}

TEST_CASE("centre game: the solver agrees with plain minimax, with and without half-filled pairs", "[certificates]") {
  // The check `ovc verify` runs, on fewer random 4x4 positions: plain
  // minimax gives each side every move of the rules (certificate_check.h),
  // and every Chaos move outside the reach of Order's threats loses.
  const CentreSolverReport r = verifyCentreSolver(500, 20261126u);
  INFO(r.firstDisagreement);
  CHECK(r.disagreements == 0);
  CHECK(r.withHalfFilledPairs > 1000);
  CHECK(r.withShortDiagonals > 1000);
  CHECK(r.threatSequences > 1000);
  CHECK(r.movesOutsideReach > r.threatSequences);
  CHECK(r.threatSequencesWithPairs > 0);
  CHECK(r.orderWins > 0);
  CHECK(r.orderWins < r.positions);
}

TEST_CASE("proof search: agrees with plain minimax on boards small enough to search completely", "[certificates][solver]") {
  std::mt19937_64 rng(9);
  int orderWins = 0, chaosHolds = 0;
  for (const Rules& r : {Rules{4, 3, Variant::Classic, Role::Order}, Rules{4, 4, Variant::ExactFive, Role::Chaos},
                         Rules{4, 3, Variant::ExactFive, Role::Order}, Rules{5, 4, Variant::Classic, Role::Chaos},
                         Rules{5, 5, Variant::Classic, Role::Order}, Rules{6, 5, Variant::ExactFive, Role::Order}}) {
    ProofTable table(std::size_t{4} << 20);
    OrderCertificate cert(*Geometry::make(r.size, r.lineLength), r.variant, std::size_t{2} << 20);
    ProofSearch search(r, table, cert);
    MinimaxMemo memo;
    const int empties = r.size == 4 ? (r.lineLength == 3 ? 12 : 9) : 10;  // plain minimax must finish quickly
    for (int i = 0; i < 40; ++i) {
      Game g = randomGame(r, r.size * r.size - empties - static_cast<int>(rng() % 3), rng);
      search.setRoot(g.board());
      const ProofValue v = search.run(~std::uint64_t{0});
      INFO(r.size << "x" << r.size << " line " << r.lineLength << " " << variantName(r.variant) << ": "
                  << recordText(g.geometry(), g.history()));
      REQUIRE(v != ProofValue::Unknown);
      const bool expected = minimaxOrderWins(g, memo);
      CHECK((v == ProofValue::OrderWins) == expected);
      (expected ? orderWins : chaosHolds) += 1;
    }
  }
  CHECK(orderWins >= 30);
  CHECK(chaosHolds >= 30);
}

// The children kept between visits are a board's own: two boards that
// share a slot (the same hash here) never answer for each other, and a
// cleared cache answers for none.
TEST_CASE("children cache: a slot answers only for the board that filled it", "[certificates][solver]") {
  ChildrenCache cache(16);
  Board a, b;
  a.place(Move{0, Kind::X});
  b.place(Move{0, Kind::O});
  const std::uint64_t hash = 5;
  ChildrenCache::Slot& s = cache.slotFor(hash, a);
  s.move[0] = static_cast<std::uint8_t>(moveCode(Move{7, Kind::O}));
  s.pn[0] = 0;
  s.dn[0] = kProofInfinity;
  s.count = 1;
  const ChildrenCache::Slot* found = cache.find(hash, a);
  REQUIRE(found != nullptr);
  CHECK(moveFromCode(found->move[0]) == Move{7, Kind::O});
  CHECK(found->pn[0] == 0);
  CHECK(cache.find(hash, b) == nullptr);      // same slot, another board
  CHECK(cache.find(hash + 16, a) != nullptr);  // the slot is the hash's low bits
  cache.slotFor(hash, b).count = 2;            // b takes the slot over
  CHECK(cache.find(hash, a) == nullptr);
  cache.clear();
  CHECK(cache.find(hash, b) == nullptr);
}

// The search settles on sight every Chaos move that leaves one of Order's
// wins by continuous threats untouched (threat_sequence.h). Each such claim
// is checked here with the rules engine alone: after it Order wins by
// threats. (Under exact-five a threat needs sealed ends and these games
// make few; the root values on 6x6 exact-five are checked against minimax
// above.)
TEST_CASE("proof search: the Chaos moves it settles on sight lose to a sequence of threats", "[certificates][solver]") {
  std::mt19937_64 rng(31);
  int claims = 0, positions = 0;
  const int tries = test::scaledCount(400), wanted = test::scaledCount(60);
  for (const Rules& r : {Rules{6, 5, Variant::Classic, Role::Chaos}, Rules{6, 5, Variant::Classic, Role::Order}}) {
    const Geometry g = *Geometry::make(r.size, r.lineLength);
    ProofTable table(std::size_t{1} << 20);
    OrderCertificate cert(g, r.variant, std::size_t{1} << 20);
    ProofSearch search(r, table, cert);
    int withClaims = 0;
    for (int i = 0; i < tries && withClaims < wanted; ++i) {
      // Greedy players with some random moves: Order builds lines, Chaos
      // stops threats, and double threats come up.
      Game game(r);
      const int plies = 8 + 2 * static_cast<int>(rng() % 6) + (r.firstPlayer == Role::Order ? 1 : 0);  // Chaos to move
      while (game.moveCount() < plies && !game.over())
        game.play(game.toMove() == Role::Chaos && rng() % 2 == 0 ? randomMove(game, rng) : greedyMove(game, rng));
      if (game.over() || game.toMove() != Role::Chaos || completingMove(g, r.variant, game.board())) continue;
      search.setRoot(game.board());
      int settled = 0;
      for (const ProofSearch::MoveValue& mv : search.rootMoves()) {
        if (mv.value != ProofValue::OrderWins) continue;
        Board after = game.board();
        after.place(mv.move);
        if (evaluate(g, r.variant, after).winner == Winner::Order || completingMove(g, r.variant, after)) continue;
        INFO(variantName(r.variant) << ": " << recordText(g, game.history()) << " then " << moveText(g, mv.move));
        CHECK(orderWinsByThreats(g, r.variant, after, ThreatSequences::kMaxMoves));
        ++settled;
      }
      if (settled > 0) ++withClaims;
      claims += settled;
    }
    positions += withClaims;
  }
  INFO("positions with such claims: " << positions);
  CHECK(claims >= test::scaledCount(500));
}

TEST_CASE("threat sequences: every claim holds under the rules engine", "[certificates][solver]") {
  // The check `ovc verify` runs (verification/threat_sequence_check.h), on
  // fewer games.
  const ThreatSequenceReport r = verifyThreatSequences(test::scaledCount(60), 37);
  INFO(r.firstFailure);
  CHECK(r.failures == 0);
  CHECK(r.orderWins >= static_cast<std::uint64_t>(test::scaledCount(20)));
  CHECK(r.settledMoves >= static_cast<std::uint64_t>(test::scaledCount(200)));
}

// A sequence's reach (threat_sequence.h) under the classic rule: only the
// windows a move threatens on, not every window through its cell.
TEST_CASE("threat sequences: a move's reach is the windows it threatens on", "[certificates][solver]") {
  const Geometry g = *Geometry::make(6, 5);
  const Tactics classic(g, Variant::Classic), exactFive(g, Variant::ExactFive);
  Board b;
  for (int col = 1; col <= 4; ++col) b.place(Move{g.index(1, col), Kind::X});  // b2 c2 d2 e2 (the last move e2)
  const int last = g.index(1, 4);
  Bits row = 0;
  for (int col = 0; col < 6; ++col) row |= bit(g.index(1, col));
  // Two windows threatened, a2-e2 and b2-f2: the row, nothing of the column or the diagonals.
  CHECK(classic.threatWindows(b, last, Kind::X) == row);
  CHECK((classic.threatReach(last) & ~row) != 0);
  // Nothing threatened by O there; under exact-five every window through the cell counts.
  CHECK(classic.threatWindows(b, last, Kind::O) == 0);
  CHECK(exactFive.threatWindows(b, last, Kind::X) == exactFive.threatReach(last));
  // A block on a2 leaves the one window b2-f2.
  b.place(Move{g.index(1, 0), Kind::O});
  CHECK(classic.threatWindows(b, last, Kind::X) == (row & ~bit(g.index(1, 0))));
}

// Order's immediate wins and the threats a move makes (tactics.h), which the
// proof search asks at every node and the threat sequences at every step,
// against the rules' own win check: on random boards without a five, every
// move that wins on the spot and no other, and for each token the wins in
// the windows through its cell (the classic rule's quick path keeps to the
// token's kind).
TEST_CASE("tactics: immediate wins and a token's threats match the win check", "[certificates][solver]") {
  std::mt19937 rng(20261201);
  for (const auto& [n, l] : {std::pair{6, 5}, std::pair{5, 4}, std::pair{8, 5}, std::pair{4, 3}}) {
    const Geometry g = *Geometry::make(n, l);
    for (Variant variant : {Variant::Classic, Variant::ExactFive}) {
      const Tactics t(g, variant);
      int threatsSeen = 0;
      for (int game = 0; game < test::scaledCount(300); ++game) {
        Board b;
        const int tokens = static_cast<int>(rng() % static_cast<unsigned>(g.cellCount() - 1));
        for (int placed = 0; placed < tokens; ++placed) {
          const int cell = static_cast<int>(rng() % static_cast<unsigned>(g.cellCount()));
          const Move m{cell, rng() % 2 ? Kind::X : Kind::O};
          if (!b.isEmpty(cell)) continue;
          Board next = b;
          next.place(m);
          if (!t.winsAfter(next, m)) b = next;  // no five on the board
        }
        // The winning moves, by placing each kind on each empty cell.
        std::vector<std::pair<int, int>> wins;
        for (int cell = 0; cell < g.cellCount(); ++cell) {
          if (!b.isEmpty(cell)) continue;
          for (Kind k : {Kind::X, Kind::O}) {
            Board next = b;
            next.place(Move{cell, k});
            if (t.winsAfter(next, Move{cell, k})) wins.emplace_back(cell, kindIndex(k));
          }
        }
        Move found[2 * kMaxCells];
        const int count = t.immediateWins(b, found, 2 * kMaxCells);
        std::vector<std::pair<int, int>> listed;
        for (int i = 0; i < count; ++i) listed.emplace_back(found[i].cell, kindIndex(found[i].kind));
        std::sort(listed.begin(), listed.end());
        INFO(n << "x" << n << " line " << l << (variant == Variant::Classic ? " classic" : " exact-five") << ", game " << game);
        CHECK(listed == wins);
        threatsSeen += count;
        // Each token's threats: wins within the windows through its cell.
        for (int cell = 0; cell < g.cellCount(); ++cell) {
          if (b.isEmpty(cell)) continue;
          const int made = t.threatsAfter(b, cell, found, 2 * kMaxCells);
          for (int i = 0; i < made; ++i)
            CHECK(std::find(wins.begin(), wins.end(), std::pair{found[i].cell, kindIndex(found[i].kind)}) != wins.end());
          if (variant != Variant::Classic) continue;
          std::vector<std::pair<int, int>> expected;
          const Kind k = b.kindAt(cell);
          for (const int w : g.windowsThrough(cell)) {
            const Bits cells = g.windows()[static_cast<std::size_t>(w)].cells, open = cells & ~b.occupied();
            if (popcount(open) == 1 && (cells & ~open & b.tokens(k)) == (cells & ~open)) expected.emplace_back(lowestCell(open), kindIndex(k));
          }
          std::sort(expected.begin(), expected.end());
          expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
          std::vector<std::pair<int, int>> got;
          for (int i = 0; i < made; ++i) got.emplace_back(found[i].cell, kindIndex(found[i].kind));
          std::sort(got.begin(), got.end());
          CHECK(got == expected);
        }
      }
      CHECK(threatsSeen > 0);  // the boards had threats to find
    }
  }
}
