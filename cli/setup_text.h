// Words for the set-up shared by the protocol and the subcommands:
// "classic"/"exact5", "order"/"chaos", whole numbers, and a one-line summary.
// Parsers never throw: bad text gives nullopt.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "rules.h"

namespace oc::cli {

std::optional<Variant> parseVariant(std::string_view text);  // "classic" / "exact5"
std::optional<Role> parseRole(std::string_view text);        // "order" / "chaos"

// A whole number written with digits only, from 0 to `max`.
std::optional<int> parseCount(std::string_view text, int max);

// "classic 6x6, line 5, Order first"
std::string setupText(const Rules& r);

}  // namespace oc::cli
