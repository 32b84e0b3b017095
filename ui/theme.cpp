#include "theme.h"

#include <cctype>
#include <utility>

#include "fonts.h"

namespace ui {

namespace {

using colors::rgba;

// Every colour of one theme. The member defaults are the dark theme.
struct Palette {
  ImU32 background = rgba(22, 28, 40);
  ImU32 plate = rgba(32, 40, 56);
  ImU32 cell = rgba(52, 64, 84);
  ImU32 cellHover = rgba(62, 76, 99);
  ImU32 card = rgba(31, 39, 54);
  ImU32 cardRaised = rgba(40, 50, 68);
  ImU32 text = rgba(230, 234, 242);
  // Dim and faint text keep WCAG AA (4.5:1) on the background, the cards
  // and the banner; faint text, always small, keeps 5:1, since anti-aliasing
  // loses it about a fifth (tests/unit/test_theme_contrast.cpp).
  ImU32 textDim = rgba(172, 182, 202);
  ImU32 textFaint = rgba(146, 158, 180);
  ImU32 red = rgba(255, 94, 98);   // X: the lighter token
  ImU32 blue = rgba(44, 98, 226);  // O: the darker token
  ImU32 order = rgba(242, 190, 72);
  ImU32 chaos = rgba(168, 138, 250);
  ImU32 danger = rgba(255, 120, 110);

  ImU32 glyphX = rgba(255, 255, 255, 235);
  ImU32 glyphO = rgba(255, 255, 255, 235);
  ImU32 tokenRim = rgba(255, 255, 255, 40);
  ImU32 shadow = rgba(0, 0, 0, 90);
  ImU32 hintGhostOutline = rgba(236, 240, 248, 170);
  ImU32 linkLine = rgba(196, 206, 226, 150);
  ImU32 marker = rgba(236, 240, 248, 210);
  ImU32 winCell = rgba(92, 84, 60);
  ImU32 bannerBg = rgba(24, 30, 43, 245);
  ImU32 bannerText = rgba(214, 220, 232);
  ImU32 toastBg = rgba(58, 36, 44, 245);
  ImU32 toastText = rgba(255, 226, 222);
  ImU32 noticeBg = rgba(58, 40, 38);
  ImU32 track = rgba(20, 26, 37);
  ImU32 selectedFill = rgba(62, 76, 102);
  ImU32 cardHover = rgba(44, 54, 73);
  ImU32 cardSelected = rgba(48, 60, 82);
  ImU32 hoverWash = rgba(255, 255, 255, 12);
  ImU32 hairline = rgba(255, 255, 255, 40);
  ImU32 primary = rgba(226, 232, 242);
  ImU32 primaryHover = rgba(245, 248, 252);
  ImU32 primaryActive = rgba(200, 208, 222);
  ImU32 primaryText = rgba(22, 28, 40);

