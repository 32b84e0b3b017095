#include <catch_amalgamated.hpp>

#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>
#include <random>

#include "ai/local_player.h"
#include "search/pairing_certificate.h"
#include "search/pairing_play.h"
#include "notation.h"
#include "search/proof_builder.h"
#include "search/proof_check.h"
#include "search/proof_library.h"
#include "ai/simple_players.h"
#include "search/small_board_solver.h"
#include "search/solved_values.h"
#include "test_helpers.h"

using namespace oc;

namespace {

Board randomBoard(const Geometry& g, int tokens, std::mt19937_64& rng) {
  Board b;
  while (b.count() < tokens) {
    const int cell = static_cast<int>(rng() % static_cast<std::uint64_t>(g.cellCount()));
    if (b.isEmpty(cell)) b.place({cell, rng() % 2 ? Kind::O : Kind::X});
  }
  return b;
}

std::unique_ptr<SmallBoardSolver> solverFor(const Rules& r) { return std::make_unique<SmallBoardSolver>(r, std::size_t{16} << 20); }

StrategyProof proofFor(const Rules& r) {
  auto solver = solverFor(r);
  const std::optional<Role> winner = solver->solve(Board{});
  REQUIRE(winner);
  std::optional<StrategyProof> proof = buildProof(*solver, r, *winner, ProofMoves::Solver);
  REQUIRE(proof);
  return *proof;
}

}  // namespace

TEST_CASE("the table-driven canonical form is the plain one", "[values]") {
  std::mt19937_64 rng(17);
  for (int size : {4, 5, 6}) {
    const Geometry g = *Geometry::make(size, 4);
    const CanonicalCoder coder(g);
    for (int i = 0; i < 300; ++i) {
      const Board b = randomBoard(g, static_cast<int>(rng() % static_cast<std::uint64_t>(g.cellCount())), rng);
      const CanonicalForm fast = coder.canonical(b), plain = plainCanonical(g, b);
      REQUIRE(fast.code == plain.code);
      // The symmetry found maps the board onto the canonical image.
      Board image;
      for (int cell = 0; cell < g.cellCount(); ++cell)
        if (!b.isEmpty(cell)) image.place(symmetricMove(g, fast.symmetry, Move{cell, b.kindAt(cell)}));
      CHECK(plainCode(g, image) == fast.code);
      CHECK(boardFromCode(g, fast.code) == image);
      // Every image of the board has the same canonical form, and a
      // symmetry's inverse undoes it.
      const int s = static_cast<int>(rng() % 16);
      Board other, back;
      for (int cell = 0; cell < g.cellCount(); ++cell)
        if (!b.isEmpty(cell)) other.place(symmetricMove(g, s, Move{cell, b.kindAt(cell)}));
      CHECK(coder.canonical(other).code == fast.code);
      CHECK(plainCanonical(g, other).code == fast.code);
      for (int cell = 0; cell < g.cellCount(); ++cell)
        if (!other.isEmpty(cell)) back.place(symmetricMove(g, inverseSymmetry(g, s), Move{cell, other.kindAt(cell)}));
      CHECK(back == b);
    }
  }
}

TEST_CASE("the small-board solver agrees with a plain minimax", "[values]") {
  std::mt19937_64 rng(3);
  for (int line : {3, 4})
    for (Variant v : {Variant::Classic, Variant::ExactFive})
      for (Role first : {Role::Order, Role::Chaos}) {
        const Rules r{4, line, v, first};
        INFO("4x4 line " << line << " " << variantName(v) << " first " << roleName(first));
        auto solver = solverFor(r);
        test::MinimaxMemo memo;
        // The empty board where the minimax is quick (lines of three), and
        // positions from random games.
        if (line == 3) {
          Game empty(r);
          const bool orderWins = test::minimaxOrderWins(empty, memo);
          CHECK(solver->solve(Board{}) == (orderWins ? Role::Order : Role::Chaos));
        }
        for (int i = 0; i < 150; ++i) {
          Game g(r);
          const int moves = (line == 3 ? 2 : 7) + static_cast<int>(rng() % 6);
          for (int m = 0; m < moves && !g.over(); ++m) g.play(randomMove(g, rng));
          if (g.over()) continue;
          const bool wins = test::minimaxOrderWins(g, memo);
          CHECK(solver->solve(g.board()) == (wins ? Role::Order : Role::Chaos));
        }
      }
  // 5x5 positions with 16 tokens: small enough for the minimax.
  for (Variant v : {Variant::Classic, Variant::ExactFive}) {
    const Rules r{5, 4, v, Role::Order};
    auto solver = solverFor(r);
    test::MinimaxMemo memo;
    int compared = 0;
    for (int i = 0; i < 400 && compared < 60; ++i) {
      Game g(r);
      for (int m = 0; m < 16 && !g.over(); ++m) g.play(randomMove(g, rng));
      if (g.over()) continue;
      ++compared;
      const bool wins = test::minimaxOrderWins(g, memo);
      CHECK(solver->solve(g.board()) == (wins ? Role::Order : Role::Chaos));
    }
    CHECK(compared > 20);
  }
}

