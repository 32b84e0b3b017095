// A solved set-up's proof: the winner's move in every position its
// strategy can reach, whatever the loser plays, each position keyed by its
// canonical code under the 16 symmetries (position_code.h) and its move
// given in that canonical orientation. A file holds one text header line,
//   ocproof 1 size 5 line 4 variant classic first order winner order entries 1234
// then the entries sorted by code, each the code in as few little-endian
// bytes as 3^cells needs (5 on 5x5) and one byte for the move (cell * 2 +
// kind, X 0, O 1). Sorted, a lookup is a binary search, without building
// anything.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "position_code.h"
#include "rules.h"

namespace oc {

struct ProofEntryRecord {
  PositionCode code = 0;
  std::uint8_t move = 0;
};

class StrategyProof {
 public:
  StrategyProof() = default;
  StrategyProof(const Rules& rules, Role winner) : rules_(rules), winner_(winner) {}

  const Rules& rules() const { return rules_; }
  Role winner() const { return winner_; }
  std::size_t size() const { return entries_.size(); }
  const std::vector<ProofEntryRecord>& entries() const { return entries_; }
  std::vector<ProofEntryRecord>& entries() { return entries_; }

  // Adds an entry (any order); sort() before lookups or saving.
  void add(PositionCode code, Move canonicalMove);
  void sort();

  // The winner's move in the position with this canonical code, in the
  // canonical orientation, or nullopt when the proof has none.
  std::optional<Move> lookup(PositionCode code) const;

  // The winner's move in `b` itself (its canonical form looked up and the
  // move mapped back), or nullopt.
  std::optional<Move> moveFor(const Geometry& g, const Board& b) const;

  // The bytes of a code in the file.
  static int codeBytes(int cells);

  std::string serialize() const;
  // False with `error` set on a malformed file.
  static bool parse(const std::string& bytes, StrategyProof& out, std::string& error);
  bool save(const std::string& path, std::string& error) const;
  static bool load(const std::string& path, StrategyProof& out, std::string& error);

  // "5x5-l4-classic-order": the file's base name for a set-up.
  static std::string fileStem(const Rules& rules);

 private:
  Rules rules_;
  Role winner_ = Role::Order;
  std::vector<ProofEntryRecord> entries_;
};

}  // namespace oc
