/* SDL2's Emscripten mouse code converts a colour cursor's surface with
 * SDL_ConvertSurfaceFormat, which reaches every software blitter SDL has
 * (about 200 KB of the game's WebAssembly). The game draws with WebGL and
 * only ever uses the browser's own cursors (SDL_CreateSystemCursor), so
 * ui/CMakeLists.txt renames that call, in the mouse code only, to this
 * refusal, and the blitters drop out of the link. */
#include "SDL.h"

SDL_Surface* oc_sdl_refuse_surface_conversion(SDL_Surface* surface, Uint32 format, Uint32 flags) {
  (void)surface;
  (void)format;
  (void)flags;
  SDL_Unsupported();
  return NULL;
}