TEST_CASE("a built proof checks, and a corrupted one does not", "[values]") {
  const Rules r{4, 3, Variant::ExactFive, Role::Order};
  const StrategyProof proof = proofFor(r);
  REQUIRE(proof.winner() == Role::Order);
  const ProofCheckReport good = checkProof(proof);
  REQUIRE(good.valid);
  CHECK(good.unusedEntries == 0);
  // The positions where Order completes a line at once are left out of the
  // proof: the checker finds those moves itself.
  CHECK(good.completions > 0);
  CHECK(good.winnerTurns == proof.size() + good.completions);

  // The file round trip keeps every entry.
  StrategyProof reread;
  std::string error;
  REQUIRE(StrategyProof::parse(proof.serialize(), reread, error));
  CHECK(reread.entries().size() == proof.entries().size());
  CHECK(checkProof(reread).valid);

  // Every entry is used, so dropping any one leaves a position unanswered.
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 20; ++trial) {
    StrategyProof missing = proof;
    missing.entries().erase(missing.entries().begin() + static_cast<long>(rng() % proof.size()));
    const ProofCheckReport r1 = checkProof(missing);
    CHECK_FALSE(r1.valid);
    CHECK(r1.failure.find("no move") != std::string::npos);
  }
  // A move onto a taken cell.
  const Geometry g = *Geometry::make(4, 3);
  for (std::size_t i = 0; i < proof.size(); i += proof.size() / 7 + 1) {
    StrategyProof corrupt = proof;
    ProofEntryRecord& e = corrupt.entries()[i];
    const Board b = boardFromCode(g, e.code);
    if (b.count() == 0) continue;
    e.move = static_cast<std::uint8_t>(lowestCell(b.occupied()) * 2);
    CHECK_FALSE(checkProof(corrupt).valid);
  }
  // Every answer replaced by the first empty cell with X: a legal strategy
  // that does not win.
  StrategyProof weak = proof;
  for (ProofEntryRecord& e : weak.entries()) {
    const Board b = boardFromCode(g, e.code);
    e.move = static_cast<std::uint8_t>(lowestCell(g.allCells() & ~b.occupied()) * 2);
  }
  const ProofCheckReport weakReport = checkProof(weak);
  CHECK_FALSE(weakReport.valid);
  // A damaged file is refused.
  std::string bytes = proof.serialize();
  bytes.pop_back();
  CHECK_FALSE(StrategyProof::parse(bytes, reread, error));
  // Headers with counts past the file, signs, missing or extra words.
  const std::string body = proof.serialize().substr(proof.serialize().find('\n'));
  for (const char* header : {"ocproof 1 size 4 line 3 variant classic first order winner order entries 18446744073709551615",
                             "ocproof 1 size 4 line 3 variant classic first order winner order entries -1",
                             "ocproof 1 size 4 line 3 variant classic first order winner order",
                             "ocproof 1 size 4 line 3 variant classic first order winner order entries 1 pairings",
                             "ocproof 1 size 4 line 3 variant classic first order winner order entries 1 pairs 1",
                             "ocproof 1 size 99999999999 line 3 variant classic first order winner order entries 1"}) {
    INFO(header);
    CHECK_FALSE(StrategyProof::parse(header + body, reread, error));
    CHECK_FALSE(error.empty());
  }
}

