// SDL 2 does not report a reduced-motion setting; the environment variable
// OC_REDUCED_MOTION=1 asks for it. A desktop window is never embedded.
#include <cstdlib>
#include <cstring>

#include "device_preferences.h"

namespace ui {

bool prefersReducedMotion() {
  const char* v = std::getenv("OC_REDUCED_MOTION");
  return v && std::strcmp(v, "1") == 0;
}
bool insideEmbed() { return false; }

}  // namespace ui
