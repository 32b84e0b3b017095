// Animations that end. A pulse draws the eye to something new (the winning
// run, the hint's move) and then settles, so the board comes to rest and the
// frame loop can sleep.
#pragma once

namespace ui {

// The system asked for less motion: pulses and turning rings stand still at
// their resting state, tokens appear without scaling in.
void setReducedMotion(bool reduced);
bool reducedMotion();

// How long a pulse lasts before it settles.
constexpr double kPulseSeconds = 4.0;

// A wave between 0 and 1 at `radiansPerSecond`, `age` seconds after what it
// shows appeared; its swing shrinks to nothing over kPulseSeconds and it
// settles at 1. Asks for the next frame while it still moves.
float settlingPulse(double age, float radiansPerSecond);

// The time an animation that moves for kPulseSeconds has run: `age`, held
// at its end once it is over (for motion such as a slowly turning ring).
double settledAge(double age);

}  // namespace ui
