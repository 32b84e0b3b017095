// libFuzzer harness: game records (oc::parseRecord, oc::loadRecord).
// Input: byte 0 the board size and line length, byte 1 the variant, first
// player and a starting history (see fuzz_common.h), the rest the record text.
// Invariants: no crash; parseRecord fails with a message or gives moves that
// print and re-parse (with spaces and with dots) to the same moves; loadRecord
// succeeds exactly when the record parses and every move replays legally,
// then the game is the fresh replay (no redo stack); on failure it names the
// fault and the game is unchanged, undo/redo stack included.
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const oc::Rules rules = fuzz::rulesFrom(data[0], data[1]);
  const std::string_view text(reinterpret_cast<const char*>(data + 2), size - 2);
  const oc::Game before = fuzz::startingGame(rules, data[1]);
  const oc::Geometry& g = before.geometry();

  std::string parseError;
  const std::optional<std::vector<oc::Move>> moves = oc::parseRecord(g, text, &parseError);
  if (moves) {
    FUZZ_CHECK(static_cast<int>(moves->size()) <= g.cellCount(), "more moves than cells");
    for (const oc::Move& m : *moves) FUZZ_CHECK(m.cell >= 0 && m.cell < g.cellCount(), "cell %d off the board", m.cell);
    for (char sep : {' ', '.', ','}) {
      const std::string printed = oc::recordText(g, *moves, sep);
      const std::optional<std::vector<oc::Move>> again = oc::parseRecord(g, printed);
      FUZZ_CHECK(again && *again == *moves, "record '%s' does not re-parse to the same moves", printed.c_str());
    }
  } else {
    fuzz::checkMessage(parseError);
  }

  // Whether the moves replay legally, found independently of loadRecord.
  bool legal = false;
  if (moves) {
    oc::Game replay(rules);
    legal = true;
    for (const oc::Move& m : *moves) {
      if (replay.play(m) != oc::MoveError::None) {
        legal = false;
        break;
      }
    }
  }

  oc::Game game = before;
  std::string loadError;
  const bool loaded = oc::loadRecord(game, text, &loadError);
  FUZZ_CHECK(loaded == (moves && legal), "loadRecord %s but parse=%d legal=%d", loaded ? "succeeded" : "failed", moves ? 1 : 0, legal ? 1 : 0);
  if (loaded) {
    fuzz::checkConsistent(game);
    FUZZ_CHECK(game.rules() == rules, "rules changed by loading");
    FUZZ_CHECK(game.history() == *moves, "history is not the record");
    FUZZ_CHECK(game.redoStack().empty(), "redo stack survives a load");
    const std::string printed = oc::recordText(g, game.history());
    oc::Game again(rules);
    FUZZ_CHECK(oc::loadRecord(again, printed), "printed record '%s' does not load", printed.c_str());
    FUZZ_CHECK(fuzz::sameGame(again, game), "printed record '%s' loads a different game", printed.c_str());
  } else {
    fuzz::checkMessage(loadError);
    FUZZ_CHECK(fuzz::sameGame(game, before), "a failed load changed the game");
    fuzz::checkConsistent(game);
  }
  return 0;
}