  // Only for the ImGui style. `ink` is the base of the translucent borders,
  // washes and scrollbars: white on dark, slate on light.
  ImU32 ink = rgba(255, 255, 255);
  ImU32 frameHover = rgba(50, 62, 84);
  ImU32 frameActive = rgba(58, 72, 96);
  ImU32 buttonHover = rgba(52, 64, 86);
  ImU32 buttonActive = rgba(62, 76, 102);
  ImU32 sliderGrabActive = rgba(255, 210, 110);
  ImU32 modalDim = rgba(8, 11, 18, 170);
};

// The light mirror: light grey-blue background, white-ish cards, light slate
// cells, dark text; accents darkened so they read as text on every surface
// (>= 4.5:1).
Palette lightPalette() {
  Palette p;
  p.background = rgba(226, 231, 239);
  p.plate = rgba(190, 201, 218);
  p.cell = rgba(236, 240, 247);
  p.cellHover = rgba(216, 225, 240);
  p.card = rgba(247, 249, 252);
  p.cardRaised = rgba(234, 238, 245);
  p.text = rgba(24, 30, 44);
  p.textDim = rgba(62, 72, 92);
  p.textFaint = rgba(78, 90, 112);
  p.red = rgba(226, 58, 66);   // luminance 0.20 ...
  p.blue = rgba(30, 70, 190);  // ... against 0.08: still apart in greyscale
  p.order = rgba(134, 92, 4);  // a darker gold: the accent labels small text too
  p.chaos = rgba(112, 74, 214);
  p.danger = rgba(196, 44, 40);

  p.glyphX = rgba(255, 255, 255, 240);
  p.glyphO = rgba(255, 255, 255, 240);
  p.tokenRim = rgba(16, 24, 40, 60);  // light cells need a dark edge instead of a highlight
  p.shadow = rgba(20, 30, 50, 50);
  p.hintGhostOutline = rgba(24, 30, 44, 150);
  p.linkLine = rgba(60, 74, 100, 140);
  p.marker = rgba(24, 30, 44, 200);
  p.winCell = rgba(246, 224, 160);
  p.bannerBg = rgba(250, 251, 253, 245);
  p.bannerText = rgba(52, 62, 84);
  p.toastBg = rgba(253, 232, 230, 245);
  p.toastText = rgba(140, 28, 24);
  p.noticeBg = rgba(252, 234, 230);
  p.track = rgba(214, 221, 232);
  p.selectedFill = rgba(255, 255, 255);
  p.cardHover = rgba(224, 230, 240);
  p.cardSelected = rgba(255, 255, 255);
  p.hoverWash = rgba(20, 30, 50, 14);
  p.hairline = rgba(20, 30, 50, 50);
  p.primary = rgba(36, 46, 66);
  p.primaryHover = rgba(52, 64, 88);
  p.primaryActive = rgba(24, 32, 48);
  p.primaryText = rgba(244, 247, 252);

  p.ink = rgba(20, 30, 50);
  p.frameHover = rgba(224, 230, 240);
  p.frameActive = rgba(212, 220, 233);
  p.buttonHover = rgba(224, 230, 240);
  p.buttonActive = rgba(210, 218, 232);
  p.sliderGrabActive = rgba(200, 140, 20);
  p.modalDim = rgba(30, 40, 60, 110);
  return p;
}

// Okabe-Ito orange and sky blue replace red and blue. Their luminances are
// close (0.26 / 0.41), so the shape must carry the difference: a dark glyph,
// drawn thicker by drawToken(), contrasts with both fills (>= 5:1).
void makeColourBlind(Palette& p) {
  p.red = rgba(224, 104, 0);
  p.blue = rgba(86, 180, 233);
  p.glyphX = rgba(16, 20, 28, 240);
  p.glyphO = rgba(16, 20, 28, 240);
}

Palette paletteFor(ThemeChoice t) {
  Palette p = t.brightness == Brightness::Light ? lightPalette() : Palette{};
  if (t.colourBlind) makeColourBlind(p);
  return p;
}

Palette g_palette;  // constant-initialised to the dark theme, so usable before setTheme()
ThemeChoice g_theme;
Fonts g_fonts;

ImU32 ink(int alpha) { return (g_palette.ink & 0x00FFFFFFu) | (static_cast<ImU32>(alpha) << 24); }

}  // namespace

namespace colors {
const ImU32& kBackground = g_palette.background;
const ImU32& kPlate = g_palette.plate;
const ImU32& kCell = g_palette.cell;
const ImU32& kCellHover = g_palette.cellHover;
const ImU32& kCard = g_palette.card;
const ImU32& kCardRaised = g_palette.cardRaised;
const ImU32& kText = g_palette.text;
const ImU32& kTextDim = g_palette.textDim;
const ImU32& kTextFaint = g_palette.textFaint;
const ImU32& kRed = g_palette.red;
const ImU32& kBlue = g_palette.blue;
const ImU32& kOrder = g_palette.order;
const ImU32& kChaos = g_palette.chaos;
const ImU32& kDanger = g_palette.danger;
const ImU32& kGlyphX = g_palette.glyphX;
const ImU32& kGlyphO = g_palette.glyphO;
const ImU32& kTokenRim = g_palette.tokenRim;
const ImU32& kShadow = g_palette.shadow;
const ImU32& kHintGhostOutline = g_palette.hintGhostOutline;
const ImU32& kLinkLine = g_palette.linkLine;
const ImU32& kMarker = g_palette.marker;
const ImU32& kWinCell = g_palette.winCell;
const ImU32& kBannerBg = g_palette.bannerBg;
const ImU32& kBannerText = g_palette.bannerText;
const ImU32& kToastBg = g_palette.toastBg;
const ImU32& kToastText = g_palette.toastText;
const ImU32& kNoticeBg = g_palette.noticeBg;
const ImU32& kTrack = g_palette.track;
const ImU32& kSelectedFill = g_palette.selectedFill;
const ImU32& kCardHover = g_palette.cardHover;
const ImU32& kCardSelected = g_palette.cardSelected;
const ImU32& kHoverWash = g_palette.hoverWash;
const ImU32& kHairline = g_palette.hairline;
const ImU32& kPrimary = g_palette.primary;
const ImU32& kPrimaryHover = g_palette.primaryHover;
const ImU32& kPrimaryActive = g_palette.primaryActive;
const ImU32& kPrimaryText = g_palette.primaryText;
}  // namespace colors

void setTheme(ThemeChoice t) {
  g_theme = t;
  g_palette = paletteFor(t);
  if (ImGui::GetCurrentContext()) applyStyle();
}

ThemeChoice currentTheme() { return g_theme; }

namespace {
struct NamedTheme {
  const char* name;
  ThemeChoice theme;
};
constexpr NamedTheme kThemes[] = {
    {"dark", {Brightness::Dark, false}},
    {"light", {Brightness::Light, false}},
    {"colourblind", {Brightness::Dark, true}},
    {"colourblind-light", {Brightness::Light, true}},
};
}  // namespace

const char* themeName(ThemeChoice t) {
  for (const NamedTheme& n : kThemes)
    if (n.theme.brightness == t.brightness && n.theme.colourBlind == t.colourBlind) return n.name;
  return "dark";
}

std::optional<ThemeChoice> themeFromName(std::string_view name) {
  for (const NamedTheme& n : kThemes)
    if (name == n.name) return n.theme;
  return std::nullopt;
}

ImU32 kindColor(oc::Kind k) { return k == oc::Kind::X ? colors::kRed : colors::kBlue; }
ImU32 glyphColor(oc::Kind k) { return k == oc::Kind::X ? colors::kGlyphX : colors::kGlyphO; }

const char* kindLabel(oc::Kind k) {
  if (g_theme.colourBlind) return k == oc::Kind::X ? "Orange X" : "Sky O";
  return k == oc::Kind::X ? "Red X" : "Blue O";
}

const char* kindColourName(oc::Kind k) {
  if (g_theme.colourBlind) return k == oc::Kind::X ? "orange" : "sky blue";
  return k == oc::Kind::X ? "red" : "blue";
}

ImU32 roleColor(oc::Role r) { return r == oc::Role::Order ? colors::kOrder : colors::kChaos; }

ImU32 withAlpha(ImU32 c, float alpha) {
  const float a = static_cast<float>((c >> 24) & 0xFF) * alpha;
  const ImU32 ai = static_cast<ImU32>(a < 0 ? 0 : a > 255 ? 255 : a + 0.5f);
  return (c & 0x00FFFFFFu) | (ai << 24);
}

ImVec4 toVec4(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

const Fonts& fonts() { return g_fonts; }

void buildFonts(float pixelScale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // Latin-1, general punctuation (dashes, bullets, ellipsis), arrows, multiplication sign. The
  // embedded fonts hold only these (OC_FONT_UNICODES in ui/CMakeLists.txt): keep the two alike.
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x2193, 0x2715, 0x2715, 0};
  auto add = [&](const unsigned char* data, unsigned int size, float px) {
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the arrays are static and read-only
    cfg.OversampleH = 2;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = false;
    return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size), px * pixelScale, &cfg, ranges);
  };
  g_fonts.body = add(oc_font_sans, oc_font_sans_size, 16.0f);
  g_fonts.bodyBold = add(oc_font_sans_bold, oc_font_sans_bold_size, 16.0f);
  g_fonts.small = add(oc_font_sans, oc_font_sans_size, 13.0f);
  g_fonts.heading = add(oc_font_sans_bold, oc_font_sans_bold_size, 21.0f);
  g_fonts.title = add(oc_font_sans_bold, oc_font_sans_bold_size, 28.0f);
  io.Fonts->Build();
  io.FontDefault = g_fonts.body;
  io.FontGlobalScale = 1.0f / pixelScale;
}

