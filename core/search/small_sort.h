// A stable insertion sort for the short lists of the search (the pairs that
// can cover a window, a node's moves): like std::stable_sort, but it never
// allocates a temporary buffer, and on a few dozen items it is as quick as
// either sort of the standard library, in far less WebAssembly.
#pragma once

namespace oc {

template <typename T, typename Before>
void smallStableSort(T* items, int n, Before before) {
  for (int i = 1; i < n; ++i) {
    const T item = items[i];
    int j = i;
    for (; j > 0 && before(item, items[j - 1]); --j) items[j] = items[j - 1];
    items[j] = item;
  }
}

}  // namespace oc
