// Colours, ImGui style and fonts. Four palettes: dark (a deep
// blue-grey background, slate cells), light (its mirror), and a colour-blind
// variant of each (orange X / sky-blue O, Okabe-Ito). Tokens differ in
// luminance as well as hue, and the role accents are Order gold and Chaos
// violet.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "board.h"
#include "imgui.h"
#include "rules.h"

namespace ui {

namespace colors {
constexpr ImU32 rgba(int r, int g, int b, int a = 255) {
  return static_cast<ImU32>(r) | (static_cast<ImU32>(g) << 8) | (static_cast<ImU32>(b) << 16) | (static_cast<ImU32>(a) << 24);
}

// The current theme's palette. Read-only here: only setTheme() changes it, so
// every frame draws with one consistent palette.
extern const ImU32& kBackground;   // window background behind everything
extern const ImU32& kPlate;        // the board's plate around the cells
extern const ImU32& kCell;         // an empty cell
extern const ImU32& kCellHover;    // an empty cell under the pointer
extern const ImU32& kCard;         // side-panel cards, dialogs, popups
extern const ImU32& kCardRaised;   // controls resting on a card (buttons, fields)
extern const ImU32& kText;         // primary text
extern const ImU32& kTextDim;      // secondary text (explanations)
extern const ImU32& kTextFaint;    // tertiary text (labels, hints, disabled)
extern const ImU32& kRed;          // token X fill (orange in the colour-blind themes)
extern const ImU32& kBlue;         // token O fill (sky blue in the colour-blind themes)
extern const ImU32& kOrder;        // Order's accent (gold)
extern const ImU32& kChaos;        // Chaos's accent (violet)
extern const ImU32& kDanger;       // errors and refused actions

extern const ImU32& kGlyphX;            // the cross drawn inside token X
extern const ImU32& kGlyphO;            // the ring drawn inside token O
extern const ImU32& kTokenRim;          // thin edge around a token (a dark one on light cells)
extern const ImU32& kShadow;            // soft drop shadow under tokens, toasts and banners
extern const ImU32& kHintGhostOutline;  // outline around the ghost token of a recommended move
extern const ImU32& kLinkLine;          // mirror links (Order) and pair links (Chaos) between cells
extern const ImU32& kMarker;            // last-move ring and keyboard-cursor frame on the board
extern const ImU32& kWinCell;           // fill of a cell in the winning run
extern const ImU32& kBannerBg;          // result banner card (slightly translucent over the board)
extern const ImU32& kBannerText;        // body text on the result banner
extern const ImU32& kToastBg;           // the short message near the board for an illegal action
extern const ImU32& kToastText;         // text of that message
extern const ImU32& kNoticeBg;          // card listing problems (e.g. with a shared link)
extern const ImU32& kTrack;             // recessed groove behind a segmented control
extern const ImU32& kSelectedFill;      // the selected segment, a pressed control
extern const ImU32& kCardHover;         // a large card-like button under the pointer
extern const ImU32& kCardSelected;      // a large card-like button that is selected
extern const ImU32& kHoverWash;         // translucent wash over a hovered flat control
extern const ImU32& kHairline;          // thin outlines: key caps, popup edges
extern const ImU32& kPrimary;           // primary button fill
extern const ImU32& kPrimaryHover;      // primary button under the pointer
extern const ImU32& kPrimaryActive;     // primary button while pressed
extern const ImU32& kPrimaryText;       // label of a primary button
}  // namespace colors

enum class Brightness { Dark, Light };
struct ThemeChoice {
  Brightness brightness = Brightness::Dark;
  bool colourBlind = false;
};

// Switches the palette and, when an ImGui context exists, re-applies the style.
void setTheme(ThemeChoice t);
ThemeChoice currentTheme();
// "dark", "light", "colourblind", "colourblind-light".
const char* themeName(ThemeChoice t);
// The inverse of themeName(); nothing for an unknown name.
std::optional<ThemeChoice> themeFromName(std::string_view name);

ImU32 kindColor(oc::Kind k);
ImU32 glyphColor(oc::Kind k);
const char* kindLabel(oc::Kind k);       // "Red X" / "Blue O", or "Orange X" / "Sky O"
const char* kindColourName(oc::Kind k);  // "red" / "blue", or "orange" / "sky blue", for sentences
// Core's sentences name the kinds "red" and "blue"; in the colour-blind
// themes those words become the colours on screen.
std::string themedColourWords(std::string sentence);
ImU32 roleColor(oc::Role r);
ImU32 withAlpha(ImU32 c, float alpha);  // multiplies the colour's alpha
ImVec4 toVec4(ImU32 c);

// Fonts, baked at the window's pixel density so that text stays crisp.
struct Fonts {
  ImFont* body = nullptr;     // 16 px
  ImFont* bodyBold = nullptr;
  ImFont* small = nullptr;    // 13 px
  ImFont* heading = nullptr;  // 21 px bold
  ImFont* title = nullptr;    // 28 px bold
};
const Fonts& fonts();

// Rebuilds the font atlas for `pixelScale` device pixels per logical pixel and
// sets io.FontGlobalScale so that sizes stay in logical pixels. The caller
// re-uploads the atlas texture.
void buildFonts(float pixelScale);

// Sets the ImGui style (sizes and colours) from the current palette.
void applyStyle();

}  // namespace ui
