// The TTF fonts embedded at build time by embed_fonts.py (DejaVu Sans from
// Debian's fonts-dejavu-core). Read-only: pass them to ImGui with
// FontDataOwnedByAtlas = false.
#pragma once

extern const unsigned char oc_font_sans[];
extern const unsigned int oc_font_sans_size;
extern const unsigned char oc_font_sans_bold[];
extern const unsigned int oc_font_sans_bold_size;
