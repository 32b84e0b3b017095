#include "setup_text.h"

namespace oc::cli {

std::optional<Variant> parseVariant(std::string_view text) {
  if (text == "classic") return Variant::Classic;
  if (text == "exact5") return Variant::ExactFive;
  return std::nullopt;
}

std::optional<Role> parseRole(std::string_view text) {
  if (text == "order") return Role::Order;
  if (text == "chaos") return Role::Chaos;
  return std::nullopt;
}


std::optional<int> parseCount(std::string_view text, int max) {
  if (text.empty() || text.size() > 9) return std::nullopt;
  int value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  if (value > max) return std::nullopt;
  return value;
}

std::string setupText(const Rules& r) {
  const std::string n = std::to_string(r.size);
  return std::string(variantName(r.variant)) + " " + n + "x" + n + ", line " + std::to_string(r.lineLength) + ", " +
         roleName(r.firstPlayer) + " first";
}

}  // namespace oc::cli
