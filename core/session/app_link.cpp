#include "session/app_link.h"

#include <algorithm>

#include "notation.h"

namespace oc {

AppLink readAppLink(std::string_view query) {
  AppLink link;
  std::string error;
  link.puzzle = puzzleLinkFromQuery(query, &error);
  if (!error.empty()) link.problems.push_back(capitalised(error));
  forEachQueryParameter(query, [&](std::string_view key, std::string_view value, std::string_view item) {
    if (key == "review") {
      if (value == "on" || value == "1") link.review = true;
      else if (value != "off" && value != "0")
        link.problems.push_back("Invalid value " + quoted(value) + " for 'review' (on or off)");
      return;
    }
    if (key == "puzzle" || item.empty()) return;
    if (!link.gameQuery.empty()) link.gameQuery += '&';
    link.gameQuery += item;
  });
  return link;
}

}  // namespace oc
