// The desktop program is never embedded: its embedding events go nowhere.
#include "embed_api.h"

namespace ui {

void postEmbedEvent(const char*, const std::string&) {}

}  // namespace ui
