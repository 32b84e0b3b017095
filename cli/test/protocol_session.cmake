# Pipes session.gtp into the real ovc binary and compares its output with
# session.expected. Search effort varies, so "nodes=N ms=N" is normalised.
# Usage: cmake -DOVC=<ovc binary> -DDIR=<this folder> -P protocol_session.cmake
execute_process(COMMAND "${OVC}" INPUT_FILE "${DIR}/session.gtp"
                OUTPUT_VARIABLE actual ERROR_VARIABLE errors RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "ovc exited with ${rc}: ${errors}")
endif()
string(REGEX REPLACE "nodes=[0-9]+ ms=[0-9]+" "nodes=N ms=N" actual "${actual}")
file(READ "${DIR}/session.expected" expected)
if(NOT actual STREQUAL expected)
  file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/session.actual" "${actual}")
  message(FATAL_ERROR "ovc's answers differ from ${DIR}/session.expected; "
                      "they are in ${CMAKE_CURRENT_BINARY_DIR}/session.actual:\n${actual}")
endif()
message(STATUS "protocol session: output as expected")
