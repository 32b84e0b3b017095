// What the device or the page says about how the game should behave
// (ui/platform/*/device_preferences.cpp).
#pragma once

namespace ui {

// The system asks for less motion (the browser's prefers-reduced-motion).
bool prefersReducedMotion();
// The game runs inside another page's iframe (sound is then off unless the
// player turns it on).
bool insideEmbed();

}  // namespace ui