void applyStyle() {
  const Palette& p = g_palette;
  ImGuiStyle& s = ImGui::GetStyle();
  s = ImGuiStyle();
  // The stock scheme fills the colours set nowhere below (tabs, plots, ...).
  if (g_theme.brightness == Brightness::Light) ImGui::StyleColorsLight(&s);
  else ImGui::StyleColorsDark(&s);
  s.WindowPadding = ImVec2(0, 0);
  s.WindowRounding = 14.0f;
  s.WindowBorderSize = 0.0f;
  s.ChildRounding = 14.0f;
  s.ChildBorderSize = 0.0f;
  s.PopupRounding = 16.0f;
  s.PopupBorderSize = 0.0f;
  s.FrameRounding = 10.0f;
  s.FramePadding = ImVec2(12, 8);
  s.ItemSpacing = ImVec2(10, 10);
  s.ItemInnerSpacing = ImVec2(8, 6);
  s.GrabRounding = 8.0f;
  s.GrabMinSize = 18.0f;
  s.ScrollbarRounding = 8.0f;
  s.ScrollbarSize = 10.0f;
  s.CellPadding = ImVec2(6, 4);
  s.SelectableTextAlign = ImVec2(0.0f, 0.5f);
  s.AntiAliasedFill = true;
  s.AntiAliasedLines = true;

  ImVec4* c = s.Colors;
  const ImU32 clear = rgba(0, 0, 0, 0);
  c[ImGuiCol_Text] = toVec4(p.text);
  c[ImGuiCol_TextDisabled] = toVec4(p.textFaint);
  c[ImGuiCol_WindowBg] = toVec4(p.background);
  c[ImGuiCol_ChildBg] = toVec4(p.card);
  c[ImGuiCol_PopupBg] = toVec4(p.card);
  c[ImGuiCol_Border] = toVec4(ink(20));
  c[ImGuiCol_FrameBg] = toVec4(p.cardRaised);
  c[ImGuiCol_FrameBgHovered] = toVec4(p.frameHover);
  c[ImGuiCol_FrameBgActive] = toVec4(p.frameActive);
  c[ImGuiCol_Button] = toVec4(p.cardRaised);
  c[ImGuiCol_ButtonHovered] = toVec4(p.buttonHover);
  c[ImGuiCol_ButtonActive] = toVec4(p.buttonActive);
  c[ImGuiCol_SliderGrab] = toVec4(p.order);
  c[ImGuiCol_SliderGrabActive] = toVec4(p.sliderGrabActive);
  c[ImGuiCol_ScrollbarBg] = toVec4(clear);
  c[ImGuiCol_ScrollbarGrab] = toVec4(ink(40));
  c[ImGuiCol_ScrollbarGrabHovered] = toVec4(ink(60));
  c[ImGuiCol_ScrollbarGrabActive] = toVec4(ink(80));
  c[ImGuiCol_Header] = toVec4(ink(14));
  c[ImGuiCol_HeaderHovered] = toVec4(ink(22));
  c[ImGuiCol_HeaderActive] = toVec4(ink(30));
  c[ImGuiCol_Separator] = toVec4(ink(18));
  c[ImGuiCol_TableHeaderBg] = toVec4(clear);
  c[ImGuiCol_TableBorderLight] = toVec4(ink(10));
  c[ImGuiCol_TableBorderStrong] = toVec4(ink(16));
  c[ImGuiCol_TableRowBg] = toVec4(clear);
  c[ImGuiCol_TableRowBgAlt] = toVec4(ink(6));
  c[ImGuiCol_ModalWindowDimBg] = toVec4(p.modalDim);
  c[ImGuiCol_NavHighlight] = toVec4(clear);
}

std::string themedColourWords(std::string s) {
  if (!currentTheme().colourBlind) return s;
  const std::pair<std::string, std::string> words[] = {{"red", kindColourName(oc::Kind::X)}, {"blue", kindColourName(oc::Kind::O)}};
  for (const auto& [from, to] : words) {
    std::size_t pos = 0;
    for (std::size_t at; (at = s.find(from, pos)) != std::string::npos;) {
      const bool wordStart = at == 0 || !std::isalpha(static_cast<unsigned char>(s[at - 1]));
      const bool wordEnd = at + from.size() == s.size() || !std::isalpha(static_cast<unsigned char>(s[at + from.size()]));
      if (wordStart && wordEnd) {
        s.replace(at, from.size(), to);
        pos = at + to.size();
      } else {
        pos = at + 1;
      }
    }
  }
  return s;
}

}  // namespace ui
