#include <emscripten/emscripten.h>

#include "device_preferences.h"

namespace ui {

namespace {
EM_JS(int, oc_prefers_reduced_motion, (), {
  try {
    return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0;
  } catch (e) {
    return 0;
  }
});
EM_JS(int, oc_inside_embed, (), {
  try {
    return window.parent !== window ? 1 : 0;
  } catch (e) {
    return 1;  // a parent we may not even look at is another page
  }
});
}  // namespace

bool prefersReducedMotion() { return oc_prefers_reduced_motion() != 0; }
bool insideEmbed() { return oc_inside_embed() != 0; }

}  // namespace ui
