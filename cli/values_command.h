// ovc values: the value of the empty board for every set-up the app offers,
// one JSON line each, from the shipped table or computed again.
#pragma once

namespace oc::cli {

int runValues(int argc, char** argv);

}  // namespace oc::cli