TEST_CASE("a position code takes the fewest bytes that hold 3^cells codes", "[values]") {
  // 3^cells <= 256^k, compared exactly in base-256 digits.
  for (int cells = 0; cells <= 64; ++cells) {
    std::vector<unsigned> power{1};  // 3^cells, little-endian base 256
    for (int i = 0; i < cells; ++i) {
      unsigned carry = 0;
      for (unsigned& digit : power) {
        const unsigned v = digit * 3 + carry;
        digit = v & 0xFF;
        carry = v >> 8;
      }
      if (carry) power.push_back(carry);
    }
    // The least k with 3^cells <= 256^k: k = digits, less one if 3^cells is exactly 256^(digits-1) (only for 1).
    const bool exactPower = power.back() == 1 && std::all_of(power.begin(), power.end() - 1, [](unsigned d) { return d == 0; });
    const int expected = cells == 0 ? 0 : static_cast<int>(power.size()) - (exactPower ? 1 : 0);
    INFO(cells);
    CHECK(StrategyProof::codeBytes(cells) == expected);
  }
  CHECK(StrategyProof::codeBytes(25) == 5);
  CHECK(StrategyProof::codeBytes(16) == 4);
}

TEST_CASE("a proof that claims the wrong winner fails", "[values]") {
  // Order wins 4x4 with lines of four: Chaos has no answer in the table,
  // and some game reaches Order's line.
  const Rules r{4, 4, Variant::Classic, Role::Order};
  StrategyProof claim(r, Role::Chaos);
  claim.entries() = proofFor(r).entries();
  CHECK_FALSE(checkProof(claim).valid);
}

TEST_CASE("the values table covers every set-up and round-trips", "[values]") {
  const std::vector<Rules> setups = offeredSetups();
  CHECK(setups.size() == 80);
  const std::vector<ValueEntry>& shipped = shippedValues();
  REQUIRE(shipped.size() == setups.size());
  for (const Rules& r : setups) {
    const ValueEntry* e = shippedValue(r);
    REQUIRE(e);
    const std::optional<ValueEntry> back = parseValueJson(valueJson(*e));
    REQUIRE(back);
    CHECK(back->rules == e->rules);
    CHECK(back->value == e->value);
    CHECK(back->proof == e->proof);
    CHECK(back->nodes == e->nodes);
    // A value shown as proven names its proof; an open one none.
    CHECK((e->value == SetupValue::Open) == (e->proof == "none"));
    // A proven value names a proof file, a published strategy or a completed search.
    if (e->value != SetupValue::Open) {
      const bool named = e->proof.rfind("table:", 0) == 0 || e->proof.rfind("search:", 0) == 0 ||
                         e->proof == "strategy:order" || e->proof == "pairing-table";
      CHECK(named);
    }
  }
  // The published 6x6 values.
  CHECK(shippedValue(Rules{6, 5, Variant::Classic, Role::Order})->value == SetupValue::OrderWins);
  CHECK(shippedValue(Rules{6, 5, Variant::Classic, Role::Chaos})->value == SetupValue::OrderWins);
  CHECK(shippedValue(Rules{6, 5, Variant::ExactFive, Role::Order})->value == SetupValue::ChaosWins);
  CHECK(shippedValue(Rules{6, 5, Variant::ExactFive, Role::Chaos})->value == SetupValue::OrderWins);
  CHECK(setupValueLabel(SetupValue::OrderWins) == "Order wins \xE2\x80\x94 proven");
  CHECK_FALSE(parseValueJson("{\"size\":9,\"line\":3}"));
}

TEST_CASE("the shipped proofs check and prove the table's values", "[values]") {
  int checked = 0;
  for (const ValueEntry& e : shippedValues()) {
    if (e.proof.rfind("table:", 0) != 0 || e.rules.size > 4) continue;  // the larger ones: ovc verify
    StrategyProof proof;
    std::string error;
    REQUIRE(StrategyProof::load(std::string(OC_DATA_DIR) + "/proofs/" + e.proof.substr(6), proof, error));
    CHECK(proof.rules() == e.rules);
    CHECK(proof.winner() == (e.value == SetupValue::OrderWins ? Role::Order : Role::Chaos));
    CHECK(checkProof(proof).valid);
    ++checked;
  }
  CHECK(checked == 8);  // every 4x4 set-up
}

