// The text form of analysis requests and results: one line of key=value
// words, what a Web Worker and the page send each other (and a test can
// read). Parsing is strict: anything malformed, unknown or out of range is
// refused with a reason, and the caller keeps what it had.
//   request: tag=7 size=6 line=5 variant=classic first=order moves=c3x.d4o nodes=1000000 ms=2000 measure=300000
//   result:  tag=7 verdict=order method=centre-game order-moves=-1 move=b2x line=- nodes=812 ms=3.2 verdict-ms=1.1 helper-moves=0
// (helper-moves: the Chaos replies the helper search settled, search/helper_search.h)
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "session/analysis.h"

namespace oc {

std::string requestText(const AnalysisRequest& r);
std::optional<AnalysisRequest> parseRequest(std::string_view text, std::string* error = nullptr);

// The result of a request for a position of these rules (its moves are
// checked against them).
std::string replyText(const AnalysisReply& r, const Geometry& g);
std::optional<AnalysisReply> parseReply(std::string_view text, const Geometry& g, std::string* error = nullptr);

}  // namespace oc
