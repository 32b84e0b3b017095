#include "search/strategy_proof.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "notation.h"
#include "search/pairing_play.h"

namespace oc {

void StrategyProof::add(PositionCode code, Move canonicalMove) {
  entries_.push_back(ProofEntryRecord{code, static_cast<std::uint8_t>(moveCode(canonicalMove))});
}

void StrategyProof::sort() {
  std::sort(entries_.begin(), entries_.end(), [](const ProofEntryRecord& a, const ProofEntryRecord& b) { return a.code < b.code; });
  std::sort(pairings_.begin(), pairings_.end(), [](const PairingRecord& a, const PairingRecord& b) { return a.code < b.code; });
}

const PairingRecord* StrategyProof::pairingAt(PositionCode code) const {
  const auto it = std::lower_bound(pairings_.begin(), pairings_.end(), code,
                                   [](const PairingRecord& p, PositionCode c) { return p.code < c; });
  return it != pairings_.end() && it->code == code ? &*it : nullptr;
}

std::optional<Move> StrategyProof::lookup(PositionCode code) const {
  const auto it = std::lower_bound(entries_.begin(), entries_.end(), code,
                                   [](const ProofEntryRecord& e, PositionCode c) { return e.code < c; });
  if (it == entries_.end() || it->code != code) return std::nullopt;
  return moveFromCode(it->move);
}

std::optional<Move> StrategyProof::moveFor(const Geometry& g, const Board& b) const {
  const CanonicalForm c = plainCanonical(g, b);
  const std::optional<Move> m = lookup(c.code);
  if (!m) return winner_ == Role::Order ? completingMove(g, rules_.variant, b) : std::nullopt;
  return symmetricMove(g, inverseSymmetry(g, c.symmetry), *m);
}

std::optional<Move> StrategyProof::moveInGame(const Geometry& g, const std::vector<Move>& moves) const {
  Board b;
  for (const Move& m : moves) b.place(m);
  if (const std::optional<Move> m = moveFor(g, b)) return m;
  if (winner_ != Role::Chaos || pairings_.empty()) return std::nullopt;
  Board earlier = b;
  for (std::size_t i = moves.size(); i-- > 0;) {
    earlier.remove(moves[i].cell);
    const CanonicalForm c = plainCanonical(g, earlier);
    const PairingRecord* pairing = pairingAt(c.code);
    if (!pairing) continue;
    // The pairs in the game's orientation.
    const int back = inverseSymmetry(g, c.symmetry);
    CellPairs pairs;
    for (const auto& [a, d] : pairing->pairs)
      pairs.emplace_back(static_cast<std::uint8_t>(symmetricMove(g, back, Move{a, Kind::X}).cell),
                         static_cast<std::uint8_t>(symmetricMove(g, back, Move{d, Kind::X}).cell));
    return pairingAnswer(g, rules_.variant, b, pairs);
  }
  return std::nullopt;
}

std::optional<Move> completingMove(const Geometry& g, Variant v, const Board& b) {
  for (int cell = 0; cell < g.cellCount(); ++cell) {
    if (!b.isEmpty(cell)) continue;
    for (Kind k : {Kind::X, Kind::O}) {
      Board next = b;
      next.place(Move{cell, k});
      if (evaluate(g, v, next).winner == Winner::Order) return Move{cell, k};
    }
  }
  return std::nullopt;
}

int StrategyProof::codeBytes(int cells) {
  // The least k with 3^cells <= 256^k, counted in bits: 3^cells < 2^(1.585 cells).
  long double limit = 1;
  for (int i = 0; i < cells; ++i) limit *= 3;
  int k = 0;
  long double capacity = 1;
  while (capacity < limit) {
    capacity *= 256;
    ++k;
  }
  return k;
}

std::string StrategyProof::fileStem(const Rules& r) {
  return std::to_string(r.size) + "x" + std::to_string(r.size) + "-l" + std::to_string(r.lineLength) + "-" +
         (r.variant == Variant::Classic ? "classic" : "exact5") + "-" + roleKey(r.firstPlayer);
}

std::string StrategyProof::serialize() const {
  std::string text = "ocproof 1 size " + std::to_string(rules_.size) + " line " + std::to_string(rules_.lineLength) +
                     " variant " + variantName(rules_.variant) + " first " + roleKey(rules_.firstPlayer) + " winner " +
                     roleKey(winner_) + " entries " + std::to_string(entries_.size());
  if (!pairings_.empty()) text += " pairings " + std::to_string(pairings_.size());
  text += "\n";
  const int bytes = codeBytes(rules_.size * rules_.size);
  text.reserve(text.size() + entries_.size() * static_cast<std::size_t>(bytes + 1));
  for (const ProofEntryRecord& e : entries_) {
    for (int i = 0; i < bytes; ++i) text.push_back(static_cast<char>((e.code >> (8 * i)) & 0xFF));
    text.push_back(static_cast<char>(e.move));
  }
  for (const PairingRecord& p : pairings_) {
    for (int i = 0; i < bytes; ++i) text.push_back(static_cast<char>((p.code >> (8 * i)) & 0xFF));
    text.push_back(static_cast<char>(p.pairs.size()));
    for (const auto& [a, b] : p.pairs) {
      text.push_back(static_cast<char>(a));
      text.push_back(static_cast<char>(b));
    }
  }
  return text;
}

bool StrategyProof::parse(const std::string& bytes, StrategyProof& out, std::string& error) {
  const std::size_t newline = bytes.find('\n');
  if (newline == std::string::npos) {
    error = "no header line";
    return false;
  }
  // "ocproof 1 size S line L variant V first F winner W entries E [pairings P]",
  // each count at most the file's length (a record takes a byte or more).
  const std::vector<std::string_view> words = splitWords(std::string_view(bytes).substr(0, newline));
  const auto word = [&words](std::size_t i) { return i < words.size() ? words[i] : std::string_view(); };
  const auto number = [&](std::size_t i) {  // at most bytes.size(), so it fits a size_t
    return static_cast<std::size_t>(parseWholeNumber(word(i), bytes.size()).value_or(0));
  };
  const std::string_view magic = word(0), kSize = word(2), kLine = word(4), kVariant = word(6), variant = word(7),
                         kFirst = word(8), first = word(9), kWinner = word(10), winner = word(11), kEntries = word(12);
  const int version = static_cast<int>(number(1)), size = static_cast<int>(number(3)), line = static_cast<int>(number(5));
  const std::size_t entries = number(13);
  const bool headerRead = (words.size() == 14 || words.size() == 16) && parseWholeNumber(word(13), bytes.size());
  std::size_t pairings = 0;
  if (headerRead && words.size() == 16) {
    if (word(14) != "pairings" || !parseWholeNumber(word(15), bytes.size())) {
      error = "bad header end: " + std::string(word(14));
      return false;
    }
    pairings = number(15);
  }
  if (!headerRead || magic != "ocproof" || version != 1 || kSize != "size" || kLine != "line" || kVariant != "variant" ||
      kFirst != "first" || kWinner != "winner" || kEntries != "entries" || size < kMinSize || size * size > kMaxCodedCells ||
      line < 3 || line > size || (variant != "classic" && variant != "exact5") || (first != "order" && first != "chaos") ||
      (winner != "order" && winner != "chaos")) {
    error = "bad header: " + bytes.substr(0, std::min<std::size_t>(newline, 120));
    return false;
  }
  Rules rules;
  rules.size = size;
  rules.lineLength = line;
  rules.variant = variant == "classic" ? Variant::Classic : Variant::ExactFive;
  rules.firstPlayer = first == "order" ? Role::Order : Role::Chaos;
  StrategyProof proof(rules, winner == "order" ? Role::Order : Role::Chaos);
  const int codeLength = codeBytes(size * size);
  const std::size_t record = static_cast<std::size_t>(codeLength + 1);
  const std::size_t pairingBytes = bytes.size() - newline - 1 - std::min(bytes.size() - newline - 1, entries * record);
  if (bytes.size() - newline - 1 < entries * record || (pairings == 0 && pairingBytes != 0)) {
    error = "the file holds " + std::to_string(bytes.size() - newline - 1) + " bytes of entries, the header says " +
            std::to_string(entries) + " of " + std::to_string(record);
    return false;
  }
  proof.entries_.resize(entries);
  const unsigned char* p = reinterpret_cast<const unsigned char*>(bytes.data()) + newline + 1;
  for (std::size_t i = 0; i < entries; ++i, p += record) {
    PositionCode code = 0;
    for (int b = codeLength - 1; b >= 0; --b) code = code << 8 | p[b];
    proof.entries_[i] = ProofEntryRecord{code, p[codeLength]};
    if (i > 0 && proof.entries_[i - 1].code >= code) {
      error = "entries out of order at " + std::to_string(i);
      return false;
    }
  }
  const unsigned char* end = reinterpret_cast<const unsigned char*>(bytes.data()) + bytes.size();
  for (std::size_t i = 0; i < pairings; ++i) {
    if (end - p < codeLength + 1) {
      error = "the pairings end early";
      return false;
    }
    PairingRecord r;
    for (int b = codeLength - 1; b >= 0; --b) r.code = r.code << 8 | p[b];
    const int count = p[codeLength];
    p += codeLength + 1;
    if (end - p < 2 * count) {
      error = "the pairings end early";
      return false;
    }
    for (int k = 0; k < count; ++k, p += 2) r.pairs.emplace_back(p[0], p[1]);
    if (i > 0 && proof.pairings_.back().code >= r.code) {
      error = "pairings out of order at " + std::to_string(i);
      return false;
    }
    proof.pairings_.push_back(std::move(r));
  }
  if (p != end) {
    error = "bytes after the last record";
    return false;
  }
  out = std::move(proof);
  return true;
}

bool StrategyProof::save(const std::string& path, std::string& error) const {
  std::ofstream f(path, std::ios::binary);
  const std::string bytes = serialize();
  f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!f) error = "cannot write " + path;
  return static_cast<bool>(f);
}

bool StrategyProof::load(const std::string& path, StrategyProof& out, std::string& error) {
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    error = "cannot read " + path;
    return false;
  }
  std::ostringstream s;
  s << f.rdbuf();
  if (!parse(s.str(), out, error)) {
    error = path + ": " + error;
    return false;
  }
  return true;
}

}  // namespace oc
