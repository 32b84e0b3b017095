#include "strategy/chaos_pairing.h"

#include "notation.h"

namespace oc {

namespace {

constexpr std::array<int, 36> kTableA = {2, 3, 7,  7,  6,  1,  4, 11, 18, 13, 18, 5,  9, 17, 12, 17, 14, 10,
                                         9, 11, 16, 13, 16, 10, 6, 15, 12, 15, 14, 3, 1, 5,  8,  8,  4,  2};
constexpr std::array<int, 36> kTableB = {1, 3,  7,  7,  4,  2,  5, 11, 12, 15, 15, 6, 8, 11, 12, 16, 16, 10,
                                         8, 13, 13, 17, 18, 10, 4, 14, 14, 17, 18, 3, 2, 6,  9,  9,  5,  1};
constexpr std::array<int, 36> kTableC = {1, 3,  7,  7,  5,  2,  4, 11, 17, 18, 11, 6,  9, 13, 15, 15, 14, 10,
                                         9, 13, 16, 16, 14, 10, 5, 12, 17, 18, 12, 3, 2, 6,  8,  8,  4,  1};

bool isCorner(int cell) { return cell == 0 || cell == 5 || cell == 30 || cell == 35; }

// Empty when every Chaos move answered the Order move before it; else where Chaos left the pairing.
std::string pairingDeviation(const Game& game, PairingTable t) {
  const std::vector<Move>& h = game.history();
  for (std::size_t i = 1; i < h.size(); i += 2) {  // Order moves at even indices, Chaos answers at odd
    const Move expected = pairingAnswer(t, h[i - 1]);
    if (h[i] != expected)
      return "Chaos left the pairing at move " + std::to_string(i + 1) + " (" + moveText(game.geometry(), h[i]) +
             " instead of " + moveText(game.geometry(), expected) + ")";
  }
  return "";
}

}  // namespace

bool chaosPairingProduced(const Game& game, PairingTable t) {
  return chaosPairingCovers(game.rules()) && pairingDeviation(game, t).empty();
}

const PairNumbers& pairNumbers(PairingTable t) {
  switch (t) {
    case PairingTable::B: return kTableB;
    case PairingTable::C: return kTableC;
    case PairingTable::A: break;
  }
  return kTableA;
}

int pairPartner(const PairNumbers& table, int cell) {
  for (int c = 0; c < 36; ++c)
    if (c != cell && table[static_cast<std::size_t>(c)] == table[static_cast<std::size_t>(cell)]) return c;
  return -1;
}

Move pairingAnswer(const PairNumbers& numbers, Move orderMove) {
  return Move{pairPartner(numbers, orderMove.cell), isCorner(orderMove.cell) ? orderMove.kind : other(orderMove.kind)};
}

StrategyAdvice chaosAdvice(const Game& game, PairingTable t) {
  StrategyAdvice advice;
  if (!chaosPairingCovers(game.rules())) {
    advice.whyNot = "Chaos's pairing strategy covers 6x6 exact-five with Order first, not this set-up";
    return advice;
  }
  if (game.over()) {
    advice.whyNot = "the game is over";
    return advice;
  }
  if (game.toMove() != Role::Chaos) {
    advice.whyNot = "it is Order's turn";
    return advice;
  }
  advice.whyNot = pairingDeviation(game, t);
  if (!advice.whyNot.empty()) return advice;
  const std::vector<Move>& h = game.history();
  const Move answer = pairingAnswer(t, h.back());
  if (!game.board().isEmpty(answer.cell)) {  // cannot happen after the checks above; kept for loaded positions
    advice.whyNot = "the partner cell is already filled";
    return advice;
  }
  advice.applies = true;
  advice.hasMove = true;
  advice.move.move = answer;
  advice.move.rule = StrategyRule::Pair;
  advice.move.answered = h.back().cell;
  return advice;
}

}  // namespace oc
