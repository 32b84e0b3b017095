// The desktop has no page: SDL gives a window no accessibility tree, so the
// text view and the announcements have nowhere to go.
#include "page_text.h"

namespace ui {

void showPageText(const PageText&) {}
void announce(const std::string&) {}

}  // namespace ui
