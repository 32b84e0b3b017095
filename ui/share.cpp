#include "share.h"

#include <algorithm>

#include "card_focus.h"
#include "clipboard.h"
#include "frame_requests.h"
#include "session/settings.h"
#include "storage.h"
#include "theme.h"
#include "widgets.h"

namespace ui {

namespace {

constexpr const char* kPopup = "##share";
constexpr double kCopiedSeconds = 2.5;  // the Copy button says "Copied" this long

CardFocus g_focus;  // the Share card's keys

// The link in a box, wrapped to its width, and a Copy button, which is one of
// `focus`'s stops in a card. (When the browser refuses the clipboard,
// copyToClipboard offers the link to copy by hand.)
void linkField(App& app, const std::string& link, const char* id, const char* target, CardFocus* focus = nullptr) {
  beginCard(id, 10.0f, colors::kTrack);
  textWrapped(fonts().small, colors::kTextDim, link.c_str());
  endCard();
  const bool copiedRecently = app.panels.copiedLink == link && app.now - app.panels.copiedTime < kCopiedSeconds;
  if (copiedRecently) drawAgainWithin(kCopiedSeconds - (app.now - app.panels.copiedTime));  // then the button says "Copy link" again
  bool copy = button(copiedRecently ? "Copied" : "Copy link", ImVec2(-FLT_MIN, kTouchTarget), true, ButtonStyle::Primary);
  if (focus) copy = focus->button(copy);
  if (copy) {
    if (copyToClipboard(link)) {
      app.panels.copiedLink = link;
      app.panels.copiedTime = app.now;
      app.panels.copyRefusedLink.clear();
    } else {
      app.panels.copyRefusedLink = link;
    }
  }
  app.targets[target] = lastItemCenter();
  // In the card, where the player looks (the board's messages wait for the card to close).
  if (app.panels.copyRefusedLink == link)
    textWrapped(fonts().small, colors::kDanger, "The browser did not allow copying: copy the link above by hand.");
}

}  // namespace

std::string shareLink(const App& app) {
  const std::string query = oc::shareQuery(app.game(), app.settings());
  // Without a page (the desktop) the link is its query, for --game or a web address.
  const std::string address = pageAddress();
  if (address.empty()) return "?" + query;
  return address + (query.empty() ? "" : "?" + query);
}

void drawShareDialog(App& app) {
  if (app.panels.shareRequested) {
    app.panels.shareRequested = false;
    app.panels.copyRefusedLink.clear();  // a refusal is told for the copy just tried, not one from before
    g_focus.reset();
    ImGui::OpenPopup(kPopup);
  }
  // The card's keys are its own (CardFocus: Tab to a button, Enter presses it).
  if (beginOverlayCard(kPopup, app.layout.display, 480.0f)) {
    g_focus.begin();
    text(fonts().title, colors::kText, "Share this game");
    const bool twoHumans = !app.settings().order.computer() && !app.settings().chaos.computer();
    textWrapped(fonts().body, colors::kTextDim,
                twoHumans ? "The link opens this exact game for a friend. Play by links: whoever opens it makes a move and "
                            "sends the new link back."
                          : "The link opens this exact game, with the same rules, moves and players.");
    if (pageAddress().empty())
      textWrapped(fonts().small, colors::kTextFaint, "Paste it after the web game's address, or open it here with --game.");
    linkField(app, shareLink(app), "##sharelink", "share.copy", &g_focus);
    const bool close = g_focus.button(button("Close", ImVec2(-FLT_MIN, kTouchTarget), true, ButtonStyle::Quiet)) ||
                       ImGui::IsKeyPressed(ImGuiKey_Escape);
    g_focus.end();
    app.targets["share.close"] = lastItemCenter();
    if (close) ImGui::CloseCurrentPopup();
    endOverlayCard();
  }
}

void drawSendBackCard(App& app) {
  if (!app.match().awaitingReply() || app.game().over()) return;
  beginCard("##sendback", 16.0f, withAlpha(colors::kOrder, 0.14f));
  text(fonts().bodyBold, colors::kText, "Your move is made");
  textWrapped(fonts().small, colors::kTextDim, "Send this link to the other player; their move comes back as a new link.");
  linkField(app, shareLink(app), "##sendbacklink", "sendback.copy");
  endCard();
}

}  // namespace ui
