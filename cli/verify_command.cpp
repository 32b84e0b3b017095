#include "verify_command.h"

#include <chrono>
#include <cstdio>
#include <string>

#include "search/certificate_check.h"
#include "search/pairing_check.h"
#include "search/proof_check.h"
#include "search/solver.h"
#include "search/solved_values.h"
#include "verification/threat_sequence_check.h"
#include "verification/verification.h"

namespace oc::cli {

namespace {

int failures = 0;

// What --sample keeps: proofs and searches small enough that an instrumented
// build (scripts/sanitize.sh) runs every code path of the checks in seconds.
// The full run checks the two 5x5 line-4 exact-five proofs (over a million
// entries each) and every search; the sample leaves those out.
constexpr std::size_t kSampleProofEntries = 100'000;
constexpr std::uint64_t kSampleSearchNodes = 50'000;

void verdict(bool pass, const std::string& what) {
  if (!pass) ++failures;
  std::printf("%s %s\n", pass ? "PASS" : "FAIL", what.c_str());
  std::fflush(stdout);
}

std::string u64(std::uint64_t v) { return std::to_string(v); }
std::string secs(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2fs", s);
  return buf;
}

void centreGame(Role first, bool showGames) {
  const CentreGameReport with = verifyCentreGame(first, true);
  verdict(with.chaosWins == 0, std::string("centre-4x4 ") + (first == Role::Order ? "order-first" : "chaos-first") +
                                   " with-exceptions: leaves=" + u64(with.leaves) + " chaos-wins=" + u64(with.chaosWins) +
                                   " time=" + secs(with.seconds));
  const CentreGameReport without = verifyCentreGame(first, false, 1000);
  // Without the exceptions Chaos must win exactly in games through them.
  std::string through;
  bool everyExceptionReached = true;
  for (int n = 1; n <= 6; ++n) {
    through += (n > 1 ? "," : "") + std::string("B") + std::to_string(n) + ":" + u64(without.chaosWinsThrough[static_cast<std::size_t>(n)]);
    everyExceptionReached = everyExceptionReached && without.chaosWinsThrough[static_cast<std::size_t>(n)] > 0;
  }
  // With Order first all six exception positions lose without their move; with
  // Chaos first none of them can arise (each has an even number of tokens with
  // Order to move), so nothing may be lost.
  const bool pass = without.chaosWinsOutsideExceptions == 0 &&
                    (first == Role::Order ? everyExceptionReached : without.chaosWins == 0);
  verdict(pass, std::string("centre-4x4 ") + (first == Role::Order ? "order-first" : "chaos-first") +
                    " without-exceptions: leaves=" + u64(without.leaves) + " chaos-wins=" + u64(without.chaosWins) +
                    " outside-exceptions=" + u64(without.chaosWinsOutsideExceptions) + " through=" + through +
                    " time=" + secs(without.seconds));
  if (showGames)
    for (const std::string& g : without.sampleChaosWins) std::printf("  chaos wins without exceptions: %s\n", g.c_str());
}

void orderStrategy(Variant v, Role first) {
  const OrderStrategyReport r = verifyOrderStrategy(v, first);
  verdict(r.failures == 0, std::string("order-6x6 ") + variantName(v) + (first == Role::Order ? " order-first" : " chaos-first") +
                               (v == Variant::Classic ? " (mirror+transition+T1)" : " (mirror+T1)") +
                               ": states=" + u64(r.states) + " order-wins=" + u64(r.orderWins) + " failures=" + u64(r.failures) +
                               " time=" + secs(r.seconds) + (r.failures ? " first-failure: " + r.firstFailure : ""));
}

void pairing(int table, int games) {
  const PairingReport r = verifyPairingTable(table, games, 20261121u + static_cast<unsigned>(table));
  const char* name = table == 0 ? "A" : table == 1 ? "B" : "C";
  verdict(r.tableValid && r.badAssignments == 0 && r.orderWins == 0,
          std::string("pairing-table-") + name + " exact5 order-first: valid=" + (r.tableValid ? "yes" : "no") +
              " windows=" + u64(r.windowsChecked) + " assignments=" + u64(r.assignments) + " sealed-fives=" + u64(r.badAssignments) +
              " games=" + u64(r.games) + " (random+greedy order) order-wins=" + u64(r.orderWins) + " time=" + secs(r.seconds));
}

// Order's generalised certificate: its line lemma, its strategy from the
// start of each covered set-up, and the centre-game solver behind it.
void centreCertificate(bool sample) {
  for (Variant v : {Variant::Classic, Variant::ExactFive}) {
    const LineLemmaReport r = verifyLineLemma(v);
    verdict(r.failures == 0 && r.shortDiagonalClaims > 0,
            std::string("certificate-lines ") + variantName(v) + ": cases=" + u64(r.cases) + " claims=" + u64(r.claims) +
                                 " on-short-diagonals=" + u64(r.shortDiagonalClaims) + " failures=" + u64(r.failures) + " time=" + secs(r.seconds) +
                                 (r.failures ? " first-failure: " + r.firstFailure : ""));
  }
  const std::pair<Variant, Role> setups[] = {{Variant::Classic, Role::Order}, {Variant::Classic, Role::Chaos}, {Variant::ExactFive, Role::Chaos}};
  for (const auto& [v, first] : setups) {
    const CentreStrategyReport r = verifyCentreStrategy(v, first);
    verdict(r.failures == 0, std::string("certificate-strategy ") + variantName(v) + (first == Role::Order ? " order-first" : " chaos-first") +
                                 ": states=" + u64(r.states) + " order-wins=" + u64(r.orderWins) + " failures=" + u64(r.failures) +
                                 " time=" + secs(r.seconds) + (r.failures ? " first-failure: " + r.firstFailure : ""));
  }
  // 8,000 random 4x4 positions, half of them with half-filled pairs, whose
  // closings and fillings make the plain minimax dearer (7 s in all).
  const CentreSolverReport s = verifyCentreSolver(sample ? 2000 : 8000, 20261123u);
  verdict(s.disagreements == 0 && s.withHalfFilledPairs > 0 && s.withShortDiagonals > 0 && s.movesOutsideReach > 0 &&
              s.threatSequencesWithPairs > 0,
          "centre-game-solver vs minimax: positions=" + u64(s.positions) + " order-wins=" + u64(s.orderWins) +
              " with-half-filled-pairs=" + u64(s.withHalfFilledPairs) + " with-short-diagonals=" + u64(s.withShortDiagonals) +
              " threat-sequences=" + u64(s.threatSequences) + " with-pairs=" + u64(s.threatSequencesWithPairs) +
              " moves-outside-their-reach=" + u64(s.movesOutsideReach) +
              " disagreements=" + u64(s.disagreements) + " time=" + secs(s.seconds) +
                                    (s.disagreements ? " first: " + s.firstDisagreement : ""));
}

// Chaos's pairing certificate: every claim it makes in the whole game
// trees below random small-board positions, against plain minimax; the
// claims must include spare pairs, pairs spare by a shared cell and pairs
// that wait for others to go. The sample (instrumented builds) takes the
// trees below 2 random positions instead of 8.
void pairingCertificate(bool sample) {
  const PairingClaimsReport r = verifyPairingClaims(sample ? 2 : 8, 13, 20261125u);
  verdict(r.failures == 0 && r.spareClaims > 0 && r.sharedCellClaims > 0 && r.waitingClaims > 0,
          "pairing-certificate vs minimax: positions=" + u64(r.positions) + " claims=" + u64(r.claims) + " with-spares=" +
              u64(r.spareClaims) + " spare-by-shared-cell=" + u64(r.sharedCellClaims) + " waiting=" + u64(r.waitingClaims) +
              " failures=" + u64(r.failures) +
              " time=" + secs(r.seconds) + (r.failures ? " first-failure: " + r.firstFailure : ""));
}

// Order's wins by continuous threats, which the proof search uses at both
// sides' nodes: every claim in positions of greedy games, re-decided by a
// plain search on the rules engine; the claims must include both kinds.
void threatSequences(int games) {
  const ThreatSequenceReport r = verifyThreatSequences(games, 20261126u);
  verdict(r.failures == 0 && r.orderWins > 0 && r.settledMoves > 0,
          "threat-sequences vs rules engine: order-to-move=" + u64(r.orderPositions) + " wins=" + u64(r.orderWins) +
              " chaos-to-move=" + u64(r.chaosPositions) + " narrowed=" + u64(r.narrowed) + " settled-moves=" +
              u64(r.settledMoves) + " failures=" + u64(r.failures) + " time=" + secs(r.seconds) +
              (r.failures ? " first-failure: " + r.firstFailure : ""));
}

// The shipped values table: every proof file it names is re-checked by
// playing it out (proof_check.h), and must prove the value the table
// shows for its set-up.
void solvedValues(const std::string& proofDir, bool sample) {
  int tableProofs = 0, smallBoards = 0, smallProven = 0, leftOut = 0;
  for (const ValueEntry& e : shippedValues()) {
    const bool small = e.rules.size <= 5;
    smallBoards += small;
    const std::string name = StrategyProof::fileStem(e.rules);
    if (e.proof.rfind("table:", 0) != 0) continue;
    ++tableProofs;
    StrategyProof proof;
    std::string error;
    if (!StrategyProof::load(proofDir + "/" + e.proof.substr(6), proof, error)) {
      verdict(false, "proof " + name + ": " + error);
      continue;
    }
    const Role claimed = e.value == SetupValue::OrderWins ? Role::Order : Role::Chaos;
    if (proof.rules() != e.rules || e.value == SetupValue::Open || proof.winner() != claimed) {
      verdict(false, "proof " + name + ": the file is for another set-up or winner than the table's entry");
      continue;
    }
    if (sample && proof.size() > kSampleProofEntries) {
      ++leftOut;
      continue;
    }
    const ProofCheckReport r = checkProof(proof);
    smallProven += small && r.valid;
    verdict(r.valid, "proof " + name + ": " + roleName(proof.winner()) + " wins, entries=" + u64(proof.size()) +
                         " positions=" + u64(r.positions) + " loser-moves=" + u64(r.loserMoves) + " endings=" + u64(r.endings) +
                         " pairings=" + u64(r.pairings) + " completions=" + u64(r.completions) + " unused=" + u64(r.unusedEntries) + " time=" + secs(r.seconds) + (r.valid ? "" : " failure: " + r.failure));
  }
  verdict(!shippedValues().empty() && (sample || smallProven == smallBoards),
          "values table: entries=" + u64(shippedValues().size()) + " table-proofs=" + u64(tableProofs) +
              " boards-up-to-5x5 proven by a checked proof=" + std::to_string(smallProven) + "/" + std::to_string(smallBoards) +
              (sample ? " (sample: " + std::to_string(leftOut) + " larger proofs left out)" : ""));
}

// The values the table owes to a completed search of the solver (boards of
// 6x6 and more): each search is run again, from an empty table, and must
// reach the same value. The node budget is ten times what the run that
// made the entry spent, plus a million, so that a smaller table than that
// run's does not cut the replay short.
void replayedSearches(bool sample) {
  int replayed = 0, agreed = 0, leftOut = 0;
  std::uint64_t nodes = 0;
  const auto start = std::chrono::steady_clock::now();
  Solver solver(std::size_t{128} << 20);
  for (const ValueEntry& e : shippedValues()) {
    if (e.proof.rfind("search:", 0) != 0) continue;
    if (sample && e.nodes > kSampleSearchNodes) {
      ++leftOut;
      continue;
    }
    ++replayed;
    solver.clearTables();
    const SolveResult r = solver.solve(Game(e.rules), SolveBudget{e.nodes * 10 + 1'000'000, 0, 0});
    nodes += r.nodes;
    const SetupValue found = setupValueOf(r.verdict);
    if (found == e.value) {
      ++agreed;
    } else {
      verdict(false, "replayed search " + StrategyProof::fileStem(e.rules) + ": the table says " + setupValueKey(e.value) +
                         ", the search gives " + setupValueKey(found) + " after " + u64(r.nodes) + " nodes");
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  verdict(replayed > 0 && agreed == replayed, "values found by search, replayed: " + std::to_string(agreed) + "/" +
                                                  std::to_string(replayed) + " agree, nodes=" + u64(nodes) +
                                                  " time=" + secs(seconds) +
                                                  (sample ? " (sample: " + std::to_string(leftOut) + " longer searches left out)" : ""));
}

}  // namespace

int runVerify(int randomGames, bool showGames, const std::string& proofDir, bool sample) {
  const auto start = std::chrono::steady_clock::now();
  failures = 0;
  centreGame(Role::Order, showGames);
  centreGame(Role::Chaos, showGames);
  orderStrategy(Variant::Classic, Role::Order);
  orderStrategy(Variant::Classic, Role::Chaos);
  orderStrategy(Variant::ExactFive, Role::Chaos);
  for (int t = 0; t < 3; ++t) pairing(t, randomGames);
  centreCertificate(sample);
  pairingCertificate(sample);
  threatSequences(sample ? 30 : 400);
  solvedValues(proofDir, sample);
  replayedSearches(sample);
  const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s all checks: %d failed, total time=%s\n", failures ? "FAIL" : "PASS", failures, secs(total).c_str());
  return failures ? 1 : 0;
}

}  // namespace oc::cli
