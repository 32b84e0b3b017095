#include "setup_options.h"

#include "game.h"
#include "setup_text.h"

namespace oc::cli {

std::optional<std::string> takeValue(int argc, char** argv, int& i, std::string& error) {
  if (i + 1 >= argc) {
    error = std::string(argv[i]) + " needs a value";
    return std::nullopt;
  }
  return std::string(argv[++i]);
}

std::optional<int> takeNumberOption(int argc, char** argv, int& i, int min, int max, std::string& error) {
  const std::string option = argv[i];
  const std::optional<std::string> text = takeValue(argc, argv, i, error);
  if (!text) return std::nullopt;
  const std::optional<int> n = parseCount(*text, max);
  if (!n || *n < min) {
    error = option + " takes a number from " + std::to_string(min) + " to " + std::to_string(max) + ", not '" + *text + "'";
    return std::nullopt;
  }
  return n;
}

OptionResult takeSetupOption(int argc, char** argv, int& i, Rules& rules, std::string& error) {
  const std::string option = argv[i];
  if (option == "--size" || option == "--line") {
    const std::optional<int> n = takeNumberOption(argc, argv, i, 1, 99, error);  // the range is checked by finishSetup
    if (!n) return OptionResult::Bad;
    (option == "--size" ? rules.size : rules.lineLength) = *n;
    return OptionResult::Taken;
  }
  if (option == "--variant" || option == "--first") {
    const std::optional<std::string> text = takeValue(argc, argv, i, error);
    if (!text) return OptionResult::Bad;
    if (option == "--variant") {
      const std::optional<Variant> v = parseVariant(*text);
      if (!v) error = "--variant takes classic or exact5, not '" + *text + "'";
      else rules.variant = *v;
      return v ? OptionResult::Taken : OptionResult::Bad;
    }
    const std::optional<Role> r = parseRole(*text);
    if (!r) error = "--first takes order or chaos, not '" + *text + "'";
    else rules.firstPlayer = *r;
    return r ? OptionResult::Taken : OptionResult::Bad;
  }
  return OptionResult::NotSetup;
}

bool finishSetup(const Rules& rules, std::string& error) {
  error = Game::validateRules(rules);
  return error.empty();
}

bool readPositionArgs(int argc, char** argv, const OwnOptionReader& own, PositionArgs& out, std::string& error) {
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    OptionResult r = takeSetupOption(argc, argv, i, out.rules, error);
    if (r == OptionResult::NotSetup && own) r = own(argc, argv, i, error);
    if (r == OptionResult::Bad) return false;
    if (r == OptionResult::Taken) continue;
    if (arg.rfind("--", 0) == 0) {
      error = "unknown option '" + arg + "' (see ovc --help)";
      return false;
    }
    out.words.push_back(arg);
  }
  return finishSetup(out.rules, error);
}

const char* setupOptionsHelp() {
  return "  set-up options: --variant classic|exact5 (default classic), --first order|chaos (default order),\n"
         "                  --size N (4-8, default 6), --line L (3-N, default 5)\n";
}

OwnOptionReader millisecondsOption(int& ms) {
  return [&ms](int argc, char** argv, int& i, std::string& error) {
    if (std::string(argv[i]) != "--ms") return OptionResult::NotSetup;
    const std::optional<int> n = takeNumberOption(argc, argv, i, 1, 3'600'000, error);
    if (n) ms = *n;
    return n ? OptionResult::Taken : OptionResult::Bad;
  };
}

std::string recordFromWords(const std::vector<std::string>& words, std::size_t count) {
  std::string record;
  for (std::size_t i = 0; i < count && i < words.size(); ++i) record += (record.empty() ? "" : " ") + words[i];
  return record;
}

}  // namespace oc::cli
