// Every theme's text colours against the surfaces they are drawn on meet
// WCAG 2.1 AA: 4.5:1 for body text (the accents label the move list in small
// type, so they are held to it too), 3:1 for the large headings only.
#include <catch_amalgamated.hpp>

#include <cmath>
#include <string>

#include "theme.h"

using namespace ui;

namespace {

double channel(ImU32 c, int shift) {
  const double v = static_cast<double>((c >> shift) & 0xFF) / 255.0;
  return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

// WCAG relative luminance of an opaque colour.
double luminance(ImU32 c) {
  return 0.2126 * channel(c, IM_COL32_R_SHIFT) + 0.7152 * channel(c, IM_COL32_G_SHIFT) + 0.0722 * channel(c, IM_COL32_B_SHIFT);
}

double contrast(ImU32 a, ImU32 b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

struct Surface {
  const char* name;
  const ImU32& colour;
};
struct Ink {
  const char* name;
  const ImU32& colour;
  double least;  // the ratio it needs
};

}  // namespace

TEST_CASE("every theme's text meets WCAG AA contrast on the surfaces it is drawn on", "[theme]") {
  const Surface surfaces[] = {{"background", colors::kBackground}, {"card", colors::kCard}, {"banner", colors::kBannerBg}};
  const Ink inks[] = {{"text", colors::kText, 4.5},       {"dim text", colors::kTextDim, 4.5}, {"faint text", colors::kTextFaint, 4.5},
                      {"Order's accent", colors::kOrder, 4.5}, {"Chaos's accent", colors::kChaos, 4.5}, {"danger", colors::kDanger, 4.5}};
  for (const char* name : {"dark", "light", "colourblind", "colourblind-light"}) {
    const std::optional<ThemeChoice> theme = themeFromName(name);
    REQUIRE(theme);
    setTheme(*theme);
    for (const Ink& ink : inks)
      for (const Surface& s : surfaces) {
        INFO(name << ": " << ink.name << " on " << s.name);
        CHECK(contrast(ink.colour, s.colour) >= ink.least);
      }
    // Faint text is small (11-13 px): anti-aliased, its strokes reach about
    // four fifths of the colour's contrast in a screenshot, so it needs room
    // above 4.5:1 on the surfaces it is drawn on most.
    for (const Surface& s : surfaces) {
      INFO(name << ": small faint text on " << s.name);
      CHECK(contrast(colors::kTextFaint, s.colour) >= 5.0);
    }
    INFO(name << ": labels of primary buttons, the banner's body, the toast");
    CHECK(contrast(colors::kPrimaryText, colors::kPrimary) >= 4.5);
    CHECK(contrast(colors::kBannerText, colors::kBannerBg) >= 4.5);
    CHECK(contrast(colors::kToastText, colors::kToastBg) >= 4.5);
  }
}