TEST_CASE("playing from a proof never loses", "[values][players]") {
  std::mt19937_64 rng(23);
  const Rules setups[] = {{4, 4, Variant::Classic, Role::Order}, {4, 4, Variant::ExactFive, Role::Chaos},
                          {4, 3, Variant::ExactFive, Role::Order}};
  for (const Rules& r : setups) {
    INFO(StrategyProof::fileStem(r));
    const StrategyProof proof = proofFor(r);
    const Winner expected = proof.winner() == Role::Order ? Winner::Order : Winner::Chaos;
    LocalPlayer strong(Level::Strong, 2), perfect(Level::Perfect, 3);
    strong.setSearchNodes(20'000);
    perfect.setSearchNodes(20'000);
    int games = 0, wins = 0;
    for (int i = 0; i < 400; ++i) {
      Game g(r);
      const int opponent = i % 4;  // random, greedy, strong search, perfect search
      while (!g.over()) {
        Move m;
        if (g.toMove() == proof.winner()) {
          const std::optional<Move> fromProof = proof.moveFor(g.geometry(), g.board());
          REQUIRE(fromProof);
          m = *fromProof;
        } else if (opponent == 0) {
          m = randomMove(g, rng);
        } else if (opponent == 1) {
          m = greedyMove(g, rng);
        } else {
          m = (opponent == 2 ? strong : perfect).choose(g).move;
        }
        REQUIRE(g.play(m) == MoveError::None);
      }
      ++games;
      wins += g.outcome().winner == expected;
    }
    CHECK(wins == games);
  }
}

TEST_CASE("the perfect player plays a loaded proof and never loses", "[values][players]") {
  std::mt19937_64 rng(29);
  REQUIRE(loadShippedProofs(std::string(OC_DATA_DIR) + "/proofs") >= 14);
  // (5x5 line 4 exact-five, Chaos first: a proof for Order that leaves out
  // the completions, which the player finds itself.)
  // (5x5 line 5: proofs for Chaos that stop at pairings, which the player
  // then plays, Order first with spare pairs.)
  const Rules setups[] = {{5, 4, Variant::Classic, Role::Chaos}, {5, 3, Variant::ExactFive, Role::Order},
                          {5, 4, Variant::ExactFive, Role::Chaos}, {5, 5, Variant::Classic, Role::Order},
                          {5, 5, Variant::ExactFive, Role::Chaos}};
  for (const Rules& r : setups) {
    INFO(StrategyProof::fileStem(r));
    const StrategyProof* proof = loadedProof(r);
    REQUIRE(proof);
    // One node of search: the moves come from the proof or not at all.
    LocalPlayer perfect(Level::Perfect, 1), strong(Level::Strong, 2);
    perfect.setSearchNodes(1);
    strong.setSearchNodes(20'000);
    const Winner expected = proof->winner() == Role::Order ? Winner::Order : Winner::Chaos;
    int games = 0, wins = 0, fromProof = 0, winnerMoves = 0;
    const int count = test::scaledCount(150);
    for (int i = 0; i < count; ++i) {
      Game g(r);
      const int opponent = i % 3;  // random, greedy, strong search
      while (!g.over()) {
        Move m;
        if (g.toMove() == proof->winner()) {
          m = perfect.choose(g).move;
          ++winnerMoves;
          fromProof += proof->moveInGame(g.geometry(), g.history()).has_value();
        } else if (opponent == 0) {
          m = randomMove(g, rng);
        } else if (opponent == 1) {
          m = greedyMove(g, rng);
        } else {
          m = strong.choose(g).move;
        }
        REQUIRE(g.play(m) == MoveError::None);
      }
      ++games;
      wins += g.outcome().winner == expected;
    }
    CHECK(wins == games);
    CHECK(fromProof == winnerMoves);  // every position the winner met was in the proof
  }
}

TEST_CASE("a Chaos proof ending at a pairing checks, and a broken pairing does not", "[values]") {
  const Rules r{5, 5, Variant::Classic, Role::Chaos};
  const StrategyProof proof = proofFor(r);
  REQUIRE(proof.winner() == Role::Chaos);
  REQUIRE_FALSE(proof.pairings().empty());
  const ProofCheckReport good = checkProof(proof);
  REQUIRE(good.valid);
  CHECK(good.pairings == proof.pairings().size());
  StrategyProof reread;
  std::string error;
  REQUIRE(StrategyProof::parse(proof.serialize(), reread, error));
  CHECK(checkProof(reread).valid);

  // Dropping a pair leaves its window uncovered (each of the 12 lines needs its own pair).
  for (std::size_t k = 0; k < proof.pairings()[0].pairs.size(); ++k) {
    StrategyProof broken = proof;
    broken.pairings()[0].pairs.erase(broken.pairings()[0].pairs.begin() + static_cast<long>(k));
    CHECK_FALSE(checkProof(broken).valid);
  }
  // Two pairs sharing a cell.
  StrategyProof overlapping = proof;
  auto& pairs = overlapping.pairings()[0].pairs;
  pairs[1].first = pairs[0].first;
  CHECK_FALSE(checkProof(overlapping).valid);
  // Chaos's first move taken away: no answer at the root.
  StrategyProof noMove = proof;
  noMove.entries().clear();
  CHECK_FALSE(checkProof(noMove).valid);
  // A pairing in a proof for Order is refused.
  StrategyProof forOrder(r, Role::Order);
  forOrder.entries() = proof.entries();
  forOrder.pairings() = proof.pairings();
  CHECK_FALSE(checkProof(forOrder).valid);
}

TEST_CASE("a pair is spare when its windows are alive for one kind, or all of them keep one unpaired cell",
          "[values][pairing]") {
  const Geometry g = *Geometry::make(5, 5);
  const auto cell = [&](const char* name) { return parseCell(g, name).value(); };
  Board b;
  b.place({cell("a1"), Kind::X});
  b.place({cell("b1"), Kind::O});  // row 1 holds both kinds: dead
  const Variant v = Variant::Classic;
  // Column a holds an X: an O on a2 or a3 ends it.
  CHECK(pairIsSpare(g, v, b, cell("a2"), cell("a3"), bit(cell("a2")) | bit(cell("a3"))));
  // Column c is empty: spare only while one of its other cells is unpaired.
  const Bits columnC = bit(cell("c1")) | bit(cell("c2")) | bit(cell("c3")) | bit(cell("c4")) | bit(cell("c5"));
  CHECK_FALSE(pairIsSpare(g, v, b, cell("c2"), cell("c3"), columnC));
  CHECK(pairIsSpare(g, v, b, cell("c2"), cell("c3"), columnC & ~bit(cell("c5"))));
  // A pair in a dead line only is spare.
  CHECK(pairIsSpare(g, v, b, cell("c1"), cell("d1"), columnC));
  // On 6x6, c1 and d1 lie in both windows of row 1, one holding an X and
  // the other an O: no one kind ends both while the cells both windows
  // share (b1 to e1) are paired ...
  const Geometry six = Geometry::standard();
  const auto at = [&](const char* name) { return parseCell(six, name).value(); };
  const Bits rowMiddle = bit(at("b1")) | bit(at("c1")) | bit(at("d1")) | bit(at("e1"));
  Board mixed;
  mixed.place({at("a1"), Kind::X});
  mixed.place({at("f1"), Kind::O});
  CHECK_FALSE(pairIsSpare(six, v, mixed, at("c1"), at("d1"), rowMiddle));
  // ... but with b1 unpaired it holds a token once Chaos has to spend the
  // pair, and whatever its kind one of the windows is dead and the other
  // alive for that kind only.
  CHECK(pairIsSpare(six, v, mixed, at("c1"), at("d1"), rowMiddle & ~bit(at("b1"))));
  // On an empty row the same: e1 is in both windows, a1 in one only.
  const Board empty;
  CHECK(pairIsSpare(six, v, empty, at("c1"), at("d1"), rowMiddle & ~bit(at("e1"))));
  CHECK_FALSE(pairIsSpare(six, v, empty, at("c1"), at("d1"), rowMiddle));
}

TEST_CASE("the Order-first 5x5 line-5 proof checks, and its pairings need spare pairs", "[values][pairing]") {
  const Rules r{5, 5, Variant::Classic, Role::Order};
  StrategyProof proof;
  std::string error;
  REQUIRE(StrategyProof::load(std::string(OC_DATA_DIR) + "/proofs/" + shippedProofFile(r), proof, error));
  REQUIRE(proof.winner() == Role::Chaos);
  const ProofCheckReport report = checkProof(proof);
  REQUIRE(report.valid);
  CHECK(report.pairings > 0);
  // Every pairing sits on Order's turn with an odd number of empty cells:
  // without spare pairs no pairing would hold. (Pairings that cannot be
  // spent one by one fail: tests/unit/test_pairing_certificate.cpp.)
  const Geometry g = *Geometry::make(5, 5);
  for (const PairingRecord& p : proof.pairings()) {
    const Board b = boardFromCode(g, p.code);
    CHECK(pairingNeedsSpares(g.cellCount() - b.count(), true));
  }
}

TEST_CASE("Chaos answers by a proof's pairing, and only while the pairing holds", "[values][pairing]") {
  const Rules r{5, 5, Variant::Classic, Role::Order};
  StrategyProof proof;
  std::string error;
  REQUIRE(StrategyProof::load(std::string(OC_DATA_DIR) + "/proofs/" + shippedProofFile(r), proof, error));
  const Geometry g = *Geometry::make(5, 5);
  int answered = 0, inPair = 0;
  for (std::size_t i = 0; i < proof.pairings().size(); i += 97) {
    const PairingRecord& p = proof.pairings()[i];
    const Board b = boardFromCode(g, p.code);
    REQUIRE(pairingHolds(g, r.variant, b, p.pairs));
    for (int cell = 0; cell < g.cellCount(); ++cell) {
      if (!b.isEmpty(cell)) continue;
      for (Kind k : {Kind::X, Kind::O}) {
        Board afterOrder = b;
        afterOrder.place(Move{cell, k});
        const std::optional<Move> answer = pairingAnswer(g, r.variant, afterOrder, p.pairs);
        REQUIRE(answer);
        REQUIRE(afterOrder.isEmpty(answer->cell));
        for (const auto& [a, c] : p.pairs)
          if (cell == a || cell == c) {  // a pair played into: its partner, the other kind
            CHECK(answer->cell == (cell == a ? c : a));
            CHECK(answer->kind != k);
            ++inPair;
          }
        Board afterChaos = afterOrder;
        afterChaos.place(*answer);
        CHECK(evaluate(g, r.variant, afterChaos).winner != Winner::Order);
        ++answered;
      }
    }
  }
  CHECK(answered > 1000);
  CHECK(inPair > 100);
  // Without pairs nothing covers the live windows: no answer is given.
  Board opening;
  opening.place(Move{12, Kind::X});
  CHECK_FALSE(pairingAnswer(g, r.variant, opening, {}));
}

TEST_CASE("a shipped proof is registered from its bytes only for the set-up the values table names it for", "[values]") {
  const Rules mini{4, 3, Variant::Classic, Role::Order};
  CHECK(shippedProofFile(mini) == "4x4-l3-classic-order.proof");
  CHECK(shippedProofFile(Rules{}).empty());  // 6x6: a published strategy, no proof file
  CHECK(shippedProofFile(Rules{6, 4, Variant::ExactFive, Role::Order}).empty());  // open
  const auto bytesOf = [](const std::string& file) {
    std::ifstream in(std::string(OC_DATA_DIR) + "/proofs/" + file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  };
  std::string error;
  // Another set-up's proof, a damaged file and rules without a proof are refused.
  CHECK(!registerShippedProof(mini, bytesOf("4x4-l4-classic-order.proof"), &error));
  CHECK(error == "the proof is not the one the values table names");
  const std::string bytes = bytesOf("4x4-l3-classic-order.proof");
  REQUIRE(bytes.size() > 100);
  CHECK(!registerShippedProof(mini, bytes.substr(0, bytes.size() / 2), &error));
  CHECK(error.rfind("malformed proof: ", 0) == 0);
  CHECK(!registerShippedProof(Rules{}, bytes, &error));
  CHECK(error == "the values table names no proof for these rules");
  // The right bytes are registered, and the perfect player finds the proof.
  REQUIRE(registerShippedProof(mini, bytes, &error));
  const StrategyProof* proof = loadedProof(mini);
  REQUIRE(proof);
  CHECK(proof->winner() == Role::Order);
  CHECK(proof->moveFor(Geometry::make(4, 3).value(), Board{}).has_value());
}
