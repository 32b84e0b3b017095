// Small styled controls shared by the panel and the dialog: rounded cards,
// segmented choices, buttons and the colour buttons with a token icon.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "board.h"
#include "imgui.h"

namespace ui {

// A rounded card that grows with its content; always pair with endCard().
void beginCard(const char* id, float padding = 16.0f, ImU32 background = 0);
void endCard();

// A row of mutually exclusive choices; returns true when *value changed.
// When `targets` is given, records each choice's centre as "<id>.<index>".
bool segmented(const char* id, const char* const* labels, int count, int* value,
               std::map<std::string, ImVec2>* targets = nullptr);

// The height of a button a finger taps: 44 px, the smallest comfortable
// touch target (Apple's guideline, WCAG 2.5.5).
constexpr float kTouchTarget = 44.0f;
// Between a card over the screen (New game, Help, Share) and the window's edges.
constexpr float kCardMargin = 12.0f;

// A card over the screen: a modal popup centred in `display`, at most
// `maxWidth` wide and kCardMargin from the window's sides, as tall as its
// content. Its padding is narrower on a phone (under 480 px), so that labels
// stay whole beside a scrolling body's scrollbar. Its keys are the card's own
// (CardFocus or its own handling), not ImGui's tabbing. As ImGui's popups:
// `if (beginOverlayCard(...)) { ...; endOverlayCard(); }`.
bool beginOverlayCard(const char* popup, ImVec2 display, float maxWidth);
void endOverlayCard();

// The part of an overlay card that scrolls where the window is too short for
// it (a laptop's 1000x640, a phone), so that the footer below it, one row of
// buttons `footerHeight` tall, stays in sight; a shorter body shrinks the
// card. Always pair with endCardBody().
void beginCardBody(const char* id, ImVec2 display, float footerHeight);
void endCardBody();

// A whole number in [lo, hi] with a "-" and a "+" button either side of its
// text, in the style of segmented(); returns true when *value changed.
// `label` is a printf format given the number twice ("%d" or "%dx%d"). The
// buttons are touch targets (kTouchTarget) both ways. `width`: the stepper's
// width (0: the rest of the row). When `targets` is given, records the
// buttons' centres as "<id>.minus" and "<id>.plus".
bool stepper(const char* id, const char* label, int* value, int lo, int hi,
             std::map<std::string, ImVec2>* targets = nullptr, float width = 0.0f);

enum class ButtonStyle { Normal, Primary, Quiet };
bool button(const char* label, ImVec2 size, bool enabled = true, ButtonStyle style = ButtonStyle::Normal);

// The widths of a row of `count` buttons (button(), bold labels) sharing
// the rest of the line: equal shares where every label and its button's
// paddings fit one; else each label and an equal share of what is left; on
// a row too narrow even for the labels, the room in proportion to them
// (each label cut alike); segmented() shares its row by the same rule.
// Every row of labelled buttons takes its widths from here, so that a
// narrow window squeezes the short labels' buttons before it cuts a long
// one ("New game" beside "Undo"). Returns
// false where the room cannot hold every label whole even so: the caller
// may stack the buttons instead.
bool buttonRowWidths(const char* const* labels, int count, float* widths);

// The labels of this frame's buttons and segments drawn cut short (wider
// than their control, a segment's even at its smallest size). None should
// be, at any window size: the test hook oc_layout reports them, and
// drawScreen() forgets them as each frame starts.
const std::vector<std::string>& labelsCutShort();
void forgetLabelsCutShort();

// A big button showing a token of `kind` and its name; highlighted when selected.
// The shortcut's key cap is left out when the button is too narrow for it.
bool colourButton(const char* id, oc::Kind kind, bool selected, ImVec2 size, const char* shortcut);

// A square button with a loudspeaker drawn in it, sound waves when `on`, a
// cross when muted; `side` is the square's side.
bool soundToggle(const char* id, bool on, float side);

// A keyboard key as a small outlined cap (an item, so SameLine() works after it).
void keyCap(const char* key);
ImVec2 keyCapSize(const char* key);

// Text in a font and colour (nullptr font = current).
void text(ImFont* font, ImU32 color, const char* s);
void textWrapped(ImFont* font, ImU32 color, const char* s);
// The size text() draws `font` at (its size times the global scale), and the
// width of `s` on one line at that size.
float drawnFontSize(const ImFont* font);
float textWidth(ImFont* font, const char* s);
// The height textWrapped() would take for `s` at the cursor's line start.
float wrappedTextHeight(ImFont* font, const char* s);

// Enter, on the main keyboard or the keypad, pressed this frame (not a repeat).
bool enterPressed();

// The centre of the last item, for the test hooks.
ImVec2 lastItemCenter();

// Whether a modal card (New game, Share, Help) is open: what floats above the
// board waits for it to close.
bool modalCardOpen();

// Touch screens have no wheel: dragging the current window's body scrolls
// it (not on its scrollbar, which ImGui drags itself; from its child windows
// too with `from` = ImGuiHoveredFlags_ChildWindows).
void dragToScroll(ImGuiHoveredFlags from = 0);

}  // namespace ui
