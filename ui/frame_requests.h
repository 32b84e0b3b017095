// Drawing on demand. The frame loop sleeps until input arrives, the analysis
// service wakes it, or the earliest moment something asked to be drawn again.
// Whatever moves on screen (a token scaling in, a pulse, a spinner, a fading
// message) asks for the next frame while it moves, and every motion ends, so
// an untouched board draws nothing and costs no CPU.
#pragma once

namespace ui {

// Seconds on a steady clock (the same clock on the desktop and the web).
double frameClockSeconds();

// Asks for another frame within `seconds` (0: as soon as possible). Called
// while drawing (by whatever still moves) or between frames (a command from
// an embedding page that changed the game).
void drawAgainWithin(double seconds);

// The platform's way to restart a frame loop that stopped to sleep (called
// by drawAgainWithin; it must do nothing while the loop runs).
void setFrameLoopWaker(void (*wake)());

// For the frame loop: whether a requested frame is due now, and how long it
// may sleep until one is (a very large number when none is pending).
bool frameRequestDue();
double secondsUntilRequestedFrame();
// Forgets the requests just before a frame is drawn: the frame asks again
// for whatever still moves.
void clearFrameRequests();

}  // namespace ui
